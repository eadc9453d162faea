"""Bulk decisions with one reason, each item audited on its own, undone as one batch.

Four kinds, each the obvious case a committee settles in one go:
- `dismiss_same_institution`: every undecided candidate of the round whose only relation is a
  shared institution (a candidate that is also an advisor or co-author is left alone);
- `confirm_certain`: every undecided candidate of the round at level `certain` (an exact name
  in a relation the policy blocks, or a declared relation): confirmed;
- `confirm_printed`: every pending person of one applicant (or, without an applicant, of the
  whole round) read from print with confidence at or above the review threshold, neither
  ambiguous nor needing a human, or needing one only for the seal, signature or handwriting
  beside the printed name once those flags are decided (a person looked at the mark, so
  the seal flags of a page and then its persons take two bulk actions, not one per person);
- `resolve_flags`: every open flag of one kind on one document.

Every item goes through the same function as a single decision, so it writes the same audit
event, marked with the batch id; `undo_batch` takes back the items whose state is still the
one the batch left (a later decision by someone is never overwritten).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.aggregate import HUMAN_REVIEW_CONFIDENCE, mention_needs_human
from minesweeper.db.models import Applicant, AuditEvent, Document, PersonAggregate, ReviewFlag
from minesweeper.db.models_conflicts import Conflict
from minesweeper.db.vocabulary import FlagStatus, PersonStatus
from minesweeper.extractors.model import FlagType, SourceKind
from minesweeper.screening import review
from minesweeper.screening.conflicts import decisions
from minesweeper.screening.conflicts.model import ConflictLevel, Relation
from minesweeper.screening.errors import DecisionRejectedError
from minesweeper.screening.rounds import writable_round
from minesweeper.screening.todo import round_todo

BATCH_PATTERN = r"^[0-9a-f]{32}$"  # a batch id: uuid4 hex


class BulkKind(StrEnum):
    DISMISS_SAME_INSTITUTION = "dismiss_same_institution"
    CONFIRM_CERTAIN = "confirm_certain"
    CONFIRM_PRINTED = "confirm_printed"
    RESOLVE_FLAGS = "resolve_flags"


@dataclass(frozen=True, slots=True)
class BulkScope:
    """What a bulk action applies to; which fields it needs depends on its kind."""

    kind: BulkKind
    applicant_id: int | None = None  # confirm_printed; None: every applicant of the round
    document_id: int | None = None  # resolve_flags
    flag_type: str | None = None  # resolve_flags


@dataclass(frozen=True, slots=True)
class BulkResult:
    batch: str
    kind: str
    keys: list[str]  # the items decided, as to-do keys ("conflict-12")

    @property
    def count(self) -> int:
        return len(self.keys)


def bulk_targets(session: Session, round_id: int, scope: BulkScope) -> list[str]:
    """The to-do keys a bulk action would decide now (what its confirmation names)."""
    _check_scope(session, round_id, scope)
    todo = round_todo(session, round_id)
    if scope.kind == BulkKind.DISMISS_SAME_INSTITUTION:
        only = [Relation.SAME_INSTITUTION.value]
        return [i.key for i in todo.items if i.kind == "conflict" and i.relations == only]
    if scope.kind == BulkKind.CONFIRM_CERTAIN:
        certain = ConflictLevel.CERTAIN.value
        return [i.key for i in todo.items if i.kind == "conflict" and i.level == certain]
    if scope.kind == BulkKind.CONFIRM_PRINTED:
        pending = [
            i.id
            for i in todo.items
            if i.kind == "person" and scope.applicant_id in (None, i.applicant_id)
        ]
        people = session.scalars(
            select(PersonAggregate)
            .where(PersonAggregate.id.in_(pending))
            .order_by(PersonAggregate.id)
        ).all()
        checked = _marks_checked(session, [p.id for p in people])
        return [f"person-{p.id}" for p in people if _printed_and_sure(p, p.id in checked)]
    flags = session.scalars(
        select(ReviewFlag)
        .where(
            ReviewFlag.document_id == scope.document_id,
            ReviewFlag.flag_type == scope.flag_type,
            ReviewFlag.status == FlagStatus.OPEN.value,
        )
        .order_by(ReviewFlag.id)
    )
    return [f"flag-{f.id}" for f in flags]


# The flags a mark beside a printed name raises: a person looks at the page to decide them.
_MARK_FLAGS = frozenset({FlagType.SEAL.value, FlagType.SIGNATURE.value, FlagType.HANDWRITING.value})


def _marks_checked(session: Session, person_ids: list[int]) -> set[int]:
    """The persons with a seal, signature or handwriting flag, every one of them decided (a
    person looked at the mark), and no flag of any kind still open."""
    flags = session.execute(
        select(ReviewFlag.person_id, ReviewFlag.flag_type, ReviewFlag.status).where(
            ReviewFlag.person_id.in_(person_ids)
        )
    ).all()
    marked = {person for person, kind, _ in flags if kind in _MARK_FLAGS}
    still_open = {person for person, _, status in flags if status == FlagStatus.OPEN.value}
    return {person for person in marked - still_open if person is not None}


def _printed_and_sure(person: PersonAggregate, marks_checked: bool) -> bool:
    """Read from print with confidence at or above the review threshold, not ambiguous, and
    needing no human, or needing one only for a mark beside the name (a seal, a signature)
    that a person has since looked at (`marks_checked`)."""
    printed = [s for s in person.sources if s.get("source_kind") == SourceKind.PRINTED.value]
    if person.ambiguous or not printed:
        return False
    if not person.needs_human:
        return len(printed) == len(person.sources) and (
            person.confidence >= HUMAN_REVIEW_CONFIDENCE
        )
    return marks_checked and not any(
        mention_needs_human(s["source_kind"], float(s.get("confidence", 0.0))) for s in printed
    )


def _check_scope(session: Session, round_id: int, scope: BulkScope) -> None:
    """The applicant or document named must belong to the round (else: nothing to do here)."""
    if scope.kind == BulkKind.CONFIRM_PRINTED and scope.applicant_id is not None:
        applicant = session.get(Applicant, scope.applicant_id)
        if applicant is None or applicant.round_id != round_id:
            raise DecisionRejectedError("choose an applicant of this round", "missing")
    elif scope.kind == BulkKind.RESOLVE_FLAGS:
        document = session.get(Document, scope.document_id or 0)
        owner = session.get(Applicant, document.applicant_id) if document else None
        if owner is None or owner.round_id != round_id or not scope.flag_type:
            raise DecisionRejectedError(
                "choose a document of this round and a flag kind", "missing"
            )


@dataclass(frozen=True, slots=True)
class BulkOffer:
    """A bulk action that would decide something now, with what it names and how many."""

    scope: BulkScope
    count: int
    applicant_name: str | None = None
    filename: str | None = None


MIN_FLAGS_FOR_BULK = 2  # one flag is decided where it is shown


def bulk_offers(session: Session, round_id: int) -> list[BulkOffer]:
    """Every bulk action of the round that has something to decide, for the to-do page."""
    todo = round_todo(session, round_id)
    offers: list[BulkOffer] = []
    for kind in (BulkKind.CONFIRM_CERTAIN, BulkKind.DISMISS_SAME_INSTITUTION):
        scope = BulkScope(kind)
        if count := len(bulk_targets(session, round_id, scope)):
            offers.append(BulkOffer(scope, count))
    # The flags of a document before the persons: a seal looked at lets its person be
    # confirmed with the others read from print.
    groups: set[tuple[int, str]] = set()
    filenames: dict[int, str | None] = {}
    for item in todo.items:
        evidence = item.evidence[0] if item.evidence else None
        if item.kind == "flag" and item.flag_type and evidence and evidence.document_id:
            groups.add((evidence.document_id, item.flag_type))
            filenames[evidence.document_id] = evidence.filename
    for document_id, flag_type in sorted(groups):
        scope = BulkScope(BulkKind.RESOLVE_FLAGS, document_id=document_id, flag_type=flag_type)
        if (count := len(bulk_targets(session, round_id, scope))) >= MIN_FLAGS_FOR_BULK:
            offers.append(BulkOffer(scope, count, filename=filenames[document_id]))
    names = {i.applicant_id: i.applicant_name for i in todo.items}
    per_applicant: list[BulkOffer] = []
    for applicant_id in sorted({i.applicant_id for i in todo.items if i.kind == "person"}):
        scope = BulkScope(BulkKind.CONFIRM_PRINTED, applicant_id=applicant_id)
        if count := len(bulk_targets(session, round_id, scope)):
            per_applicant.append(BulkOffer(scope, count, applicant_name=names[applicant_id]))
    if len(per_applicant) > 1:  # the whole round at once, before each applicant's own
        everyone = sum(o.count for o in per_applicant)
        offers.append(BulkOffer(BulkScope(BulkKind.CONFIRM_PRINTED), everyone))
    offers.extend(per_applicant)
    return offers


def apply_bulk(
    session: Session, round_id: int, actor_id: int, scope: BulkScope, reason: str
) -> BulkResult:
    """Decide every target with `reason`: one audit event per item, all in one transaction."""
    writable_round(session, round_id)
    reason = reason.strip()
    if not reason:
        raise DecisionRejectedError("a bulk decision needs a reason", "needs_reason")
    keys = bulk_targets(session, round_id, scope)
    batch = uuid.uuid4().hex
    for key in keys:
        kind, _, ident = key.partition("-")
        item_id = int(ident)
        if kind == "conflict":
            decision = "confirmed" if scope.kind == BulkKind.CONFIRM_CERTAIN else "dismissed"
            decisions.decide(session, item_id, decision, reason, actor_id, batch=batch)
        elif kind == "person":
            review.set_status(
                session, actor_id, item_id, PersonStatus.CONFIRMED, reason, batch=batch
            )
        else:
            review.resolve_flag(
                session, actor_id, item_id, FlagStatus.RESOLVED.value, reason, batch=batch
            )
    session.flush()
    return BulkResult(batch, scope.kind.value, keys)


_CONFLICT_ACTIONS = ("conflict.dismissed", "conflict.confirmed")
_BATCH_ACTIONS = (*_CONFLICT_ACTIONS, "aggregate.confirm", f"flag.{FlagStatus.RESOLVED.value}")


def undo_batch(session: Session, round_id: int, actor_id: int, batch: str) -> int:
    """Take back what a bulk action decided and nobody has changed since; how many."""
    writable_round(session, round_id)
    events = [
        e
        for e in session.scalars(
            select(AuditEvent)
            .where(AuditEvent.round_id == round_id, AuditEvent.action.in_(_BATCH_ACTIONS))
            .order_by(AuditEvent.id.desc())
        )
        if (e.details or {}).get("batch") == batch
    ]
    undone = 0
    for event in events:
        if not _still_as_left(session, event):
            continue  # decided again since: that later decision stands
        if event.action in _CONFLICT_ACTIONS:
            undone += _undo_conflict(session, actor_id, event.details)
        elif event.action == "aggregate.confirm":
            review.undo_status(session, actor_id, int(event.entity_id or 0))
            undone += 1
        else:
            review.reopen_flag(session, actor_id, int(event.entity_id or 0))
            undone += 1
    session.flush()
    return undone


def _still_as_left(session: Session, event: AuditEvent) -> bool:
    """Whether the batch's event is still the last word on its row."""
    latest = session.scalars(
        select(AuditEvent.id)
        .where(
            AuditEvent.entity_type == event.entity_type,
            AuditEvent.entity_id == event.entity_id,
        )
        .order_by(AuditEvent.id.desc())
        .limit(1)
    ).first()
    return latest == event.id


def _undo_conflict(session: Session, actor_id: int, details: dict[str, object]) -> int:
    conflict = session.scalars(
        select(Conflict).where(
            Conflict.reviewer_id == details.get("reviewer_id"),
            Conflict.applicant_id == details.get("applicant_id"),
            Conflict.subject_key == details.get("subject_key"),
        )
    ).one_or_none()
    if conflict is None:
        return 0  # the candidate is gone since (recomputed away): nothing left to reopen
    decisions.undo(session, conflict.id, actor_id)
    return 1
