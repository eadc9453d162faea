"""An author list names its owner once.

The owner's initials may fit more than one author of an entry: "J. Lee, C. Lee, W. Park" for
이재민, whose given name one romanization spells "Jae-min" and another "Chae-min". The author
who fits the owner best is the owner; one who fits only more weakly is another person of the
same family name, a co-author. Equal fits are left as they are: nothing tells them apart.
"""

from __future__ import annotations

from enum import Enum

from minesweeper.extractors.text.collect import SelfMatcher


class OwnerFit(Enum):
    OWNER = "owner"  # the best fit to the owner's name in the entry
    NAMESAKE = "namesake"  # fits the owner's name, more weakly than the owner: someone else
    OTHER = "other"  # does not fit the owner's name


def owner_fits(names: list[str], own: SelfMatcher) -> list[OwnerFit]:
    """How each author of one entry stands to the owner: those that fit the owner best are
    the owner, the ones that fit more weakly are namesakes."""
    fits = [own.fit(name) for name in names]
    best = min((fit for fit in fits if fit is not None), default=None)
    return [
        OwnerFit.OTHER if fit is None else OwnerFit.OWNER if fit == best else OwnerFit.NAMESAKE
        for fit in fits
    ]
