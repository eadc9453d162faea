"""Scores predictions against a manifest, following the corpus README's rules exactly.

The evaluator has its own `norm()` (README "Name normalization"): it is the measuring stick,
deliberately independent of the product's `names.normalize_name`.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from minesweeper.evaluation.manifest import ExpectedPerson, ManifestApplicant

_PAREN = re.compile(r"\([^)]*\)")
_LEADING_TITLE = re.compile(r"^\s*(prof\.|professor|dr\.|mr\.|ms\.|mrs\.)\s*", re.IGNORECASE)
_TRAILING_TITLE = re.compile(r"\s*(교수님|교수|박사님|박사|선생님|님)\s*$")
_DELETE = re.compile(r"[\s.,\-‐‑–·_'’`*†‡°§¶#0-9]")


def norm(name: str) -> str:
    text = unicodedata.normalize("NFKC", name)
    text = _PAREN.sub("", text)
    text = _LEADING_TITLE.sub("", text)
    text = _TRAILING_TITLE.sub("", text)
    return _DELETE.sub("", text.lower())


@dataclass(frozen=True, slots=True)
class PredictedPerson:
    name: str
    aliases: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    source_kinds: tuple[str, ...] = ()
    is_self: bool = False
    documents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PredictedFlag:
    type: str
    document: str | None = None
    person: str | None = None
    surface: str | None = None
    open: bool = True  # not yet resolved or dismissed by a reviewer


@dataclass(slots=True)
class ApplicantScore:
    applicant: str
    tp: int = 0
    fp: int = 0
    fn: int = 0
    duplicates: int = 0
    self_leaks: list[str] = field(default_factory=list)
    wrong_self: list[str] = field(default_factory=list)
    false_positives: list[dict[str, str]] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    # Missed persons none of whose documents carries an open flag: nobody is told to look.
    missed_unflagged: list[str] = field(default_factory=list)
    role_tp: int = 0
    role_fp: int = 0
    role_fn: int = 0
    kinds_found: int = 0
    kinds_expected: int = 0
    flags_found: list[dict[str, Any]] = field(default_factory=list)
    flags_missed: list[dict[str, Any]] = field(default_factory=list)
    unexpected_flags: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "applicant": self.applicant,
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "duplicates": self.duplicates,
            "self_leaks": self.self_leaks,
            "wrong_self": self.wrong_self,
            "false_positives": self.false_positives,
            "missed": self.missed,
            "missed_unflagged": self.missed_unflagged,
            "roles": {"tp": self.role_tp, "fp": self.role_fp, "fn": self.role_fn},
            "source_kinds": {"found": self.kinds_found, "expected": self.kinds_expected},
            "flags": {
                "found": self.flags_found,
                "missed": self.flags_missed,
                "unexpected": self.unexpected_flags,
            },
        }


_SCORED_KINDS = ("seal", "handwritten", "signature")


def _keys(person: ExpectedPerson) -> set[str]:
    return {norm(person.name), *(norm(a) for a in person.aliases)}


def _matches(pred: PredictedPerson, keys: set[str]) -> bool:
    return norm(pred.name) in keys or any(norm(a) in keys for a in pred.aliases)


def score_applicant(
    applicant: ManifestApplicant,
    persons: list[PredictedPerson],
    flags: list[PredictedFlag],
) -> ApplicantScore:
    score = ApplicantScore(applicant.id)
    self_keys = {norm(applicant.name), *(norm(a) for a in applicant.aliases)}
    if applicant.name_en:
        self_keys.add(norm(applicant.name_en))
    expected_keys = [_keys(p) for p in applicant.expected_persons]
    optional_keys = [_keys(p) for p in applicant.optional_persons]
    ambiguous_flagged = {
        (f.document, norm(f.surface or ""))
        for f in flags
        if f.type in ("ambiguous", "low_confidence") and f.surface
    }
    ambiguous_surfaces = {
        (f.document, norm(f.surface or ""))
        for f in applicant.expected_flags
        if f.type == "ambiguous" and f.surface
    }
    matched: dict[int, PredictedPerson] = {}
    unmatched_names: list[str] = []
    for pred in persons:
        if norm(pred.name) in self_keys:
            if not pred.is_self:
                score.self_leaks.append(pred.name)
                score.fp += 1
            continue
        if pred.is_self:
            score.wrong_self.append(pred.name)
            continue
        hit = next((i for i, keys in enumerate(expected_keys) if _matches(pred, keys)), None)
        if hit is not None:
            if hit in matched:
                score.duplicates += 1
            else:
                matched[hit] = pred
            continue
        if any(_matches(pred, keys) for keys in optional_keys):
            continue
        key = norm(pred.name)
        if any(s == key and (d, s) in ambiguous_flagged for d, s in ambiguous_surfaces):
            continue
        unmatched_names.append(key)
        score.fp += 1
        reason = next(
            (r for _, surfaces, r in applicant.distractors if key in {norm(s) for s in surfaces}),
            "other",
        )
        score.false_positives.append({"name": pred.name, "reason": reason})
    score.tp = len(matched)
    score.fn = len(applicant.expected_persons) - score.tp
    score.missed = [p.name for i, p in enumerate(applicant.expected_persons) if i not in matched]
    flagged = {f.document for f in flags if f.open and f.document}
    score.missed_unflagged = [
        p.name
        for i, p in enumerate(applicant.expected_persons)
        if i not in matched and not flagged.intersection(p.documents)
    ]
    for i, expected in enumerate(applicant.expected_persons):
        expected_roles = set(expected.roles)
        expected_kinds = {k for k in expected.source_kinds if k in _SCORED_KINDS}
        score.kinds_expected += len(expected_kinds)
        found = matched.get(i)
        if found is None:
            score.role_fn += len(expected_roles)
            continue
        predicted_roles = set(found.roles)
        score.role_tp += len(expected_roles & predicted_roles)
        score.role_fp += len(predicted_roles - expected_roles)
        score.role_fn += len(expected_roles - predicted_roles)
        score.kinds_found += len(expected_kinds & set(found.source_kinds))
    _score_flags(applicant, flags, expected_keys, unmatched_names, score)
    return score


def _flag_person_index(name: str | None, expected_keys: list[set[str]]) -> int | None:
    if not name:
        return None
    key = norm(name)
    return next((i for i, keys in enumerate(expected_keys) if key in keys), None)


def _score_flags(
    applicant: ManifestApplicant,
    flags: list[PredictedFlag],
    expected_keys: list[set[str]],
    unmatched_names: list[str],
    score: ApplicantScore,
) -> None:
    used: Counter[int] = Counter()
    expected_persons = {p.name: i for i, p in enumerate(applicant.expected_persons)}
    for exp in applicant.expected_flags:
        found = False
        for j, flag in enumerate(flags):
            if exp.type == "ambiguous":
                ok = (
                    flag.type in ("ambiguous", "low_confidence")
                    and flag.document == exp.document
                    and norm(flag.surface or "") == norm(exp.surface or "")
                )
            elif exp.type == "needs_vision":
                ok = flag.type == exp.type and flag.document == exp.document
            else:
                ok = (
                    flag.type == exp.type
                    and flag.document == exp.document
                    and _flag_person_index(flag.person, expected_keys)
                    == expected_persons.get(exp.person or "")
                )
            if ok:
                found = True
                used[j] += 1
                break
        if not found and exp.type == "ambiguous":
            # Resolved: no unmatched prediction is left with that surface as its name.
            found = norm(exp.surface or "") not in unmatched_names
        entry = {"type": exp.type, "document": exp.document, "person": exp.person}
        if exp.surface:
            entry["surface"] = exp.surface
        (score.flags_found if found else score.flags_missed).append(entry)
    score.unexpected_flags = sum(1 for j in range(len(flags)) if j not in used)


def ratio(numerator: int, denominator: int) -> float:
    return round(numerator / denominator, 4) if denominator else 1.0


def f1(precision: float, recall: float) -> float:
    return round(2 * precision * recall / (precision + recall), 4) if precision + recall else 0.0


def summarize(scores: list[ApplicantScore]) -> dict[str, Any]:
    tp = sum(s.tp for s in scores)
    fp = sum(s.fp for s in scores)
    fn = sum(s.fn for s in scores)
    precision, recall = ratio(tp, tp + fp), ratio(tp, tp + fn)
    role_tp = sum(s.role_tp for s in scores)
    role_p = ratio(role_tp, role_tp + sum(s.role_fp for s in scores))
    role_r = ratio(role_tp, role_tp + sum(s.role_fn for s in scores))
    found = sum(len(s.flags_found) for s in scores)
    missed = [dict(m, applicant=s.applicant) for s in scores for m in s.flags_missed]
    return {
        "persons": {
            "precision": precision,
            "recall": recall,
            "f1": f1(precision, recall),
            "tp": tp,
            "fp": fp,
            "fn": fn,
            "duplicates": sum(s.duplicates for s in scores),
        },
        "roles": {"precision": role_p, "recall": role_r, "f1": f1(role_p, role_r)},
        "source_kinds": {
            "recall": ratio(
                sum(s.kinds_found for s in scores), sum(s.kinds_expected for s in scores)
            ),
            "found": sum(s.kinds_found for s in scores),
            "expected": sum(s.kinds_expected for s in scores),
        },
        "missed_unflagged": sum(len(s.missed_unflagged) for s in scores),
        "is_self_errors": sum(len(s.self_leaks) + len(s.wrong_self) for s in scores),
        "flags": {
            "recall": ratio(found, found + len(missed)),
            "found": found,
            "missed": missed,
            "unexpected": sum(s.unexpected_flags for s in scores),
        },
    }
