"""Plain values of the conflict matrix: inputs (reviewers, rosters), policy, and candidates.

Everything here is a frozen dataclass so `compute_conflicts` stays a pure function that the
evaluation command can call without a database.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from minesweeper.extractors.text.cv.careers import CareerEntry


class Relation(StrEnum):
    """Why a reviewer may not judge an applicant. Direction-free."""

    ADVISOR = "advisor"  # advisor or co-advisor
    COMMITTEE = "thesis_committee"  # committee chair or member
    COAUTHOR_SUBMITTED = "coauthor_submitted"  # co-author of work the applicant submitted
    COAUTHOR = "coauthor"  # any other co-authorship (Scholar profile, CV, thesis)
    SAME_INSTITUTION = "same_institution"
    SAME_WORKPLACE = "same_workplace"  # same department of one workplace at overlapping times
    ALUMNI_OVERLAP = "alumni_overlap"  # same department and programme, overlapping enrolment
    JOINT_PROJECT = "joint_project"  # a research project both took part in
    DECLARED = "declared"  # declared by the reviewer or the applicant: always certain
    MENTIONED = "mentioned"  # the reviewer's name is on a page; no extracted relation explains it


class DeclaredRelation(StrEnum):
    """What a declaration says the relation is."""

    FAMILY = "family"
    FORMER_FAMILY = "former_family"
    PERSONAL = "personal"
    BUSINESS = "business"
    ADVISOR = "advisor"
    COAUTHOR = "coauthor"
    OTHER = "other"


class DeclarationSide(StrEnum):
    REVIEWER = "reviewer"  # the reviewer declares a relation with the applicant
    APPLICANT = "applicant"  # the applicant asks that this reviewer be avoided


@dataclass(frozen=True, slots=True)
class Declaration:
    """A declared relation between one reviewer and one applicant, with its note."""

    reviewer_id: str
    applicant_id: str
    relation: DeclaredRelation
    side: DeclarationSide = DeclarationSide.REVIEWER
    note: str = ""
    id: int | None = None


class Action(StrEnum):
    BLOCK = "block"  # the reviewer must not judge this applicant
    REVIEW = "review"  # the committee must look and decide
    IGNORE = "ignore"  # the relation is not a conflict in this round


class Window(StrEnum):
    """How a relation's time window treats one piece of evidence."""

    UNDATED = "undated"  # no year on the document: it counts, and says so
    IN_WINDOW = "in_window"  # dated, recent enough (or the relation counts for life)
    OUTSIDE = "outside_window"  # dated, older than the window: shown, not counted


class ConflictLevel(StrEnum):
    CERTAIN = "certain"
    LIKELY = "likely"
    POSSIBLE = "possible"

    @property
    def rank(self) -> int:
        return _LEVEL_RANK[self]


_LEVEL_RANK = {ConflictLevel.POSSIBLE: 1, ConflictLevel.LIKELY: 2, ConflictLevel.CERTAIN: 3}


@dataclass(frozen=True, slots=True)
class RelationPolicy:
    """What a relation means in one round: for how long it counts and what it triggers."""

    relation: Relation
    action: Action
    window_years: int | None  # None: for life; else only evidence this recent counts


@dataclass(frozen=True, slots=True)
class ReviewerInput:
    id: str
    name: str
    name_en: str | None = None
    affiliation: str | None = None
    email: str | None = None
    # Persons the reviewer's own documents name (co-authors, advisees, committees): matched
    # against each applicant's names, the other direction of the same relations.
    persons: tuple[RosterPerson, ...] = ()
    careers: tuple[CareerSource, ...] = ()  # dated career lines of the reviewer's CVs

    @property
    def name_forms(self) -> tuple[str, ...]:
        forms = [f.strip() for f in (self.name, self.name_en or "") if f and f.strip()]
        return tuple(dict.fromkeys(forms))


@dataclass(frozen=True, slots=True)
class CareerSource:
    """A dated career line of a CV and the document it is printed in."""

    document: str
    entry: CareerEntry


@dataclass(frozen=True, slots=True)
class RosterSource:
    """One piece of evidence for a related person: a role seen on a page of a document."""

    document: str  # a stable document reference (id or path)
    role: str
    page: int | None = None
    source_kind: str = "printed"
    quote: str | None = None
    category: str | None = None  # upload folder or detected type: thesis, paper, ...
    year: int | None = None  # when the document dates the relation


@dataclass(frozen=True, slots=True)
class RosterPerson:
    """One merged person of an applicant (an aggregate), as the matcher needs it."""

    key: str  # identity that survives re-extraction (normalized canonical name)
    name: str
    aliases: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    sources: tuple[RosterSource, ...] = ()
    aggregate_id: int | None = None
    is_self: bool = False
    rejected: bool = False
    ambiguous: bool = False
    affiliation: str | None = None  # where the documents place the person, when they do

    @property
    def name_forms(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f for f in (self.name, *self.aliases) if f.strip()))


@dataclass(frozen=True, slots=True)
class ApplicantRoster:
    id: str
    name: str
    persons: tuple[RosterPerson, ...] = ()
    name_en: str | None = None
    affiliation: str | None = None  # current affiliation, for the same-institution relation
    careers: tuple[CareerSource, ...] = ()  # dated career lines of the applicant's CVs


@dataclass(frozen=True, slots=True)
class Evidence:
    """Why a candidate exists: which strings matched, how, and where it is written."""

    relation: Relation
    reviewer_form: str
    matched_form: str
    match_level: str  # a names.MatchLevel value, or "institution"
    role: str | None = None
    document: str | None = None
    page: int | None = None
    source_kind: str | None = None
    quote: str | None = None
    year: int | None = None  # the year the document dates the relation
    # A Window value: how the round's window treats this evidence; None where no window
    # applies (a shared institution, a declaration).
    window: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "year": self.year,
            "window": self.window,
            "relation": self.relation.value,
            "reviewer_form": self.reviewer_form,
            "matched_form": self.matched_form,
            "match_level": self.match_level,
            "role": self.role,
            "document": self.document,
            "page": self.page,
            "source_kind": self.source_kind,
            "quote": self.quote,
        }


INSTITUTION_SUBJECT = "institution"  # subject key of a same-institution candidate
REVIEWER_SIDE_SUBJECT = "reviewer_side:"  # subject key prefix of a reviewer-document match
CAREER_SUBJECT = "career:"  # subject key prefix of a shared-career candidate
DECLARED_SUBJECT = "declared"  # subject key prefix of a declared relation


@dataclass(frozen=True, slots=True)
class ConflictCandidate:
    """One reason a reviewer may conflict with an applicant (one related person, or the
    shared institution). A matrix cell holds every candidate of its pair."""

    reviewer_id: str
    applicant_id: str
    subject_key: str
    subject_name: str
    level: ConflictLevel
    action: Action
    name_match: str  # best names.MatchLevel value, or "institution"
    relations: tuple[Relation, ...]
    roles: tuple[str, ...] = ()
    evidence: tuple[Evidence, ...] = ()
    aggregate_id: int | None = None
    subject_aliases: tuple[str, ...] = field(default=())

    def evidence_json(self) -> list[dict[str, Any]]:
        return [e.to_json() for e in self.evidence]
