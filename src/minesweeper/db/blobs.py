"""Uploaded bytes, stored content-addressed in the database (one copy per sha256)."""

from __future__ import annotations

import hashlib

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Blob


def store_blob(session: Session, data: bytes) -> str:
    """Store bytes once (idempotent) and return their sha256; never loads existing bytes."""
    digest = hashlib.sha256(data).hexdigest()
    if session.scalar(select(Blob.sha256).where(Blob.sha256 == digest)) is None:
        session.add(Blob(sha256=digest, size=len(data), data=data))
        session.flush()
    return digest
