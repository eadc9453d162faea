"""The Korean and English catalogs are complete, and the language is negotiated sensibly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.requests import Request

from minesweeper.web import i18n

TEMPLATES = Path(i18n.__file__).parent / "templates"
LITERAL_KEY = re.compile(r"""\bt\(\s*["']([a-z_]+(?:\.[a-z_]+)+)["']""")


def _request(headers: dict[str, str]) -> Request:
    raw = [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    return Request({"type": "http", "headers": raw})


def test_catalogs_have_the_same_keys() -> None:
    assert set(i18n.catalog("ko")) == set(i18n.catalog("en"))


def test_every_key_used_in_templates_exists() -> None:
    used = set()
    for template in TEMPLATES.glob("*.html"):
        used |= set(LITERAL_KEY.findall(template.read_text("utf-8")))
    assert used, "no translated strings found in templates"
    missing = used - set(i18n.catalog("en"))
    assert not missing


def test_prefixed_keys_cover_known_values() -> None:
    keys = set(i18n.catalog("en"))
    expected = {
        "role.": ["advisor", "co_advisor", "committee_chair", "committee_member", "coauthor"],
        "kind.": ["printed", "seal", "handwritten", "signature"],
        "job.status.": ["queued", "running", "done", "error", "cancelled"],
        "category.": ["thesis", "representative", "paper", "scholar", "cv", "other"],
        "status.": ["pending", "confirmed", "rejected"],
    }
    for prefix, values in expected.items():
        assert {prefix + v for v in values} <= keys, prefix


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("en-US,en;q=0.9", "en"),
        ("ko-KR,ko;q=0.9,en;q=0.8", "ko"),
        ("fr-FR,en;q=0.5,ko;q=0.7", "ko"),
        ("de", "ko"),
        ("en;q=0", "ko"),
        ("", "ko"),
    ],
)
def test_accept_language(header: str, expected: str) -> None:
    assert i18n.negotiate(_request({"accept-language": header})) == expected


def test_cookie_wins_over_header() -> None:
    request = _request({"accept-language": "ko", "cookie": "lang=en"})
    assert i18n.negotiate(request) == "en"


def test_translate_formats_values_and_shows_missing_keys() -> None:
    t = i18n.translator("en")
    assert t("viewer.page", page=3) == "page 3"
    assert t("no.such.key") == "no.such.key"
    assert i18n.translator("ko")("viewer.page", page=3) == "3쪽"
