"""Generated CV publication lists and thesis publication chapters
(tests.support.cv_publications, cv_layouts, publication_conventions), read from their PDF
text layers end to end: every co-author of every entry with the owner, with the entry's
year; the referees after the list, the sidebar beside it and a thesis's reference list yield
nobody."""

from __future__ import annotations

import pytest

from minesweeper.doctype import classify
from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.extractors.text.lines import document_lines
from minesweeper.extractors.text.publications import own_list_lines
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.names import normalize_name
from tests.support.cv_layouts import layout_cv_pages
from tests.support.cv_publications import OWNER, CvPage, cv_pages, thesis_pages
from tests.support.publication_conventions import convention_pages
from tests.unit.extractors.builders import text_document

PAGES = {
    page.name: page
    for page in [*cv_pages(), *layout_cv_pages(), *thesis_pages(), *convention_pages()]
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_cv_list_yields_exactly_its_co_authors_with_years(name: str) -> None:
    page: CvPage = PAGES[name]
    document = ingest_bytes(page.pdf, f"{name}.pdf", ocr=OcrConfig(enabled=False))
    # Typed as the pipeline types it: an academic CV may read as a thesis (its dissertation
    # and thesis advisor), and its lists must still be read.
    doc_type, _reasons = classify(document, page.doc_type)
    result = TextExtractor().extract(ExtractionInput(document, doc_type, *OWNER))
    found = {(normalize_name(p.name_raw), p.year) for p in result.persons if not p.is_self}
    assert found == {(normalize_name(who), year) for who, year in page.expected}
    assert any(p.is_self for p in result.persons)


def test_thesis_publications_chapter_ends_at_the_reference_list() -> None:
    text = (
        "List of Publications\n"
        "Journal Articles\n"
        "[1] J. Han and O. Lind, “Drift,” Proc. ICDE, 2020.\n"
        "References\n"
        "[1] J. Han and P. Quist, “Older work,” Proc. VLDB, 2015.\n"
    )
    lines = document_lines(text_document(text))
    assert [line.text for line in own_list_lines(lines)] == [
        "[1] J. Han and O. Lind, “Drift,” Proc. ICDE, 2020."
    ]
