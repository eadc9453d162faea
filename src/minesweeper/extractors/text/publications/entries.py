"""Publication entries from lines, and the co-authors of the applicant's own entries.

An entry is used only when every author piece is a name and the applicant is one of them
(their own list), or, in a CV, when the entry is numbered and lists two names or more.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.authors import split_names
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.publications.sections import SECTION_STOP, column_streams
from minesweeper.extractors.text.publications.styles import (
    TITLE_START,
    YEAR_PAREN,
    entry_names,
    title_first_names,
)
from minesweeper.extractors.text.years import entry_year

_LOOKAHEAD_LINES = 2  # a wrapped entry prints its year at most this many lines further on

_NUMBERING = re.compile(r"^\s*(?:\[\s*\d+\s*\]|\(\s*\d+\s*\)|\d{1,3}\s*[.)]|[•·▪◦\-–*])\s*")
# "2022  Kim, M.; ...": CVs that open each entry with its year.
_LEADING_YEAR = re.compile(r"^\s*(?:19|20)\d{2}[a-z]?\s*[.:–-]?\s+(?=\S)")


# An author list cut at the line end: the last author is still to come.
_OPEN_AUTHOR_LIST = re.compile(r"(?:,|&|\band)\s*$")


def entries(lines: list[Line]) -> list[tuple[str, Line, bool]]:
    """(entry text, first line, numbered): a numbered entry wrapped over several lines is
    joined until its title starts, as PDF CVs break long author lists; an unnumbered one
    (a hanging indent) is joined while its line ends inside the author list ("...,", "and")."""
    joined: list[tuple[str, Line, bool]] = []
    for line in lines:
        text = line.text.strip()
        numbered = bool(_NUMBERING.match(text))
        open_list = bool(joined) and (
            joined[-1][2] or bool(_OPEN_AUTHOR_LIST.search(joined[-1][0]))
        )
        if (
            joined
            and not numbered
            and not SECTION_STOP.match(text)  # "REFERENCES" ends an entry, never continues it
            and open_list
            and not TITLE_START.search(joined[-1][0])
            and not YEAR_PAREN.search(joined[-1][0])
        ):
            joined[-1] = (f"{joined[-1][0]} {text}", joined[-1][1], joined[-1][2])
        else:
            joined.append((_NUMBERING.sub("", text, count=1).strip(), line, numbered))
    return joined


def publication_authors(
    lines: list[Line], own: SelfMatcher, *, require_self: bool
) -> list[tuple[str, Line, int | None]]:
    """(co-author, the entry's first line, the entry's year) for every name of every entry
    that is the applicant's own (or a numbered CV entry listing two names or more)."""
    found: list[tuple[str, Line, int | None]] = []
    listed = entries(column_streams(lines))
    for position, (entry, line, numbered) in enumerate(listed):
        if SECTION_STOP.match(line.text):
            break
        # A table row's author cell is the whole author list; the joined row is not an entry.
        names = _author_cell(line, own=own) if len(line.cells) > 1 and not line.ocr else None
        implied = False
        if not names:
            titled = title_first_names(_LEADING_YEAR.sub("", entry, count=1))
            if titled:
                names, implied = titled
        names = names or entry_names(_LEADING_YEAR.sub("", entry, count=1))
        if not names:
            names = _author_cell(line, entry, own=own)
            numbered = False
        if not names:
            continue
        anchored = implied or any(own.is_self(name) for name in names)
        if anchored or (not require_self and numbered and len(names) >= 2):
            year = _year_of(listed, position)
            found.extend((name, line, year) for name in names)
    return found


def _year_of(listed: list[tuple[str, Line, bool]], position: int) -> int | None:
    """The entry's year, or the first year on the unnumbered lines that continue it."""
    year = entry_year(listed[position][0])
    for text, _line, numbered in listed[position + 1 : position + 1 + _LOOKAHEAD_LINES]:
        if year is not None or numbered or entry_names(text):
            break
        year = entry_year(text)
    return year


def _author_cell(line: Line, entry: str | None = None, *, own: SelfMatcher) -> list[str] | None:
    """A table cell holding only the authors ("이도현, 배준호, 임지은"): one cell of a table row
    ("1 | Y. So, N. Ha, and W. Kam | Title | Venue | 2024"), or the whole entry. A Korean
    title can read as names word by word ("반도체 공정 최적화"), so the cell that lists the
    applicant wins over the first that splits into names."""
    candidates = [entry] if entry is not None else []
    if len(line.cells) > 1 and not line.ocr:
        candidates += [cell.text for cell in line.cells]
    lists: list[list[str]] = []
    for text in candidates:
        listed = split_names(text)
        if listed and len(listed) >= 2:
            lists.append([name for name, _ in listed])
    own_lists = [names for names in lists if any(own.is_self(name) for name in names)]
    chosen = own_lists or lists
    return chosen[0] if chosen else None
