"""The re-index job: build a new generation of a round's index while the old one serves.

Keyed by round with the `reject` policy (enforced by the jobs table's partial unique index,
so across processes and machines): a second start while one is queued or running raises
`ReindexInProgressError` carrying the running job. Stages: `preparing` (a fresh `building`
generation; a half-built one left by a killed attempt is dropped), `embedding` (with an
embedding model: an applicant's chunks are embedded outside any transaction), `writing` (one
transaction per applicant, re-reading its pages so processing meanwhile is not overwritten;
a page changed meanwhile is embedded then), `finalizing`
(ONE transaction retires the old generation and makes the new one current). Until then every
search reads the old generation; a job killed mid-way leaves it current.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
from minesweeper.search.chunks import CHUNK_OVERLAP, chunk_page
from minesweeper.search.embedding import Embedder, check_chunk_size, load_embedder, model_id
from minesweeper.search.errors import ReindexInProgressError, SearchError
from minesweeper.search.generations import initial_chunk_size, make_current
from minesweeper.search.index import write_chunks
from minesweeper.search.model import PageText
from minesweeper.search.passages import PassageCache

REINDEX_ROUND = "reindex_round"
MIN_CHUNK_SIZE = 2 * CHUNK_OVERLAP
MAX_CHUNK_SIZE = 20_000  # characters


def start_reindex(session: Session, round_id: int, chunk_size: int | None = None) -> Job:
    """Queue a re-index of the round inside the caller's transaction; without a chunk size
    the worker picks the one that fits its embedding model (`initial_chunk_size`)."""
    payload: dict[str, Any] = {"round_id": round_id}
    if chunk_size is not None:
        payload["chunk_size"] = chunk_size
    try:
        return enqueue(
            session.connection(),
            REINDEX_ROUND,
            payload,
            key=str(round_id),
            policy="reject",
        )
    except JobConflict as exc:
        raise ReindexInProgressError(exc.existing) from exc


class SupersededError(PermanentJobError):
    """Another build of the same round dropped the generation this one was writing."""


def chunk_size_of(payload: dict[str, Any]) -> int | None:
    if payload.get("chunk_size") is None:
        return None
    chunk_size = _int(payload, "chunk_size")
    if not MIN_CHUNK_SIZE <= chunk_size <= MAX_CHUNK_SIZE:
        raise PermanentJobError(
            f"chunk size must be between {MIN_CHUNK_SIZE} and {MAX_CHUNK_SIZE} characters",
            code="bad_chunk_size",
        )
    return chunk_size


def _int(payload: dict[str, Any], name: str) -> int:
    value = payload.get(name)
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
    db: Database, job_id: str, round_id: int, chunk_size: int, embedding_model: str | None
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
            embedding_model=embedding_model,
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


@dataclass(frozen=True, slots=True)
class IndexPlan:
    """What a build uses: the chunk size and the embedder (None: words only)."""

    chunk_size: int
    embedder: Embedder | None


def plan_build(chunk_size: int | None, embedding_model: str | None) -> IndexPlan:
    """Load the model `EMBEDDING_MODEL` names and check the chunk size fits its window; the
    failures are permanent job errors with the synchronous answers' code and details."""
    model = model_id(embedding_model)
    try:
        embedder = load_embedder(model) if model is not None else None
        size = chunk_size or initial_chunk_size(embedder.max_tokens if embedder else None)
        if embedder is not None:
            check_chunk_size(embedder.max_tokens, size)
    except SearchError as exc:
        raise PermanentJobError(str(exc), code=exc.code, details=exc.details) from exc
    return IndexPlan(size, embedder)


def build_round(
    db: Database, job_id: str, round_id: int, plan: IndexPlan, report: Report
) -> dict[str, Any]:
    """Build a new generation of one round's index and make it current (module docstring)."""
    report("preparing", 0, 0)
    embedder = plan.embedder
    generation_id, planned = _prepare(
        db, job_id, round_id, plan.chunk_size, embedder.name if embedder else None
    )
    total = sum(planned.values())
    done = 0
    cache = PassageCache(embedder) if embedder is not None else None
    for applicant_id in sorted(planned):
        if cache is not None:
            with db.session() as session:
                pages = _pages(session, round_id, applicant_id)
            texts = [d.text for p in pages for d in chunk_page(p.text, plan.chunk_size)]
            embedded = 0
            report("embedding", done, total)

            def on_batch(n: int, base: int = done) -> None:
                nonlocal embedded
                embedded += n
                report("embedding", min(total, base + embedded), total)

            cache.prefetch(texts, on_batch)
        with db.session() as session:
            generation = session.get(SearchGeneration, generation_id)
            if generation is None:  # another attempt took over; this one has nothing to finish
                raise SupersededError("the generation being built is gone", code="superseded")
            written = write_chunks(
                session, generation, applicant_id, _pages(session, round_id, applicant_id), cache
            )
        if cache is not None:
            cache = PassageCache(cache.embedder)  # one applicant's vectors in memory at a time
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
    return {
        "round_id": round_id,
        "generation_id": generation_id,
        "chunks": done,
        "chunk_size": plan.chunk_size,
        "embedding_model": embedder.name if embedder else None,
    }


def run_reindex(db: Database, ctx: JobContext, round_id: int, plan: IndexPlan) -> dict[str, Any]:
    def report(stage: str, processed: int, total: int) -> None:
        ctx.progress(stage=stage, processed=processed, total=total)

    return build_round(db, ctx.job.id, round_id, plan, report)


def reindex_handlers(db: Database, embedding_model: str | None = None) -> dict[str, Handler]:
    """The per-round re-index, embedding with the model `embedding_model` (the worker's
    `EMBEDDING_MODEL`) names."""

    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        round_id = _int(payload, "round_id")
        return run_reindex(db, ctx, round_id, plan_build(chunk_size_of(payload), embedding_model))

    return {REINDEX_ROUND: handle}
