"""Re-index every round in turn: start one, wait for it to end, then the next.

Never all at once: an embedder is one machine's CPU. A round with a live re-index is skipped
and reported; a round whose job fails is reported and the batch goes on.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.jobs import TERMINAL_STATUSES, Job, get_job
from minesweeper.search.errors import ReindexInProgressError
from minesweeper.search.reindex import start_reindex

POLL_INTERVAL_S = 1.0


@dataclass
class BatchReport:
    done: list[int] = field(default_factory=list)
    failed: dict[int, str] = field(default_factory=dict)  # round id -> the job's message
    skipped: dict[int, str] = field(default_factory=dict)  # round id -> the live job's id

    def to_dict(self) -> dict[str, object]:
        return {
            "done": self.done,
            "failed": {str(k): v for k, v in self.failed.items()},
            "skipped": {str(k): v for k, v in self.skipped.items()},
        }


def wait_for_job(db: Database, job_id: str, poll_interval_s: float = POLL_INTERVAL_S) -> Job:
    """Poll until the job is done, failed or cancelled (a worker runs it)."""
    while True:
        with db.engine.connect() as conn:
            job = get_job(conn, job_id)
        if job is None or job.status in TERMINAL_STATUSES:
            assert job is not None, f"job {job_id} disappeared"
            return job
        time.sleep(poll_interval_s)


def reindex_all(db: Database, poll_interval_s: float = POLL_INTERVAL_S) -> BatchReport:
    report = BatchReport()
    with db.session() as session:
        round_ids = list(session.scalars(select(Round.id).order_by(Round.id)))
    for round_id in round_ids:
        try:
            with db.session() as session:
                job = start_reindex(session, round_id)
        except ReindexInProgressError as exc:
            report.skipped[round_id] = exc.existing.id
            continue
        ended = wait_for_job(db, job.id, poll_interval_s)
        if ended.status == "done":
            report.done.append(round_id)
        else:
            message = (ended.error or {}).get("message") or ended.status
            report.failed[round_id] = str(message)
    return report
