"""Maps every error to one answer: problem JSON under /api, an HTML page or a redirect elsewhere.

The one map: each package's root error (`ScreeningError`, `AuthError`, `JobError`,
`GatewayError`, `IngestError`, `SearchError`) carries its `code` and `http_status`; it is
registered here once, so no route catches a domain error to translate it.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import RedirectResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from minesweeper.auth import AuthError
from minesweeper.gateway.errors import GatewayError
from minesweeper.ingest.errors import IngestError
from minesweeper.jobs.errors import JobError
from minesweeper.screening.errors import ScreeningError
from minesweeper.search.errors import SearchError
from minesweeper.web.deps import LoginRequiredError, is_api
from minesweeper.web.i18n import SOURCE_LANGUAGE, api_language, catalog, negotiate
from minesweeper.web.problems import ProblemError, problem
from minesweeper.web.templating import render

_STATUS_CODES = {
    400: "BAD_REQUEST",
    401: "UNAUTHENTICATED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    409: "CONFLICT",
    413: "TOO_LARGE",
    429: "TOO_MANY",
}


def localized(request: Request, code: str, detail: str, **values: str) -> tuple[str, str]:
    """The title and detail of a problem in the request's language (cookie, then browser)."""
    lang = api_language(request) if is_api(request) else negotiate(request)
    strings = catalog(lang)
    title = strings.get(f"problem.title.{code}") or strings["problem.title.other"]
    if lang == SOURCE_LANGUAGE and detail and not values:
        return title, detail
    template = strings.get(f"problem.detail.{code}") or strings["problem.detail.other"]
    return title, template.format(**values) if values else template


def answer(
    request: Request,
    status: int,
    code: str,
    detail: str,
    details: dict[str, object] | None = None,
    **values: str,
) -> Response:
    """The problem (API) or error page (elsewhere) for an error, in the request's language."""
    title, detail = localized(request, code, detail, **values)
    if is_api(request):
        return problem(status, title, detail, code, details)
    return render(
        request,
        "error.html",
        {"status": status, "code": code, "detail": detail},
        status_code=status,
    )


def engine_problem(
    status: int,
    title: str,
    detail: str,
    code: str,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
    extensions: dict[str, Any] | None = None,
    request: Request | None = None,
) -> Response:
    """The job engine's problems (its routes answer them without raising), in the request's
    language like every other problem; the engine's English title gives way to the catalog's."""
    if request is not None:
        title, detail = localized(request, code, detail)
    return problem(status, title, detail, code, details, headers, extensions)


async def _on_problem(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ProblemError)
    return answer(request, exc.status, exc.code, exc.detail, exc.details)


DOMAIN_ERRORS: tuple[type[Exception], ...] = (
    ScreeningError,
    AuthError,
    JobError,
    GatewayError,
    IngestError,
    SearchError,
)


async def _on_domain(request: Request, exc: Exception) -> Response:
    """A root error of a package: its own status, code and message (never a driver's text)."""
    code = str(getattr(exc, "code", "ERROR")).upper()
    status = int(getattr(exc, "http_status", 400))
    details = getattr(exc, "details", None)
    return answer(request, status, code, str(exc), details)


async def _on_http(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    code = _STATUS_CODES.get(exc.status_code, "HTTP_ERROR")
    return answer(request, exc.status_code, code, str(exc.detail))


async def _on_validation(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {"loc": [str(part) for part in e.get("loc", ())], "msg": str(e.get("msg", ""))}
        for e in exc.errors()
    ]
    first = errors[0] if errors else {"loc": [], "msg": "invalid request"}
    # The field alone: the validator's own sentence stays in `details`, untranslated.
    field = ".".join(first["loc"])
    return answer(request, 422, "VALIDATION_ERROR", "", {"errors": errors}, field=field)


async def _on_login_required(request: Request, _exc: Exception) -> Response:
    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    return RedirectResponse(f"/login?next={quote(target, safe='')}", status_code=303)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ProblemError, _on_problem)
    for root in DOMAIN_ERRORS:
        app.add_exception_handler(root, _on_domain)
    app.add_exception_handler(StarletteHTTPException, _on_http)
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(LoginRequiredError, _on_login_required)
