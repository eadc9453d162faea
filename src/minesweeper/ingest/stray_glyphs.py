"""Glyphs a PDF's text layer gives apart from the letters they belong to.

TeX output with Type 1 fonts draws an accent as a glyph of its own, so the text layer reads
"Sch¨onb¨achler" (the accent before its letter) or "Götze" as "Gotze ¨" (the accent set apart,
its place lost). The PDF reader puts back on its letter each accent whose glyph it sees drawn
over one; these rules read what is left. Icon fonts map a list bullet to a control character
("\\x9f Le Yu, ..."), to the private-use area or to a plain letter ("l Le Yu, ..."). A name
with such a glyph inside is no name to the readers, so an entry or a whole list is lost over
one glyph.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

# Spacing accents and the combining marks they stand for.
_COMBINING = {
    "\u00a8": "\u0308",  # ¨ diaeresis
    "\u00b4": "\u0301",  # ´ acute
    "\u0060": "\u0300",  # ` grave
    "\u02c6": "\u0302",  # ˆ circumflex
    "\u02dc": "\u0303",  # ˜ tilde
    "\u02c7": "\u030c",  # ˇ caron
    "\u02d8": "\u0306",  # ˘ breve
    "\u02da": "\u030a",  # ˚ ring
    "\u02dd": "\u030b",  # ˝ double acute
    "\u00af": "\u0304",  # ¯ macron
    "\u02d9": "\u0307",  # ˙ dot
    # Marks hung under their letter: Turkish and Romanian "ş", Portuguese and French "ç", Polish
    # and Lithuanian "ą".
    "\u00b8": "\u0327",  # ¸ cedilla
    "\u02db": "\u0328",  # ˛ ogonek
}
_SPACING = "".join(_COMBINING)
SPACING_ACCENTS = frozenset(_COMBINING)
# The marks a glyph draws under its letter rather than over it, Romanian "ș" and "ț" among
# them: TeX draws their comma as a comma glyph of its own ("Bucures, ti"). Only where the
# glyph is seen under the letter: the string alone does not tell it from a comma.
_COMMA_BELOW = {",": "\u0326"}
HUNG_ACCENTS = frozenset("\u00b8\u02db" + "".join(_COMMA_BELOW))
# A capital takes the accent only at a word's start ("ˇSkoda"): inside a word the glyph is an
# apostrophe ("O´Neill").
_BEFORE_LETTER = re.compile(rf"([{_SPACING}])([^\W\d_A-Z]|(?<![^\W\d_].)[A-Z])")
# TeX sets a capital's accent higher, and some text layers read it after the capital and a
# space ("O¨ zgür" for "Özgür"): at a word's start, before the rest of the word in lower case.
_AFTER_CAPITAL = re.compile(rf"(?<![^\W\d_])([A-Z])([{_SPACING}]) ?(?=[a-z])")
# An accent set apart inside a word ("Urena L ˜ opez", "Fern ´ andez"): the glyph drawn over a
# letter stands between spaces of its own, and which letter it sits on is not known (it may
# belong to another letter of the name). The word is joined back without it.
_INSIDE_WORD = re.compile(rf"(?<=[^\W\d_]) {{1,2}}[{_SPACING}\u0300-\u036f] {{1,2}}(?=[a-z])")
# An accent alone between spaces (or a combining mark with nothing to sit on): its letter is
# unknown, and the name reads right without it.
_ALONE = re.compile(rf"(?:(?<=\s)|^)[{_SPACING}\u0300-\u036f](?=\s|$)", re.MULTILINE)
# A control or private-use character opening a line is an icon font's bullet, and so is an
# opening brace that no brace closes (moderncv's bullet in a font that maps it to "{").
_BULLET_GLYPH = re.compile(r"^(\s*)(?:[\x80-\x9f\ue000-\uf8ff]|\{(?![^\n]*\}))(?=\s)", re.MULTILINE)
# Word's bullets are drawn from Wingdings, whose glyphs a text layer may read as the letters
# at their code points: "l" for a round bullet, "n" for a square, "q" for a box, "u" for a
# diamond, "Ø" for an arrowhead, "ü" for a tick. Such a letter alone before an item's capital
# or bracket ("l [ACM MobiCom 24] Ana Li, ...") is a bullet where two lines of the page or
# more open on it: one line alone may be a formula's variable.
_LETTER_BULLET = re.compile(r"^(\s*)([lnquØü])[ \t]+(?=[A-Z\[“\"가-힣])", re.MULTILINE)
_LETTER_BULLETS_MIN = 2  # lines opening on the same letter that make it a list's bullet
_STRAY = re.compile(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ue000-\uf8ff]")


def accented(letter: str, accent: str) -> str | None:
    """The letter with the spacing accent on it ("o", "¨" -> "ö"), when Unicode has that
    letter. TeX sets "í" as a dotless "ı" under the accent."""
    base = "i" if letter == "ı" else letter
    mark = _COMBINING.get(accent) or _COMMA_BELOW[accent]
    composed = unicodedata.normalize("NFC", base + mark)
    return composed if len(composed) == 1 else None


def _joined(found: re.Match[str]) -> str:
    """The letter with its accent, when Unicode has that letter ("¨o" -> "ö"); as printed
    otherwise."""
    return accented(found.group(2), found.group(1)) or found.group(0)


# TeX's "í" is a dotless "ı" that the text layer may give with a combining accent after it
# ("Sı́lvia"): no letter composes from the two.
_DOTLESS_UNDER_MARK = re.compile("ı([\u0300-\u036f])")


def repaired(text: str) -> str:
    """The page text with accents on their letters and icon glyphs as bullets or spaces."""
    text = _DOTLESS_UNDER_MARK.sub(lambda found: unicodedata.normalize("NFC", "i" + found[1]), text)
    text = _AFTER_CAPITAL.sub(lambda found: accented(*found.groups()) or found.group(0), text)
    text = _INSIDE_WORD.sub("", text)
    text = _BEFORE_LETTER.sub(_joined, text)
    text = _ALONE.sub("", text)
    text = _BULLET_GLYPH.sub(r"\1•", text)
    return _STRAY.sub(" ", _letter_bullets(text))


def _letter_bullets(text: str) -> str:
    """The page with the letters a symbol font gave for its list bullets read as bullets."""
    opened = Counter(found.group(2) for found in _LETTER_BULLET.finditer(text))
    bullets = {letter for letter, lines in opened.items() if lines >= _LETTER_BULLETS_MIN}
    if not bullets:
        return text
    return _LETTER_BULLET.sub(
        lambda found: f"{found.group(1)}• " if found.group(2) in bullets else found.group(0), text
    )
