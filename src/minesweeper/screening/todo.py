"""What is left to decide in a round, in one list: the committee's "to do".

Undecided conflict candidates come first (certain, then likely, then possible: a certain
conflict left open blocks finalization and matters most), then open review flags grouped by
kind, then related persons nobody has ruled on. Each item carries its evidence (document,
page, quote) so it can be decided where it is shown. A finalized round has nothing to do.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document, PersonAggregate, Reviewer, ReviewFlag
from minesweeper.db.models_conflicts import Conflict
from minesweeper.db.vocabulary import FlagStatus, PersonStatus, RoundStatus
from minesweeper.screening.conflicts.jobs import report_for
from minesweeper.screening.conflicts.model import ConflictLevel
from minesweeper.screening.errors import RoundNotFoundError
from minesweeper.screening.rounds import applicants_of, get_round

ItemKind = Literal["conflict", "flag", "person"]
KINDS: tuple[ItemKind, ...] = ("conflict", "flag", "person")
_LEVEL_ORDER = [level.value for level in ConflictLevel]


@dataclass(frozen=True, slots=True)
class EvidenceRef:
    """One place that shows why the item exists: a page of a document, and what it says."""

    document_id: int | None
    filename: str | None
    page: int | None
    quote: str | None
    source_kind: str | None = None


@dataclass(frozen=True, slots=True)
class TodoItem:
    kind: ItemKind
    id: int  # the conflict, flag or person aggregate id
    applicant_id: int
    applicant_name: str
    title: str  # the related person's name, or the flag's label
    level: str | None = None  # conflicts: certain | likely | possible
    flag_type: str | None = None
    reviewer_id: int | None = None
    reviewer_name: str | None = None
    relations: list[str] = field(default_factory=list)
    roles: list[str] = field(default_factory=list)
    needs_human: bool = False
    evidence: list[EvidenceRef] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.kind}-{self.id}"


@dataclass(frozen=True, slots=True)
class RoundTodo:
    round_id: int
    finalized: bool
    items: list[TodoItem]

    def counts_by_applicant(self) -> dict[int, int]:
        return dict(Counter(item.applicant_id for item in self.items))

    def counts_by_kind(self) -> dict[str, int]:
        counted = Counter(item.kind for item in self.items)
        return {kind: counted.get(kind, 0) for kind in KINDS}


def round_todo(session: Session, round_id: int) -> RoundTodo:
    round_row = get_round(session, round_id)
    if round_row is None:
        raise RoundNotFoundError(f"no round with id {round_id}")
    if round_row.status == RoundStatus.FINALIZED.value:
        return RoundTodo(round_id, True, [])
    applicants = {a.id: a for a in applicants_of(session, round_id)}
    filenames = _filenames(session, list(applicants))
    items = [
        *_conflict_items(session, round_id, applicants, filenames),
        *_flag_items(session, applicants, filenames),
        *_person_items(session, applicants, filenames),
    ]
    return RoundTodo(round_id, False, items)


def _filenames(session: Session, applicant_ids: list[int]) -> dict[int, str]:
    rows = session.execute(
        select(Document.id, Document.filename).where(Document.applicant_id.in_(applicant_ids))
    )
    return {int(row.id): str(row.filename) for row in rows}


def _conflict_items(
    session: Session,
    round_id: int,
    applicants: dict[int, Applicant],
    filenames: dict[int, str],
) -> list[TodoItem]:
    report = report_for(session, round_id)
    reviewers = {
        r.id: r.name for r in session.scalars(select(Reviewer).where(Reviewer.round_id == round_id))
    }
    undecided = [r for r in report.rows if r.decision is None and r.applicant_id in applicants]
    undecided.sort(key=lambda r: (_rank(r.level), r.applicant_id, r.reviewer_id, r.subject_name))
    return [
        TodoItem(
            kind="conflict",
            id=row.conflict_id,
            applicant_id=row.applicant_id,
            applicant_name=applicants[row.applicant_id].name,
            title=row.subject_name,
            level=row.level,
            reviewer_id=row.reviewer_id,
            reviewer_name=reviewers.get(row.reviewer_id),
            relations=list(row.relations),
            roles=list(row.roles),
            evidence=[_conflict_evidence(e, filenames) for e in row.evidence],
        )
        for row in undecided
    ]


def _rank(level: str) -> int:
    return _LEVEL_ORDER.index(level) if level in _LEVEL_ORDER else len(_LEVEL_ORDER)


def _conflict_evidence(entry: dict[str, Any], filenames: dict[int, str]) -> EvidenceRef:
    document = str(entry.get("document") or entry.get("document_id") or "")
    document_id = int(document) if document.isdigit() else None
    page = entry.get("page")
    return EvidenceRef(
        document_id=document_id,
        filename=entry.get("filename") or (filenames.get(document_id) if document_id else None),
        page=int(page) if isinstance(page, int) else None,
        quote=entry.get("quote") or entry.get("matched_form"),
        source_kind=entry.get("source_kind"),
    )


def _flag_items(
    session: Session, applicants: dict[int, Applicant], filenames: dict[int, str]
) -> list[TodoItem]:
    flags = session.scalars(
        select(ReviewFlag)
        .where(
            ReviewFlag.applicant_id.in_(list(applicants)),
            ReviewFlag.status == FlagStatus.OPEN.value,
        )
        .order_by(ReviewFlag.flag_type, ReviewFlag.applicant_id, ReviewFlag.id)
    ).all()
    people = _people(session, [f.person_id for f in flags if f.person_id])
    items = []
    for flag in flags:
        evidence = _flag_evidence(flag, people.get(flag.person_id or 0), filenames)
        items.append(
            TodoItem(
                kind="flag",
                id=flag.id,
                applicant_id=flag.applicant_id,
                applicant_name=applicants[flag.applicant_id].name,
                title=flag.label,
                flag_type=flag.flag_type,
                evidence=[evidence] if evidence else [],
            )
        )
    return items


def _people(session: Session, ids: list[int]) -> dict[int, PersonAggregate]:
    if not ids:
        return {}
    rows = session.scalars(select(PersonAggregate).where(PersonAggregate.id.in_(ids)))
    return {p.id: p for p in rows}


def _flag_evidence(
    flag: ReviewFlag, person: PersonAggregate | None, filenames: dict[int, str]
) -> EvidenceRef | None:
    if flag.document_id:
        return EvidenceRef(
            flag.document_id, filenames.get(flag.document_id), flag.page or 1, flag.surface
        )
    for source in person.sources if person else []:
        if source.get("document_id") and source.get("page"):
            return _source_evidence(source, filenames)
    return None


def _source_evidence(source: dict[str, Any], filenames: dict[int, str]) -> EvidenceRef:
    document_id = int(source["document_id"]) if source.get("document_id") else None
    return EvidenceRef(
        document_id=document_id,
        filename=filenames.get(document_id) if document_id else None,
        page=int(source["page"]) if source.get("page") else None,
        quote=source.get("quote"),
        source_kind=source.get("source_kind"),
    )


def _person_items(
    session: Session, applicants: dict[int, Applicant], filenames: dict[int, str]
) -> list[TodoItem]:
    # Persons who need a human first: a printed, confident name is usually a quick confirm.
    persons = session.scalars(
        select(PersonAggregate)
        .where(
            PersonAggregate.applicant_id.in_(list(applicants)),
            PersonAggregate.final_status == PersonStatus.PENDING.value,
            PersonAggregate.is_self.is_(False),
        )
        .order_by(
            PersonAggregate.needs_human.desc(),
            PersonAggregate.applicant_id,
            PersonAggregate.canonical_name,
            PersonAggregate.id,
        )
    ).all()
    return [
        TodoItem(
            kind="person",
            id=person.id,
            applicant_id=person.applicant_id,
            applicant_name=applicants[person.applicant_id].name,
            title=person.canonical_name,
            roles=list(person.roles),
            needs_human=person.needs_human or person.ambiguous,
            evidence=[_source_evidence(s, filenames) for s in person.sources[:3]],
        )
        for person in persons
    ]


def item_round(session: Session, kind: str, item_id: int) -> int | None:
    """The round a conflict, flag or person belongs to (None when it does not exist)."""
    if kind == "conflict":
        conflict = session.get(Conflict, item_id)
        return conflict.round_id if conflict else None
    owner: ReviewFlag | PersonAggregate | None = (
        session.get(ReviewFlag, item_id)
        if kind == "flag"
        else session.get(PersonAggregate, item_id)
    )
    applicant = session.get(Applicant, owner.applicant_id) if owner else None
    return applicant.round_id if applicant else None
