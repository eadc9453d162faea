"""The per-round policy table: each relation's time window and action.

Defaults follow common Korean university rules: an advisor is a conflict for life, a
co-author of the very work under evaluation is blocked, other co-authors and colleagues of
the same institution are for the committee to review. Admins edit the table per round.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from minesweeper.screening.conflicts.errors import PolicyError
from minesweeper.screening.conflicts.model import Action, Relation, RelationPolicy

COAUTHOR_WINDOW_YEARS = 5  # co-authorship older than this no longer counts by default
JOINT_PROJECT_WINDOW_YEARS = 4  # a project that ended longer ago no longer counts by default

DEFAULT_POLICY: Mapping[Relation, RelationPolicy] = {
    Relation.ADVISOR: RelationPolicy(Relation.ADVISOR, Action.BLOCK, None),
    Relation.COMMITTEE: RelationPolicy(Relation.COMMITTEE, Action.BLOCK, None),
    Relation.COAUTHOR_SUBMITTED: RelationPolicy(Relation.COAUTHOR_SUBMITTED, Action.BLOCK, None),
    Relation.COAUTHOR: RelationPolicy(Relation.COAUTHOR, Action.REVIEW, COAUTHOR_WINDOW_YEARS),
    Relation.SAME_INSTITUTION: RelationPolicy(Relation.SAME_INSTITUTION, Action.REVIEW, None),
    Relation.MENTIONED: RelationPolicy(Relation.MENTIONED, Action.REVIEW, None),
    # Shared careers: dated by the end of the shared period (ongoing: this year).
    Relation.SAME_WORKPLACE: RelationPolicy(Relation.SAME_WORKPLACE, Action.REVIEW, None),
    Relation.ALUMNI_OVERLAP: RelationPolicy(Relation.ALUMNI_OVERLAP, Action.REVIEW, None),
    Relation.JOINT_PROJECT: RelationPolicy(
        Relation.JOINT_PROJECT, Action.REVIEW, JOINT_PROJECT_WINDOW_YEARS
    ),
}

MAX_WINDOW_YEARS = 100


def effective_policy(
    overrides: Iterable[RelationPolicy] = (),
) -> dict[Relation, RelationPolicy]:
    """The defaults with a round's overrides laid over them (every relation present)."""
    table = dict(DEFAULT_POLICY)
    for item in overrides:
        table[item.relation] = item
    return table


def parse_policy(relation: str, action: str, window_years: int | None) -> RelationPolicy:
    """Validate one admin-edited row."""
    try:
        rel = Relation(relation)
    except ValueError:
        raise PolicyError(f"unknown relation {relation!r}") from None
    if rel not in DEFAULT_POLICY:
        raise PolicyError(f"{relation!r} is not editable: declared relations are always certain")
    try:
        act = Action(action)
    except ValueError:
        raise PolicyError(f"unknown action {action!r}") from None
    if window_years is not None and not 0 <= window_years <= MAX_WINDOW_YEARS:
        raise PolicyError(f"window_years must be between 0 and {MAX_WINDOW_YEARS} or empty")
    return RelationPolicy(rel, act, window_years)


def in_window(policy: RelationPolicy, evidence_year: int | None, reference_year: int) -> bool:
    """Whether evidence from `evidence_year` still counts. Undated evidence always counts:
    a missing date must never hide a conflict."""
    if policy.window_years is None or evidence_year is None:
        return True
    return reference_year - evidence_year <= policy.window_years
