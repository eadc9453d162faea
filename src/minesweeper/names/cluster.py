"""Grouping names that denote one person, without chaining different people together."""

from __future__ import annotations

from collections.abc import Sequence

from minesweeper.names.match import MatchLevel, match


def cluster_names(names: Sequence[str]) -> list[list[int]]:
    """Indices of `names` grouped by complete linkage over auto-merge match levels.

    Candidate pairs are taken strongest level first (exact, variant, cross_script), then in
    input order, and two clusters join only when every pair across them auto-matches. So
    "Seoyeon Park" ~ "박서연" ~ "Seo-Yeon Pak" join, while a chain through a loose variant never
    pulls in a name that contradicts one already in the cluster. Deterministic for a given
    input order; clusters come back ordered by their first index.
    """
    count = len(names)
    levels: dict[tuple[int, int], MatchLevel] = {}
    edges: list[tuple[int, int, int]] = []
    for i in range(count):
        for j in range(i + 1, count):
            level = match(names[i], names[j])
            levels[i, j] = level
            if level.auto_merge:
                edges.append((level.rank, i, j))
    edges.sort()
    root = list(range(count))
    members: dict[int, list[int]] = {i: [i] for i in range(count)}
    for _, i, j in edges:
        left, right = root[i], root[j]
        if left == right:
            continue
        if not all(
            levels[min(x, y), max(x, y)].auto_merge for x in members[left] for y in members[right]
        ):
            continue
        keep, gone = min(left, right), max(left, right)
        for index in members[gone]:
            root[index] = keep
        members[keep] = sorted(members[keep] + members.pop(gone))
    return [members[key] for key in sorted(members)]


def fits_all(name: str, group: Sequence[str]) -> bool:
    """Whether a short form (initials or surname) is consistent with every name of a group."""
    return bool(group) and all(match(name, other) is not MatchLevel.NONE for other in group)
