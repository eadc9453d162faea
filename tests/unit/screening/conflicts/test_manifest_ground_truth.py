"""The matcher on the dev round's ground-truth rosters (extraction assumed perfect).

Rosters are built from the manifest's expected persons, with every alias including the
initials traps; this isolates matching from extraction. Targets: recall 1.0, precision at
least 0.95, no certain conflict from an initials-only or surname-only match.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from minesweeper.screening.conflicts import (
    ApplicantRoster,
    ReviewerInput,
    RosterPerson,
    RosterSource,
    compute_conflicts,
    evaluate_conflicts,
)


def _roster(applicant: dict[str, Any]) -> ApplicantRoster:
    categories = {d["path"]: d["category"] for d in applicant["documents"]}
    persons = tuple(
        RosterPerson(
            key=p["name"],
            name=p["name"],
            aliases=tuple(p["aliases"]),
            roles=tuple(p["roles"]),
            sources=tuple(
                RosterSource(
                    m["document"],
                    m["role"],
                    source_kind=m["source_kind"],
                    category=categories.get(m["document"]),
                )
                for m in p.get("mentions", [])
            ),
        )
        for p in applicant["expected_persons"]
    )
    return ApplicantRoster(applicant["id"], applicant["name"], persons, applicant.get("name_en"))


def test_dev_round_ground_truth_meets_targets(shared_dir: Path) -> None:
    manifest = json.loads((shared_dir / "corpus/dev/manifest.json").read_text("utf-8"))
    reviewers = [
        ReviewerInput(r["id"], r["name"], r.get("name_en"), r.get("affiliation"), r.get("email"))
        for r in manifest["reviewers"]
    ]
    candidates = compute_conflicts(reviewers, [_roster(a) for a in manifest["applicants"]])
    report = evaluate_conflicts(
        candidates, manifest["expected_conflicts"], manifest["expected_non_conflicts"]
    )
    assert report["recall"] == 1.0, report["false_negatives"]
    assert report["precision"] >= 0.95, report["false_positives"]
    assert report["certain_from_weak_match"] == 0
    assert report["non_conflict_hits"] == 0, report["non_conflict_hit_pairs"]
