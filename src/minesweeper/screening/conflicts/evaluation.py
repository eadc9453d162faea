"""Score predicted conflicts against a round manifest's `expected_conflicts` (rule 9).

A (reviewer, applicant) pair counts as predicted when any of its candidates is at level
`likely` or above. For true pairs the predicted roles are compared with the expected
relations (which are the related person's roles); hits on `expected_non_conflicts` are
reported by reason; and candidates that reached `certain` from an initials-only or
surname-only match are counted (the target is zero).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant
from minesweeper.screening.conflicts.matching import WEAK_NAME_LEVELS, compute_conflicts
from minesweeper.screening.conflicts.model import (
    ConflictCandidate,
    ConflictLevel,
    ReviewerInput,
)
from minesweeper.screening.conflicts.roster import load_policy, load_rosters

FOUND_AT = ConflictLevel.LIKELY  # the lowest level that counts as a found conflict

Pair = tuple[str, str]


def predicted_pairs(candidates: Sequence[ConflictCandidate]) -> dict[Pair, set[str]]:
    """Pairs found at `likely` or above, each with the union of its candidates' roles."""
    pairs: dict[Pair, set[str]] = {}
    for c in candidates:
        if c.level.rank >= FOUND_AT.rank:
            pairs.setdefault((c.reviewer_id, c.applicant_id), set()).update(c.roles)
    return pairs


def _ratio(num: int, den: int) -> float:
    return round(num / den, 4) if den else 0.0


def _f1(precision: float, recall: float) -> float:
    return round(2 * precision * recall / (precision + recall), 4) if precision + recall else 0.0


def _relation_agreement(
    predicted: Mapping[Pair, set[str]], expected: Mapping[Pair, set[str]]
) -> dict[str, Any]:
    true_pairs = [p for p in expected if p in predicted]
    exact = sum(1 for p in true_pairs if predicted[p] == expected[p])
    tp = sum(len(predicted[p] & expected[p]) for p in true_pairs)
    pred_n = sum(len(predicted[p]) for p in true_pairs)
    exp_n = sum(len(expected[p]) for p in true_pairs)
    role_p, role_r = _ratio(tp, pred_n), _ratio(tp, exp_n)
    return {
        "pairs": len(true_pairs),
        "exact_set_rate": _ratio(exact, len(true_pairs)),
        "role_precision": role_p,
        "role_recall": role_r,
        "role_f1": _f1(role_p, role_r),
        "mismatches": [
            {
                "reviewer": p[0],
                "applicant": p[1],
                "expected": sorted(expected[p]),
                "predicted": sorted(predicted[p]),
            }
            for p in sorted(true_pairs)
            if predicted[p] != expected[p]
        ],
    }


def relations_by_type(
    predicted: Mapping[Pair, set[str]], expected: Mapping[Pair, set[str]]
) -> dict[str, dict[str, Any]]:
    """Per relation type (advisor, coauthor, ...): pairs found with that type, against the
    pairs labelled with it. A pair found for the wrong reason counts as a miss of its type."""
    types = sorted({t for roles in (*predicted.values(), *expected.values()) for t in roles})
    out: dict[str, dict[str, Any]] = {}
    for kind in types:
        pred = {p for p, roles in predicted.items() if kind in roles}
        exp = {p for p, roles in expected.items() if kind in roles}
        tp = len(pred & exp)
        precision, recall = _ratio(tp, len(pred)), _ratio(tp, len(exp))
        out[kind] = {
            "expected": len(exp),
            "predicted": len(pred),
            "true_positives": tp,
            "precision": precision,
            "recall": recall,
            "f1": _f1(precision, recall),
        }
    return out


def evaluate_conflicts(
    candidates: Sequence[ConflictCandidate],
    expected_conflicts: Sequence[Mapping[str, Any]],
    expected_non_conflicts: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    """The `conflicts` section of the evaluation report."""
    predicted = predicted_pairs(candidates)
    expected: dict[Pair, set[str]] = {
        (str(e["reviewer"]), str(e["applicant"])): set(e.get("relations", ()))
        for e in expected_conflicts
    }
    tp_pairs = sorted(set(predicted) & set(expected))
    fp_pairs = sorted(set(predicted) - set(expected))
    fn_pairs = sorted(set(expected) - set(predicted))
    precision = _ratio(len(tp_pairs), len(predicted))
    recall = _ratio(len(tp_pairs), len(expected))
    hits: Counter[str] = Counter()
    hit_list: list[dict[str, str]] = []
    for item in expected_non_conflicts:
        pair = (str(item["reviewer"]), str(item["applicant"]))
        if pair in predicted:
            reason = str(item.get("reason", ""))
            hits[reason] += 1
            hit_list.append({"reviewer": pair[0], "applicant": pair[1], "reason": reason})
    weak_certain = [
        c
        for c in candidates
        if c.level is ConflictLevel.CERTAIN and c.name_match in WEAK_NAME_LEVELS
    ]
    return {
        "found_at": FOUND_AT.value,
        "expected": len(expected),
        "predicted": len(predicted),
        "true_positives": len(tp_pairs),
        "false_positives": [{"reviewer": r, "applicant": a} for r, a in fp_pairs],
        "false_negatives": [{"reviewer": r, "applicant": a} for r, a in fn_pairs],
        "precision": precision,
        "recall": recall,
        "f1": _f1(precision, recall),
        "relation_agreement": _relation_agreement(predicted, expected),
        "relations": relations_by_type(predicted, expected),
        "non_conflict_hits": len(hit_list),
        "non_conflict_hits_by_reason": dict(sorted(hits.items())),
        "non_conflict_hit_pairs": hit_list,
        "certain_from_weak_match": len(weak_certain),
        "levels": dict(sorted(Counter(c.level.value for c in candidates).items())),
    }


def score_round(
    session: Session,
    round_id: int,
    reviewers: Sequence[ReviewerInput],
    expected_conflicts: Sequence[Mapping[str, Any]],
    expected_non_conflicts: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    """Match `reviewers` against the round's stored rosters and score the result.

    Applicants are identified by their external id (the manifest's `A01`...), reviewers by
    the ids they carry, so the pairs compare with the manifest's.
    """
    external = {
        str(a.id): a.external_id or str(a.id)
        for a in session.scalars(select(Applicant).where(Applicant.round_id == round_id))
    }
    rosters = [replace(r, id=external[r.id]) for r in load_rosters(session, round_id)]
    candidates = compute_conflicts(reviewers, rosters, load_policy(session, round_id))
    return evaluate_conflicts(candidates, expected_conflicts, expected_non_conflicts)
