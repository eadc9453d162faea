"""Finalize a round: recompute, then freeze the matrix, decisions and document hashes.

The snapshot row is written once; the database refuses UPDATE and DELETE on it (triggers
from migration 0005), and its `content_sha256` lets anyone check a printed report against
the stored record.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent
from minesweeper.db.models_conflicts import Snapshot
from minesweeper.screening.conflicts.errors import DecisionsPendingError, RoundNotFinalizedError
from minesweeper.screening.conflicts.report import ReportData
from minesweeper.screening.conflicts.report_loader import load_report
from minesweeper.screening.conflicts.store import FINALIZED, open_round, recompute_in_session


def content_digest(content: dict[str, Any]) -> str:
    """sha256 of the canonical JSON form (sorted keys, no spaces, UTF-8)."""
    canonical = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def pending_by_level(report: ReportData) -> dict[str, int]:
    """Candidates nobody has confirmed or dismissed yet, counted per level."""
    pending: dict[str, int] = {}
    for row in report.rows:
        if row.decision is None:
            pending[row.level] = pending.get(row.level, 0) + 1
    return pending


def finalize_round(
    session: Session, round_id: int, actor_id: int | None, acknowledge_pending: bool = False
) -> Snapshot:
    """Close the round and write its immutable snapshot, in the caller's transaction.

    Undecided candidates would be frozen undecided, so they must be acknowledged explicitly.
    """
    round_row = open_round(session, round_id)
    recompute_in_session(session, round_id)  # the record must match the rosters of today
    pending = pending_by_level(load_report(session, round_id))
    if pending and not acknowledge_pending:
        raise DecisionsPendingError(
            f"{sum(pending.values())} candidates are still undecided; decide them, or finalize "
            "with acknowledge_pending to freeze them undecided",
            pending,
        )
    now = datetime.now(UTC)
    round_row.status = FINALIZED
    round_row.finalized_at = now
    session.flush()
    content = load_report(session, round_id).to_json()
    snapshot = Snapshot(
        round_id=round_id,
        created_at=now,
        created_by=actor_id,
        content=content,
        content_sha256=content_digest(content),
    )
    session.add(snapshot)
    session.flush()
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=round_id,
            action="round.finalized",
            entity_type="snapshot",
            entity_id=str(snapshot.id),
            details={
                "content_sha256": snapshot.content_sha256,
                "rows": len(content["rows"]),
                "pending": pending,
            },
        )
    )
    session.flush()
    return snapshot


def latest_snapshot(session: Session, round_id: int) -> Snapshot | None:
    return session.scalars(
        select(Snapshot).where(Snapshot.round_id == round_id).order_by(Snapshot.id.desc())
    ).first()


def written_snapshot(session: Session, round_id: int) -> Snapshot:
    """The round's record; a round not finalized yet has none to show."""
    snap = latest_snapshot(session, round_id)
    if snap is None:
        raise RoundNotFinalizedError(f"Round {round_id} is not finalized.")
    return snap


def snapshot_json(snap: Snapshot, with_content: bool) -> dict[str, Any]:
    return {
        "id": snap.id,
        "round_id": snap.round_id,
        "created_at": snap.created_at.isoformat(),
        "content_sha256": snap.content_sha256,
        "content": snap.content if with_content else None,
    }


def snapshot_report(snapshot: Snapshot) -> ReportData:
    return ReportData.from_json(snapshot.content)
