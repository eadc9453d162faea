"""Scholar pages in layouts other than the desktop profile: text co-author lists, Korean UI."""

from __future__ import annotations

from minesweeper.extractors.text.lines import document_lines
from minesweeper.extractors.text.scholar import coauthor_lines
from tests.unit.extractors.builders import text_document


def _coauthors(text: str) -> list[tuple[str, str | None]]:
    lines = document_lines(text_document(text))
    return [(name, affiliation) for name, affiliation, _line in coauthor_lines(lines)]


def test_place_under_a_name_is_not_a_coauthor_even_when_it_reads_like_one() -> None:
    text = "공동 저자\n문태호\n고려대학교 교수\nRahul Mehta\nUT Austin\n제목\nChannel estimation"
    assert _coauthors(text) == [("문태호", "고려대학교 교수"), ("Rahul Mehta", "UT Austin")]


def test_name_and_affiliation_on_one_line() -> None:
    text = "Co-authors\nTaeho Moon Korea University\nRahul Mehta University of Texas\nTitle"
    assert _coauthors(text) == [
        ("Taeho Moon", "Korea University"),
        ("Rahul Mehta", "University of Texas"),
    ]
