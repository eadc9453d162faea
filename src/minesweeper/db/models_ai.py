"""The model call log (`ai_calls`): what was asked of which model, how long, and how it went.

It never holds document text, names or images: only ids, counts and timings, so the log can
be kept and shown to administrators without widening who sees applicants' personal data.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from minesweeper.db.base import Base, utcnow


class AiCall(Base):
    __tablename__ = "ai_calls"
    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    # No foreign keys: the log outlives pruned jobs and deleted documents.
    job_id: Mapped[str | None] = mapped_column(String(36), default=None, index=True)
    document_id: Mapped[int | None] = mapped_column(Integer, default=None, index=True)
    page: Mapped[int | None] = mapped_column(Integer, default=None)
    backend: Mapped[str] = mapped_column(String(20))  # ollama | openai
    model: Mapped[str] = mapped_column(String(200))
    duration_ms: Mapped[int] = mapped_column(Integer)
    http_attempts: Mapped[int] = mapped_column(Integer, default=1)
    tokens_in: Mapped[int | None] = mapped_column(Integer, default=None)
    tokens_out: Mapped[int | None] = mapped_column(Integer, default=None)
    outcome: Mapped[str] = mapped_column(String(30))  # ok | invalid_output | unavailable
    names_returned: Mapped[int] = mapped_column(Integer, default=0)
    names_grounded: Mapped[int] = mapped_column(Integer, default=0)
    names_dropped: Mapped[int] = mapped_column(Integer, default=0)
    names_unverified: Mapped[int] = mapped_column(Integer, default=0)
