"""The quote marked in a text page, across the spacing the extraction left."""

from __future__ import annotations

from minesweeper.screening.quotes import TextPiece, mark_quote


def test_the_quote_is_marked_across_line_breaks_and_case() -> None:
    text = "Approved by\nCommittee  Member:\nJiwon Lee\nend"
    pieces = mark_quote(text, "committee member: jiwon lee")
    assert [p for p in pieces if p.marked] == [TextPiece("Committee  Member:\nJiwon Lee", True)]
    assert "".join(p.text for p in pieces) == text  # nothing is lost or added


def test_no_match_and_no_quote_mark_nothing() -> None:
    assert mark_quote("지도교수 최대현", "박서연") == [TextPiece("지도교수 최대현", False)]
    assert mark_quote("text", "  ") == [TextPiece("text", False)]


def test_every_occurrence_is_marked() -> None:
    pieces = mark_quote("Kim, Park; Park, Lee", "Park")
    assert sum(p.marked for p in pieces) == 2
