"""The authors of entries that open on their title: a quoted title before the authors
("“Title”, J. Han, N. Petrov and L. Ferrari, ..."), an unquoted title and its stop before them
("Fast joins on graphs. Minjun Kim, Seoyeon Park. VLDB 2021."), and the runs of names after a
title's pieces ("Flux reconstruction for conservation laws, Anna Berg, Tomas Lind, ...").
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import BOOK_ROLE, LIST_AND, split_names
from minesweeper.extractors.text.publications.author_first import before_authors_end
from minesweeper.extractors.text.publications.author_patterns import (
    LIST_SEPARATOR,
    SENTENCE_STOP,
)

# moderncv and others print the title first: "“Title”, J. Han, N. Petrov and L. Ferrari, ...";
# "with" names the co-authors of the list's owner ("“Title”, with Yuki Tanabe and ...").
_TITLE_FIRST = re.compile(r"^[“\"‘«「『][^”\"’»」』]{3,}[”\"’»」』]\s*[,.:;]?\s*")
_WITH = re.compile(r"^with\s+", re.IGNORECASE)


def opens_on_quoted_title(entry: str) -> bool:
    """The entry opens on its quoted title: its authors follow it."""
    return _TITLE_FIRST.match(entry) is not None


def title_first_names(entry: str) -> tuple[list[str], bool] | None:
    """(the authors after a leading quoted title, whether "with" leaves the owner implied)."""
    title = _TITLE_FIRST.match(entry)
    if title is None:
        return None
    rest = entry[title.end() :]
    implied = bool(_WITH.match(rest))
    rest = _WITH.sub("", rest, count=1)
    ended = before_authors_end(rest)
    if ended:  # "“Title.” Jiwoo Han, Oscar Lind, Pavel Novak. Venue 2013."
        listed = split_names(ended[0])
        if listed:
            return [name for name, _ in listed], implied
    # "“Title”, A. Lund, S. Holm; Venue, 2019": a semicolon closes the authors.
    authors, semicolon, _ = rest.partition(";")
    pieces = LIST_SEPARATOR.split(authors)
    names: list[str] = []
    consumed, closed = 0, bool(semicolon)
    for piece in pieces:
        listed = split_names(piece) if piece.strip() else None
        # One name to a piece, unless a middle dot joins them ("김민준·윤세아 공저"): a title
        # word after a comma could read as a run of two-syllable names.
        if not listed or (len(listed) != 1 and "·" not in piece):
            # "..., JL Varga. Health Services Research": the last author, then the venue.
            stop = SENTENCE_STOP.search(piece)
            last = split_names(piece[: stop.start() + 1]) if stop else None
            if names and last and len(last) == 1:
                names.append(last[0][0])
                closed = True
            break
        names.extend(name for name, _ in listed)
        consumed += 1
        if BOOK_ROLE.search(piece):
            closed = True  # the publisher follows ("..., 김민준·윤세아 공저, 박영사, 2017")
            break
    if not names or (consumed == len(pieces) and not closed):
        return None
    return names, implied


# A venue's acronym and year closing the title's line, the authors on the lines under it:
# "Title. VLDB 2019" / "Ana Ruiz, Mira Olsen" joins as "... VLDB 2019 Ana Ruiz, ...".
_VENUE_YEAR = re.compile(r"^(?=\S*[A-Z]{2})(?:\S+\s+){1,4}?(?:19|20)\d{2}[a-z]?\b[.,;:]?\s+")


def title_then_names(entry: str) -> list[str] | None:
    """ "Fast joins on graphs. Minjun Kim, Seoyeon Park. VLDB 2021.": an unquoted title, then
    the authors up to the next stop. Only a list naming the applicant is one (the caller's
    check), since any two capitalised words after a title could read as a name."""
    first = SENTENCE_STOP.search(entry)
    if first is None:
        return None
    rest = _VENUE_YEAR.sub("", entry[first.end() :], count=1)
    ended = before_authors_end(rest)
    # The authors may close the entry ("Title. Ana Ruiz, Mira Olsen"), no venue after them.
    listed = split_names(ended[0] if ended else rest.strip().rstrip("."))
    return [name for name, _ in listed] if listed else None


# Title-first entries without quotes: "Flux reconstruction for conservation laws, Anna Berg,
# Tomas Lind, and Kira Moss, J. Comput. Phys. 467 (2022)". The title's pieces are no names
# ("Wealth, Returns, and Taxation"); the authors are the run of pieces that are one name each.
# The piece before them ends a title, of a few words: a role of one or two ("Staff & Problem
# Writer, Hacking Contest", "Organizer, A and B, Winter School") lists no authors, and a
# labelled name ("PIs: Anna Berg") opens a list of something else.
_LABELLED = re.compile(r"[:：]\s*(?P<name>[^:：]+)$")
_TITLE_WORDS = 3


def _ends_a_title(piece: str) -> bool:
    labelled = _LABELLED.search(piece)
    if labelled and split_names(labelled.group("name")):
        return False
    return len(piece.split()) >= _TITLE_WORDS


_AND = re.compile(rf"(?:^|\s){LIST_AND}\s*$|&\s*$")


def _pieces(entry: str) -> list[tuple[str, bool]]:
    """The entry's pieces between list separators, each with whether an "and" opened it."""
    pieces: list[tuple[str, bool]] = []
    start, after_and = 0, False
    for separator in LIST_SEPARATOR.finditer(entry):
        if separator.end() == separator.start():
            continue
        pieces.append((entry[start : separator.start()], after_and))
        start, after_and = separator.end(), bool(_AND.search(separator.group()))
    pieces.append((entry[start:], after_and))
    return pieces


def names_after_title(entry: str) -> list[list[str]]:
    """The runs of two names or more that follow a piece of title in an entry. The name after
    the list's "and" is its last, and may run on into the venue after its stop ("..., K. Recke
    e A. Wilke. arXiv: 2511.23317"), as a list without "and" may ("..., Ivo Paz. Phys. Rev.
    15 (2016)"); the pieces after it are the venue's ("..., A. Le Gall,
    Markov Processes and Related Fields 28")."""
    runs: list[list[str]] = []
    run: list[str] = []
    titled = False  # the piece before the run ends a title
    for piece, after_and in _pieces(entry):
        listed = split_names(piece) if piece.strip() else None
        last = after_and
        stop = SENTENCE_STOP.search(piece) if listed is None and run else None
        if stop is not None and (
            after_and
            or not (split_names(piece[stop.end() :]) or BOOK_ROLE.search(piece[: stop.start()]))
        ):
            # The run's last name, its stop and the venue: "..., Ivo Paz. Phys. Rev. (2016)"
            # (not the next list's first name, "..., Ivo Paz. Ana Ruiz, Eva Lind trans.", nor
            # a book's translators or editors, whose list the book's reader takes).
            listed, last = split_names(piece[: stop.start()]), True
        if listed is not None and len(listed) == 1:
            run.append(listed[0][0])
            if not last:
                continue
            piece = ""  # the last name: the run ends here
        if titled and len(run) >= 2:
            runs.append(run)
        titled = _ends_a_title(piece)
        run = []
    if titled and len(run) >= 2:
        runs.append(run)
    return runs
