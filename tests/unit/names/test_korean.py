"""Korean names: surnames, splitting, plausibility, romanization from jamo."""

from __future__ import annotations

import pytest

from minesweeper.names import (
    KOREAN_SURNAMES,
    korean_name_splits,
    looks_like_korean_name,
    romanizations,
    split_korean_name,
)
from minesweeper.names.hangul import decompose, rr_spelling, syllable_spellings


def test_surname_table_has_the_two_syllable_surnames() -> None:
    assert {"남궁", "선우", "황보", "제갈", "사공", "독고", "서문"} <= KOREAN_SURNAMES
    assert {"김", "이", "박", "최", "정"} <= KOREAN_SURNAMES


@pytest.mark.parametrize(
    ("name", "split"),
    [
        ("박서연", ("박", "서연")),
        ("홍 길 동", ("홍", "길동")),
        ("남궁민수", ("남궁", "민수")),
        ("남궁민", ("남궁", "민")),
        ("선우", ("선", "우")),
        ("김준", ("김", "준")),
        ("박", None),
        ("Park", None),
        ("정보통신공학", None),
    ],
)
def test_split_korean_name(name: str, split: tuple[str, str] | None) -> None:
    assert split_korean_name(name) == split


@pytest.mark.parametrize(
    "text",
    # 인준, 승인 and 지도 are approval words and given names alike (김인준 is common).
    [
        "박서연",
        "홍 길 동",
        "남궁민수",
        "이재원 교수",
        "김 민 준 (인)",
        "김인준",
        "이승인",
        "김지도",
    ],
)
def test_looks_like_korean_name_accepts_names(text: str) -> None:
    assert looks_like_korean_name(text)


@pytest.mark.parametrize(
    "text",
    [
        "김",
        "김교수",
        "한국",
        "이론적",
        "정보통신",
        "심사위원",
        "대학원",
        "연구실장",
        "박서연씨는",
        "인준서",
        "승인서",
        "지도교수",
        # The titles of a CV's page header and sections ("정하윤 이력서", "학력", "경력").
        "이력서",
        "경력",
        "학력",
        "조교수",
        "부교수",
        # Titles of the forms a thesis file carries (recommendation, report, confirmation).
        "추천서",
        "보고서",
        "확인서",
        "증명서",
        "신청서",
        # A Korean journal's membership grade before a byline's affiliation, a table's "sole
        # author" column, and a library.
        "정회원",
        "단독",
        "도서관",
    ],
)
def test_looks_like_korean_name_rejects_words_and_short_forms(text: str) -> None:
    assert not looks_like_korean_name(text)


def test_jamo_decomposition_and_revised_romanization() -> None:
    assert decompose("가") == (0, 0, 0)
    assert decompose("힣") == (18, 20, 27)
    assert [rr_spelling(ch) for ch in "박서연"] == ["bak", "seo", "yeon"]
    assert rr_spelling("정") == "jeong"


@pytest.mark.parametrize(
    ("syllable", "spellings"),
    [
        ("영", {"yeong", "young", "yong"}),
        ("현", {"hyeon", "hyun"}),
        ("준", {"jun", "joon"}),
        ("수", {"su", "soo"}),
        ("우", {"u", "woo"}),
        ("경", {"gyeong", "kyung"}),
        ("서", {"seo", "suh"}),
        ("연", {"yeon", "yon"}),
        ("은", {"eun", "un"}),
        ("지", {"ji", "jee"}),
        ("신", {"sin", "shin"}),
        ("오", {"o", "oh"}),
    ],
)
def test_syllable_spellings_include_popular_variants(syllable: str, spellings: set[str]) -> None:
    assert spellings <= syllable_spellings(syllable)


def test_romanizations_cover_both_orders_and_surname_variants() -> None:
    keys = romanizations("박서연")
    assert {"seoyeonpark", "parkseoyeon", "seoyeonpak", "seoyeonbak", "suhyeonpark"} <= keys
    assert "minjunkim" not in keys
    lee = romanizations("이재원")
    assert {"jaewonlee", "jaewonyi", "jaewonrhee", "leejaewon", "jaeweonlee"} <= lee
    assert {"younghochoe", "youngho" + "choi", "choeyeongho"} <= romanizations("최영호")
    assert {"jinsunwoo", "woojinsun"} <= romanizations("선우진")


def test_names_with_a_two_syllable_surname_have_two_readings() -> None:
    assert korean_name_splits("선우진") == (("선우", "진"), ("선", "우진"))
    assert korean_name_splits("남궁민수") == (("남궁", "민수"),)
    assert korean_name_splits("박서연") == (("박", "서연"),)


def test_romanizations_of_a_non_name_is_empty() -> None:
    assert romanizations("Park") == frozenset()
    assert romanizations("박") == frozenset()
