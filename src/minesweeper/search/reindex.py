"""The re-index job: build a new generation of a round's index while the old one serves.

Keyed by round with the `reject` policy (enforced by the jobs table's partial unique index,
so across processes and machines): a second start while one is queued or running raises
`ReindexInProgressError` carrying the running job. Stages: `preparing` (a fresh `building`
generation; a half-built one left by a killed attempt is dropped), `writing` (one transaction
per applicant, re-reading its pages so processing meanwhile is not overwritten), `finalizing`
(ONE transaction retires the old generation and makes the new one current). Until then every
search reads the old generation; a job killed mid-way leaves it current.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.db.models_search import SearchGeneration, SearchPage
from minesweeper.jobs import (
    Handler,
    Job,
    JobConflict,
    JobContext,
    PermanentJobError,
    enqueue,
)
from minesweeper.search.analyzer import ANALYZER_VERSION
from minesweeper.search.chunks import CHUNK_OVERLAP, DEFAULT_CHUNK_SIZE, chunk_page
from minesweeper.search.errors import ReindexInProgressError
from minesweeper.search.generations import make_current
from minesweeper.search.index import write_chunks
from minesweeper.search.model import PageText

REINDEX_ROUND = "reindex_round"
MIN_CHUNK_SIZE = 2 * CHUNK_OVERLAP
MAX_CHUNK_SIZE = 20_000  # characters


def start_reindex(session: Session, round_id: int, chunk_size: int = DEFAULT_CHUNK_SIZE) -> Job:
    """Queue a re-index of the round inside the caller's transaction."""
    try:
        return enqueue(
            session.connection(),
            REINDEX_ROUND,
            {"round_id": round_id, "chunk_size": chunk_size},
            key=str(round_id),
            policy="reject",
        )
    except JobConflict as exc:
        raise ReindexInProgressError(exc.existing) from exc


class SupersededError(PermanentJobError):
    """Another build of the same round dropped the generation this one was writing."""


def chunk_size_of(payload: dict[str, Any]) -> int:
    chunk_size = _int(payload, "chunk_size", DEFAULT_CHUNK_SIZE)
    if not MIN_CHUNK_SIZE <= chunk_size <= MAX_CHUNK_SIZE:
        raise PermanentJobError(
            f"chunk size must be between {MIN_CHUNK_SIZE} and {MAX_CHUNK_SIZE} characters",
            code="bad_chunk_size",
        )
    return chunk_size


def _int(payload: dict[str, Any], name: str, default: int | None = None) -> int:
    value = payload.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise PermanentJobError(f"payload needs an integer {name}", code="bad_payload")
    return value


def _pages(session: Session, round_id: int, applicant_id: int | None = None) -> list[PageText]:
    stmt = select(SearchPage).where(SearchPage.round_id == round_id)
    if applicant_id is not None:
        stmt = stmt.where(SearchPage.applicant_id == applicant_id)
    rows = session.scalars(stmt.order_by(SearchPage.document_id, SearchPage.page))
    return [PageText(r.document_id, r.page, r.text) for r in rows]


def _prepare(
    db: Database, job_id: str, round_id: int, chunk_size: int
) -> tuple[int, dict[int, int]]:
    with db.session() as session:
        if session.get(Round, round_id) is None:
            raise PermanentJobError(f"round {round_id} does not exist", code="round_not_found")
        # A generation still `building` was left by an attempt that died: start over.
        session.execute(
            delete(SearchGeneration).where(
                SearchGeneration.round_id == round_id, SearchGeneration.state == "building"
            )
        )
        generation = SearchGeneration(
            round_id=round_id,
            state="building",
            analyzer_version=ANALYZER_VERSION,
            chunk_size=chunk_size,
            job_id=job_id,
        )
        session.add(generation)
        session.flush()
        chunks_by_applicant: dict[int, int] = {}
        for row in session.scalars(select(SearchPage).where(SearchPage.round_id == round_id)):
            count = len(chunk_page(row.text, chunk_size))
            chunks_by_applicant[row.applicant_id] = (
                chunks_by_applicant.get(row.applicant_id, 0) + count
            )
        return generation.id, chunks_by_applicant


# (stage, chunks written, chunks planned): how a build reports; it may raise `Cancelled`.
Report = Callable[[str, int, int], None]


def build_round(
    db: Database, job_id: str, round_id: int, chunk_size: int, report: Report
) -> dict[str, Any]:
    """Build a new generation of one round's index and make it current (module docstring)."""
    report("preparing", 0, 0)
    generation_id, planned = _prepare(db, job_id, round_id, chunk_size)
    total = sum(planned.values())
    done = 0
    report("writing", 0, total)
    for applicant_id in sorted(planned):
        with db.session() as session:
            generation = session.get(SearchGeneration, generation_id)
            if generation is None:  # another attempt took over; this one has nothing to finish
                raise SupersededError("the generation being built is gone", code="superseded")
            written = write_chunks(
                session, generation, applicant_id, _pages(session, round_id, applicant_id)
            )
        done = min(total, done + written)
        report("writing", done, total)
    report("finalizing", done, total)
    with db.session() as session:
        generation = session.get(SearchGeneration, generation_id)
        if generation is None:
            raise SupersededError("the generation being built is gone", code="superseded")
        make_current(session, generation)
        session.execute(
            delete(SearchGeneration).where(
                SearchGeneration.round_id == round_id, SearchGeneration.state == "retired"
            )
        )
    return {"round_id": round_id, "generation_id": generation_id, "chunks": done}


def run_reindex(db: Database, ctx: JobContext, round_id: int, chunk_size: int) -> dict[str, Any]:
    def report(stage: str, processed: int, total: int) -> None:
        ctx.progress(stage=stage, processed=processed, total=total)

    return build_round(db, ctx.job.id, round_id, chunk_size, report)


def reindex_handlers(db: Database) -> dict[str, Handler]:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        return run_reindex(db, ctx, _int(payload, "round_id"), chunk_size_of(payload))

    return {REINDEX_ROUND: handle}
