"""Search tables: page texts, index generations, their chunks and vectors (DESIGN.md s. 7).

The full-text part differs by database and is written by hand in migration 0007: an FTS5
table `search_chunks_fts` kept in step by triggers on SQLite, a generated `grams_tsv`
tsvector column with a GIN index on PostgreSQL. Neither is on this metadata.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from minesweeper.db.base import Base, utcnow


class SearchPage(Base):
    """One page's text as processing read it: what every index generation is built from."""

    __tablename__ = "search_pages"
    __table_args__ = (UniqueConstraint("document_id", "page"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    page: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)


class SearchGeneration(Base):
    """One build of a round's index; exactly one per round is `current` at a time."""

    __tablename__ = "search_generations"
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    state: Mapped[str] = mapped_column(String(20))  # building | current | retired
    analyzer_version: Mapped[str] = mapped_column(String(40))
    embedding_model: Mapped[str | None] = mapped_column(String(200), default=None)
    chunk_size: Mapped[int] = mapped_column(Integer)  # characters
    job_id: Mapped[str | None] = mapped_column(String(36), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    activated_at: Mapped[datetime | None] = mapped_column(default=None)


class SearchChunk(Base):
    """A piece of one page, with its normalised text and the grams the full-text index holds."""

    __tablename__ = "search_chunks"
    __table_args__ = (
        Index("ix_search_chunks_generation_applicant", "generation_id", "applicant_id"),
    )
    id: Mapped[int] = mapped_column(primary_key=True)
    generation_id: Mapped[int] = mapped_column(
        ForeignKey("search_generations.id", ondelete="CASCADE")
    )
    applicant_id: Mapped[int] = mapped_column(ForeignKey("applicants.id", ondelete="CASCADE"))
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    page: Mapped[int] = mapped_column(Integer)
    start: Mapped[int] = mapped_column(Integer)  # offset of `text` in the page's text
    text: Mapped[str] = mapped_column(Text)
    norm: Mapped[str] = mapped_column(Text)
    grams: Mapped[str] = mapped_column(Text)


class SearchVector(Base):
    """One chunk's embedding: float32 little-endian bytes, unit length, of the generation's
    `embedding_model`. Searched by exact cosine in numpy, so neither database needs an
    extension; a chunk without a row is found by its words only."""

    __tablename__ = "search_vectors"
    __table_args__ = (
        Index("ix_search_vectors_generation_applicant", "generation_id", "applicant_id"),
    )
    chunk_id: Mapped[int] = mapped_column(
        ForeignKey("search_chunks.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    generation_id: Mapped[int] = mapped_column(
        ForeignKey("search_generations.id", ondelete="CASCADE")
    )
    applicant_id: Mapped[int] = mapped_column(ForeignKey("applicants.id", ondelete="CASCADE"))
    dim: Mapped[int] = mapped_column(Integer)
    vector: Mapped[bytes] = mapped_column(LargeBinary)
