"""The one upload-category table: uploads and the classifier read the same names."""

from __future__ import annotations

import pytest

from minesweeper.doctype import classify
from minesweeper.ingest.categories import (
    UPLOAD_CATEGORIES,
    DocType,
    UploadCategory,
    category_of,
    doc_type_prior,
)
from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource
from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.uploads import normalize_category


def _blank() -> IngestedDocument:
    page = Page(1, "", TextSource.LAYER)
    return IngestedDocument(SourceFormat.PDF, 1, True, (page,), "test")


@pytest.mark.parametrize(
    ("folder", "category", "doc_type"),
    [
        ("thesis", UploadCategory.THESIS, DocType.THESIS),
        ("  학위논문 ", UploadCategory.THESIS, DocType.THESIS),
        ("Papers", UploadCategory.PAPER, DocType.PAPER),
        ("대표논문", UploadCategory.REPRESENTATIVE, DocType.REPRESENTATIVE),
        ("scholar", UploadCategory.SCHOLAR, DocType.SCHOLAR_PROFILE),
        ("scholar_profile", UploadCategory.SCHOLAR, DocType.SCHOLAR_PROFILE),
        ("구글스칼라", UploadCategory.SCHOLAR, DocType.SCHOLAR_PROFILE),
        ("이력서", UploadCategory.CV, DocType.CV),
        ("기타", UploadCategory.OTHER, DocType.OTHER),
    ],
)
def test_a_folder_name_gives_one_category_and_its_prior(
    folder: str, category: UploadCategory, doc_type: DocType
) -> None:
    assert category_of(folder) is category
    assert normalize_category(folder) is category
    assert doc_type_prior(folder) is doc_type
    # With no text at all the folder decides, also for an alias the upload accepted.
    assert classify(_blank(), folder)[0] is doc_type


def test_an_unknown_folder_is_refused_by_uploads_and_no_prior_for_the_classifier() -> None:
    assert category_of("misc") is None
    assert doc_type_prior("misc") is None
    with pytest.raises(UploadRejectedError, match="thesis, representative, paper"):
        normalize_category("misc")


def test_every_category_maps_to_a_document_type_of_the_same_meaning() -> None:
    assert {doc_type_prior(c) for c in UPLOAD_CATEGORIES} == set(DocType)
    # The stored values stay what the database and the API already hold.
    assert [c.value for c in UPLOAD_CATEGORIES] == [
        "thesis",
        "representative",
        "paper",
        "scholar",
        "cv",
        "other",
    ]
