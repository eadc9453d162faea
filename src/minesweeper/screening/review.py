"""Human decisions on the roster: confirm, reject, correct, merge, split, resolve a flag.

Extraction is a draft; these are the people's corrections. Each one changes the roster and
appends an `audit_events` row saying who did what, when, and what the row was before.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from minesweeper.db.base import utcnow
from minesweeper.db.models import (
    Document,
    ExtractedPerson,
    PersonAggregate,
    ReviewFlag,
)
from minesweeper.db.vocabulary import FlagStatus, PersonStatus
from minesweeper.extractors.model import Role
from minesweeper.names.clean import normalize_name
from minesweeper.screening.audit import audit
from minesweeper.screening.errors import DecisionRejectedError
from minesweeper.screening.rounds import writable_applicant


def _round_of(session: Session, applicant_id: int) -> int | None:
    """The applicant's round, for the audit row; every decision needs an open round, and the
    matrix follows the roster people decided (a coalesced recompute is queued)."""
    from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts

    round_id = writable_applicant(session, applicant_id).round_id
    enqueue_recompute_conflicts(session, round_id)
    return round_id


_ROLE_ORDER = [role.value for role in Role]  # advisor, co-advisor, chair, members, co-authors


def relation_rank(person: PersonAggregate) -> int:
    """The closest relation a person has: an advisor before the committee before co-authors."""
    ranks = [_ROLE_ORDER.index(r) for r in person.roles if r in _ROLE_ORDER]
    return min(ranks, default=len(_ROLE_ORDER))


def roster(session: Session, applicant_id: int) -> tuple[list[PersonAggregate], list[ReviewFlag]]:
    """The applicant's people by relation (the applicant last), and the flags open first."""
    found = session.scalars(
        select(PersonAggregate)
        .where(PersonAggregate.applicant_id == applicant_id)
        .order_by(PersonAggregate.canonical_name, PersonAggregate.id)
    ).all()
    aggregates = sorted(found, key=lambda p: (p.is_self, relation_rank(p)))
    flags = session.scalars(
        select(ReviewFlag)
        .where(ReviewFlag.applicant_id == applicant_id)
        .order_by(ReviewFlag.status != FlagStatus.OPEN.value, ReviewFlag.id)
    ).all()
    return list(aggregates), list(flags)


def set_status(
    session: Session,
    actor_id: int,
    aggregate_id: int,
    status: PersonStatus,
    reason: str | None,
    batch: str | None = None,
) -> PersonAggregate:
    """Confirm or reject a person; `batch` names the bulk action it is part of."""
    person = _load(session, aggregate_id)
    before = person.final_status
    person.final_status = PersonStatus(status).value
    audit(
        session,
        actor_id,
        _round_of(session, person.applicant_id),
        f"aggregate.{'confirm' if status == PersonStatus.CONFIRMED else 'reject'}",
        person,
        {
            "before": before,
            "after": person.final_status,
            "reason": reason,
            "name": person.canonical_name,
            **({"batch": batch} if batch else {}),
        },
    )
    return person


def correct_name(
    session: Session, actor_id: int, aggregate_id: int, name: str, reason: str | None
) -> PersonAggregate:
    person = _load(session, aggregate_id)
    before = person.canonical_name
    person.canonical_name = name.strip()
    person.name_normalized = normalize_name(name)
    person.ambiguous = False  # a person said who this is: the initials' candidates are moot
    if before not in person.aliases:
        person.aliases = [*person.aliases, before]
    audit(
        session,
        actor_id,
        _round_of(session, person.applicant_id),
        "aggregate.correct",
        person,
        {"before": before, "after": person.canonical_name, "reason": reason},
    )
    return person


def merge(
    session: Session, actor_id: int, keep_id: int, other_id: int, reason: str | None
) -> PersonAggregate:
    """Fold `other` into `keep`: names, roles, sources, mentions and flags move; `other` goes."""
    keep, other = _load(session, keep_id), session.get(PersonAggregate, other_id)
    # One message for "absent" and "another applicant's": ids of other rounds reveal nothing.
    if other is None or keep.id == other.id or keep.applicant_id != other.applicant_id:
        raise DecisionRejectedError(
            "merge needs two different people of the same applicant", "merge_pair"
        )
    snapshot = _snapshot(other)
    keep.aliases = _unique(
        [*keep.aliases, other.canonical_name, *other.aliases], keep.canonical_name
    )
    keep.roles = _unique([*keep.roles, *other.roles])
    keep.sources = [*keep.sources, *other.sources]
    keep.confidence = max(keep.confidence, other.confidence)
    keep.needs_human = keep.needs_human or other.needs_human
    keep.affiliation = keep.affiliation or other.affiliation
    # A person said these mentions are one person: that settles an ambiguity, never adds one.
    keep.ambiguous = False
    session.execute(
        update(ExtractedPerson)
        .where(ExtractedPerson.aggregate_id == other.id)
        .values(aggregate_id=keep.id)
    )
    session.execute(
        update(ReviewFlag).where(ReviewFlag.person_id == other.id).values(person_id=keep.id)
    )
    session.delete(other)
    audit(
        session,
        actor_id,
        _round_of(session, keep.applicant_id),
        "aggregate.merge",
        keep,
        {"merged": snapshot, "reason": reason},
    )
    session.flush()
    return keep


def split(
    session: Session,
    actor_id: int,
    aggregate_id: int,
    indexes: list[int],
    name: str,
    reason: str | None,
) -> tuple[PersonAggregate, PersonAggregate]:
    """Move the chosen sources of one person to a new person called `name`."""
    person = _load(session, aggregate_id)
    chosen = sorted(set(indexes))
    if not chosen or chosen[0] < 0 or chosen[-1] >= len(person.sources):
        raise DecisionRejectedError(
            f"source positions must be between 0 and {len(person.sources) - 1}", "split_range"
        )
    if len(chosen) == len(person.sources):
        raise DecisionRejectedError(
            "a split must leave at least one source with the original person", "split_all"
        )
    moved = [person.sources[i] for i in chosen]
    person.sources = [s for i, s in enumerate(person.sources) if i not in chosen]
    created = PersonAggregate(
        applicant_id=person.applicant_id,
        canonical_name=name.strip(),
        name_normalized=normalize_name(name),
        aliases=[],
        roles=_unique([str(s["role"]) for s in moved if s.get("role")]) or list(person.roles),
        sources=moved,
        affiliation=person.affiliation,
        confidence=person.confidence,
        needs_human=True,
        final_status=PersonStatus.PENDING.value,
    )
    session.add(created)
    session.flush()
    audit(
        session,
        actor_id,
        _round_of(session, person.applicant_id),
        "aggregate.split",
        person,
        {
            "created_id": created.id,
            "name": created.canonical_name,
            "moved": moved,
            "reason": reason,
        },
    )
    return person, created


def resolve_flag(
    session: Session,
    actor_id: int,
    flag_id: int,
    status: str,
    reason: str,
    batch: str | None = None,
) -> ReviewFlag:
    """Resolve or dismiss a flag; `batch` names the bulk action it is part of."""
    flag = session.get(ReviewFlag, flag_id)
    if flag is None:
        raise DecisionRejectedError(f"no flag with id {flag_id}", "missing")
    before = flag.status
    flag.status = status
    flag.resolution_reason = reason
    flag.resolved_by = actor_id
    flag.resolved_at = utcnow()
    audit(
        session,
        actor_id,
        _round_of(session, flag.applicant_id),
        f"flag.{status}",
        flag,
        {
            "before": before,
            "after": status,
            "reason": reason,
            "flag_type": flag.flag_type,
            **({"batch": batch} if batch else {}),
        },
    )
    return flag


def _load(session: Session, aggregate_id: int) -> PersonAggregate:
    person = session.get(PersonAggregate, aggregate_id)
    if person is None:
        raise DecisionRejectedError(f"no person with id {aggregate_id}", "missing")
    return person


def _unique(values: list[str], *exclude: str) -> list[str]:
    seen: list[str] = []
    for value in values:
        if value not in seen and value not in exclude:
            seen.append(value)
    return seen


def _snapshot(person: PersonAggregate) -> dict[str, Any]:
    return {
        "id": person.id,
        "canonical_name": person.canonical_name,
        "aliases": person.aliases,
        "roles": person.roles,
        "sources": person.sources,
    }


def flag_pages(
    flags: list[ReviewFlag], aggregates: list[PersonAggregate]
) -> dict[int, tuple[int, int]]:
    """Where each flag's evidence is: its own document and page, else its person's first source."""
    people = {a.id: a for a in aggregates}
    where: dict[int, tuple[int, int]] = {}
    for flag in flags:
        if flag.document_id:  # a document-level flag without a page points at the first one
            where[flag.id] = (flag.document_id, flag.page or 1)
            continue
        person = people.get(flag.person_id or 0)
        for source in person.sources if person else []:
            if source.get("document_id") and source.get("page"):
                where[flag.id] = (int(source["document_id"]), int(source["page"]))
                break
    return where


def undo_status(session: Session, actor_id: int, aggregate_id: int) -> PersonAggregate:
    """Take back a confirm or reject: the person is pending again."""
    person = _load(session, aggregate_id)
    before = person.final_status
    person.final_status = "pending"
    audit(
        session,
        actor_id,
        _round_of(session, person.applicant_id),
        "aggregate.undo",
        person,
        {"before": before, "after": "pending", "name": person.canonical_name},
    )
    return person


def reopen_flag(session: Session, actor_id: int, flag_id: int) -> ReviewFlag:
    """Take back a resolution or dismissal: the flag is open again."""
    flag = session.get(ReviewFlag, flag_id)
    if flag is None:
        raise DecisionRejectedError(f"no flag with id {flag_id}", "missing")
    before, reason = flag.status, flag.resolution_reason
    flag.status = "open"
    flag.resolution_reason = None
    flag.resolved_by = None
    flag.resolved_at = None
    audit(
        session,
        actor_id,
        _round_of(session, flag.applicant_id),
        "flag.reopen",
        flag,
        {"before": before, "after": "open", "reason": reason, "flag_type": flag.flag_type},
    )
    return flag


HUMAN = "human"  # the source kind of a person added by hand


def add_person(
    session: Session,
    actor_id: int,
    applicant_id: int,
    name: str,
    role: str,
    document_id: int,
    page: int,
    quote: str | None,
) -> PersonAggregate:
    """A related person the machine missed, added by hand with the page that proves it."""
    if not name.strip():
        raise DecisionRejectedError("the person needs a name", "needs_name")
    if role not in {r.value for r in Role}:
        raise DecisionRejectedError(f"unknown role {role!r}", "missing")
    document = session.get(Document, document_id)
    if document is None or document.applicant_id != applicant_id:
        raise DecisionRejectedError("the evidence must be a document of this applicant", "missing")
    if page < 1 or (document.page_count is not None and page > document.page_count):
        raise DecisionRejectedError(f"{document.filename} has no page {page}", "missing")
    source = {
        "document_id": document.id,
        "page": page,
        "quote": (quote or "").strip() or None,
        "source_kind": HUMAN,
        "role": role,
    }
    person = PersonAggregate(
        applicant_id=applicant_id,
        canonical_name=name.strip(),
        name_normalized=normalize_name(name),
        aliases=[],
        roles=[role],
        sources=[source],
        confidence=1.0,
        final_status="confirmed",
    )
    session.add(person)
    session.flush()
    audit(
        session,
        actor_id,
        _round_of(session, applicant_id),
        "aggregate.add",
        person,
        {"name": person.canonical_name, "role": role, "source": source},
    )
    return person
