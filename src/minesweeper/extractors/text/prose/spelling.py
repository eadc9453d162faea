"""A name that prose misspells: the acknowledgements repeat a member of the approval page
with one letter doubled, dropped or changed ("Claire FERREC" for "Claire FEREC"). The approval
page is the printed record; the prose's form is that person, not a second one."""

from __future__ import annotations

from minesweeper.names.edits import within_edits

__all__ = ["one_letter_apart"]

_MIN_WORD_CHARS = 4  # "Lee" / "Lea" are two surnames, not a typo


def one_letter_apart(left: str, right: str) -> bool:
    """Whether two names have the same words but one, which differs by one letter added,
    dropped or changed (case aside)."""
    left_words, right_words = left.casefold().split(), right.casefold().split()
    if len(left_words) != len(right_words) or len(left_words) < 2:
        return False
    differing = [(a, b) for a, b in zip(left_words, right_words, strict=True) if a != b]
    if len(differing) != 1:
        return False
    a, b = differing[0]
    return min(len(a), len(b)) >= _MIN_WORD_CHARS and within_edits(a, b, 1)
