"""Korean and English strings: one JSON catalog per language in `web/i18n/`.

The language comes from the `lang` cookie (set by the switch), else from the browser's
Accept-Language header, else Korean. Another module adds strings by adding keys to both
catalogs; a test checks that the catalogs have the same keys.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from starlette.requests import Request

LANGUAGES = ("ko", "en")
DEFAULT_LANGUAGE = "ko"
LANG_COOKIE = "lang"
_CATALOG_DIR = Path(__file__).parent / "i18n"

Translate = Callable[..., str]


@lru_cache(maxsize=len(LANGUAGES))
def catalog(lang: str) -> dict[str, str]:
    data: dict[str, str] = json.loads((_CATALOG_DIR / f"{lang}.json").read_text("utf-8"))
    return data


def _from_accept_language(header: str) -> str | None:
    """Best supported language of an Accept-Language header (`ko-KR,ko;q=0.9,en;q=0.8`)."""
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGUAGES and quality > 0:
            ranked.append((-quality, position, primary))
    return min(ranked)[2] if ranked else None


def requested_language(request: Request) -> str | None:
    """The language the request names (cookie, then Accept-Language), or None if it names none."""
    chosen = request.cookies.get(LANG_COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return _from_accept_language(request.headers.get("accept-language", ""))


def negotiate(request: Request) -> str:
    return requested_language(request) or DEFAULT_LANGUAGE


# Messages raised in code and the codes exports write are English; any other language takes
# its text by code. A client naming no language (a script) gets that English; pages and
# browsers always name one.
SOURCE_LANGUAGE = "en"


def api_language(request: Request) -> str:
    """The language of an API answer: the one the request names, else the source English."""
    return requested_language(request) or SOURCE_LANGUAGE


def translator(lang: str) -> Translate:
    strings = catalog(lang)
    fallback = catalog(DEFAULT_LANGUAGE)

    def translate(key: str, **values: object) -> str:
        # A missing key shows itself rather than failing the page; a test keeps catalogs complete.
        template = strings.get(key) or fallback.get(key) or key
        return template.format(**values) if values else template

    return translate
