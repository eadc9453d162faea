"""Does a cleaned token look like a person's name?

The surname table, stopwords and romanization rules live in `minesweeper.names`; this module
adds what matters for a token cut out of a line: footnote marks and "et al." removed, Hangul
letter-spacing collapsed, placeholders refused.
"""

from __future__ import annotations

import re
import unicodedata

from minesweeper.extractors.text.placeholders import is_placeholder
from minesweeper.names import display_name, looks_like_korean_name, looks_like_latin_name
from minesweeper.names.hanja_reading import hangul_reading

_HANGUL_ONLY = re.compile(r"^[가-힣 ]+$")
_ET_AL = re.compile(r"\s*,?\s*et\s*al\.?$|\s*외\s*\d*\s*(?:인|명)?$", re.IGNORECASE)
_MAX_NAME_CHARS = 40


def clean_token(raw: str) -> str:
    """A token as a printed name: NFKC, "et al.", footnote marks, titles and markers removed."""
    text = unicodedata.normalize("NFKC", raw).strip()
    text = _ET_AL.sub("", text).strip()
    if not text:
        return ""
    cleaned = display_name(text)
    if _HANGUL_ONLY.match(cleaned):
        cleaned = cleaned.replace(" ", "")
    return cleaned


def is_name(token: str) -> bool:
    """Whether a cleaned token is a plausible personal name (Hangul or Latin, initials allowed)."""
    text = token.strip()
    if not text or len(text) > _MAX_NAME_CHARS or is_placeholder(text):
        return False
    if _HANGUL_ONLY.match(text):
        return 2 <= len(text) <= 5 and looks_like_korean_name(text)
    # A name printed only in Hanja (朴志勳) is a name when its Hangul reading is one.
    reading = hangul_reading(text)
    if reading is not None:
        return looks_like_korean_name(reading)
    return looks_like_latin_name(text)
