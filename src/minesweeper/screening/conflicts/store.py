"""Recompute a round's candidates into the `conflicts` table, and read the matrix back.

Recomputation replaces every candidate row of the round in one transaction. Decisions live
in their own table keyed by (reviewer, applicant, subject), so they are untouched and pin
themselves to the new rows on read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.base import utcnow
from minesweeper.db.models import Round
from minesweeper.db.models_conflicts import Conflict
from minesweeper.db.vocabulary import RoundStatus
from minesweeper.screening.conflicts.errors import RoundFinalizedError
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import (
    ApplicantRoster,
    ConflictCandidate,
    Declaration,
    RelationPolicy,
    ReviewerInput,
)
from minesweeper.screening.conflicts.roster import (
    load_declarations,
    load_policy,
    load_reviewers,
    load_rosters,
)
from minesweeper.screening.errors import RoundNotFoundError

FINALIZED = RoundStatus.FINALIZED.value

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class RecomputeSummary:
    round_id: int
    reviewers: int
    applicants: int
    candidates: int
    by_level: dict[str, int]

    def to_dict(self) -> dict[str, object]:
        return {
            "round_id": self.round_id,
            "reviewers": self.reviewers,
            "applicants": self.applicants,
            "candidates": self.candidates,
            "by_level": dict(self.by_level),
        }


def open_round(session: Session, round_id: int) -> Round:
    """The round, which must exist and not be finalized."""
    row = session.get(Round, round_id)
    if row is None:
        raise RoundNotFoundError(f"round {round_id} does not exist")
    if row.status == FINALIZED:
        raise RoundFinalizedError(f"round {round_id} is finalized; its matrix is frozen")
    return row


def _apply(row: Conflict, candidate: ConflictCandidate) -> None:
    row.aggregate_id = candidate.aggregate_id
    row.subject_name = candidate.subject_name
    row.subject_aliases = list(candidate.subject_aliases)
    row.level = candidate.level.value
    row.action = candidate.action.value
    row.name_match = candidate.name_match
    row.relations = [r.value for r in candidate.relations]
    row.roles = list(candidate.roles)
    row.evidence = candidate.evidence_json()


def _save(session: Session, round_id: int, candidates: list[ConflictCandidate]) -> None:
    """Update rows in place by (reviewer, applicant, subject), insert new, delete gone.

    Keeping ids stable means a page open on a candidate still finds it after a recompute.
    """
    existing = {
        (r.reviewer_id, r.applicant_id, r.subject_key): r
        for r in round_conflicts(session, round_id)
    }
    now = utcnow()
    for candidate in candidates:
        key = (int(candidate.reviewer_id), int(candidate.applicant_id), candidate.subject_key)
        row = existing.pop(key, None)
        if row is None:
            row = Conflict(
                round_id=round_id,
                reviewer_id=key[0],
                applicant_id=key[1],
                subject_key=candidate.subject_key,
            )
            session.add(row)
        _apply(row, candidate)
        row.computed_at = now
    stale = [r.id for r in existing.values()]
    if stale:
        session.execute(delete(Conflict).where(Conflict.id.in_(stale)))
    session.flush()


@contextmanager
def write_session(db: Database) -> Iterator[Session]:
    """A session in one transaction that holds the SQLite write lock from its first statement.

    Upgrading a read transaction to a write fails at once on SQLite (WAL) when another
    writer committed meanwhile, so writes after reads must take the lock up front.
    """
    with db.engine.connect() as conn:
        if db.is_sqlite:
            conn.execution_options(sqlite_begin="IMMEDIATE")
        with conn.begin(), Session(bind=conn, expire_on_commit=False) as session:
            yield session
            session.flush()


def recompute_round(
    db: Database, round_id: int, progress: Progress | None = None
) -> RecomputeSummary:
    """Recompute outside any write transaction, then save under a short write lock.

    Anything that changes the inputs meanwhile queues another (coalesced) recomputation,
    so the matrix always ends up computed from the latest data.
    """
    with db.session() as session:
        open_round(session, round_id)
        reviewers = load_reviewers(session, round_id)
        rosters = load_rosters(session, round_id)
        policy = load_policy(session, round_id)
        declarations = load_declarations(session, round_id)
    candidates = _compute(reviewers, rosters, policy, progress, declarations)
    with write_session(db) as session:
        open_round(session, round_id)  # it may have been finalized while we computed
        _save(session, round_id, candidates)
    return _summary(round_id, len(reviewers), len(rosters), candidates)


def _compute(
    reviewers: list[ReviewerInput],
    rosters: list[ApplicantRoster],
    policy: list[RelationPolicy],
    progress: Progress | None,
    declarations: list[Declaration],
) -> list[ConflictCandidate]:
    if progress:
        progress("matching", 0, len(reviewers))
    candidates: list[ConflictCandidate] = []
    # One reviewer at a time, so a long recomputation reports how far it got.
    for done, reviewer in enumerate(reviewers, start=1):
        candidates.extend(compute_conflicts([reviewer], rosters, policy, declarations=declarations))
        if progress:
            progress("matching", done, len(reviewers))
    return candidates


def _summary(
    round_id: int, reviewers: int, applicants: int, candidates: list[ConflictCandidate]
) -> RecomputeSummary:
    by_level: dict[str, int] = {}
    for c in candidates:
        by_level[c.level.value] = by_level.get(c.level.value, 0) + 1
    return RecomputeSummary(round_id, reviewers, applicants, len(candidates), by_level)


def recompute_in_session(session: Session, round_id: int) -> RecomputeSummary:
    """Recompute inside the caller's transaction (finalization uses this)."""
    open_round(session, round_id)
    reviewers = load_reviewers(session, round_id)
    rosters = load_rosters(session, round_id)
    policy, declarations = load_policy(session, round_id), load_declarations(session, round_id)
    candidates = _compute(reviewers, rosters, policy, None, declarations)
    _save(session, round_id, candidates)
    return _summary(round_id, len(reviewers), len(rosters), candidates)


def round_conflicts(session: Session, round_id: int) -> list[Conflict]:
    return list(
        session.scalars(
            select(Conflict)
            .where(Conflict.round_id == round_id)
            .order_by(Conflict.reviewer_id, Conflict.applicant_id, Conflict.id)
        )
    )
