"""Chinese names printed in Han characters match their romanized forms, in either order."""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.names import match
from minesweeper.names.match import MatchLevel


@pytest.mark.parametrize(
    ("han", "latin"),
    [
        ("黄忠", "Zhong Huang"),
        ("黄忠", "Huang Zhong"),
        ("诸葛亮", "Liang Zhuge"),  # a family name of two characters
        ("刘晓燕", "Xiaoyan Liu"),
        ("刘晓燕", "Xiao-Yan Liu"),
        ("曾国藩", "Guofan Zeng"),  # 曾 reads zeng in a name, ceng in a word
        # Taiwan romanizes names in Wade-Giles, hyphenated and without its apostrophes.
        ("陳志明", "Chih-Ming Chen"),
        ("張淑芬", "Shu-Fen Chang"),
        ("謝宗翰", "Tsung-Han Hsieh"),
    ],
)
def test_a_han_name_and_its_pinyin_are_one_person(han: str, latin: str) -> None:
    assert match(han, latin).auto_merge


@pytest.mark.parametrize(("han", "latin"), [("黄忠", "Zhong Wang"), ("刘晓燕", "Xiaoyu Liu")])
def test_other_romanized_names_are_not(han: str, latin: str) -> None:
    assert not match(han, latin).auto_merge


def test_an_applicant_known_by_a_romanized_name_is_self_in_a_chinese_byline() -> None:
    assert SelfMatcher(None, "Xiaoyan Liu").is_self("刘晓燕")


@pytest.mark.parametrize(
    ("han", "latin"),
    [
        ("刘晓燕", "Liu, X."),  # a reference-style author: family name, then initials
        ("刘晓燕", "X. Liu"),
        ("刘晓燕", "Liu, X.-Y."),  # one initial per syllable of the given name
        ("刘晓燕", "Liu XY"),
        ("诸葛亮", "Zhuge, L."),
    ],
)
def test_a_han_name_and_its_initials_form_may_be_one_person(han: str, latin: str) -> None:
    """ "Liu, X." may be 刘晓燕 as it may be any Liu X.: not enough to merge, enough to ask."""
    assert match(han, latin) is MatchLevel.INITIALS_ONLY


@pytest.mark.parametrize(
    ("han", "latin"), [("刘晓燕", "Wang, X."), ("刘晓燕", "Liu, Y."), ("刘晓燕", "Liu, X.-M.")]
)
def test_other_initials_forms_are_not(han: str, latin: str) -> None:
    assert match(han, latin) is MatchLevel.NONE


def test_an_applicant_printed_in_han_finds_their_initials_form_in_a_list() -> None:
    """A CV in Chinese names its owner 刘晓燕 and lists papers by "Liu, X., Wang, Y., ...":
    the owner's entries are found by the initials form."""
    assert SelfMatcher(None, "刘晓燕").is_self("Liu, X.")


@pytest.mark.parametrize(
    ("left", "right"),
    [("Lijuan Wang", "Lichuan Wang"), ("Xiaojun Chen", "Xiaochun Chen"), ("Jian Liu", "Qian Liu")],
)
def test_two_pinyin_given_names_that_differ_are_two_people(left: str, right: str) -> None:
    # Korean romanizations trade "ch" for "j" (재 is Jae and Chae), pinyin never does:
    # 丽娟 Lijuan and 砺川 Lichuan are two names.
    assert match(left, right) is MatchLevel.NONE


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("Donghun Kim", "Tonghun Kim"),
        ("Jaewon Lee", "Chaewon Lee"),
        ("Minjun Park", "Minjoon Park"),
    ],
)
def test_korean_spelling_variants_of_one_given_name_still_match(left: str, right: str) -> None:
    assert match(left, right) is MatchLevel.VARIANT
