"""Chinese names printed in Han characters match their romanized forms, in either order."""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.names import match


@pytest.mark.parametrize(
    ("han", "latin"),
    [
        ("黄忠", "Zhong Huang"),
        ("黄忠", "Huang Zhong"),
        ("诸葛亮", "Liang Zhuge"),  # a family name of two characters
        ("刘晓燕", "Xiaoyan Liu"),
        ("刘晓燕", "Xiao-Yan Liu"),
        ("曾国藩", "Guofan Zeng"),  # 曾 reads zeng in a name, ceng in a word
    ],
)
def test_a_han_name_and_its_pinyin_are_one_person(han: str, latin: str) -> None:
    assert match(han, latin).auto_merge


@pytest.mark.parametrize(("han", "latin"), [("黄忠", "Zhong Wang"), ("刘晓燕", "Xiaoyu Liu")])
def test_other_romanized_names_are_not(han: str, latin: str) -> None:
    assert not match(han, latin).auto_merge


def test_an_applicant_known_by_a_romanized_name_is_self_in_a_chinese_byline() -> None:
    assert SelfMatcher(None, "Xiaoyan Liu").is_self("刘晓燕")
