"""Recompute, decide, re-process, recompute again, finalize: on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import DBAPIError

from minesweeper.db import Database
from minesweeper.db.models import AuditEvent, Round
from minesweeper.db.models_conflicts import Conflict, ConflictPolicy, Snapshot
from minesweeper.screening.conflicts.decisions import decide
from minesweeper.screening.conflicts.errors import InvalidDecisionError, RoundFinalizedError
from minesweeper.screening.conflicts.report_loader import load_report
from minesweeper.screening.conflicts.snapshot import content_digest, finalize_round
from minesweeper.screening.conflicts.store import recompute_in_session, round_conflicts

from .seed import Seeded, add_roster, seed_round


def _advisor_conflict(db: Database, seeded: Seeded) -> Conflict:
    with db.session() as session:
        rows = round_conflicts(session, seeded.round_id)
    [row] = [
        r
        for r in rows
        if r.reviewer_id == seeded.advisor_reviewer_id and r.subject_key != "institution"
    ]
    return row


def test_recompute_writes_levels_and_evidence(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        summary = recompute_in_session(session, seeded.round_id)
    assert summary.by_level == {"certain": 1, "possible": 1}
    row = _advisor_conflict(database, seeded)
    assert (row.level, row.action, row.relations) == ("certain", "block", ["advisor"])
    assert row.evidence[0]["page"] == 2
    with database.session() as session:
        rows = round_conflicts(session, seeded.round_id)
    weak = [r for r in rows if r.reviewer_id == seeded.initials_reviewer_id]
    # "M. Seo" would fit 서민희 (Minhee Seo), but the person is "Minho Seo": not a candidate.
    assert weak == []


def test_decisions_survive_recomputation_and_reprocessing(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        recompute_in_session(session, seeded.round_id)
    row = _advisor_conflict(database, seeded)
    with database.session() as session:
        with pytest.raises(InvalidDecisionError):
            decide(session, row.id, "confirmed", "  ", seeded.user_id)
        decide(session, row.id, "confirmed", "지도교수", seeded.user_id)
    # Re-processing replaces the aggregates (new ids, canonical spelling now Latin).
    with database.session() as session:
        add_roster(session, seeded.applicant_id, seeded.document_id, "Gildong Hong")
        recompute_in_session(session, seeded.round_id)
        recompute_in_session(session, seeded.round_id)
    new_row = _advisor_conflict(database, seeded)
    assert new_row.subject_key != row.subject_key  # pinned through the aliases
    with database.session() as session:
        report = load_report(session, seeded.round_id)
        audit = session.scalars(
            select(AuditEvent).where(AuditEvent.action == "conflict.confirmed")
        ).all()
    [pinned] = [r for r in report.rows if r.conflict_id == new_row.id]
    assert (pinned.decision, pinned.reason, pinned.decided_by) == (
        "confirmed",
        "지도교수",
        "chair@example.org",
    )
    assert len(audit) == 1
    assert audit[0].details["reason"] == "지도교수"


def test_round_policy_changes_levels(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        session.add(ConflictPolicy(round_id=seeded.round_id, relation="advisor", action="review"))
        session.flush()
        recompute_in_session(session, seeded.round_id)
    assert _advisor_conflict(database, seeded).level == "likely"


def test_finalize_writes_an_immutable_snapshot_and_freezes_the_round(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        recompute_in_session(session, seeded.round_id)
    row = _advisor_conflict(database, seeded)
    with database.session() as session:
        decide(session, row.id, "dismissed", "retired, no contact since 2010", seeded.user_id)
        snapshot = finalize_round(
            session, seeded.round_id, seeded.user_id, acknowledge_pending=True
        )
        snapshot_id = snapshot.id
    with database.session() as session:
        stored = session.get(Snapshot, snapshot_id)
        assert stored is not None
        content = stored.content
        assert stored.content_sha256 == content_digest(content)
        round_row = session.get(Round, seeded.round_id)
        assert round_row is not None
        assert round_row.status == "finalized"
    assert content["documents"][0]["sha256"] == seeded.document_sha256
    assert [d["decision"] for d in content["decisions"]] == ["dismissed"]
    [decided] = [r for r in content["rows"] if r["decision"]]
    assert (decided["decision"], decided["decided_by"]) == ("dismissed", "chair@example.org")
    assert decided["decided_at"]
    with database.session() as session, pytest.raises(RoundFinalizedError):
        decide(session, row.id, "confirmed", "changed our mind", seeded.user_id)
    with database.session() as session, pytest.raises(RoundFinalizedError):
        recompute_in_session(session, seeded.round_id)
    with pytest.raises(DBAPIError, match="append-only"), database.engine.begin() as conn:
        conn.execute(text("UPDATE snapshots SET content_sha256 = 'forged'"))
