"""Jinja2 templates with what every page needs: language, `t()`, CSRF token, user, tabs.

Every page extends `base.html`. A module that adds pages renders through `render(...)` and may
add a tab to the round page by appending a `RoundTab` to `app.state.round_tabs`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi.templating import Jinja2Templates
from starlette.requests import Request
from starlette.responses import HTMLResponse

from minesweeper.web.i18n import LANGUAGES, negotiate, translator
from minesweeper.web.phrases import error_translator, phrase_translator
from minesweeper.web.security import csrf_token

TEMPLATE_DIR = Path(__file__).parent / "templates"


@dataclass(frozen=True, slots=True)
class RoundTab:
    """A link shown on every round page: `label_key` in the catalogs, `path` with {round_id}."""

    label_key: str
    path: str


def _page_context(request: Request) -> dict[str, Any]:
    lang = negotiate(request)
    t = translator(lang)
    return {
        "lang": lang,
        "languages": LANGUAGES,
        "t": t,
        "phrase": phrase_translator(t),  # stored English notes, said in the page's language
        "doc_error": error_translator(t),
        "csrf_token": csrf_token(request) if "session" in request.scope else "",
        "user": getattr(request.state, "principal", None),
        "round_tabs": getattr(request.app.state, "round_tabs", []),
    }


def build_templates() -> Jinja2Templates:
    templates = Jinja2Templates(directory=str(TEMPLATE_DIR), context_processors=[_page_context])
    templates.env.autoescape = True
    return templates


def render(
    request: Request, name: str, context: dict[str, Any] | None = None, status_code: int = 200
) -> HTMLResponse:
    templates: Jinja2Templates = request.app.state.templates
    return templates.TemplateResponse(request, name, context or {}, status_code=status_code)
