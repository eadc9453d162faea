"""The list owner's own name forms, from the bold runs of a CV's pages.

A CV bolds its owner in every entry of its publication list. Where the owner prints a form
of their name that the applicant's registered names do not match (an English name, "Jay
Han" for 한지우; an unusual romanization), the bold run still says who the owner is, so the
entries are anchored and the owner is not listed as their own co-author. A bold name counts
when it is set in bold twice or more (the heading and an entry, or two entries), or once
when it shares the applicant's family name: one bold co-author is more likely a typo in
emphasis than a second owner. Names of other people set in bold twice (a thesis's headings
read as names, "Graph Notations", or its co-authors' names in bold captions) are no owner:
the forms the applicant's names do not match count only when they are all one person.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.author_patterns import NUMBER_IN_WORD
from minesweeper.names import MatchLevel, match, normalize_name

_MIN_REPEATS = 2


def bold_owner_forms(runs: Iterable[str], own_names: Iterable[str | None]) -> tuple[str, ...]:
    """The names among `runs` (bold text of the pages) that are the list owner's."""
    known = [name for name in own_names if name]
    counted: Counter[str] = Counter()
    printed: dict[str, str] = {}
    for run in runs:
        if NUMBER_IN_WORD.search(run):
            continue  # a bold date ("2007年4月") whose digits a name reader would drop
        listed = split_names(run)
        if not listed or len(listed) != 1:
            continue  # a bold heading, or a run over several names: no single owner
        name = listed[0][0]
        key = normalize_name(name)
        counted[key] += 1
        printed.setdefault(key, name)
    related: list[str] = []
    repeated: list[str] = []
    for key, count in counted.items():
        name = printed[key]
        if any(match(name, own) is not MatchLevel.NONE for own in known):
            related.append(name)
        elif count >= _MIN_REPEATS:
            repeated.append(name)
    if any(match(name, repeated[0]) is MatchLevel.NONE for name in repeated[1:]):
        repeated = []  # several people in bold: none of them is the owner by emphasis alone
    return tuple(related + repeated)
