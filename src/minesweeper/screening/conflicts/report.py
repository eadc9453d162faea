"""The matrix as one plain value: what pages show, exports write and snapshots freeze.

`load_report` reads it from the live tables; `ReportData.to_json` is exactly the content of
a snapshot, and `ReportData.from_json` reads a snapshot back, so a finalized round's exports
come from its immutable record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document, Reviewer, Round, User
from minesweeper.screening.conflicts.decisions import attach_decisions, round_decisions
from minesweeper.screening.conflicts.model import ConflictLevel
from minesweeper.screening.conflicts.policy import effective_policy
from minesweeper.screening.conflicts.roster import load_policy
from minesweeper.screening.conflicts.store import round_conflicts
from minesweeper.screening.errors import RoundNotFoundError

REPORT_FORMAT_VERSION = 1
_LEVEL_ORDER = [lvl.value for lvl in ConflictLevel]  # certain, likely, possible


@dataclass(frozen=True, slots=True)
class Party:
    id: int
    name: str
    name_en: str | None = None
    external_id: str | None = None
    affiliation: str | None = None
    email: str | None = None

    @property
    def label(self) -> str:
        return self.external_id or str(self.id)


@dataclass(frozen=True, slots=True)
class CandidateRow:
    conflict_id: int
    reviewer_id: int
    applicant_id: int
    subject_name: str
    subject_key: str
    level: str
    action: str
    name_match: str
    relations: list[str]
    roles: list[str]
    evidence: list[dict[str, Any]]
    decision: str | None = None
    reason: str | None = None
    decided_by: str | None = None
    decided_at: str | None = None
    decision_stale: bool = False  # the evidence changed since the decision was taken


@dataclass(frozen=True, slots=True)
class Cell:
    level: str | None  # best level among candidates not dismissed; None if all dismissed
    count: int
    confirmed: int
    dismissed: int


@dataclass(frozen=True)  # no slots: the lookup indexes below are cached on the instance
class ReportData:
    round_id: int
    round_name: str
    generated_at: str
    reviewers: list[Party]
    applicants: list[Party]
    rows: list[CandidateRow]
    policy: list[dict[str, Any]] = field(default_factory=list)
    documents: list[dict[str, Any]] = field(default_factory=list)
    finalized_at: str | None = None
    # Every decision of the round, also those whose candidate no longer exists.
    decisions: list[dict[str, Any]] = field(default_factory=list)

    @cached_property
    def _by_pair(self) -> dict[tuple[int, int], list[CandidateRow]]:
        index: dict[tuple[int, int], list[CandidateRow]] = {}
        for row in self.rows:
            index.setdefault((row.reviewer_id, row.applicant_id), []).append(row)
        return index

    @cached_property
    def _parties(self) -> tuple[dict[int, Party], dict[int, Party]]:
        return {p.id: p for p in self.reviewers}, {p.id: p for p in self.applicants}

    def cell(self, reviewer_id: int, applicant_id: int) -> Cell:
        rows = self._by_pair.get((reviewer_id, applicant_id), [])
        # An `ignore` row (every relation outside its window) explains, it does not colour.
        live = [r.level for r in rows if r.decision != "dismissed" and r.action != "ignore"]
        level = min(live, key=_LEVEL_ORDER.index) if live else None
        return Cell(
            level=level,
            count=len(rows),
            confirmed=sum(1 for r in rows if r.decision == "confirmed"),
            dismissed=sum(1 for r in rows if r.decision == "dismissed"),
        )

    def reviewer(self, reviewer_id: int) -> Party | None:
        return self._parties[0].get(reviewer_id)

    def applicant(self, applicant_id: int) -> Party | None:
        return self._parties[1].get(applicant_id)

    def to_json(self) -> dict[str, Any]:
        return {"format_version": REPORT_FORMAT_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ReportData:
        return cls(
            round_id=data["round_id"],
            round_name=data["round_name"],
            generated_at=data["generated_at"],
            reviewers=[Party(**p) for p in data["reviewers"]],
            applicants=[Party(**p) for p in data["applicants"]],
            rows=[CandidateRow(**r) for r in data["rows"]],
            policy=list(data.get("policy", [])),
            documents=list(data.get("documents", [])),
            finalized_at=data.get("finalized_at"),
            decisions=list(data.get("decisions", [])),
        )


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def load_report(session: Session, round_id: int) -> ReportData:
    """The live matrix of a round, with decisions, policy and every document's sha256."""
    round_row = session.get(Round, round_id)
    if round_row is None:
        raise RoundNotFoundError(f"round {round_id} does not exist")
    reviewers = list(
        session.scalars(select(Reviewer).where(Reviewer.round_id == round_id).order_by(Reviewer.id))
    )
    applicants = list(
        session.scalars(
            select(Applicant).where(Applicant.round_id == round_id).order_by(Applicant.id)
        )
    )
    documents = list(
        session.scalars(
            select(Document)
            .where(Document.applicant_id.in_([a.id for a in applicants]))
            .order_by(Document.applicant_id, Document.id)
        )
    )
    filenames = {str(d.id): d.filename for d in documents}
    conflicts = round_conflicts(session, round_id)
    all_decisions = round_decisions(session, round_id)
    pinned = attach_decisions(conflicts, all_decisions)
    attached = {d.id for d in pinned.values()}
    users = {u.id: u.email for u in session.scalars(select(User))}
    rows: list[CandidateRow] = []
    for c in conflicts:
        d = pinned.get(c.id)
        evidence = [{**e, "filename": filenames.get(str(e.get("document")))} for e in c.evidence]
        rows.append(
            CandidateRow(
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
                decided_by=users.get(d.decided_by) if d and d.decided_by else None,
                decided_at=_iso(d.decided_at) if d else None,
                decision_stale=bool(
                    d
                    and (
                        d.level_at_decision != c.level
                        or sorted(d.relations_at_decision) != sorted(c.relations)
                    )
                ),
            )
        )
    policy = [
        {"relation": p.relation.value, "action": p.action.value, "window_years": p.window_years}
        for p in effective_policy(load_policy(session, round_id)).values()
    ]
    return ReportData(
        round_id=round_id,
        round_name=round_row.name,
        generated_at=datetime.now(UTC).isoformat(),
        reviewers=[
            Party(r.id, r.name, r.name_en, r.external_id, r.affiliation, r.email) for r in reviewers
        ],
        applicants=[Party(a.id, a.name, a.name_en, a.external_id) for a in applicants],
        rows=rows,
        policy=policy,
        documents=[
            {
                "id": d.id,
                "applicant_id": d.applicant_id,
                "filename": d.filename,
                "folder_category": d.folder_category,
                "size": d.size,
                "sha256": d.blob_sha256,
            }
            for d in documents
        ],
        finalized_at=_iso(round_row.finalized_at),
        decisions=[
            {
                "reviewer_id": d.reviewer_id,
                "applicant_id": d.applicant_id,
                "subject_key": d.subject_key,
                "decision": d.decision,
                "reason": d.reason,
                "decided_by": users.get(d.decided_by) if d.decided_by else None,
                "decided_at": _iso(d.decided_at),
                "level_at_decision": d.level_at_decision,
                "relations_at_decision": list(d.relations_at_decision),
                "attached": d.id in attached,
            }
            for d in all_decisions
        ],
    )
