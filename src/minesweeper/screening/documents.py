"""An applicant's documents: adding one (bytes in `blobs`, row in `documents`), reading them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.blobs import store_blob
from minesweeper.db.models import Blob, Document, PersonAggregate, ReviewFlag
from minesweeper.screening.errors import PageUnavailableError


def add_document(
    session: Session, applicant_id: int, filename: str, category: str, data: bytes
) -> Document:
    """Store one file for an applicant (callers validate size and category first)."""
    document = Document(
        applicant_id=applicant_id,
        blob_sha256=store_blob(session, data),
        folder_category=category,
        # Browsers and zips send paths with either separator; keep the file's own name.
        filename=PurePosixPath(filename.replace("\\", "/")).name[:500],
        size=len(data),
    )
    session.add(document)
    session.flush()
    return document


def documents_of(session: Session, applicant_id: int) -> list[Document]:
    return list(
        session.scalars(
            select(Document).where(Document.applicant_id == applicant_id).order_by(Document.id)
        )
    )


def document_bytes(session: Session, document: Document) -> bytes:
    """The stored file; empty when its blob is missing."""
    blob = session.get(Blob, document.blob_sha256)
    return b"" if blob is None else blob.data


@dataclass(frozen=True, slots=True)
class FlagEvidence:
    """Where a flag's evidence is, and the words to look for there."""

    document: Document
    page: int
    words: str


def flag_evidence(session: Session, flag: ReviewFlag) -> FlagEvidence:
    """The flag's own document and page, else its person's first source with a page."""
    document_id, page = flag.document_id, flag.page
    person = session.get(PersonAggregate, flag.person_id) if flag.person_id else None
    for source in person.sources if person and document_id is None else []:
        if source.get("document_id") and source.get("page"):
            document_id, page = int(source["document_id"]), int(source["page"])
            break
    document = session.get(Document, document_id) if document_id else None
    if document is None:
        raise PageUnavailableError("This flag points at no page.")
    words = flag.surface or (person.canonical_name if person else "")
    return FlagEvidence(document, page or 1, words)
