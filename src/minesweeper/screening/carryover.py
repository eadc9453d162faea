"""People decide; re-processing must not undo what they decided.

Before an applicant's roster is rebuilt, the decisions on it are read (a person confirmed,
rejected or renamed; a flag resolved or dismissed) and re-applied to the new rows that
stand for the same person or the same finding. A person is recognised by any of their
normalized names; a flag by its type, document and surface. Merges and splits are not
replayed: the rebuilt roster shows the extractor's grouping again, and the audit trail keeps
what was decided, so a reviewer can redo them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import ExtractedPerson, PersonAggregate, ReviewFlag
from minesweeper.names import normalize_name

FlagKey = tuple[str, int | None, str]


@dataclass(frozen=True, slots=True)
class PriorPerson:
    names: frozenset[str]  # normalized canonical name and aliases
    canonical_name: str
    corrected: bool  # a person gave this name; the extractor never printed it
    final_status: str


@dataclass(frozen=True, slots=True)
class PriorFlag:
    status: str
    reason: str | None
    resolved_by: int | None
    resolved_at: datetime | None


@dataclass(frozen=True, slots=True)
class Decisions:
    persons: tuple[PriorPerson, ...]
    flags: dict[FlagKey, PriorFlag]

    def person_for(self, names: Sequence[str]) -> PriorPerson | None:
        keys = {normalize_name(n) for n in names} - {""}
        return next((p for p in self.persons if p.names & keys), None)


def flag_key(flag_type: str, document_id: int | None, surface: str | None) -> FlagKey:
    return (flag_type, document_id, normalize_name(surface or ""))


def load_decisions(session: Session, applicant_id: int) -> Decisions:
    extracted: dict[int, set[str]] = {}
    for aggregate_id, name in session.execute(
        select(ExtractedPerson.aggregate_id, ExtractedPerson.name_normalized).where(
            ExtractedPerson.applicant_id == applicant_id
        )
    ):
        if aggregate_id is not None:
            extracted.setdefault(aggregate_id, set()).add(name)
    persons = []
    for row in session.scalars(
        select(PersonAggregate).where(PersonAggregate.applicant_id == applicant_id)
    ):
        printed = extracted.get(row.id, set())
        corrected = bool(printed) and normalize_name(row.canonical_name) not in printed
        if row.final_status == "pending" and not corrected:
            continue
        names = {normalize_name(n) for n in (row.canonical_name, *row.aliases)} - {""}
        persons.append(
            PriorPerson(frozenset(names), row.canonical_name, corrected, row.final_status)
        )
    flags = {
        flag_key(f.flag_type, f.document_id, f.surface): PriorFlag(
            f.status, f.resolution_reason, f.resolved_by, f.resolved_at
        )
        for f in session.scalars(
            select(ReviewFlag).where(
                ReviewFlag.applicant_id == applicant_id, ReviewFlag.status != "open"
            )
        )
    }
    return Decisions(tuple(persons), flags)


def apply_to_person(row: PersonAggregate, decisions: Decisions) -> None:
    prior = decisions.person_for([row.canonical_name, *row.aliases])
    if prior is None or row.is_self:
        return
    row.final_status = prior.final_status
    if prior.corrected and prior.canonical_name != row.canonical_name:
        row.aliases = [*row.aliases, row.canonical_name]
        row.canonical_name = prior.canonical_name
        row.name_normalized = normalize_name(prior.canonical_name)


def apply_to_flag(row: ReviewFlag, decisions: Decisions) -> None:
    prior = decisions.flags.get(flag_key(row.flag_type, row.document_id, row.surface))
    if prior is not None:
        row.status = prior.status
        row.resolution_reason = prior.reason
        row.resolved_by = prior.resolved_by
        row.resolved_at = prior.resolved_at
