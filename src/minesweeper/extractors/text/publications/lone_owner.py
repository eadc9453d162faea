"""The list owner's name in another script, from the entries they wrote alone.

A CV registered under its owner's name in one script (山田一郎) may print its English entries
with their Latin name ("Yamada, Ichiro") and never print the two side by side. Its entries
that the owner wrote alone print that name as their whole author line, under each title: no
one else is the only author of several entries of someone's own list. So a name alone on its
line, several times, in another script than every name the owner is known by, is the
owner's: their entries with others are anchored, and they are not their own co-author.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.inverted_authors import inverted_first
from minesweeper.names import normalize_name

_MIN_LONE_LINES = 3  # entries written alone that make a name the owner's
_LATIN = re.compile(r"[A-Za-z]")


def _lone_name(text: str) -> str | None:
    """The one name a line holds and nothing else ("Yamada, Ichiro", "Ichiro Yamada")."""
    inverted = inverted_first(text) if text.count(",") == 1 else None
    if inverted:
        return inverted[0] if len(inverted) == 1 else None
    listed = split_names(text)
    return listed[0][0] if listed and len(listed) == 1 else None


def most_printed(names: Iterable[str], minimum: int) -> str | None:
    """The name printed most often (as first printed), when it is printed `minimum` times or
    more and more often than any other; two names printed as often: neither is plainly it."""
    counted: Counter[str] = Counter()
    printed: dict[str, str] = {}
    for name in names:
        key = normalize_name(name)
        counted[key] += 1
        printed.setdefault(key, name)
    ranked = counted.most_common(2)
    if not ranked or ranked[0][1] < minimum:
        return None
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return printed[ranked[0][0]]


def lone_author_forms(texts: Iterable[str], own_names: Iterable[str | None]) -> tuple[str, ...]:
    """The owner's name in another script: the name most often alone on a line (three
    times or more, and more often than any other), in a script none of `own_names` is in."""
    known = [name for name in own_names if name and name.strip()]
    if not known:
        return ()
    lone = (_lone_name(text.strip()) for text in texts)
    name = most_printed((name for name in lone if name is not None), _MIN_LONE_LINES)
    if name is None:
        return ()
    latin = bool(_LATIN.search(name))
    if any(bool(_LATIN.search(own)) == latin for own in known):
        return ()  # the owner's script: the registered name already says who they are
    return (name,)
