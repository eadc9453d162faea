"""How strongly two printed names may denote one person."""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache

from minesweeper.names.clean import GENERATIONS, nfkc
from minesweeper.names.cyrillic import has_cyrillic, latin_forms
from minesweeper.names.hangul import is_syllable_spelling, same_syllables, spells_syllables
from minesweeper.names.latin import Reading, folded_letters, given_initials, latin_tokens
from minesweeper.names.parse import NameKind, ParsedName, Script, hangul_given_initials, parse_name
from minesweeper.names.pinyin_reading import pinyin_initials_match, pinyin_match
from minesweeper.names.surnames import latin_surname_groups, same_latin_surname, spells_surname


class MatchLevel(StrEnum):
    """Strongest first. Only exact, variant and cross_script may merge people automatically."""

    EXACT = "exact"
    VARIANT = "variant"
    CROSS_SCRIPT = "cross_script"
    INITIALS_ONLY = "initials_only"
    SURNAME_ONLY = "surname_only"
    NONE = "none"

    @property
    def auto_merge(self) -> bool:
        return self in _AUTO_MERGE

    @property
    def rank(self) -> int:
        """0 for exact, growing as the evidence weakens."""
        return _ORDER.index(self)


_ORDER = tuple(MatchLevel)
_AUTO_MERGE = frozenset({MatchLevel.EXACT, MatchLevel.VARIANT, MatchLevel.CROSS_SCRIPT})


# A word spelled in Japanese syllables (Hepburn): "shinichirou", "hayashi", "kouhei".
_JAPANESE_SYLLABLES = re.compile(
    r"(?:(?:ky|gy|sh|ch|ts|ny|hy|by|py|my|ry|j|f|[kgsztdnhbpmyrw])?[aiueo]|n)+"
)
# Japanese long vowels are spelled several ways: "Satō", "Satou", "Satoh", "Sato";
# "Yūki", "Yuuki", "Yuki" (the macron is gone once the letters are folded).
_LONG_VOWEL = re.compile(r"o[uo]|oh(?![aiueo])|uu")


def same_japanese_spelling(left: str, right: str) -> bool:
    """Two spellings of one Japanese word that differ in how they mark long vowels."""
    if not (_JAPANESE_SYLLABLES.fullmatch(left) and _JAPANESE_SYLLABLES.fullmatch(right)):
        return False
    return _LONG_VOWEL.sub(lambda vowel: vowel[0][0], left) == _LONG_VOWEL.sub(
        lambda vowel: vowel[0][0], right
    )


@lru_cache(maxsize=16384)
def _same_latin_family(left: str, right: str) -> bool:
    """Lee ~ Rhee (table), Gim ~ Kim (jamo), Park ~ Bag (table on one side, jamo on the other),
    Satou ~ Sato (a Japanese long vowel)."""
    if same_latin_surname(left, right) or same_syllables(left, right, max_parts=2):
        return True
    if same_japanese_spelling(left, right):
        return True
    groups = latin_surname_groups()
    return any(spells_syllables(right, h) for h in groups.get(left, ())) or any(
        spells_syllables(left, h) for h in groups.get(right, ())
    )


# One pinyin syllable: an optional initial and a final. Loose (a few finals take initials they
# never meet), which only matters for names that are pinyin in any case.
_PINYIN_SYLLABLE = re.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|er|ia|ie|iu|in"
    r"|ua|uo|ui|un|ue|ve|a|o|e|i|u|v)"
)
_TWO_PINYIN = re.compile(rf"(?:{_PINYIN_SYLLABLE.pattern}){{2}}")


def is_pinyin_syllable(word: str) -> bool:
    """One pinyin syllable ("jia", "hui"), loosely (see `_PINYIN_SYLLABLE`)."""
    return bool(_PINYIN_SYLLABLE.fullmatch(word.casefold()))


@lru_cache(maxsize=65536)
def _same_given(left: str, right: str) -> bool:
    """One given name spelled two ways. Korean romanizations may differ syllable by syllable
    (Jaewon ~ Chaewon, Minjun ~ Minjoon); two given names that each spell two pinyin syllables
    may only in two Korean syllables too: read in three, "Lijuan" and "Lichuan" (丽娟, 砺川)
    would pass as one Korean name."""
    if left == right or same_japanese_spelling(left, right):
        return True
    parts = 2 if _TWO_PINYIN.fullmatch(left) and _TWO_PINYIN.fullmatch(right) else 3
    return same_syllables(left, right, max_parts=parts)


def _initials_fit(short: str, full: frozenset[str]) -> bool:
    return any(candidate == short for candidate in full)


def _latin_pair(a: Reading, b: Reading) -> MatchLevel:
    if not _same_latin_family(a.family, b.family):
        return MatchLevel.NONE
    if a.surname_only or b.surname_only:
        return MatchLevel.SURNAME_ONLY
    if not a.initials and not b.initials:
        # A middle initial printed on one side only is the same name; two different ones are not.
        middles_fit = not a.middle or not b.middle or a.middle == b.middle
        same = middles_fit and _same_given(a.given, b.given)
        same = same or _middles_spelled_out(a, b) or _middles_spelled_out(b, a)
        same = same or _compound_given_cut(a, b) or _compound_given_cut(b, a)
        return MatchLevel.VARIANT if same else MatchLevel.NONE
    if a.initials and b.initials:
        compatible = a.given.startswith(b.given) or b.given.startswith(a.given)
        return MatchLevel.INITIALS_ONLY if compatible else MatchLevel.NONE
    short, full = (a, b) if a.initials else (b, a)
    initials = given_initials(full)
    fits = (
        _initials_fit(short.given, initials)
        or _middle_names_left_out(short.given, initials)
        or _middle_initial_left_out(short.given, full, initials)
    )
    return MatchLevel.INITIALS_ONLY if fits else MatchLevel.NONE


def _middles_spelled_out(short: Reading, full: Reading) -> bool:
    """ "John F. Kennedy" and "John Fitzgerald Kennedy", "Marcelo A. T. Rocha" and "Marcelo
    Augusto Teixeira Rocha": one side's middle initials are the initials of the other's further
    given names, and the first given names are one."""
    if not short.middle or full.middle or len(full.given_parts) < 2:
        return False
    first, *further = full.given_parts
    return _same_given(short.given, first) and "".join(p[0] for p in further) == short.middle


def _compound_given_cut(short: Reading, full: Reading) -> bool:
    """ "Amir M. Mansourian" and "Amirmohammad Mansourian", "Jae W. Lee" and "Jaewon Lee": a
    given name written as one word is printed as its first part and the initial of the rest."""
    if len(short.middle) != 1 or full.middle or len(full.given_parts) != 1 or len(short.given) < 2:
        return False
    rest = full.given.removeprefix(short.given)
    return rest != full.given and rest.startswith(short.middle)


_MIDDLE_INITIALS_MIN = 3  # Korean given names abbreviate to one or two letters, never three


def _middle_names_left_out(short: str, initials: frozenset[str]) -> bool:
    """ "TJR Whitfield" and "Thomas Whitfield": Scholar's co-author list and signature blocks
    print a name without the middle names its publications abbreviate. Three initials or more
    that start with the full name's initials still fit (a weak level: never merged alone)."""
    return len(short) >= _MIDDLE_INITIALS_MIN and any(
        short.startswith(candidate) for candidate in initials if candidate
    )


def _middle_initial_left_out(short: str, full: Reading, initials: frozenset[str]) -> bool:
    """ "A. E. Lund" and "Astrid Lund": a publication's initials keep the middle name a
    committee list leaves out. Only for a given name of one initial, which no Korean or
    Chinese syllables spell: "J. K. Han" is not "Jiwoo Han" (J. W.)."""
    return len(short) == 2 and not full.middle and initials == {short[0]}


def _hangul_latin(hangul: ParsedName, reading: Reading) -> MatchLevel:
    if hangul.kind is NameKind.SURNAME and hangul.surname is not None:
        spelled = spells_surname(reading.family, hangul.surname)
        return MatchLevel.SURNAME_ONLY if spelled else MatchLevel.NONE
    return _best([_split_latin(s, g, reading) for s, g in hangul.splits])


def _split_latin(surname: str, given: str, reading: Reading) -> MatchLevel:
    if not spells_surname(reading.family, surname):
        return MatchLevel.NONE
    if reading.surname_only:
        return MatchLevel.SURNAME_ONLY
    if reading.initials:
        fits = _initials_fit(reading.given, hangul_given_initials(given))
        return MatchLevel.INITIALS_ONLY if fits else MatchLevel.NONE
    return MatchLevel.CROSS_SCRIPT if spells_syllables(reading.given, given) else MatchLevel.NONE


def _hangul_surnames(name: ParsedName) -> set[str]:
    found = {surname for surname, _ in name.splits}
    if name.surname is not None:
        found.add(name.surname)
    return found


def _hangul_pair(a: ParsedName, b: ParsedName) -> MatchLevel:
    # Two different full Hangul names are different people, even with one surname.
    if a.kind is NameKind.FULL and b.kind is NameKind.FULL:
        return MatchLevel.NONE
    if _hangul_surnames(a) & _hangul_surnames(b):
        return MatchLevel.SURNAME_ONLY
    return MatchLevel.NONE


def _best(levels: list[MatchLevel]) -> MatchLevel:
    return min(levels, key=lambda level: level.rank, default=MatchLevel.NONE)


def match_parsed(a: ParsedName, b: ParsedName) -> MatchLevel:
    if not a.key or not b.key:
        return MatchLevel.NONE
    if a.key == b.key:
        return MatchLevel.EXACT
    if a.script is Script.HANGUL and b.script is Script.HANGUL:
        return _hangul_pair(a, b)
    if a.script is Script.LATIN and b.script is Script.LATIN:
        return _best([_latin_pair(x, y) for x in a.readings for y in b.readings])
    if a.script is Script.LATIN and b.script is Script.HANGUL:
        a, b = b, a
    if a.script is Script.HANGUL and b.script is Script.LATIN:
        return _best([_hangul_latin(a, reading) for reading in b.readings])
    return MatchLevel.NONE


_HANGUL_RUN = re.compile(r"[가-힣]+(?:[ \t]+[가-힣]+)*")
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z.'’‐-]*(?:[ \t,]+[A-Za-z][A-Za-z.'’‐-]*)*")


def script_forms(raw: str) -> tuple[str, ...]:
    """The forms one printed name stands for: itself and, when it carries both scripts
    ("박지훈 Jihoon Park", "Jihoon Park 박지훈", "박지훈(Jihoon Park)"), its Hangul and its Latin
    part, since a panel file or a byline may print both in one cell."""
    text = nfkc(raw)
    hangul = _HANGUL_RUN.findall(text)
    latin = [run.strip(" ,") for run in _LATIN_RUN.findall(text)]
    if not latin and has_cyrillic(text):
        # "Д. А. Стельмах", "Стельмах Дмитрий Андреевич": a Russian page's names, spelled as
        # the Latin pages of the same people spell them.
        return (raw, *latin_forms(text))
    if len(hangul) != 1 or len(latin) != 1:
        return (raw,)
    return (raw, hangul[0], latin[0])


# German and Scandinavian letters as ASCII spells them: a panel file or an English byline
# writes "Juergen Mueller" or "Oeystein Aasen" for "Jürgen Müller" and "Øystein Åsen".
_ASCII_SPELLING = str.maketrans(
    {
        "ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ø": "oe", "å": "aa", "æ": "ae",
        "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "Ø": "Oe", "Å": "Aa", "Æ": "Ae",
    }
)  # fmt: skip


def _with_ocr_umlauts(forms: tuple[str, ...]) -> tuple[str, ...]:
    """OCR reads a printed ü as "ii" ("Anna Miiller"), and ASCII spells it "ue": a name with
    such a letter also stands for those forms."""
    umlauts = tuple(f.replace("ü", "ii").replace("Ü", "Ii") for f in forms if "ü" in f.lower())
    spelled = tuple(spelling for f in forms if (spelling := f.translate(_ASCII_SPELLING)) != f)
    return forms + umlauts + spelled


def _folded_words(name: str) -> list[str]:
    return [word for token in latin_tokens(name) if (word := folded_letters(token))]


def _middle_names_dropped(short: str, full: str) -> bool:
    """ "Nathan Holloway" and "Nathan Jacob Holloway": a reviewer's list or a byline leaves
    out the middle names another page prints. The first and the last words are the same, in
    the order Western names are printed; the first is no Korean or pinyin syllable ("Min Kim"
    is not "Min Jun Kim": a given name in two parts) and the last no generation ("Paulo
    Júnior" is not "Paulo Renner dos Anjos Júnior")."""
    kept, printed = _folded_words(short), _folded_words(full)
    return (
        len(kept) == 2
        and len(printed) >= 3
        and kept[0] == printed[0]
        and kept[1] == printed[-1]
        and printed[-1] not in GENERATIONS
        and len(kept[0]) >= 3
        and not is_syllable_spelling(kept[0])
        and not is_pinyin_syllable(kept[0])
    )


@lru_cache(maxsize=65536)
def _match_sorted(a: str, b: str) -> MatchLevel:
    pairs = [
        (x, y)
        for x in _with_ocr_umlauts(script_forms(a))
        for y in _with_ocr_umlauts(script_forms(b))
    ]
    if any(pinyin_match(x, y) or pinyin_match(y, x) for x, y in pairs):
        return MatchLevel.CROSS_SCRIPT
    levels = [match_parsed(parse_name(x), parse_name(y)) for x, y in pairs]
    if any(_middle_names_dropped(x, y) or _middle_names_dropped(y, x) for x, y in pairs):
        levels.append(MatchLevel.VARIANT)
    if any(pinyin_initials_match(x, y) or pinyin_initials_match(y, x) for x, y in pairs):
        levels.append(MatchLevel.INITIALS_ONLY)
    best = _best(levels)
    if best in (MatchLevel.EXACT, MatchLevel.VARIANT) and has_cyrillic(a) != has_cyrillic(b):
        return MatchLevel.CROSS_SCRIPT  # one side read through its transliteration
    return best


def match(a: str, b: str) -> MatchLevel:
    """The strongest level at which two printed names may be one person (symmetric)."""
    return _match_sorted(*sorted((a, b)))
