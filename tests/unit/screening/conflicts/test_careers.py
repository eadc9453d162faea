"""Shared careers between a reviewer and an applicant, with their periods and windows."""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper.extractors.text.cv.careers import CareerEntry, CareerKind
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import (
    Action,
    ApplicantRoster,
    CareerSource,
    ConflictCandidate,
    Relation,
    RelationPolicy,
    ReviewerInput,
)

YEAR = 2026


def _job(org: str, dept: str, start: int, end: int | None) -> CareerEntry:
    return CareerEntry(CareerKind.EMPLOYMENT, start, end, org, dept, line=f"{start} {dept}, {org}")


def _study(org: str, dept: str, programme: str, start: int, end: int) -> CareerEntry:
    return CareerEntry(CareerKind.EDUCATION, start, end, org, dept, programme, line=f"{org} {dept}")


def _pair(
    reviewer: list[CareerEntry], applicant: list[CareerEntry]
) -> tuple[ReviewerInput, ApplicantRoster]:
    return (
        ReviewerInput(
            id="1",
            name="한지우",
            name_en="Jiwoo Han",
            careers=tuple(CareerSource("reviewer_document:3", e) for e in reviewer),
        ),
        ApplicantRoster(
            id="2",
            name="이두리",
            name_en="Duri Lee",
            careers=tuple(CareerSource("9", e) for e in applicant),
        ),
    )


def _relations(
    reviewer: list[CareerEntry],
    applicant: list[CareerEntry],
    policy: Sequence[RelationPolicy] = (),
) -> dict[Relation, ConflictCandidate]:
    r, a = _pair(reviewer, applicant)
    found = compute_conflicts([r], [a], policy, reference_year=YEAR)
    return {c.relations[0]: c for c in found}


def test_same_department_overlapping_years_is_same_workplace_with_its_period() -> None:
    found = _relations(
        [_job("Seoul National University", "Department of Physics", 2015, 2019)],
        [_job("서울대학교", "Dept. of Physics", 2018, None)],
    )
    candidate = found[Relation.SAME_WORKPLACE]
    assert candidate.action is Action.REVIEW
    [evidence] = candidate.evidence
    assert (evidence.quote, evidence.year, evidence.document) == (
        "shared period 2018–2019",
        2019,
        "reviewer_document:3",
    )


def test_no_overlap_or_other_department_is_no_relation() -> None:
    assert (
        _relations(
            [_job("Seoul National University", "Department of Physics", 2010, 2014)],
            [_job("Seoul National University", "Department of Physics", 2016, 2020)],
        )
        == {}
    )
    assert (
        _relations(
            [_job("Seoul National University", "Department of Physics", 2015, 2019)],
            [_job("Seoul National University", "Department of Chemistry", 2015, 2019)],
        )
        == {}
    )


def test_alumni_overlap_needs_the_same_programme() -> None:
    reviewer = [_study("서울대학교", "컴퓨터공학과", "phd", 2015, 2019)]
    same = _relations(reviewer, [_study("서울대학교", "컴퓨터공학과", "phd", 2017, 2021)])
    assert same[Relation.ALUMNI_OVERLAP].action is Action.REVIEW
    assert _relations(reviewer, [_study("서울대학교", "컴퓨터공학과", "bs", 2017, 2021)]) == {}


def test_joint_project_window_defaults_to_four_years() -> None:
    project = CareerEntry(
        CareerKind.PROJECT, 2016, 2018, title="Channels", people=("Duri Lee",), line="p"
    )
    old = _relations([project], [])[Relation.JOINT_PROJECT]
    assert old.action is Action.IGNORE
    assert [e.window for e in old.evidence] == ["outside_window"]
    recent = CareerEntry(CareerKind.PROJECT, 2021, 2024, title="Channels", people=("이두리",))
    assert _relations([recent], [])[Relation.JOINT_PROJECT].action is Action.REVIEW
    # Both CVs listing the same project title is a joint project too.
    titled = CareerEntry(CareerKind.PROJECT, 2022, 2025, title="Next-generation channels")
    assert Relation.JOINT_PROJECT in _relations([titled], [titled])


def test_admins_edit_the_career_relations_like_the_others() -> None:
    entries = (
        [_job("KAIST", "School of Computing", 2015, 2019)],
        [_job("KAIST", "School of Computing", 2016, 2017)],
    )
    blocked = _relations(
        *entries, policy=[RelationPolicy(Relation.SAME_WORKPLACE, Action.BLOCK, None)]
    )
    assert blocked[Relation.SAME_WORKPLACE].action is Action.BLOCK
    windowed = _relations(
        *entries, policy=[RelationPolicy(Relation.SAME_WORKPLACE, Action.REVIEW, 3)]
    )
    assert windowed[Relation.SAME_WORKPLACE].action is Action.IGNORE
    ignored = _relations(
        *entries, policy=[RelationPolicy(Relation.SAME_WORKPLACE, Action.IGNORE, None)]
    )
    assert ignored == {}
