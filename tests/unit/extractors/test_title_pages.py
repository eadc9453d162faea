"""A thesis's title page names its supervisor ("Supervised by Dr. X", "Under the supervision
of Prof. X", "Supervisor: Dr. X"), often with a Hong Kong romanization whose given name is
hyphenated and lower case after the hyphen, and sets the supervisor in bold as it sets the
author: a bold name the page labels as the supervisor is not the thesis's owner."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource
from tests.unit.extractors.builders import extract, related, text_document

_APPLICANT = "Ho Wing-yan"


@pytest.mark.parametrize(
    "phrase",
    [
        "Supervised by Dr. Tsz-hin Lo",
        "Supervised by\nDr. Tsz-hin Lo",
        "Under the supervision of Dr. Tsz-hin Lo",
        "Supervisor: Dr. Tsz-hin Lo",
    ],
)
def test_the_supervision_phrase_of_a_title_page(phrase: str) -> None:
    page = f"Sparse Graph Methods\nby\n{_APPLICANT}\n{phrase}\nJune 2021\n"
    found = related(extract(text_document(page), "thesis", _APPLICANT, None))
    assert found == {("Tsz-hin Lo", "advisor")}


def _title_page(number: int) -> Page:
    text = f"Sparse Graph Methods\nby\n{_APPLICANT} 何詠欣\nSupervised by\nDr. Tsz-hin Lo\n2021"
    bold = ("Sparse Graph Methods", f"{_APPLICANT} 何詠欣", "Dr. Tsz-hin Lo")
    return Page(number, text, TextSource.LAYER, bold=bold)


def test_a_supervisor_set_in_bold_on_the_cover_and_the_title_page_is_not_the_owner() -> None:
    document = IngestedDocument(
        format=SourceFormat.PDF,
        page_count=2,
        has_text_layer=True,
        pages=(_title_page(1), _title_page(2)),
        note="",
    )
    result = TextExtractor().extract(
        ExtractionInput(document, DocType.THESIS, f"{_APPLICANT} 何詠欣", None)
    )
    assert related(result) == {("Tsz-hin Lo", "advisor")}
