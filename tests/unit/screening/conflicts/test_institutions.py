"""Institution aliases: Korean and English forms of one institution compare equal."""

from __future__ import annotations

import pytest

from minesweeper.screening.institutions import institutions_in, same_institution


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("서울대학교 전기정보공학부", "Department of ECE, Seoul National University"),
        ("SNU", "서울 대학교"),
        ("School of Computing, KAIST", "한국과학기술원"),
        ("포항공과대학교 화학공학과", "POSTECH"),
        ("Dept. of Physics, Foo University", "Foo University, Dept. of Chemistry"),
    ],
)
def test_same_institution_across_languages(left: str, right: str) -> None:
    assert same_institution(left, right) is not None


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("Seoul National University of Science and Technology", "Seoul National University"),
        ("Korea University", "KAIST"),
        ("Pusan National University", "Chungnam National University"),
        (None, "KAIST"),
        ("", ""),
    ],
)
def test_different_institutions(left: str | None, right: str | None) -> None:
    assert same_institution(left, right) is None


def test_institutions_in_finds_each_named_school_once() -> None:
    assert institutions_in("KAIST and Yonsei University (joint)") == {"kaist", "yonsei"}
    assert institutions_in("Samsung Electronics") == frozenset()
