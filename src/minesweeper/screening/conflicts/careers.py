"""Shared careers between a reviewer and an applicant, from the career lines of their CVs.

- `same_workplace`: employment in the same department of the same workplace, overlapping;
- `alumni_overlap`: education in the same department and programme, overlapping years;
- `joint_project`: a research project both CVs list (same title), or one CV lists the
  other person among the project's people.

Each shared period is dated by its last year (an ongoing one by the reference year), so the
round's window for the relation applies like any other dated evidence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from minesweeper.extractors.text.cv.careers import (
    CareerEntry,
    CareerKind,
    career_entries,
    entry_from_json,
    entry_to_json,
)
from minesweeper.ingest.categories import DocType
from minesweeper.pipeline import DocumentOutcome
from minesweeper.screening.conflicts.model import (
    CAREER_SUBJECT,
    Action,
    ApplicantRoster,
    CareerSource,
    ConflictCandidate,
    ConflictLevel,
    Evidence,
    Relation,
    RelationPolicy,
    ReviewerInput,
    Window,
)
from minesweeper.screening.conflicts.policy import in_window
from minesweeper.screening.institutions import same_institution

NameMatcher = Callable[[str, str], str]
_STRONG = frozenset({"exact", "variant", "cross_script"})
_KIND_RELATION: Mapping[CareerKind, Relation] = {
    CareerKind.EMPLOYMENT: Relation.SAME_WORKPLACE,
    CareerKind.EDUCATION: Relation.ALUMNI_OVERLAP,
    CareerKind.PROJECT: Relation.JOINT_PROJECT,
}


def _key(text: str | None) -> str:
    """Department or title text compared without case, spacing or punctuation."""
    if not text:
        return ""
    text = re.sub(r"\bdept\b\.?", "department", text.lower())
    return re.sub(r"[\W_]+", "", text)


def _period(entry: CareerEntry, reference_year: int) -> tuple[int, int] | None:
    if entry.start is None:
        return None
    end = entry.end if entry.end is not None else reference_year
    return (min(entry.start, end), max(entry.start, end))


def shared_period(a: CareerEntry, b: CareerEntry, reference_year: int) -> tuple[int, int] | None:
    """The years both entries cover, or None when they do not overlap."""
    pa, pb = _period(a, reference_year), _period(b, reference_year)
    if pa is None or pb is None:
        return None
    start, end = max(pa[0], pb[0]), min(pa[1], pb[1])
    return (start, end) if start <= end else None


def _same_place(a: CareerEntry, b: CareerEntry) -> bool:
    return (
        same_institution(a.organization, b.organization) is not None
        and bool(_key(a.department))
        and _key(a.department) == _key(b.department)
    )


def _names_one(people: Sequence[str], forms: Sequence[str], matcher: NameMatcher) -> bool:
    return any(matcher(p, f) in _STRONG for p in people for f in forms)


def _project_shared(
    r: CareerEntry,
    a: CareerEntry,
    reviewer_forms: Sequence[str],
    applicant_forms: Sequence[str],
    matcher: NameMatcher,
) -> bool:
    if _key(r.title) and _key(r.title) == _key(a.title):
        return True
    return _names_one(r.people, applicant_forms, matcher) or _names_one(
        a.people, reviewer_forms, matcher
    )


def _lone_project(r: CareerSource, forms: Sequence[str], matcher: NameMatcher) -> bool:
    return r.entry.kind is CareerKind.PROJECT and _names_one(r.entry.people, forms, matcher)


def _pairs(
    reviewer: ReviewerInput,
    applicant: ApplicantRoster,
    reference_year: int,
    matcher: NameMatcher,
) -> list[tuple[Relation, CareerSource, CareerSource | None, tuple[int, int] | None]]:
    found: list[tuple[Relation, CareerSource, CareerSource | None, tuple[int, int] | None]] = []
    applicant_forms = tuple(f for f in (applicant.name, applicant.name_en or "") if f)
    reviewer_forms = reviewer.name_forms
    matched: set[int] = set()
    for r in reviewer.careers:
        for a in applicant.careers:
            if r.entry.kind is not a.entry.kind:
                continue
            kind = r.entry.kind
            period = shared_period(r.entry, a.entry, reference_year)
            if kind is CareerKind.PROJECT:
                if not _project_shared(r.entry, a.entry, reviewer_forms, applicant_forms, matcher):
                    continue
                period = period or _period(r.entry, reference_year)
            elif (
                period is None
                or not _same_place(r.entry, a.entry)
                or (
                    kind is CareerKind.EDUCATION
                    and (r.entry.programme is None or r.entry.programme != a.entry.programme)
                )
            ):
                continue
            found.append((_KIND_RELATION[kind], r, a, period))
            matched.add(id(r))
    # A project line of one CV that names the other person is evidence on its own.
    for own, forms in ((reviewer.careers, applicant_forms), (applicant.careers, reviewer_forms)):
        for source in own:
            if id(source) not in matched and _lone_project(source, forms, matcher):
                found.append(
                    (Relation.JOINT_PROJECT, source, None, _period(source.entry, reference_year))
                )
    return found


def _period_text(period: tuple[int, int] | None) -> str:
    if period is None:
        return "undated"
    return str(period[0]) if period[0] == period[1] else f"{period[0]}–{period[1]}"


def career_candidates(
    reviewer: ReviewerInput,
    applicant: ApplicantRoster,
    policy: Mapping[Relation, RelationPolicy],
    reference_year: int,
    matcher: NameMatcher,
) -> list[ConflictCandidate]:
    """One candidate per shared-career relation of the pair, each shared line as evidence."""
    by_relation: dict[Relation, list[Evidence]] = {}
    for relation, first, second, period in _pairs(reviewer, applicant, reference_year, matcher):
        rule = policy[relation]
        if rule.action is Action.IGNORE:
            continue
        year = period[1] if period else None
        if year is None:
            window = Window.UNDATED
        else:
            window = Window.IN_WINDOW if in_window(rule, year, reference_year) else Window.OUTSIDE
        by_relation.setdefault(relation, []).append(
            Evidence(
                relation=relation,
                reviewer_form=first.entry.line,
                matched_form=second.entry.line if second else applicant.name,
                match_level="career",
                role=first.entry.kind.value,
                document=first.document,
                page=first.entry.page,
                quote=f"shared period {_period_text(period)}",
                year=year,
                window=window.value,
            )
        )
    out: list[ConflictCandidate] = []
    for relation, evidence in by_relation.items():
        counted = any(e.window != Window.OUTSIDE.value for e in evidence)
        action = policy[relation].action if counted else Action.IGNORE
        out.append(
            ConflictCandidate(
                reviewer_id=reviewer.id,
                applicant_id=applicant.id,
                subject_key=CAREER_SUBJECT + relation.value,
                subject_name=applicant.name,
                level=ConflictLevel.LIKELY if action is Action.BLOCK else ConflictLevel.POSSIBLE,
                action=action,
                name_match="career",
                relations=(relation,),
                evidence=tuple(evidence),
            )
        )
    return out


def careers_json(outcome: DocumentOutcome) -> list[dict[str, object]] | None:
    """The career lines of a document the pipeline typed as a CV, as stored; None otherwise.

    Only CVs: a thesis or a paper has "Education" or "Projects" words too, never a career."""
    if outcome.doc_type != DocType.CV or outcome.ingested is None:
        return None
    return [
        entry_to_json(entry)
        for page in outcome.ingested.pages
        for entry in career_entries(page.text, page.number)
    ]


def careers_from_rows(rows: Sequence[tuple[str, object]]) -> tuple[CareerSource, ...]:
    """(document reference, stored careers) rows back into matcher inputs."""
    out: list[CareerSource] = []
    for document, stored in rows:
        if not isinstance(stored, list):
            continue
        for raw in stored:
            entry = entry_from_json(raw) if isinstance(raw, dict) else None
            if entry is not None:
                out.append(CareerSource(document, entry))
    return tuple(out)
