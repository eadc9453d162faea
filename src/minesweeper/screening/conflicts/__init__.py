"""The conflict matrix: reviewers matched against every applicant's related persons.

`compute_conflicts` is pure (the evaluation command calls it without a database); the other
modules store candidates, pin decisions, freeze snapshots and run the background jobs.
"""

from minesweeper.screening.conflicts.evaluation import evaluate_conflicts, predicted_pairs
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import (
    Action,
    ApplicantRoster,
    ConflictCandidate,
    ConflictLevel,
    Evidence,
    Relation,
    RelationPolicy,
    ReviewerInput,
    RosterPerson,
    RosterSource,
)

__all__ = [
    "Action",
    "ApplicantRoster",
    "ConflictCandidate",
    "ConflictLevel",
    "Evidence",
    "Relation",
    "RelationPolicy",
    "ReviewerInput",
    "RosterPerson",
    "RosterSource",
    "compute_conflicts",
    "evaluate_conflicts",
    "predicted_pairs",
]
