"""Less common surnames still make names: a committee member named 계성민 is a person."""

from __future__ import annotations

import pytest

from minesweeper.names import KOREAN_SURNAMES, looks_like_korean_name, split_korean_name


@pytest.mark.parametrize("name", ["계성민", "견수아", "편서우", "옥정민"])
def test_rare_surnames_split_and_read_as_names(name: str) -> None:
    assert name[0] in KOREAN_SURNAMES
    assert split_korean_name(name) == (name[0], name[1:])
    assert looks_like_korean_name(name)
