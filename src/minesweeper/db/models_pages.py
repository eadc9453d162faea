"""What the worker prepared of each page for the viewer: images at fixed sizes, words with boxes.

Keyed by the bytes' sha256, not by document: the same file uploaded twice is prepared once, and
a page never changes under its sha256. Requests only read these rows; they never render or OCR.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, ForeignKey, Integer, LargeBinary, String, Text
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Mapped, mapped_column

from minesweeper.db.base import Base

_JSON = JSON().with_variant(postgresql.JSONB(), "postgresql")


class PageImage(Base):
    """One page drawn at one of the fixed sizes (`small`, `large`), as PNG."""

    __tablename__ = "page_images"
    blob_sha256: Mapped[str] = mapped_column(
        String(64), ForeignKey("blobs.sha256", ondelete="CASCADE"), primary_key=True
    )
    page: Mapped[int] = mapped_column(Integer, primary_key=True)  # 1-based
    size: Mapped[str] = mapped_column(String(10), primary_key=True)
    width: Mapped[int] = mapped_column(Integer)  # pixels
    height: Mapped[int] = mapped_column(Integer)
    png: Mapped[bytes] = mapped_column(LargeBinary)


class PageWords(Base):
    """A page's text and its words, each with its box and where it sits in that text.

    `words` is a list of [start, end, left, top, width, height]: character offsets into `text`
    and a box as fractions of the page's width and height (any image size can place it).
    """

    __tablename__ = "page_words"
    blob_sha256: Mapped[str] = mapped_column(
        String(64), ForeignKey("blobs.sha256", ondelete="CASCADE"), primary_key=True
    )
    page: Mapped[int] = mapped_column(Integer, primary_key=True)
    page_count: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    words: Mapped[list[Any]] = mapped_column(_JSON)
