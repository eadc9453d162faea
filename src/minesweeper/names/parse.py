"""One parsed name: script, Korean parts, Latin readings, Hanja, and keys."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache
from itertools import product

from minesweeper.names.clean import display_name, hanja_of, normalize_name
from minesweeper.names.hangul import is_hangul_text, rr_spelling, syllable_spellings
from minesweeper.names.hanja_reading import hangul_reading
from minesweeper.names.latin import Reading, korean_syllables, readings
from minesweeper.names.stopwords import (
    HANGUL_NON_NAME_ENDINGS,
    HANGUL_NON_NAME_PARTS,
    HANGUL_NON_NAME_STARTS,
    HANGUL_NON_NAMES,
)
from minesweeper.names.surnames import (
    KOREAN_SURNAMES,
    is_known_latin_surname,
    korean_name_splits,
    popular_spelling,
    surname_spellings,
)


class Script(StrEnum):
    HANGUL = "hangul"
    LATIN = "latin"
    OTHER = "other"


class NameKind(StrEnum):
    FULL = "full"  # a family name and a full given name
    INITIALS = "initials"  # the given name only as initials ("S. Park")
    SURNAME = "surname"  # a family name alone ("Park", "김" from "김교수")
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class ParsedName:
    raw: str
    display: str
    key: str
    script: Script
    kind: NameKind
    surname: str | None = None  # Hangul surname
    given: str | None = None  # Hangul given name
    hanja: str | None = None
    readings: tuple[Reading, ...] = ()
    splits: tuple[tuple[str, str], ...] = ()  # Hangul (surname, given) readings, likeliest first


def _hangul_is_plausible(compact: str) -> bool:
    if compact in HANGUL_NON_NAMES:
        return False
    if any(part in compact for part in HANGUL_NON_NAME_PARTS):
        return False
    if compact.startswith(HANGUL_NON_NAME_STARTS):
        return False
    return not compact.endswith(HANGUL_NON_NAME_ENDINGS)


@lru_cache(maxsize=8192)
def parse_name(raw: str) -> ParsedName:
    reading = hangul_reading(display_name(raw))
    if reading is not None:  # 朴志勳: parsed as 박지훈, the Hanja kept as its Hanja form
        parsed = parse_name(reading)
        return replace(parsed, raw=raw, hanja=parsed.hanja or "".join(raw.split()))
    display = display_name(raw)
    key = normalize_name(raw)
    hanja = hanja_of(raw)
    compact = "".join(display.split())
    if is_hangul_text(compact):
        splits = korean_name_splits(compact) if _hangul_is_plausible(compact) else ()
        if splits:
            surname, given = splits[0]
            return ParsedName(
                raw, display, key, Script.HANGUL, NameKind.FULL, surname, given, hanja, (), splits
            )
        kind = NameKind.SURNAME if compact in KOREAN_SURNAMES else NameKind.UNKNOWN
        surname_only = compact if kind is NameKind.SURNAME else None
        return ParsedName(raw, display, key, Script.HANGUL, kind, surname_only, None, hanja)
    found = readings(raw)
    if not found:
        return ParsedName(raw, display, key, Script.OTHER, NameKind.UNKNOWN, hanja=hanja)
    if found[0].surname_only:
        kind = NameKind.SURNAME
    elif all(r.initials or len(r.given_parts[0]) == 1 for r in found):
        # "S. Ortega Villanueva": read as given "S. Ortega" or as initial "S." of a two-word
        # family name, the given name is an initial either way.
        kind = NameKind.INITIALS
    else:
        kind = NameKind.FULL
    return ParsedName(raw, display, key, Script.LATIN, kind, hanja=hanja, readings=found)


def looks_like_korean_name(text: str) -> bool:
    """2-4 Hangul syllables beginning with a known surname (letter-spacing and titles ignored)."""
    parsed = parse_name(text)
    return parsed.script is Script.HANGUL and parsed.kind is NameKind.FULL


def hangul_given_initials(given: str) -> frozenset[str]:
    """Latin initials a Hangul given name may be abbreviated to (서연 -> s, sy)."""
    per_syllable = [sorted({s[:1] for s in syllable_spellings(ch) if s}) for ch in given]
    found = {"".join(letters) for letters in product(*per_syllable)}
    found |= {letters[0] for letters in per_syllable[0]} if per_syllable else set()
    return frozenset(found)


def romanizations(hangul_name: str) -> frozenset[str]:
    """Normalized Latin keys a Hangul name may be printed as, given-first and family-first.

    Surname spellings come from the popular table plus jamo rules; each given-name syllable
    contributes every spelling its jamo allow (Young/Yeong/Yong, Joon/Jun...).
    """
    keys: set[str] = set()
    for surname, given in korean_name_splits(display_name(hangul_name)):
        spellings = (syllable_spellings(ch) for ch in given)
        given_forms = {"".join(parts) for parts in product(*spellings)}
        for family in surname_spellings(surname):
            for form in given_forms:
                keys.add(form + family)
                keys.add(family + form)
    return frozenset(keys)


# Initials before a family name in a display form: "J.", "JW", "J.-P.", "T. K.".
# "J.-P. ", "A. M. ", and initials printed without a space between ("A.M. ").
_LEADING_INITIALS = re.compile(r"((?:[A-Z]{1,2}\.?(?:[-\u2010]?[A-Z]\.?)*\s+)+)(\w.*)")


def citation_form(raw: str) -> str | None:
    """The family-name-first form reference lists print for a Latin name known only by
    initials ("J.-P. Dubois" -> "Dubois, J.-P."), or None for any other name.

    The display form puts given names first; a list that printed "Dubois, J.-P." must still
    find the person under that form.
    """
    parsed = parse_name(raw)
    if parsed.script is not Script.LATIN or parsed.kind is not NameKind.INITIALS:
        return None
    found = _LEADING_INITIALS.fullmatch(parsed.display)
    return f"{found.group(2)}, {found.group(1).strip()}" if found else None


def initials_form(raw: str) -> str:
    """A stable initials key: "J.-W. Lee", "JW Lee", "Jae-Won Lee", "Lee, Jae-Won" -> "jw lee".

    Hangul names use the popular surname spelling and the first letter of each syllable's
    Revised Romanization (박서연 -> "sy park"). Family-name-first order is recognised when the
    first token is a known romanized surname and the last is not.
    """
    parsed = parse_name(raw)
    if parsed.script is Script.HANGUL and parsed.surname:
        family = popular_spelling(parsed.surname)
        given = "".join(rr_spelling(ch)[:1] for ch in parsed.given or "")
        return f"{given} {family}".strip()
    if parsed.script is not Script.LATIN:
        return parsed.key
    reading = parsed.readings[0]
    if (
        len(parsed.readings) > 1
        and not is_known_latin_surname(reading.family)
        and is_known_latin_surname(parsed.readings[1].family)
    ):
        reading = parsed.readings[1]
    if reading.surname_only:
        return reading.family
    if reading.initials:
        return f"{reading.given} {reading.family}"
    if len(reading.given_parts) > 1:
        letters = "".join(part[:1] for part in reading.given_parts)
    else:
        cut = korean_syllables(reading.given)
        letters = "".join(p[:1] for p in cut) if cut else reading.given[:1]
    return f"{letters} {reading.family}"
