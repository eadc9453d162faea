"""The matrix as one plain value: what pages show, exports write and snapshots freeze.

`report_loader.load_report` reads it from the live tables; `ReportData.to_json` is exactly
the content of a snapshot, and `ReportData.from_json` reads a snapshot back, so a finalized
round's exports come from its immutable record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Any

from minesweeper.screening.conflicts.model import ConflictLevel

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
    # Candidates not dismissed, per level, best first: "certain 2" must not hide a possible.
    by_level: dict[str, int] = field(default_factory=dict)


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
            by_level={lvl: live.count(lvl) for lvl in _LEVEL_ORDER if lvl in live},
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
