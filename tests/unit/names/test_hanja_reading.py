"""Names printed only in Hanja are read to Hangul and matched across scripts."""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.names import MatchLevel, match
from minesweeper.names.hanja_reading import hangul_reading
from minesweeper.names.parse import parse_name


@pytest.mark.parametrize(
    ("printed", "reading"),
    [
        ("朴志勳", "박지훈"),
        ("金泰潤", "김태윤"),  # 金 as a surname is 김, not the word reading 금
        ("李在元", "이재원"),
        ("盧賢洙", "노현수"),
        ("崔 瑞 珍", "최서진"),  # letter-spaced as on approval pages
        ("南宮敏", "남궁민"),
    ],
)
def test_hanja_names_read_to_hangul(printed: str, reading: str) -> None:
    assert hangul_reading(printed) == reading


@pytest.mark.parametrize("text", ["印", "김민준", "Minjun Kim", "朴志勳(박지훈)", ""])
def test_only_hanja_only_names_are_read(text: str) -> None:
    assert hangul_reading(text) is None


def test_hanja_name_parses_as_its_reading_and_keeps_the_hanja() -> None:
    parsed = parse_name("朴志勳")
    assert (parsed.surname, parsed.given, parsed.hanja) == ("박", "지훈", "朴志勳")


def test_hanja_matches_hangul_and_latin_forms() -> None:
    assert match("朴志勳", "박지훈").auto_merge
    assert match("金泰潤", "Taeyoon Kim") is not MatchLevel.NONE
    assert match("朴志勳", "김지훈") is MatchLevel.NONE


def test_applicant_printed_in_hanja_is_self() -> None:
    own = SelfMatcher("박지훈", "Jihoon Park")
    assert own.is_self("朴志勳")
    assert not own.is_self("金泰潤")
