"""Adding an applicant's document: its bytes in `blobs`, its row in `documents`."""

from __future__ import annotations

from pathlib import PurePosixPath

from sqlalchemy.orm import Session

from minesweeper.db.blobs import store_blob
from minesweeper.db.models import Document


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
