"""Central European text whose font reads its T1 (Cork) bytes as Latin-1: "Biaªystok" for
"Białystok", "narz¦dzie" for "narzędzie", "Straÿe" for "Straße".

LaTeX's T1 fonts without a character map put Polish, Czech, Hungarian, Romanian and Turkish
letters on the bytes where Latin-1 has signs ("ª", "¦", "±", "»"), and the "fi", "ff" ligatures
on control characters ("classi\\x1ccation"). A sign has no business inside a word; a page with
several such signs between letters is read back through the T1 table. The ligatures are read
back on every page: no text holds those control characters.
"""

from __future__ import annotations

import re

# T1 bytes 0x80..0xBF, in order, and 0xFF (ß); Latin-1 shows them as C1 controls and signs.
_T1_HIGH = "ĂĄĆČĎĚĘĞĹĽŁŃŇŊŐŔŘŚŠŞŤŢŰŮŸŹŽŻĲİđ§ăąćčďěęğĺľłńňŋőŕřśšşťţűůÿźžżĳ¡¿£"
_T1 = str.maketrans(
    {chr(0x80 + offset): letter for offset, letter in enumerate(_T1_HIGH)} | {"ÿ": "ß"}
)
_LIGATURES = str.maketrans({"\x1b": "ff", "\x1c": "fi", "\x1d": "fl", "\x1e": "ffi", "\x1f": "ffl"})
# A sign between two letters. Not the middle dot ("col·lecció" in Catalan), the soft hyphen,
# the no-break space.
_SIGN_IN_WORD = re.compile(r"(?<=[^\W\d_])[\x80-\x9f\xa1-\xac\xae-\xb6\xb8-\xbf\xff](?=[^\W\d_])")
_WORD_WITH_SIGNS = re.compile(r"[^\W\d_]*[\x80-\xbf\xff][\w\x80-\xbf\xff]*")
_MIN_SIGNS = 3  # a page this many signs between letters is in T1


def cork_restored(text: str) -> str:
    """The page with its T1 letters and ligatures back."""
    text = text.translate(_LIGATURES)
    if len(_SIGN_IN_WORD.findall(text)) < _MIN_SIGNS:
        return text
    return _WORD_WITH_SIGNS.sub(lambda found: found.group(0).translate(_T1), text)
