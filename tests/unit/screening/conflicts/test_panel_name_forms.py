"""Reviewer panel against extracted persons, over the forms Korean names are printed in.

The table is generated here: each Korean name with the romanizations people print for its
surname and given name, rendered in every order and separator convention (given-first,
surname-first, capitals-first SURNAME Given, comma, hyphenated / spaced / joined given
names, initials, Hanja, both scripts in one cell). Each rendered form is matched against the
Hangul name, against the other rendered forms, and against near misses that must not match.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

import pytest

from minesweeper.names import match
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import (
    ApplicantRoster,
    ConflictLevel,
    ReviewerInput,
    RosterPerson,
    RosterSource,
)


@dataclass(frozen=True)
class KoreanName:
    hangul: str
    hanja: str | None
    surnames: tuple[str, ...]  # romanized surnames people print for this family name
    given: tuple[tuple[str, ...], ...]  # romanized syllables of the given name, per spelling


NAMES = (
    KoreanName("이서연", "李瑞妍", ("Lee", "Yi", "Rhee", "Ri"), (("Seo", "Yeon"), ("So", "Yeon"))),
    KoreanName("박지훈", "朴志勳", ("Park", "Pak", "Bak"), (("Ji", "Hoon"), ("Ji", "Hun"))),
    KoreanName("최민수", None, ("Choi", "Choe"), (("Min", "Su"), ("Min", "Soo"))),
    KoreanName("정민지", None, ("Jung", "Jeong", "Chung"), (("Min", "Ji"),)),
    KoreanName("강동원", None, ("Kang", "Gang"), (("Dong", "Won"),)),
    KoreanName("신혜진", None, ("Shin", "Sin"), (("Hye", "Jin"),)),
    KoreanName("윤서준", None, ("Yoon", "Yun"), (("Seo", "Jun"), ("Seo", "Joon"))),
    KoreanName("김민지", "金敏智", ("Kim", "Gim"), (("Min", "Ji"),)),
    KoreanName("오세훈", None, ("Oh", "O"), (("Se", "Hoon"),)),
    KoreanName("황보영민", None, ("Hwangbo",), (("Young", "Min"), ("Yeong", "Min"))),
    KoreanName("선우진호", None, ("Sunwoo", "Seonu"), (("Jin", "Ho"),)),
    KoreanName("남궁민수", None, ("Namgung", "Namkoong"), (("Min", "Su"),)),
)


def _given_forms(syllables: tuple[str, ...]) -> list[str]:
    first, *rest = syllables
    lower = [s.lower() for s in rest]
    return [
        first + "".join(lower),  # Seoyeon
        "-".join([first, *lower]),  # Seo-yeon
        "-".join(syllables),  # Seo-Yeon
        " ".join(syllables),  # Seo Yeon
    ]


def full_forms(name: KoreanName) -> list[str]:
    """Every full Latin rendering of the name."""
    out: list[str] = []
    for surname, syllables in product(name.surnames, name.given):
        for given in _given_forms(syllables):
            out += [
                f"{given} {surname}",
                f"{surname} {given}",
                f"{surname.upper()} {given}",
                f"{given} {surname.upper()}",
                f"{surname}, {given}",
            ]
    return out


def initials_forms(name: KoreanName) -> list[str]:
    surname = name.surnames[0]
    letters = [s[0] for s in name.given[0]]
    return [
        f"{letters[0]}. {surname}",
        f"{'.-'.join(letters)}. {surname}",
        f"{''.join(letters)} {surname}",
        f"{surname} {'.'.join(letters)}.",
        f"{surname}, {'.-'.join(letters)}.",
    ]


def _cases(kind: str) -> list[tuple[str, str]]:
    cases: list[tuple[str, str]] = []
    for name in NAMES:
        if kind == "cross":
            cases += [(name.hangul, form) for form in full_forms(name)]
        elif kind == "latin":
            forms = full_forms(name)
            cases += [(forms[0], form) for form in forms[1:]]
        elif kind == "initials":
            cases += [(name.hangul, form) for form in initials_forms(name)]
            cases += [(full_forms(name)[0], form) for form in initials_forms(name)]
    return cases


@pytest.mark.parametrize(("a", "b"), _cases("cross"))
def test_hangul_and_each_romanization_are_cross_script(a: str, b: str) -> None:
    assert match(a, b).value == "cross_script"
    assert match(b, a).value == "cross_script"


@pytest.mark.parametrize(("a", "b"), _cases("latin"))
def test_romanizations_of_one_name_merge(a: str, b: str) -> None:
    assert match(a, b).auto_merge


@pytest.mark.parametrize(("a", "b"), _cases("initials"))
def test_initials_match_weakly(a: str, b: str) -> None:
    assert match(a, b).value == "initials_only"


@pytest.mark.parametrize("name", [n for n in NAMES if n.hanja], ids=lambda n: n.hangul)
def test_hanja_form_matches_hangul_and_latin(name: KoreanName) -> None:
    assert name.hanja is not None
    assert match(name.hanja, name.hangul).auto_merge
    assert match(name.hanja, full_forms(name)[0]).value == "cross_script"


@pytest.mark.parametrize("name", NAMES, ids=lambda n: n.hangul)
def test_both_scripts_in_one_cell(name: KoreanName) -> None:
    latin = full_forms(name)[0]
    for cell in (f"{name.hangul} {latin}", f"{latin} {name.hangul}", f"{name.hangul}({latin})"):
        assert match(cell, latin).auto_merge
        assert match(cell, name.hangul).auto_merge
        assert match(cell, full_forms(name)[-1]).auto_merge


@pytest.mark.parametrize("name", NAMES, ids=lambda n: n.hangul)
def test_attached_title_or_institution_still_matches(name: KoreanName) -> None:
    latin = full_forms(name)[0]
    assert match(f"{name.hangul} 교수", latin).value == "cross_script"
    assert match(f"{name.hangul} (한국대학교)", latin).value == "cross_script"
    assert match(f"Prof. {latin}", name.hangul).value == "cross_script"
    assert match(f"{latin} (Hankuk University)", name.hangul).value == "cross_script"


def _other_given(name: KoreanName) -> KoreanName:
    """The same surname with the given name of the next entry: a different person."""
    other = NAMES[(NAMES.index(name) + 1) % len(NAMES)]
    given = other.hangul[-2:]
    return KoreanName(name.hangul[:-2] + given, None, name.surnames, other.given)


@pytest.mark.parametrize("name", NAMES, ids=lambda n: n.hangul)
def test_different_given_name_sharing_a_surname_does_not_match(name: KoreanName) -> None:
    other = _other_given(name)
    assert match(name.hangul, other.hangul).value in {"none", "surname_only"}
    for form in full_forms(other):
        assert match(name.hangul, form).value == "none", form
        assert not match(full_forms(name)[0], form).auto_merge, form


@pytest.mark.parametrize("name", NAMES, ids=lambda n: n.hangul)
def test_different_surname_does_not_match(name: KoreanName) -> None:
    other = NAMES[(NAMES.index(name) + 3) % len(NAMES)]
    for surname in other.surnames:
        given = _given_forms(name.given[0])[0]
        for form in (f"{given} {surname}", f"{surname.upper()} {given}"):
            assert match(name.hangul, form).value == "none", form
            assert match(full_forms(name)[0], form).value == "none", form


def _level(reviewer: ReviewerInput, person_name: str, role: str) -> ConflictLevel | None:
    person = RosterPerson(
        key=person_name,
        name=person_name,
        roles=(role,),
        sources=(RosterSource(document="d", role=role, page=1),),
    )
    found = compute_conflicts(
        [reviewer], [ApplicantRoster(id="a", name="지원자", persons=(person,))], reference_year=2026
    )
    return found[0].level if found else None


@pytest.mark.parametrize("name", NAMES, ids=lambda n: n.hangul)
def test_conflict_levels_across_panel_and_document_scripts(name: KoreanName) -> None:
    latin = full_forms(name)
    hangul_only = ReviewerInput(id="r", name=name.hangul)
    english_only = ReviewerInput(id="r", name=latin[0])
    both = ReviewerInput(id="r", name=name.hangul, name_en=latin[0])
    # Panel in Hangul, documents in English (and the reverse): a cross-script match is likely.
    for form in latin:
        assert _level(hangul_only, form, "advisor") is ConflictLevel.LIKELY, form
    assert _level(english_only, name.hangul, "advisor") is ConflictLevel.LIKELY
    # The panel's own romanization, printed in another convention: certain for an advisor.
    for form in latin[1:]:
        assert _level(both, form, "advisor") is ConflictLevel.CERTAIN, form
        assert _level(english_only, form, "advisor") is ConflictLevel.CERTAIN, form
    # Initials: possible, never more.
    for form in initials_forms(name):
        assert _level(both, form, "advisor") is ConflictLevel.POSSIBLE, form
    # A different given name with the same surname is no conflict at all.
    other = _other_given(name)
    assert _level(both, other.hangul, "advisor") is None
    assert _level(hangul_only, full_forms(other)[0], "advisor") is None
