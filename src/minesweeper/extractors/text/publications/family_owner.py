"""The list owner under another given name.

A CV registered under its owner's legal name may print every entry of its list under the
name they go by ("Pasha Jensen" for Pavel Jensen, "Bill Ruiz" for William Ruiz), which no
reading of the registered name matches. No entry names the registered name then, and one
name of the owner's family name recurs through the list: that name is the owner's, so the
owner is not their own co-author and their entries are anchored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.publications.author_first import entry_names
from minesweeper.extractors.text.publications.entries import entries, without_date
from minesweeper.extractors.text.publications.lone_owner import most_printed
from minesweeper.names import normalize_name

_MIN_ENTRIES = 3  # entries naming one form of the family name that make it the owner's
_LATIN = re.compile(r"[A-Za-z]")


def family_owner_forms(lines: list[Line], own_names: Iterable[str | None]) -> tuple[str, ...]:
    """The name of the owner's Latin family name that the most entries print (three or more,
    more than any other such name), when no entry prints a name that fits the owner."""
    known = [name.strip() for name in own_names if name and name.strip()]
    families = {
        name.split()[-1].casefold() for name in known if _LATIN.search(name) and " " in name
    }
    if not families:
        return ()
    own = SelfMatcher(*known)
    family_names: list[str] = []
    for entry in entries(lines):
        names = entry_names(without_date(entry.text)) or []
        if any(own.fit(name) is not None for name in names):
            return ()  # the list prints the owner's registered name: nothing to learn
        once = {normalize_name(name): name for name in names}.values()  # each entry counts once
        family_names += [name for name in once if name.split()[-1].casefold() in families]
    name = most_printed(family_names, _MIN_ENTRIES)
    return (name,) if name is not None else ()
