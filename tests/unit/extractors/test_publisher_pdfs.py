"""Generated publisher first pages (tests.support.publisher_pdfs), read from their PDF text
layers end to end: every co-author found with the page's year, nothing else, the applicant
self, no affiliation mark left inside a name."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from tests.support.publisher_pdfs import APPLICANT, PublisherPage, publisher_pages

PAGES = {page.name: page for page in publisher_pages()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_publisher_page_yields_exactly_its_co_authors(name: str) -> None:
    page: PublisherPage = PAGES[name]
    document = ingest_bytes(page.pdf, f"{name}.pdf", ocr=OcrConfig(enabled=False))
    result = TextExtractor().extract(ExtractionInput(document, DocType.PAPER, *APPLICANT))
    related = {p.name_raw for p in result.persons if not p.is_self}
    assert related == page.coauthors
    assert {p.year for p in result.persons if not p.is_self} == {2024}
    assert any(p.is_self for p in result.persons)
