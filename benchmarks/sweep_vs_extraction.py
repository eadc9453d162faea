"""How many expected conflicts of a corpus round the mention sweep finds that extraction misses.

    python benchmarks/sweep_vs_extraction.py ../shared/corpus/dev2

Processes the round into a temporary SQLite database (as `minesweeper eval` does), then
compares, per expected (reviewer, applicant) pair, extraction's candidates at `likely` or
above with the sweep's `mentioned` candidates. Prints JSON.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.evaluation.manifest import load_manifest
from minesweeper.evaluation.runner import _evaluate
from minesweeper.screening.conflicts.evaluation import predicted_pairs
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.mentions import mention_candidates, sweep_reviewers
from minesweeper.screening.conflicts.model import ReviewerInput
from minesweeper.screening.conflicts.roster import load_policy, load_rosters
from minesweeper.settings import load_settings


def main(corpus: Path) -> dict[str, object]:
    manifest = load_manifest(corpus)
    reviewers = [
        ReviewerInput(r.id, r.name, r.name_en, r.affiliation, r.email) for r in manifest.reviewers
    ]
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'sweep.db'}"
        migrations.upgrade(url)
        db = Database(url)
        try:
            _evaluate(db, manifest, load_settings(), None, lambda _m: None)
            with db.session() as session:
                round_id = session.execute(
                    __import__("sqlalchemy").text("SELECT id FROM rounds")
                ).scalar_one()
                rosters = load_rosters(session, round_id)
                policy = load_policy(session, round_id)
                extracted = compute_conflicts(reviewers, rosters, policy)
                mentions = sweep_reviewers(session, round_id, reviewers)
                applicant_key = {
                    str(a_id): ext
                    for a_id, ext in session.execute(
                        __import__("sqlalchemy").text("SELECT id, external_id FROM applicants")
                    )
                }
        finally:
            db.dispose()
    swept = mention_candidates(reviewers, mentions, extracted, policy)
    found_by_extraction = {(r, applicant_key.get(a, a)) for r, a in predicted_pairs(extracted)}
    expected = {(c["reviewer"], c["applicant"]) for c in manifest.expected_conflicts}
    non_conflicts = {(c["reviewer"], c["applicant"]) for c in manifest.expected_non_conflicts}
    by_sweep = {
        (c.reviewer_id, applicant_key.get(c.applicant_id, c.applicant_id)): c for c in swept
    }
    missed = expected - found_by_extraction
    return {
        "expected_conflicts": len(expected),
        "found_by_extraction": len(expected & found_by_extraction),
        "missed_by_extraction": len(missed),
        "sweep_candidates": len(by_sweep),
        "sweep_found_missed": sorted(f"{r}/{a}" for r, a in missed & set(by_sweep)),
        "sweep_found_missed_likely": sorted(
            f"{r}/{a}"
            for r, a in missed & set(by_sweep)
            if by_sweep[(r, a)].level.value == "likely"
        ),
        "sweep_on_expected_non_conflicts": sorted(
            f"{r}/{a}" for r, a in non_conflicts & set(by_sweep)
        ),
        "sweep_not_expected": len(set(by_sweep) - expected),
    }


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1])), indent=2, ensure_ascii=False))
