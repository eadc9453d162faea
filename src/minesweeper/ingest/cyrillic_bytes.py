"""Russian text whose font reads its Windows-1251 bytes as Latin-1: "Ìîñêâà" for "Москва".

LaTeX's Cyrillic fonts without a character map give a text layer of accented Latin letters,
one per Cyrillic letter. Accented letters make a small share of any Latin-script language's
letters; when they make most of a page's, its words are read back through Windows-1251.
"""

from __future__ import annotations

import re

# The Latin-1 letters that Windows-1251 bytes of Cyrillic letters show as: "À".."ÿ" for
# "А".."я", "¨" and "¸" for "Ё" and "ё".
_SHOWN = "\u00c0-\u00ff\u00a8\u00b8"
_WORD = re.compile(rf"[{_SHOWN}]+")
_LETTER = re.compile(r"[^\W\d_]")
_MIN_SHARE = 0.6  # at least this share of the page's letters are such Latin-1 letters
_MIN_LETTERS = 20


def _share_shown(text: str) -> float:
    letters = _LETTER.findall(text)
    if len(letters) < _MIN_LETTERS:
        return 0.0
    return sum(1 for letter in letters if _WORD.fullmatch(letter)) / len(letters)


def cyrillic_restored(text: str) -> str:
    """The page with its Cyrillic letters back where a page is all Latin-1 accents."""
    if _share_shown(text) < _MIN_SHARE:
        return text
    return _WORD.sub(lambda found: found.group(0).encode("latin-1").decode("cp1251"), text)
