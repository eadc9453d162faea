"""Shared helpers for the job engine's database tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from sqlalchemy import Engine, text, update

from minesweeper.db.engine import create_engine_for_url
from minesweeper.jobs import Job, get_job
from minesweeper.jobs.model import utcnow
from minesweeper.jobs.queries import JOBS


@contextmanager
def engine_for(url: str) -> Iterator[Engine]:
    engine = create_engine_for_url(url)
    try:
        yield engine
    finally:
        engine.dispose()


def load(engine: Engine, job_id: str) -> Job:
    with engine.connect() as conn:
        job = get_job(conn, job_id)
    assert job is not None
    return job


def make_due(engine: Engine, job_id: str) -> None:
    """Pull a job's run_at into the past (stands in for waiting out a retry backoff)."""
    with engine.begin() as conn:
        conn.execute(
            update(JOBS).where(JOBS.c.id == job_id).values(run_at=utcnow() - timedelta(seconds=1))
        )


def scalar(engine: Engine, sql: str, **params: Any) -> Any:
    with engine.connect() as conn:
        return conn.execute(text(sql), params).scalar()


def dsn(url: str) -> str:
    """A SQLAlchemy URL as the plain libpq connection string psycopg takes."""
    return url.replace("postgresql+psycopg://", "postgresql://", 1)
