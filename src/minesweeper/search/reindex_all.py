"""The re-index of every round: ONE job that rebuilds the rounds itself, one after another.

No job waits on another: the worker running this job builds each round inline (the same
`build_round` as the per-round job) and reports `n/m` rounds. Single-flight with the `reject`
policy under one fixed key, so a second start from any process is a 409 carrying this job.
A round whose own re-index is live is skipped (that job rebuilds it); a round whose build
another job superseded mid-way is skipped too. Rounds are built in turn, never at once:
an embedder is one machine's CPU.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.jobs import (
    Handler,
    Job,
    JobConflict,
    JobContext,
    PermanentJobError,
    enqueue,
    jobs_by_key,
)
from minesweeper.search.errors import ReindexInProgressError
from minesweeper.search.reindex import (
    REINDEX_ROUND,
    IndexPlan,
    SupersededError,
    build_round,
    chunk_size_of,
    plan_build,
)

REINDEX_ALL = "reindex_all"
ALL_KEY = "all"  # the one key: at most one queued-or-running re-index of every round
LIVE = ("queued", "running")


def start_reindex_all(session: Session, chunk_size: int | None = None) -> Job:
    """Queue the re-index of every round inside the caller's transaction (no chunk size: the
    one that fits the worker's embedding model)."""
    payload: dict[str, Any] = {} if chunk_size is None else {"chunk_size": chunk_size}
    try:
        return enqueue(
            session.connection(),
            REINDEX_ALL,
            payload,
            key=ALL_KEY,
            policy="reject",
        )
    except JobConflict as exc:
        raise ReindexInProgressError(exc.existing, "every round") from exc


def active_reindex(
    session: Session, round_id: int | None = None, every_round: bool = True
) -> Job | None:
    """The live re-index a page attaches to on opening: the round's own, else (when
    `every_round`: the caller may see it) the re-index of every round."""
    conn = session.connection()
    found = jobs_by_key(conn, REINDEX_ROUND, [str(round_id)]) if round_id is not None else []
    if every_round:
        found += jobs_by_key(conn, REINDEX_ALL, [ALL_KEY])
    return next((job for job in found if job.status in LIVE), None)


def _round_is_live(db: Database, round_id: int) -> bool:
    with db.session() as session:
        jobs = jobs_by_key(session.connection(), REINDEX_ROUND, [str(round_id)])
        return any(job.status in LIVE for job in jobs)


def run_reindex_all(db: Database, ctx: JobContext, plan: IndexPlan) -> dict[str, Any]:
    with db.session() as session:
        round_ids = list(session.scalars(select(Round.id).order_by(Round.id)))
    total = len(round_ids)
    done: list[int] = []
    skipped: list[int] = []
    for n, round_id in enumerate(round_ids):
        ctx.progress(stage="rounds", processed=n, total=total)
        if _round_is_live(db, round_id):
            skipped.append(round_id)
            continue

        def report(_stage: str, _written: int, _planned: int, n: int = n) -> None:
            ctx.progress(stage="rounds", processed=n, total=total)  # also where cancel lands

        try:
            build_round(db, ctx.job.id, round_id, plan, report)
        except SupersededError:
            skipped.append(round_id)
            continue
        except PermanentJobError as exc:
            if exc.code != "round_not_found":  # a round deleted meanwhile has nothing to index
                raise
            skipped.append(round_id)
            continue
        done.append(round_id)
    ctx.progress(stage="rounds", processed=total, total=total)
    return {"rounds": total, "done": done, "skipped": skipped}


def reindex_all_handlers(db: Database, embedding_model: str | None = None) -> dict[str, Handler]:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        return run_reindex_all(db, ctx, plan_build(chunk_size_of(payload), embedding_model))

    return {REINDEX_ALL: handle}
