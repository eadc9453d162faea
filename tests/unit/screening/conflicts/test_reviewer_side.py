"""The reviewer's own documents matched against applicants: the other direction."""

from __future__ import annotations

from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import (
    Action,
    ApplicantRoster,
    ConflictLevel,
    Relation,
    ReviewerInput,
    RosterPerson,
    RosterSource,
)

YEAR = 2026


def _reviewer(*persons: RosterPerson) -> ReviewerInput:
    return ReviewerInput(id="1", name="한지우", name_en="Jiwoo Han", persons=persons)


def _person(name: str, role: str, year: int | None) -> RosterPerson:
    source = RosterSource(
        document="reviewer_document:7",
        role=role,
        page=2,
        quote=f"Jiwoo Han, {name}. Paper, {year}.",
        category="reviewer_cv",
        year=year,
    )
    return RosterPerson(key=name.lower(), name=name, roles=(role,), sources=(source,))


APPLICANT = ApplicantRoster(id="5", name="이두리", name_en="Duri Lee")


def test_reviewer_cv_coauthor_is_evidence_with_document_page_and_year() -> None:
    [found] = compute_conflicts(
        [_reviewer(_person("Duri Lee", "coauthor", 2021))], [APPLICANT], reference_year=YEAR
    )
    assert (found.level, found.action) == (ConflictLevel.LIKELY, Action.REVIEW)
    assert found.relations == (Relation.COAUTHOR,)
    assert found.subject_key.startswith("reviewer_side:")
    [evidence] = found.evidence
    assert evidence.quote is not None
    assert evidence.quote.startswith("The reviewer's CV lists the applicant as a co-author (2021)")
    assert (evidence.document, evidence.page, evidence.year) == ("reviewer_document:7", 2, 2021)
    # The name as the reviewer's CV prints it, and the applicant's name it matched.
    assert (evidence.reviewer_form, evidence.matched_form) == ("Duri Lee", "Duri Lee")


def test_direction_does_not_matter_for_advisor() -> None:
    # The reviewer's CV names the applicant as the reviewer's advisor: still one relation.
    [found] = compute_conflicts(
        [_reviewer(_person("이두리", "advisor", None))], [APPLICANT], reference_year=YEAR
    )
    assert (found.level, found.action, found.relations) == (
        ConflictLevel.CERTAIN,
        Action.BLOCK,
        (Relation.ADVISOR,),
    )


def test_old_reviewer_cv_coauthorship_is_outside_the_window() -> None:
    [found] = compute_conflicts(
        [_reviewer(_person("Duri Lee", "coauthor", 2009))], [APPLICANT], reference_year=YEAR
    )
    assert found.action is Action.IGNORE
    assert [e.window for e in found.evidence] == ["outside_window"]


def test_other_people_of_the_reviewer_cv_are_no_candidates() -> None:
    found = compute_conflicts(
        [_reviewer(_person("Minho Seo", "coauthor", 2021), _person("서민호", "advisor", None))],
        [APPLICANT],
        reference_year=YEAR,
    )
    assert found == []
