"""Byline conventions of other publishers (tests.support.byline_convention_pdfs), read from
their PDF text layers end to end: every co-author with the page's year, the applicant self,
and no affiliation, country, heading or journal word taken for a person."""

from __future__ import annotations

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from tests.support.byline_convention_pdfs import byline_convention_pages, stacked_page
from tests.support.publisher_pdfs import APPLICANT, PublisherPage
from tests.support.tounicode_pdf import (
    ASTERISK_OPERATOR,
    ICON,
    LOW_ASTERISK,
    Text,
    mapped_font_pdf,
)

PAGES = {page.name: page for page in byline_convention_pages()}


def _read(pdf: bytes) -> ExtractionResult:
    document = ingest_bytes(pdf, "paper.pdf", ocr=OcrConfig(enabled=False))
    return TextExtractor().extract(ExtractionInput(document, DocType.PAPER, *APPLICANT))


def _related(result: ExtractionResult) -> set[str]:
    return {person.name_raw for person in result.persons if not person.is_self}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_byline_convention_yields_exactly_its_co_authors(name: str) -> None:
    page: PublisherPage = PAGES[name]
    result = _read(page.pdf)
    assert _related(result) == page.coauthors
    assert {p.year for p in result.persons if not p.is_self} == {2024}
    assert any(p.is_self for p in result.persons)


def _byline_page(pieces: list[tuple[str, bool]], notes: list[str]) -> bytes:
    """A first page in Helvetica whose byline is (text, raised) pieces, a raised piece set
    smaller, with its affiliations under it."""
    byline: list[Text] = []
    x = 72.0
    for text, raised in pieces:
        size = 7.0 if raised else 11.0
        byline.append(Text(x, 704.5 if raised else 700.0, size, text))
        x += stringWidth(text, "Helvetica", size)
    return mapped_font_pdf(
        [
            Text(72, 800, 9, "Journal of Applied Structures 58 (2024) 101-117"),
            Text(72, 740, 15, "Stiffness of Laminated Timber Joints"),
            *byline,
            *(Text(72, 670 - 12 * row, 8, note) for row, note in enumerate(notes)),
            Text(72, 620, 11, "Abstract"),
            Text(72, 604, 10, "We measure joints under cyclic load."),
        ]
    )


def test_an_orcid_icon_read_as_a_private_use_character_is_a_mark() -> None:
    pdf = _byline_page(
        [("Ilse Brandt", False), (f"1{ICON}", True), (", Minjun Kim", False),
         (f"2{ICON}", True), (", and Tomas Reyes", False), ("1", True)],
        ["1 Department of Civil Engineering, Lakeshore University, Canada",
         "2 School of Engineering, Hanbit University, Busan, Korea"],
    )  # fmt: skip
    assert _related(_read(pdf)) == {"Ilse Brandt", "Tomas Reyes"}


def test_letter_marks_and_the_stars_of_symbol_fonts() -> None:
    # "a,b,⁎", "a∗" straight after the letter, and a name of initials whose letter mark
    # the star follows.
    pdf = _byline_page(
        [("Ilse Brandt", False), (f"a,b,{LOW_ASTERISK}", True), (", Minjun Kim", False),
         ("b", True), (", R. T. Olsen", False), (f"a{ASTERISK_OPERATOR}", True),
         (", Tomas Reyes", False), ("a", True)],
        ["a Department of Civil Engineering, Lakeshore University, Canada",
         "b School of Engineering, Hanbit University, Busan, Korea"],
    )  # fmt: skip
    assert _related(_read(pdf)) == {"Ilse Brandt", "R. T. Olsen", "Tomas Reyes"}


def test_a_heading_in_capitals_over_an_address_is_no_author() -> None:
    # A genre heading stands over the journal's address as an author stands over theirs.
    pdf = stacked_page(
        "Tutoring Dialogues at Scale",
        "ORIGINAL ARTICLE", "Hanbit University Press, Busan, Korea",
        "MINJUN KIM", "Hanbit University, Korea",
        "TOMAS REYES", "The Northfield Systems Corporation, USA",
    )  # fmt: skip
    assert _related(_read(pdf)) == {"Tomas Reyes"}
