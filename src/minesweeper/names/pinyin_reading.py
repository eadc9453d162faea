"""Chinese names printed in Han characters (张洪宇, 殷昊) read in pinyin, so a Chinese thesis or
byline and an English CV name the same person ("Hongyu Zhang", "Zhang Hongyu", "Hong-Yu
Zhang", "Hao Yin"), or in Taiwan's Wade-Giles ("Chih-Ming Chen"). Readings come from the
`pypinyin` dictionary; every reading of a character is tried, since a name's character may
take a rarer one (曾: zeng, ceng).
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from minesweeper.names.clean import HAN_NAME

_LATIN_NAME = re.compile(r"[A-Za-z][A-Za-z'’‐-]*(?:[ \t,]+[A-Za-z][A-Za-z'’‐-]*){1,3}")
_MAX_READINGS = 64  # polyphonic characters multiply; a name has few


def _spelled(syllable: str) -> str:
    """A Wade-Giles syllable as a name prints it: no apostrophe, "u" for "ü" (pypinyin writes
    "v")."""
    return re.sub(r"[’'`]", "", syllable).replace("v", "u").replace("ü", "u")


@lru_cache(maxsize=4096)
def _syllable_readings(han: str) -> frozenset[tuple[str, tuple[str, ...]]]:
    """(family, given syllables) in pinyin for each reading of a 2-4 character name: the family
    name is the first character, or the first two (欧阳明, 司马相如) in a longer name."""
    # Imported on first use: its dictionary takes a third of a second to load, which every
    # command line call would pay.
    from pypinyin import Style, pinyin

    found: set[tuple[str, tuple[str, ...]]] = set()
    # Mainland names are spelled in pinyin; Taiwan's mostly in Wade-Giles ("Chih-Ming Chen" for
    # 陳志明), which passports write without its apostrophes and umlauts.
    for style in (Style.NORMAL, Style.WADEGILES):
        per_char = [
            [_spelled(syllable) if style is Style.WADEGILES else syllable for syllable in readings]
            for readings in pinyin(han, style=style, heteronym=True)
        ]
        for syllables in itertools.islice(itertools.product(*per_char), _MAX_READINGS):
            for split in range(1, min(2, len(han) - 1) + 1):
                found.add(("".join(syllables[:split]), tuple(syllables[split:])))
    return frozenset(found)


@lru_cache(maxsize=4096)
def _readings(han: str) -> frozenset[tuple[str, str]]:
    """(family, given) in pinyin, the given name's syllables written as one word."""
    return frozenset((family, "".join(given)) for family, given in _syllable_readings(han))


def pinyin_match(han: str, latin: str) -> bool:
    """Whether a Han-character name and a romanized name are one Chinese name, in either
    order of family and given name."""
    han = "".join(han.split())
    if not HAN_NAME.fullmatch(han) or not _LATIN_NAME.fullmatch(latin.strip()):
        return False
    words = [re.sub(r"[^a-z]", "", word) for word in re.split(r"[\s,]+", latin.casefold())]
    words = [word for word in words if word]
    if len(words) < 2:
        return False
    orders = {(words[-1], "".join(words[:-1])), (words[0], "".join(words[1:]))}
    return bool(orders & _readings(han))


# "Liu, X.", "X. Liu", "Liu, X.-Y.", "Liu XY": a family name and the given name's initials, as
# reference lists print a Chinese author.
_INITIALS_FORM = (
    re.compile(
        r"(?P<family>[A-Za-z]{2,})[ \t]*,?[ \t]+(?P<initials>(?:[A-Z]\.?[ \t]?-?[ \t]?){1,3})"
    ),
    re.compile(
        r"(?P<initials>(?:[A-Z]\.[ \t]?-?[ \t]?){1,3}|[A-Z]{1,3})[ \t]+(?P<family>[A-Za-z]{2,})"
    ),
)


def pinyin_initials_match(han: str, latin: str) -> bool:
    """Whether a romanized family name with initials may stand for a Han-character name: the
    family name read in pinyin, and the given name's first letter or one letter a syllable."""
    han = "".join(han.split())
    if not HAN_NAME.fullmatch(han):
        return False
    for form in _INITIALS_FORM:
        found = form.fullmatch(latin.strip())
        if found is None:
            continue
        family = found["family"].casefold()
        initials = re.sub(r"[^A-Za-z]", "", found["initials"]).casefold()
        for reading_family, given in _syllable_readings(han):
            if reading_family != family or not given:
                continue
            if initials in {given[0][0], "".join(syllable[0] for syllable in given)}:
                return True
    return False
