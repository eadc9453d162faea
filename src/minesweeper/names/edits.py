"""How many letters two spellings of a name differ by: a misspelling, or an OCR slip."""

from __future__ import annotations

__all__ = ["within_edits"]


def within_edits(a: str, b: str, limit: int) -> bool:
    """Levenshtein distance(a, b) <= limit (letters added, dropped or changed), with an
    early exit per row."""
    if abs(len(a) - len(b)) > limit:
        return False
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return False
        previous = current
    return previous[-1] <= limit
