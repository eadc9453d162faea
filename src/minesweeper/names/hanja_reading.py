"""Names printed only in Hanja (朴志勳) read to Hangul (박지훈), so they match like any other
form of the name. The reading comes from the `hanja` library's dictionary; only the few
surnames whose reading as a surname differs from the character's usual reading are fixed here.
"""

from __future__ import annotations

import re
from functools import lru_cache

import hanja

from minesweeper.names.clean import HAN_CHARACTER

_HANJA_NAME = re.compile(rf"{HAN_CHARACTER}{{2,5}}")
_HANGUL = re.compile(r"[가-힣]+")
# 金 reads 금 as a word and 김 as a surname; the dictionary gives the word reading.
_SURNAME_READINGS = {"金": "김"}


@lru_cache(maxsize=4096)
def hangul_reading(text: str) -> str | None:
    """The Hangul reading of a Hanja-only name of 2-5 characters; None for anything else
    or when a character has no reading."""
    compact = "".join(text.split())
    if not _HANJA_NAME.fullmatch(compact):
        return None
    first = _SURNAME_READINGS.get(compact[0])
    rest = compact[1:] if first else compact
    reading = (first or "") + str(hanja.translate(rest, "substitution"))
    return reading if _HANGUL.fullmatch(reading) else None
