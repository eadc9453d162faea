"""An author list names its owner once.

The owner's initials may fit more than one author of an entry: "J. Lee, C. Lee, W. Park" for
이재민, whose given name one romanization spells "Jae-min" and another "Chae-min". The author
who fits the owner best is the owner; one who fits only more weakly is another person of the
same family name, a co-author. Equal fits are left as they are: nothing tells them apart.
"""

from __future__ import annotations

from minesweeper.extractors.text.collect import SelfMatcher


def owner_flags(names: list[str], own: SelfMatcher) -> list[bool]:
    """Whether each author of one entry is the owner: those that fit the owner, less the
    ones that fit more weakly than the best fit among them."""
    fits = [own.fit(name) for name in names]
    best = min((fit for fit in fits if fit is not None), default=None)
    return [fit is not None and fit == best for fit in fits]
