"""The kinds of document: the folder a committee uploads into, and the type stage 2 decides.

This is the one table of upload categories: the names a folder may carry (Korean and English
aliases), and the document type each category is a prior for. Uploads validate against it and
the classifier reads its prior from it. The values are the ones stored in the database and
spoken by the API (`documents.folder_category`, `documents.doc_type`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DocType(StrEnum):
    """What a document is, as stage 2 decides it (the `documents.doc_type` column)."""

    THESIS = "thesis"  # a degree thesis; its approval page names advisor and committee
    REPRESENTATIVE = "representative"  # the paper an applicant submits as representative work
    PAPER = "paper"  # any other research paper; its byline names co-authors
    SCHOLAR_PROFILE = "scholar_profile"  # a saved Google Scholar profile page
    CV = "cv"  # a curriculum vitae; advisors and careers
    OTHER = "other"  # none of the above; read for names all the same


class UploadCategory(StrEnum):
    """The folder a file was uploaded into (the `documents.folder_category` column)."""

    THESIS = "thesis"
    REPRESENTATIVE = "representative"
    PAPER = "paper"
    SCHOLAR = "scholar"
    CV = "cv"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class _CategoryRow:
    category: UploadCategory
    doc_type: DocType  # the type the folder is a prior for
    aliases: tuple[str, ...]  # other folder names committees use for it, lower case


_TABLE = (
    _CategoryRow(UploadCategory.THESIS, DocType.THESIS, ("학위논문",)),
    _CategoryRow(UploadCategory.REPRESENTATIVE, DocType.REPRESENTATIVE, ("대표연구", "대표논문")),
    _CategoryRow(UploadCategory.PAPER, DocType.PAPER, ("papers", "논문")),
    _CategoryRow(
        UploadCategory.SCHOLAR,
        DocType.SCHOLAR_PROFILE,
        ("scholar_profile", "google_scholar", "구글스칼라"),
    ),
    _CategoryRow(UploadCategory.CV, DocType.CV, ("이력서",)),
    _CategoryRow(UploadCategory.OTHER, DocType.OTHER, ("기타",)),
)
UPLOAD_CATEGORIES: tuple[UploadCategory, ...] = tuple(row.category for row in _TABLE)
_BY_NAME: dict[str, _CategoryRow] = {
    name: row for row in _TABLE for name in (row.category.value, *row.aliases)
}


def category_of(folder: str) -> UploadCategory | None:
    """The category a folder name stands for (case and surrounding space ignored), if any."""
    row = _BY_NAME.get(folder.strip().lower())
    return row.category if row is not None else None


def doc_type_prior(folder: str) -> DocType | None:
    """The document type a folder name is a prior for; None for a name outside the table."""
    row = _BY_NAME.get(folder.strip().lower())
    return row.doc_type if row is not None else None
