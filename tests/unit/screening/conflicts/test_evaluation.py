"""Scoring predicted conflicts against expected_conflicts / expected_non_conflicts."""

from __future__ import annotations

from minesweeper.screening.conflicts import (
    Action,
    ConflictCandidate,
    ConflictLevel,
    Relation,
    evaluate_conflicts,
)


def cand(
    reviewer: str,
    applicant: str,
    level: ConflictLevel,
    roles: tuple[str, ...] = ("advisor",),
    name_match: str = "exact",
) -> ConflictCandidate:
    return ConflictCandidate(
        reviewer_id=reviewer,
        applicant_id=applicant,
        subject_key="k",
        subject_name="k",
        level=level,
        action=Action.BLOCK,
        name_match=name_match,
        relations=(Relation.ADVISOR,),
        roles=roles,
    )


EXPECTED = [
    {"reviewer": "R1", "applicant": "A1", "relations": ["advisor", "coauthor"]},
    {"reviewer": "R2", "applicant": "A1", "relations": ["committee_member"]},
]
NON = [
    {"reviewer": "R3", "applicant": "A1", "reason": "shared initials"},
    {"reviewer": "R4", "applicant": "A1", "reason": "cited only"},
]


def test_possible_does_not_count_and_metrics_are_computed() -> None:
    report = evaluate_conflicts(
        [
            cand("R1", "A1", ConflictLevel.CERTAIN, ("advisor",)),
            cand("R1", "A1", ConflictLevel.LIKELY, ("coauthor",)),
            cand("R2", "A1", ConflictLevel.POSSIBLE, name_match="initials_only"),
            cand("R3", "A1", ConflictLevel.LIKELY),
        ],
        EXPECTED,
        NON,
    )
    assert (report["true_positives"], report["predicted"], report["expected"]) == (1, 2, 2)
    assert report["precision"] == 0.5
    assert report["recall"] == 0.5
    assert report["f1"] == 0.5
    assert report["false_negatives"] == [{"reviewer": "R2", "applicant": "A1"}]
    assert report["relation_agreement"]["exact_set_rate"] == 1.0
    assert report["non_conflict_hits_by_reason"] == {"shared initials": 1}
    assert report["certain_from_weak_match"] == 0
    assert report["levels"] == {"certain": 1, "likely": 2, "possible": 1}


def test_certain_from_a_weak_match_is_counted_and_relation_mismatch_reported() -> None:
    report = evaluate_conflicts(
        [cand("R2", "A1", ConflictLevel.CERTAIN, ("coauthor",), name_match="surname_only")],
        EXPECTED,
    )
    assert report["certain_from_weak_match"] == 1
    agreement = report["relation_agreement"]
    assert agreement["exact_set_rate"] == 0.0
    assert agreement["mismatches"][0]["expected"] == ["committee_member"]


def test_nothing_predicted_gives_zero_not_an_error() -> None:
    report = evaluate_conflicts([], EXPECTED, NON)
    assert (report["precision"], report["recall"], report["f1"]) == (0.0, 0.0, 0.0)


def test_relations_are_scored_per_type() -> None:
    report = evaluate_conflicts(
        [
            cand("R1", "A1", ConflictLevel.CERTAIN, ("advisor",)),
            cand("R3", "A1", ConflictLevel.LIKELY, ("coauthor",)),
        ],
        EXPECTED,
        NON,
    )
    relations = report["relations"]
    assert relations["advisor"] == {
        "expected": 1,
        "predicted": 1,
        "true_positives": 1,
        "precision": 1.0,
        "recall": 1.0,
        "f1": 1.0,
    }
    # R1/A1 was labelled coauthor too but found only as advisor; R3/A1 is no co-author.
    assert (relations["coauthor"]["true_positives"], relations["coauthor"]["predicted"]) == (0, 1)
    assert relations["committee_member"]["recall"] == 0.0
