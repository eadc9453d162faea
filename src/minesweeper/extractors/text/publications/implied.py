"""Entries of the owner's list that print only the others, the owner left out.

Mathematicians write "Title with A. Name and B. Name (2026)" without a comma before "with";
historians "Co-editor with Full Name, Journal"; economists name the others in brackets after
the title: "Title. (A. Name and B. Name). Venue. 2016." These are read only where no author
list was found in the entry (see `entries`), so a printed author list always wins.

A title has its own "with" ("Living with Uncertain Boundaries"): after a bare "with" only
initialled names are read. A list closed by "and" ends there ("with A. Berg, and T. Lind, J.
Anal. Math."): the journal's abbreviation after it is no name. Brackets that name a volume's
editors (after "In"), a titled host ("Prof. Anna Berg") or a role are no co-authors.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.years import entry_year
from minesweeper.names.clean import LATIN_CAPITALS

_CAPS = LATIN_CAPITALS

# "Title with A. Name": "with" after a word (or a formula's digit: "mod 1 with") of the title,
# a dotted initial after it (undotted capitals are a title's acronym: "Learning with AI Agents").
_BARE_WITH = re.compile(rf"(?<=[^\W_])\s+with\s+(?=[{_CAPS}]{{1,2}}\.)")
# "Co-editor with Full Name", "Co-authored with ...": the owner's own role names the others.
_CO_ROLE_WITH = re.compile(
    r"(?:^|(?<=[,;.(])\s*)(?i:co-?(?:editor|edited|author|authored|written|wrote))s?\s+with\s+"
)
# A name with dotted initials: "A. Haynes", "J.P. Boon", "MC. Roy-Dubois", "R.-J. Castell". A
# full name or undotted capitals in brackets are as often a series, a place or an acronym
# ("(Winter Seminar Series)", "(UK Biobank)").
_INITIALLED = re.compile(
    rf"^(?:[{_CAPS}]{{1,2}}\.\s?-?){{1,3}}\s?[{_CAPS}][^\W\d_]*(?:[-'’][^\W\d_]+)*$"
)
# Where the names after "with" end: a bracket, or a stop after a word ("Lind. Preprint").
_RUN_END = re.compile(r"[(\[\])]|(?<=[^\W\d_]{2})\.(?=\s|$)")
# The word that closes an English list: "A, B, and C", "A and B", "A & B".
_CLOSING = re.compile(r"(?:^|\s)(?:and|&)\s", re.IGNORECASE)
# A venue's abbreviation straight after the last name's stop: "J. Anal. Math.", "Phys. Rev.".
_ABBREVIATION_NEXT = re.compile(rf"^\.\s+[{_CAPS}][^\W\d_]{{0,6}}\.")


def _listed(text: str, *, initialled: bool) -> list[str]:
    """The names a list after "with" opens with: its comma-separated pieces, each names alone,
    up to the piece that closes the list with "and", the first piece that is not names, or
    the end of the run. Without a closing "and", a list of full names is its first piece
    alone ("Anna Berg, Dutch Crossing, 2019": a two-word title reads as a name too)."""
    end = _RUN_END.search(text)
    run = text[: end.start()] if end else text
    venue_next = end is not None and bool(_ABBREVIATION_NEXT.match(text[end.start() :]))
    pieces = run.split(",")
    names: list[str] = []
    closed = False
    for position, piece in enumerate(pieces):
        if venue_next and position == len(pieces) - 1:
            break  # "..., J. Anal. Math.": the abbreviated venue, cut at its first stop
        listed = split_names(piece) if piece.strip() else None
        if not listed or (initialled and not all(_INITIALLED.match(n) for n, _ in listed)):
            break
        names += [name for name, _ in listed]
        if _CLOSING.search(piece):
            closed = True
            break
    if not closed and not initialled and names:
        return names[:1]
    return names


# A position's or a stay's "with" names a host or a mentor: "Postdoctoral researcher with J.
# Berg", "Research visit with A. Lind", "Worked with T. Moss".
_ROLE_WITH = re.compile(
    r"\b(?:research(?:er)?|fellow(?:ship)?|postdoc\w*|students?|scholar|intern(?:ship)?"
    r"|assistant|visit\w*|stay|work(?:ed|ing)?|collaborat\w*|position|associate|lecturer"
    r"|professor|advis\w+|supervis\w+|mentor\w*|employ\w*|trained|training)\s+with\s+$",
    re.IGNORECASE,
)


def bare_with_names(entry: str) -> list[str] | None:
    """The initialled names after a title's bare "with" ("Title with A. Name and B. Name")."""
    for found in _BARE_WITH.finditer(entry):
        if _ROLE_WITH.search(entry[: found.end()]):
            continue
        names = _listed(entry[found.end() :], initialled=True)
        if names:
            return names
    return None


def co_role_names(entry: str) -> list[str] | None:
    """The others after "Co-editor with" or "Co-authored with"."""
    found = _CO_ROLE_WITH.search(entry)
    names = _listed(entry[found.end() :], initialled=False) if found else []
    return names or None


# A bracketed group; its contents are read on their own.
_BRACKETED = re.compile(r"\(([^()]{3,120})\)")
# A titled name is a host or a supervisor, not a co-author; a role or an editor's mark is
# no name either.
_TITLED = re.compile(r"\b(?:prof(?:essor)?|drs?|mr|mrs|ms|eds?|hrsg)\b\.?", re.IGNORECASE)
# A volume's editors follow its title after "In": "In Handbook of Trade (A. Berg, T. Lind)".
_IN_VOLUME = re.compile(r"(?:^|[.,:;]\s*)In[:\s]")
_TITLE_WORDS = 3  # the words of title before the brackets, at least


def bracketed_names(entry: str, *, listed: bool) -> list[str] | None:
    """The names of a bracketed group after an entry's title that holds initialled names
    alone: "Title. (A. Name and B. Name). Venue. 2016." Only in an entry of a list (numbered
    or bulleted, `listed`) or one that prints its year, after a title of a few words, never
    after "In"."""
    if not listed and entry_year(entry) is None:
        return None
    for found in _BRACKETED.finditer(entry):
        before = entry[: found.start()]
        if len(re.findall(r"[^\W\d_]{2,}", before)) < _TITLE_WORDS or _IN_VOLUME.search(before):
            continue
        inside = found.group(1)
        if _TITLED.search(inside):
            continue
        found_names = split_names(inside.strip(" ,."))  # parts "B.Orbay" itself
        names = [name for name, _ in found_names or []]
        if names and all(map(_INITIALLED.match, names)):
            return names
    return None
