"""Read a round's reviewers and applicant rosters from the database as matcher inputs."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document, PersonAggregate, Reviewer
from minesweeper.db.models_conflicts import (
    ConflictDeclaration,
    ConflictPolicy,
    ReviewerDocument,
    ReviewerPerson,
)
from minesweeper.db.vocabulary import PersonStatus
from minesweeper.screening.conflicts.careers import careers_from_rows
from minesweeper.screening.conflicts.model import (
    ApplicantRoster,
    Declaration,
    DeclarationSide,
    DeclaredRelation,
    RelationPolicy,
    ReviewerInput,
    RosterPerson,
    RosterSource,
)
from minesweeper.screening.conflicts.policy import parse_policy
from minesweeper.screening.institutions import RAW_KEY, institution_label, institutions_in

REJECTED_STATUS = (
    PersonStatus.REJECTED.value
)  # an aggregate the committee ruled out is never matched


def reviewer_input(reviewer: Reviewer, persons: Sequence[RosterPerson] = ()) -> ReviewerInput:
    return ReviewerInput(
        id=str(reviewer.id),
        name=reviewer.name,
        name_en=reviewer.name_en,
        affiliation=reviewer.affiliation,
        email=reviewer.email,
        persons=tuple(persons),
    )


def reviewer_document_ref(document_id: int) -> str:
    """How evidence names a reviewer's document (applicant documents are plain ids)."""
    return f"reviewer_document:{document_id}"


def _reviewer_persons(rows: Sequence[ReviewerPerson]) -> list[RosterPerson]:
    """One person per normalized name, every mention of it a source."""
    grouped: dict[str, list[ReviewerPerson]] = {}
    for row in rows:
        grouped.setdefault(row.name_normalized or row.name_raw, []).append(row)
    persons: list[RosterPerson] = []
    for key, mentions in grouped.items():
        names = tuple(dict.fromkeys(m.name_raw for m in mentions))
        persons.append(
            RosterPerson(
                key=key,
                name=names[0],
                aliases=names[1:],
                roles=tuple(sorted({m.role for m in mentions})),
                sources=tuple(
                    RosterSource(
                        document=reviewer_document_ref(m.document_id),
                        role=m.role,
                        page=m.page,
                        source_kind=m.source_kind,
                        quote=m.quote,
                        category="reviewer_cv",
                        year=m.year,
                    )
                    for m in mentions
                ),
            )
        )
    return persons


def load_reviewers(session: Session, round_id: int) -> list[ReviewerInput]:
    rows = list(
        session.scalars(select(Reviewer).where(Reviewer.round_id == round_id).order_by(Reviewer.id))
    )
    mentions: dict[int, list[ReviewerPerson]] = {r.id: [] for r in rows}
    for person in session.scalars(
        select(ReviewerPerson)
        .join(ReviewerDocument, ReviewerDocument.id == ReviewerPerson.document_id)
        .where(ReviewerPerson.reviewer_id.in_(list(mentions)))
        .order_by(ReviewerPerson.id)
    ):
        mentions[person.reviewer_id].append(person)
    careers: dict[int, list[tuple[str, object]]] = {r.id: [] for r in rows}
    for document in session.scalars(
        select(ReviewerDocument)
        .where(ReviewerDocument.reviewer_id.in_(list(careers)))
        .order_by(ReviewerDocument.id)
    ):
        careers[document.reviewer_id].append((reviewer_document_ref(document.id), document.careers))
    return [
        dataclasses.replace(
            reviewer_input(r, _reviewer_persons(mentions[r.id])),
            careers=careers_from_rows(careers[r.id]),
        )
        for r in rows
    ]


def load_policy(session: Session, round_id: int) -> list[RelationPolicy]:
    rows = session.scalars(select(ConflictPolicy).where(ConflictPolicy.round_id == round_id))
    return [parse_policy(r.relation, r.action, r.window_years) for r in rows]


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _source(raw: Mapping[str, Any], categories: Mapping[int, str]) -> RosterSource | None:
    role = raw.get("role")
    if not isinstance(role, str):
        return None
    document_id = _int_or_none(raw.get("document_id"))
    quote = raw.get("quote")
    return RosterSource(
        document=str(document_id) if document_id is not None else str(raw.get("document", "")),
        role=role,
        page=_int_or_none(raw.get("page")),
        source_kind=str(raw.get("source_kind") or "printed"),
        quote=quote if isinstance(quote, str) else None,
        category=categories.get(document_id) if document_id is not None else None,
        year=_int_or_none(raw.get("year")),
    )


def _category(document: Document) -> str:
    # The detected type wins over the upload folder: a paper uploaded under "other" is
    # still the applicant's submitted work.
    return document.doc_type or document.folder_category


def _person(aggregate: PersonAggregate, key: str, categories: Mapping[int, str]) -> RosterPerson:
    sources = tuple(
        s for s in (_source(raw, categories) for raw in aggregate.sources or []) if s is not None
    )
    return RosterPerson(
        key=key,
        name=aggregate.canonical_name,
        aliases=tuple(aggregate.aliases or ()),
        roles=tuple(aggregate.roles or ()),
        sources=sources,
        aggregate_id=aggregate.id,
        is_self=aggregate.is_self,
        rejected=aggregate.final_status == REJECTED_STATUS,
        ambiguous=aggregate.ambiguous,
        affiliation=aggregate.affiliation,
    )


def _institution_quoted(person: RosterPerson) -> str | None:
    """The first known institution a quote of the person's names."""
    for source in person.sources:
        known = sorted(k for k in institutions_in(source.quote) if not k.startswith(RAW_KEY))
        if known:
            return institution_label(known[0])
    return None


def load_rosters(
    session: Session, round_id: int, applicant_ids: Sequence[int] | None = None
) -> list[ApplicantRoster]:
    query = select(Applicant).where(Applicant.round_id == round_id).order_by(Applicant.id)
    if applicant_ids is not None:
        query = query.where(Applicant.id.in_(applicant_ids))
    applicants = list(session.scalars(query))
    ids = [a.id for a in applicants]
    documents = list(session.scalars(select(Document).where(Document.applicant_id.in_(ids))))
    categories = {d.id: _category(d) for d in documents}
    careers: dict[int, list[tuple[str, object]]] = {i: [] for i in ids}
    for d in sorted(documents, key=lambda d: d.id):
        careers[d.applicant_id].append((str(d.id), d.careers))
    aggregates: dict[int, list[PersonAggregate]] = {i: [] for i in ids}
    for agg in session.scalars(
        select(PersonAggregate)
        .where(PersonAggregate.applicant_id.in_(ids))
        .order_by(PersonAggregate.id)
    ):
        aggregates[agg.applicant_id].append(agg)
    rosters: list[ApplicantRoster] = []
    for applicant in applicants:
        persons: list[RosterPerson] = []
        seen: set[str] = set()
        affiliation: str | None = None
        for agg in aggregates[applicant.id]:
            key = agg.name_normalized or str(agg.id)
            if key in seen:  # two aggregates with one name: keep both, keys must stay unique
                key = f"{key}#{agg.id}"
            seen.add(key)
            person = _person(agg, key, categories)
            if agg.is_self and affiliation is None:
                # The applicant's own, as the documents state it: a byline's note, or the
                # institution their own byline block names ("Hana Lee / Sogang University").
                affiliation = agg.affiliation or _institution_quoted(person)
            persons.append(person)
        rosters.append(
            ApplicantRoster(
                id=str(applicant.id),
                name=applicant.name,
                name_en=applicant.name_en,
                affiliation=getattr(applicant, "affiliation", None) or affiliation,
                persons=tuple(persons),
                careers=careers_from_rows(careers[applicant.id]),
            )
        )
    return rosters


def round_declarations(session: Session, round_id: int) -> list[ConflictDeclaration]:
    return list(
        session.scalars(
            select(ConflictDeclaration)
            .where(ConflictDeclaration.round_id == round_id)
            .order_by(ConflictDeclaration.id)
        )
    )


def load_declarations(session: Session, round_id: int) -> list[Declaration]:
    """The round's declarations as matcher inputs."""
    return [
        Declaration(
            reviewer_id=str(r.reviewer_id),
            applicant_id=str(r.applicant_id),
            relation=DeclaredRelation(r.relation),
            side=DeclarationSide(r.side),
            note=r.note,
            id=r.id,
        )
        for r in round_declarations(session, round_id)
    ]
