"""Names longer than their column are cut with a visible mark, never refused by the database."""

from __future__ import annotations

from minesweeper.screening.fit import CUT_MARK, NAME_CHARS, fit, fit_optional


def test_short_values_are_unchanged() -> None:
    assert fit("Seoyeon Park") == "Seoyeon Park"
    assert fit_optional(None) is None


def test_long_values_are_cut_to_the_column_with_a_mark() -> None:
    cut = fit("가" * 787)
    assert len(cut) == NAME_CHARS
    assert cut.endswith(CUT_MARK)
