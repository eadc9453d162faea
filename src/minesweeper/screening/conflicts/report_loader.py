"""Reading a round's live matrix into a `ReportData`: one small function per part of it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document, Reviewer, Round, User
from minesweeper.db.models_conflicts import Conflict, ConflictDecision
from minesweeper.screening.conflicts.decisions import attach_decisions, round_decisions
from minesweeper.screening.conflicts.policy import effective_policy
from minesweeper.screening.conflicts.report import CandidateRow, Party, ReportData
from minesweeper.screening.conflicts.roster import load_policy
from minesweeper.screening.conflicts.store import round_conflicts
from minesweeper.screening.errors import RoundNotFoundError


def load_report(session: Session, round_id: int) -> ReportData:
    """The live matrix of a round, with decisions, policy and every document's sha256."""
    round_row = session.get(Round, round_id)
    if round_row is None:
        raise RoundNotFoundError(f"round {round_id} does not exist")
    parties = _parties(session, round_id)
    documents = _documents(session, parties.applicants)
    conflicts = round_conflicts(session, round_id)
    decisions = round_decisions(session, round_id)
    pinned = attach_decisions(conflicts, decisions)
    names = _Names(
        filenames={str(d.id): d.filename for d in documents},
        users={u.id: u.email for u in session.scalars(select(User))},
    )
    attached = {d.id for d in pinned.values()}
    return ReportData(
        round_id=round_id,
        round_name=round_row.name,
        generated_at=datetime.now(UTC).isoformat(),
        reviewers=[_reviewer_party(r) for r in parties.reviewers],
        applicants=[_applicant_party(a) for a in parties.applicants],
        rows=[_candidate_row(c, pinned.get(c.id), names) for c in conflicts],
        policy=_policy_json(session, round_id),
        documents=[_document_json(d) for d in documents],
        finalized_at=_iso(round_row.finalized_at),
        decisions=[_decision_json(d, names, d.id in attached) for d in decisions],
    )


@dataclass(frozen=True, slots=True)
class _Parties:
    reviewers: list[Reviewer]
    applicants: list[Applicant]


@dataclass(frozen=True, slots=True)
class _Names:
    """What rows show by name instead of id: documents by file name, users by e-mail."""

    filenames: dict[str, str]
    users: dict[int, str]

    def user(self, user_id: int | None) -> str | None:
        return self.users.get(user_id) if user_id else None


def _parties(session: Session, round_id: int) -> _Parties:
    reviewers = session.scalars(
        select(Reviewer).where(Reviewer.round_id == round_id).order_by(Reviewer.id)
    )
    applicants = session.scalars(
        select(Applicant).where(Applicant.round_id == round_id).order_by(Applicant.id)
    )
    return _Parties(list(reviewers), list(applicants))


def _documents(session: Session, applicants: list[Applicant]) -> list[Document]:
    return list(
        session.scalars(
            select(Document)
            .where(Document.applicant_id.in_([a.id for a in applicants]))
            .order_by(Document.applicant_id, Document.id)
        )
    )


def _reviewer_party(r: Reviewer) -> Party:
    return Party(r.id, r.name, r.name_en, r.external_id, r.affiliation, r.email)


def _applicant_party(a: Applicant) -> Party:
    return Party(a.id, a.name, a.name_en, a.external_id)


def _candidate_row(c: Conflict, d: ConflictDecision | None, names: _Names) -> CandidateRow:
    evidence = [{**e, "filename": names.filenames.get(str(e.get("document")))} for e in c.evidence]
    return CandidateRow(
        conflict_id=c.id,
        reviewer_id=c.reviewer_id,
        applicant_id=c.applicant_id,
        subject_name=c.subject_name,
        subject_key=c.subject_key,
        level=c.level,
        action=c.action,
        name_match=c.name_match,
        relations=list(c.relations),
        roles=list(c.roles),
        evidence=evidence,
        decision=d.decision if d else None,
        reason=d.reason if d else None,
        decided_by=names.user(d.decided_by) if d else None,
        decided_at=_iso(d.decided_at) if d else None,
        decision_stale=d is not None and _is_stale(d, c),
    )


def _is_stale(d: ConflictDecision, c: Conflict) -> bool:
    """The evidence changed since the decision was taken: another level or other relations."""
    return d.level_at_decision != c.level or sorted(d.relations_at_decision) != sorted(c.relations)


def _policy_json(session: Session, round_id: int) -> list[dict[str, Any]]:
    return [
        {"relation": p.relation.value, "action": p.action.value, "window_years": p.window_years}
        for p in effective_policy(load_policy(session, round_id)).values()
    ]


def _document_json(d: Document) -> dict[str, Any]:
    return {
        "id": d.id,
        "applicant_id": d.applicant_id,
        "filename": d.filename,
        "folder_category": d.folder_category,
        "size": d.size,
        "sha256": d.blob_sha256,
    }


def _decision_json(d: ConflictDecision, names: _Names, attached: bool) -> dict[str, Any]:
    return {
        "reviewer_id": d.reviewer_id,
        "applicant_id": d.applicant_id,
        "subject_key": d.subject_key,
        "decision": d.decision,
        "reason": d.reason,
        "decided_by": names.user(d.decided_by),
        "decided_at": _iso(d.decided_at),
        "level_at_decision": d.level_at_decision,
        "relations_at_decision": list(d.relations_at_decision),
        "attached": attached,
    }


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None
