"""Scholar rows abbreviate middle names ("TJR Whitfield") that co-author lists leave out
("Thomas Whitfield"): the two still fit, at the weak initials level only."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, match


@pytest.mark.parametrize(
    ("short", "full"),
    [("TJR Whitfield", "Thomas Whitfield"), ("T. J. R. Whitfield", "Thomas J. Whitfield")],
)
def test_three_initials_fit_a_name_printed_without_middle_names(short: str, full: str) -> None:
    assert match(short, full) is MatchLevel.INITIALS_ONLY
    assert match(full, short) is MatchLevel.INITIALS_ONLY


@pytest.mark.parametrize(
    ("short", "full"),
    [("JR Whitfield", "Thomas Whitfield"), ("AJR Whitfield", "Thomas Whitfield")],
)
def test_initials_that_disagree_still_do_not_fit(short: str, full: str) -> None:
    assert match(short, full) is MatchLevel.NONE
