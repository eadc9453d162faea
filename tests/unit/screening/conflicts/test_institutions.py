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
        # Schools abroad and the companies and institutes a byline's note names.
        ("浙江大学 教授", "College of Computer Science, Zhejiang University"),
        ("國立臺灣大學資訊工程學系", "Department of CSIE, National Taiwan University"),
        ("네이버클라우드 연구원", "NAVER Cloud"),
        ("한국전자통신연구원", "ETRI"),
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
        ("National Taiwan University of Science and Technology", "National Taiwan University"),
        ("National Tsing Hua University", "Tsinghua University"),
        (None, "KAIST"),
        ("", ""),
    ],
)
def test_different_institutions(left: str | None, right: str | None) -> None:
    assert same_institution(left, right) is None


def test_institutions_in_finds_each_named_school_once() -> None:
    assert institutions_in("KAIST and Yonsei University (joint)") == {"kaist", "yonsei"}
    assert institutions_in("Hyundai Motor Company") == frozenset()  # no school, not known
