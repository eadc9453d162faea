"""Gathering mentions: one ExtractedPerson per (name, role, kind, page), self marked.

The applicant's own name turns up in nearly every document (author lines, covers, CV
headers). It is kept, marked `is_self`, so aggregation can tell the applicant apart, and it is
never reported as a related person.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from minesweeper.extractors.model import ExtractedPerson, Role, SourceKind
from minesweeper.names import MatchLevel, initials_form, match, normalize_name
from minesweeper.names.clean import (
    GENERATIONS,
    LATIN_CAPITALS,
    LATIN_SMALLS,
    NAME_PARTICLES,
    without_particle_initials,
    without_titles,
)
from minesweeper.names.cyrillic import has_cyrillic, latin_forms
from minesweeper.names.hangul import is_syllable_spelling
from minesweeper.names.match import is_pinyin_syllable
from minesweeper.names.surnames import VIETNAMESE_FAMILIES, is_known_latin_surname

# A given name abbreviated to initials, before a family name of a word or two (particles may
# stand between them: "F. Ibarra de la Vega") or after it.
_ABBREVIATED_GIVEN = re.compile(
    rf"^(?:[A-Z]\.?(?:\s?-\s?[A-Z]\.?)?\s?){{1,3}}\s+\S+"
    rf"(?:\s+(?:(?i:{NAME_PARTICLES})\s+){{0,3}}\S+)?$"
    r"|^\S+(?:\s+\S+)?,?\s+[A-Z]\.?(?:\s?-?\s?[A-Z]\.?){0,2}$"
    r"|^[A-Z]{2,3}\s+\S+$"
)


def _token_set(name: str) -> frozenset[str]:
    return frozenset(re.sub(r"[-‐.]", "", word).casefold() for word in name.split())


def _words(name: str) -> list[str]:
    """The name's words, case-folded and without their accents: "Diego Álvaro Ferrer" spells
    the middle name that "Diego A. Ferrer" abbreviates to its initial."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return [word.strip(".") for word in plain.split() if word.strip(".")]


def _middle_spelled_out(printed: str, own: str) -> bool:
    """ "Miguel Angel Escobedo" for "Miguel A. Escobedo", and the other way round: the same
    first and last names, and each middle name the same or given by its initial."""
    left, right = _words(printed), _words(own)
    if len(left) != len(right) or len(left) < 3 or left[0] != right[0] or left[-1] != right[-1]:
        return False
    if min(len(left[0]), len(left[-1])) < 2:
        return False  # an initial first or last is the initials rule's to judge
    return all(
        a == b or (min(len(a), len(b)) == 1 and a[0] == b[0])
        for a, b in zip(left[1:-1], right[1:-1], strict=True)
    )


def _second_family_added(printed: str, own: str) -> bool:
    """ "Mira Olsen Vidal" for Mira Olsen: Spanish and Portuguese names print the
    second family name the applicant's form leaves out. The applicant's words in order, and
    one word more at the end; the applicant's own name has two words at least, spelled out."""
    left, right = _words(printed), _words(own)
    return (
        len(right) >= 2
        and len(left) == len(right) + 1
        and left[:-1] == right
        and min(len(word) for word in left) > 1
    )


def _middle_initials_added(printed: str, own: str) -> bool:
    """ "T. J. van Olsen" for "Tijs van Olsen": the owner's lists print a middle initial the
    name the committee typed leaves out. The same family name, the first initial of the one
    given name, and initials only before it. Not for a Korean, Chinese or Vietnamese name,
    whose second initial is the given name's second syllable ("M. J. Kim" is Minjun, not
    Minsu)."""
    left, right = _words(printed), _words(own)
    if len(right) < 2 or len(right[0]) < 2 or len(left) < len(right) + 1:
        return False
    family = right[1:]
    initials = left[: len(left) - len(family)]
    if left[len(initials) :] != family or any(len(initial) != 1 for initial in initials):
        return False
    folded = [word.casefold() for word in right]
    east_asian = is_syllable_spelling(folded[0]) or is_pinyin_syllable(folded[0])
    east_asian = east_asian or any(map(is_known_latin_surname, family))
    vietnamese = bool(set(folded) & VIETNAMESE_FAMILIES)
    return initials[0] == right[0][0] and not (east_asian or vietnamese)


# A generation after the family names, which citations leave out (`GENERATIONS`).
_GENERATION = re.compile(rf"[\s,]+(?:{'|'.join(sorted(GENERATIONS))})\.?\s*$", re.IGNORECASE)


def _plain_form(name: str) -> str:
    """The name without the titles typed before it and the generation after it."""
    bare = without_titles(name).strip() or name
    return _GENERATION.sub("", bare).strip() or bare


# "LB Kendall", "Kendall LB" (Vancouver): the given names' initials in capitals, without
# periods, before or after the family name. Read as initials only against the applicant's
# own name: elsewhere two capitals may be a family name ("LI Wei").
_CAPITAL_INITIALS = re.compile(
    r"^(?:(?P<before>[A-Z]{2,3})\s+(?P<family>\S+)|(?P<head>\S+)\s+(?P<after>[A-Z]{2,3}))$"
)


def _capital_initials_of(printed: str, own: str) -> bool:
    found = _CAPITAL_INITIALS.match(printed.strip())
    words = _words(own)
    if found is None or len(words) < 2:
        return False
    letters = (found["before"] or found["after"]).casefold()
    family = (found["family"] or found["head"]).casefold()
    given = "".join(word[0] for word in words[:-1])
    return family == words[-1] and letters == given


def _initial_for_family(printed: str, own: str) -> bool:
    """ "V. Ilsa Priya" / "Ilsa Priya V." for Ilsa Priya Venkatesan: South Indian
    names print the family's (the father's or the place's) name as an initial beside the
    given names, before or after them."""
    words, given = _words(printed), _words(own)
    if len(given) < 2 or len(words) != len(given):
        return False
    for initial, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
        if len(initial) == 1 and initial == given[-1][0] and rest == given[:-1]:
            return True
    return False


_FAMILY_THEN_INITIALS = re.compile(
    r"^\s*(?P<family>[^\W\d_][\w'’-]+)\s+(?P<initials>(?:[^\W\d_]\.\s?){1,3})\s*$"
)


def _initials_first(name: str) -> str | None:
    """ "Seitbek A.N." -> "A. N. Seitbek": a Russian-style citation, its initials after the
    family name without a comma; None for any other name."""
    found = _FAMILY_THEN_INITIALS.match(name)
    if found is None:
        return None
    letters = [letter for letter in found["initials"].replace(".", " ").split() if letter]
    return " ".join(f"{letter}." for letter in letters) + f" {found['family']}"


_REORDERED_WORDS = 3  # names of this many words or more are cited in any order


def _reordered_initials(printed: str, own: str) -> bool:
    """ "Quoc, T. L." for Lam Quoc Trung: a Vietnamese name of three words is cited with any of
    them as the family name, the others as initials in any order. One word spelled out, one
    of the applicant's, and the initials of all the others."""
    words, given = _words(printed.replace(",", " ")), _words(own)
    if len(given) < _REORDERED_WORDS or len(words) != len(given):
        return False
    spelled = [word for word in words if len(word) > 1]
    if len(spelled) != 1 or spelled[0] not in given:
        return False
    others = list(given)
    others.remove(spelled[0])
    return sorted(word for word in words if len(word) == 1) == sorted(w[0] for w in others)


# Persian family names romanized with their last vowel spelled "ei", "ee", "ie", "ey", "i" or
# "y" ("Rezaei", "Rezaee", "Rezai"): one name.
_PERSIAN_ENDING = re.compile(r"(?:ei|ee|ie|ey|i|y)$")
_PERSIAN_STEM = 4


def _persian_spelling(printed: str, own: str) -> bool:
    left, right = _words(printed), _words(own)
    if len(left) != len(right) or len(left) < 2:
        return False
    if not all(
        a[0] == b[0] and (a == b or min(len(a), len(b)) == 1)
        for a, b in zip(left[:-1], right[:-1], strict=True)
    ):
        return False  # each given name the same, or one of them its initial
    stems = [_PERSIAN_ENDING.sub("", word) for word in (left[-1], right[-1])]
    endings = all(_PERSIAN_ENDING.search(word) for word in (left[-1], right[-1]))
    return endings and stems[0] == stems[1] and len(stems[0]) >= _PERSIAN_STEM


# Spanish and Portuguese names carry two given names and two surnames ("Lucía Inés Navarro
# Soto"); author lists cite the owner by the first surname alone ("L. Navarro"). Portuguese
# and Brazilian authors are cited by their first given name and last surname ("Deivid
# Rodrigues do Vale" publishes as "Deivid Vale").
_IBERIAN_NAME_WORDS = 4
_PARTICLE = re.compile(NAME_PARTICLES)


_ARABIC_PARTICLES = frozenset({"al", "el", "bin", "binti", "bint", "ibn", "abu"})


def _cited_forms(names: tuple[str, ...]) -> list[str]:
    """The owner's name without its last surname, and the first given name with the first
    surname, for names of two given names and two surnames (four words, none an initial);
    the first and last word alone, for those and for names with a particle; a Vietnamese
    name with its family name last; each part of a family name joined by a hyphen."""
    split = [name.split() for name in names]
    # "Md. Abdullah Al Karim": an abbreviated "Muhammad" and the Arabic article are no
    # Iberian given names and family names, and "Md. Abdullah Al" would cite no one.
    full = [
        words
        for words in split
        if all(len(word.strip(".")) > 1 for word in words)
        and not any(word.endswith(".") or word.casefold() in _ARABIC_PARTICLES for word in words)
    ]
    iberian = [
        words
        for words in full
        if len(words) == _IBERIAN_NAME_WORDS and not any(map(_PARTICLE.fullmatch, words))
    ]
    three = [words for words in full if len(words) == _THREE and _cited_by_two(words)]
    # "Trần Minh Quân" as a Western publication prints it: "Quân Minh Trần" (so its initials
    # "Q. M. Trần") or "Minh Quân Trần" ("M. Q. Trần").
    vietnamese = [
        words
        for words in full
        if len(words) >= _THREE and _words(words[0])[0] in VIETNAMESE_FAMILIES
    ]
    return [
        *(" ".join([words[-1], *words[1:-1], words[0]]) for words in vietnamese),
        *(" ".join([*words[1:], words[0]]) for words in vietnamese),
        *(" ".join(words[:-1]) for words in iberian),
        *(f"{words[0]} {words[-2]}" for words in iberian),
        *(f"{words[0]} {words[-1]}" for words in full if _iberian_shape(words)),
        *(f"{words[0]} {words[2]}" for words in three),
        *(f"{words[0]} {words[1]}" for words in three),
        *(f"{' '.join(words[:-1])} {part}" for words in full for part in _double_family(words)),
    ]


def _double_family(words: list[str]) -> list[str]:
    """The two parts of a family name joined by a hyphen ("Zofia Nowak-Kral"): a married
    name beside the birth name, either cited alone (the birth name on the papers before the
    marriage). Not a Korean or Chinese given name after the family name ("Park Seo-Yeon")."""
    parts = words[-1].split("-") if len(words) >= 2 else []
    if len(parts) != 2 or not all(part[:1].isupper() and len(part) > 1 for part in parts):
        return []
    folded = [part.casefold() for part in parts]
    if any(is_syllable_spelling(part) or is_pinyin_syllable(part) for part in folded):
        return []
    return parts


_THREE = 3


def _cited_by_two(parts: list[str]) -> bool:
    """A name of three words that its owner's publications cite by two of them: a given name,
    a middle name and a family name ("Mateo Andrés Vidal" as "Mateo Vidal"), or a given
    name and two family names ("Rocío Ibáñez Soler" as "Rocío Ibáñez"). Not a Korean or
    Chinese given name written in two words ("Min Jun Kim", "Jia Hui Chen"), nor a
    Vietnamese name, nor one with a particle ("Jan van Dijk")."""
    folded = [word.casefold() for word in _words(" ".join(parts))]
    syllable = any(is_syllable_spelling(w) or is_pinyin_syllable(w) for w in folded[:2])
    east_asian = syllable or any(map(is_known_latin_surname, (folded[0], folded[-1])))
    vietnamese = folded[0] in VIETNAMESE_FAMILIES or folded[-1] in VIETNAMESE_FAMILIES
    particle = any(_PARTICLE.fullmatch(word) for word in parts)
    return not (east_asian or vietnamese or particle)


def _iberian_shape(words: list[str]) -> bool:
    """Four words or more, or three with a particle ("Deivid Rodrigues do Vale"): not a
    given name of two syllables written apart ("Min Jun Kim"), whose first and last words
    are no name of their own."""
    return len(words) >= _IBERIAN_NAME_WORDS or any(
        _PARTICLE.fullmatch(word) for word in words[1:-1]
    )


_FULL_FIT, _OWN_INITIALS_FIT, _OTHER_INITIALS_FIT = 0, 1, 2
# A name of one word in Latin letters, as some Indian and Indonesian authors have.
MONONYM = re.compile(rf"[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]{{2,}}")


class SelfMatcher:
    """Whether a printed name is the applicant: same person by names.match, or their initials."""

    def __init__(self, *own_names: str | None) -> None:
        given = tuple(name for name in own_names if name and name.strip())
        # "Prof. Dr. rer. nat. Philipp Martin Albrecht": the name a committee typed, titles
        # and all; the documents print it without them.
        plain = tuple(dict.fromkeys(_plain_form(name) for name in given))
        # "P. R. Anjos" for Paulo Renner dos Anjos: initials leave the particle out.
        unparted = tuple(
            " ".join(w for w in name.split() if not _PARTICLE.fullmatch(w)) for name in plain
        )
        given += tuple(dict.fromkeys(n for n in (*plain, *unparted) if n not in given))
        # One known by a single name ("Shahina") is listed by it doubled ("Shahina Shahina"),
        # as indexes print a name with no given part (`OwnerInitials` reads lists so).
        given += tuple(f"{name} {name}" for name in plain if MONONYM.fullmatch(name))
        self._names = given + tuple(_cited_forms(plain))
        self._keys = frozenset(normalize_name(name) for name in self._names)
        self._orders = frozenset(_token_set(name) for name in self._names if len(name.split()) > 1)

    def __bool__(self) -> bool:
        return bool(self._names)

    @property
    def forms(self) -> tuple[str, ...]:
        """The applicant's names as given, and the forms their publications cite them by."""
        return self._names

    def is_self(self, name: str) -> bool:
        if not self._names:
            return False
        if normalize_name(name) in self._keys:
            return True
        # "P. R. d. Anjos", "Anjos, P. R. d.": a particle abbreviated to its lowercase initial.
        name = without_particle_initials(name).strip(" ,") or name
        # "Thi Mai Nguyen" for "Nguyen Thi Mai": the same words in another order (a publisher
        # prints given names first, a Vietnamese or Korean form family first) are the applicant.
        if len(name.split()) > 1 and _token_set(name) in self._orders:
            return True
        # "Д. А. Стельмах", "Seitbek A.N.": a Cyrillic name is judged in its Latin spellings,
        # a family name before its initials as the initials before it.
        spellings = [name, *latin_forms(name)] if has_cyrillic(name) else [name]
        spellings += [form for each in spellings if (form := _initials_first(each))]
        if any(
            _middle_spelled_out(form, own)
            or _middle_initials_added(form, own)
            or _second_family_added(form, own)
            for form in spellings
            for own in self._names
        ):
            return True
        if any(
            _capital_initials_of(name, own)
            or _persian_spelling(name, own)
            or _initial_for_family(name, own)
            or _reordered_initials(name, own)
            for own in self._names
        ):
            return True
        levels = {match(name, own) for own in self._names}
        if any(level.auto_merge for level in levels):
            return True
        # "M. Kim" / "M Kim" for Minjun Kim: an abbreviated given name with the applicant's
        # initials is the applicant in their own publication lists.
        # A Russian page's "Д. А. Стельмах" is abbreviated too.
        spelled = latin_forms(name) if has_cyrillic(name) else (name,)
        abbreviated = any(_ABBREVIATED_GIVEN.match(form.strip()) for form in spelled)
        return abbreviated and MatchLevel.INITIALS_ONLY in levels

    def fit(self, name: str) -> int | None:
        """How well a name the owner's own list prints fits the owner, strongest first: 0 for
        their name in full (any spelling, order or script), 1 for their initials as their
        own forms abbreviate them ("J. Lee" for Jay Lee, or for 이재민's Revised Romanization
        "Jae-min"), 2 for initials another spelling allows ("C. Lee" for McCune-Reischauer's
        "Chae-min"); None when it is not theirs."""
        if not self.is_self(name):
            return None
        if not _ABBREVIATED_GIVEN.match(name.strip()):
            return _FULL_FIT
        short = initials_form(name).split()
        for own in self._names:
            full = initials_form(own).split()
            if (
                len(short) == len(full) == 2
                and short[1] == full[1]
                and full[0].startswith(short[0])
            ):
                return _OWN_INITIALS_FIT
        return _OTHER_INITIALS_FIT


class Collector:
    """Deduplicates mentions; the highest confidence wins for one (name, role, kind, page)."""

    def __init__(self, own: SelfMatcher) -> None:
        self._own = own
        self._items: dict[tuple[str, Role, SourceKind, int | None], ExtractedPerson] = {}

    def add(
        self,
        name: str,
        role: Role,
        *,
        page: int | None,
        quote: str,
        confidence: float,
        kind: SourceKind = SourceKind.PRINTED,
        affiliation: str | None = None,
        year: int | None = None,
        is_self: bool | None = None,
        namesake: bool = False,
    ) -> ExtractedPerson | None:
        """One mention; `is_self` where the reader knows better than the name alone (an author
        list names its owner once), else the name says whether it is the applicant; `namesake`
        where the name fits the applicant but the reader knows it names someone else."""
        name = name.strip()
        key_name = normalize_name(name)
        if not key_name:
            return None
        person = ExtractedPerson(
            name_raw=name,
            role=role,
            source_kind=kind,
            confidence=round(max(0.0, min(1.0, confidence)), 3),
            page=page,
            quote=quote.strip()[:500],
            affiliation=affiliation,
            is_self=self._own.is_self(name) if is_self is None else is_self,
            year=year,
            namesake=namesake,
        )
        key = (key_name, role, kind, page)
        existing = self._items.get(key)
        if existing is None or existing.confidence < person.confidence:
            if existing is not None and person.affiliation is None:
                person = replace(person, affiliation=existing.affiliation)
            self._items[key] = person
        # One mention per (name, role, kind, page) keeps the latest year printed for it: the
        # most recent co-authorship is the one a time window asks about.
        kept = self._items[key]
        years = [y for y in (kept.year, existing.year if existing else None, year) if y]
        if years and kept.year != max(years):
            kept = self._items[key] = replace(kept, year=max(years))
        # A name read as the applicant anywhere on the page is the applicant there: an entry
        # that also took in a running header's full name ("Kieran J. O'Dwyer") read its
        # "K. J. O'Dwyer" as a namesake, the page's other entries as the owner.
        if person.is_self and not kept.is_self:
            self._items[key] = replace(kept, is_self=True, namesake=False)
        return self._items[key]

    def persons(self) -> tuple[ExtractedPerson, ...]:
        return tuple(self._items.values())

    def related(self) -> tuple[ExtractedPerson, ...]:
        return tuple(person for person in self._items.values() if not person.is_self)
