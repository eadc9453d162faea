"""The authors of one publication entry that opens on them, in the citation styles CVs copy.

IEEE ("M. Kim, J.-W. Lee, and S. Johnson, “Title,” ..."), APA ("Kim, M., Lee, J.-W., &
Johnson, S. (2022). Title."), Vancouver and Springer ("Kim M, Lee JW (2020) Title"), ACS
("Kim, M.; Lee, J."), Chicago and MLA (only the first author inverted), author-date entries
and Korean ("김민준, 박서연, “제목,” ..."); entries written as fields first. The author part is
what precedes the title; every piece of it must be a name.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.apa_authors import (
    APA_RUN,
    APA_START,
    apa_names,
)
from minesweeper.extractors.text.publications.author_fields import field_authors
from minesweeper.extractors.text.publications.author_patterns import (
    FAMILY,
    LIST_SEPARATOR,
    NUMBER_IN_WORD,
    TITLE_START,
    YEAR_PAREN,
    capitals,
    list_end,
    without_group_authors,
)
from minesweeper.extractors.text.publications.inverted_authors import (
    inverted_first,
    inverted_lead,
    inverted_pairs,
    semicolon_authors,
)

# Where an author list ends and the title begins: ". " (IEEE-less styles, arXiv), ": " (LNCS
# with full names, DBLP), " - " (Google Scholar rows: "J Han, F Costa - Pattern Recognition").
_AUTHORS_END = re.compile(r"\.\s+|:\s+|\s+[-–—]\s+")


# "Kim M, Lee JW. Title." and Springer's "Kim M, Lee JW (2020) Title", initials hyphenated
# ("Kim M-J") or marked ("Kim M*"). A family name after the period makes a single letter a
# middle initial ("Jiwoo K. Han, ..."), not Vancouver; two letters ("Han DW. Statins and
# stroke") are initials whatever follows. The family name after the period may be two words
# ("Marco A. Vidal de Oca, ..."); so may an author's own ("Vidal Ortega MJ", "De Wit MG"), with
# up to four initials ("Aragão LEOC").
_VANCOUVER = re.compile(
    capitals(
        r"^((?:" + FAMILY + r"(?:\s[A-Z][\w'’-]+)?\s[A-Z](?:-?[A-Z]){0,3}[*†‡§¶#]*"
        r"(?:,\s*|(?<=[A-Z-][A-Z])\.\s|"
        rf"\.\s(?!{FAMILY}(?:\s{FAMILY})?"
        r"(?:,|\s+and\s+[A-Z]))|\s(?=\()))+)"
    )
)


# Elsevier's reference style leaves the title out of a CV's entry: the authors, then the
# journal, its volume and the year in brackets ("S. Yoon, H. Baek, ACS Nano 15 (2021) 11842.",
# "..., J. Membr. Sci. 611 (2020) 118352."); physics journals print the page before the year
# ("M. Olsen, B. Roy, EPJ Photovoltaics 15, 21 (2024)", "Phys. Rev. B 98, 045123 (2018)").
# The journal is no author.
_VENUE_VOLUME_YEAR = re.compile(
    r",\s*[A-Z][^,;()]{1,60}?\s+\d{1,5}(?:\s*,\s*[A-Z]?\d{1,7})?\s*\((?:19|20)\d{2}\)"
)


# GOST (Russian, Ukrainian, Belarusian lists) names the authors after the title, behind a
# slash, and closes them by a full stop and a dash: "Стельмах, Д. А. Title / Д. А. Стельмах,
# П. С. Гнатюк. — Текст : непосредственный // Journal. — 2021." The heading name before the
# title is the first author again.
_GOST_AUTHORS = re.compile(r"\s/\s(?P<names>[^/]+?)\.?\s+[—–-]\s")


def author_part(entry: str) -> tuple[str, bool] | None:
    """(the author segment, whether it is APA "Family, I." style) of one entry."""
    entry = without_group_authors(entry)
    gost = _GOST_AUTHORS.search(entry)
    if gost and split_names(gost["names"]):
        return gost["names"], False
    if APA_START.match(entry):
        year = YEAR_PAREN.search(entry)
        if year:
            return entry[: year.start()], True
        # "Kim, M., Park, S. Graph learning. IEEE T-ITS." (the year printed before or after):
        # the authors run as long as "Family, I." pieces follow one another. Where none
        # follows, the others may be printed initials first ("Kim, M., J. Lee. 2020.").
        run = APA_RUN.match(entry)
        if run:
            return run.group(0), True
    quote = TITLE_START.search(entry)
    if quote:
        return entry[: quote.start()].rstrip(" ,.:"), False
    venue = _VENUE_VOLUME_YEAR.search(entry)
    if venue and split_names(entry[: venue.start()]):
        return entry[: venue.start()], False
    vancouver = _VANCOUVER.match(entry)
    if vancouver:
        return list_end(vancouver.group(1)), False
    dated = _author_date(entry)
    if dated:
        return dated[0], False
    year = YEAR_PAREN.search(entry)
    if year and split_names(list_end(entry[: year.start()])):
        return list_end(entry[: year.start()]), False
    closed = _CLOSED_BY_ET_AL.match(entry)
    if closed and split_names(closed.group("names")):
        return closed.group(0).rstrip(" ,"), False
    return before_authors_end(entry) or _leading_names(entry)


# High-energy physics lists print a collaboration's first author only, then the title:
# "A.M. Voronin et al., Search for dark matter ...".
_CLOSED_BY_ET_AL = re.compile(
    r"^(?P<names>[^,;:()]{3,80}(?:,\s*[^,;:()]{3,80}){0,3}?)\s+et\.?\s*al\.?\s*,\s*(?=\S)"
)


# Chicago's and ACM's author-date entries print the year as a sentence of its own after the
# authors: "Berg, Anna, Tomas Lind, and Kira Moss. 2021. Title." / "김가람, 이나래. 2022. 제목."
_YEAR_SENTENCE = re.compile(r"[.,]\s*\(?((?:19|20)\d{2})[a-z]?\)?\.(?=\s|$)")


# ... or the year printed after the last name without a stop before it, the title after its
# comma (the Journal of Fluid Mechanics' "A, B & C 2019, Title. J. Fluid Mech."): the text
# before it must then be names only.
_YEAR_AFTER_NAMES = re.compile(r"\s\(?((?:19|20)\d{2})[a-z]?\)?[,.:](?=\s|$)")


def _author_date(entry: str) -> tuple[str, int] | None:
    """(the authors, the year) of an author-date entry: the text before its first year
    sentence, when every piece of it is a name (the first author may be inverted)."""
    found = _YEAR_SENTENCE.search(entry)
    if found is not None:
        head = entry[: found.start()].strip()
        if head and (split_names(head) or inverted_first(head) or inverted_lead(head)):
            return head, int(found.group(1))
    bare = _YEAR_AFTER_NAMES.search(entry)
    if bare is not None and split_names(entry[: bare.start()]):
        return entry[: bare.start()].strip(), int(bare.group(1))
    return None


def author_date_year(entry: str) -> int | None:
    """The year printed right after an entry's authors (Chicago, ACM): the entry's own, where
    its title may print other years ("2030 여성들의 ...")."""
    dated = _author_date(entry)
    return dated[1] if dated else None


def _leading_names(entry: str) -> tuple[str, bool] | None:
    """ "S. Yoon, T. Moon, and R. Mehta, Channel estimation, IEEE TCOM 71 (2023)": the names
    the entry opens with, up to the first piece that is no name (the title). Two or more."""
    pieces = LIST_SEPARATOR.split(entry)
    names: list[str] = []
    titled = False  # a title follows the names
    for piece in pieces:
        if not piece.strip() or not split_names(piece) or _breaks_initials(names, piece):
            last = _last_before_title(names, piece)
            names += [last] if last else []
            titled = True
            break
        names.append(piece.strip())
    if len(names) < 2 or not titled:
        return None
    return ", ".join(names), False


# "J K Han Stochastic modelling of ...": an initialled name, then the title's first word.
_INITIALS_THEN_FAMILY = r"(?:[A-Z]\.?\s?-?){1,3}\s?[A-Z][\w'’-]+"
_NAME_THEN_TITLE = re.compile(capitals(rf"^\s*({_INITIALS_THEN_FAMILY})\s+(?=[A-Z])"))
# A name abbreviated to its initials, undotted ones included: "PW Okafor", "H. Pei", "Kim MJ".
_INITIALLED = re.compile(capitals(rf"^\s*{_INITIALS_THEN_FAMILY}\s*$|\s(?:[A-Z]\.?){{1,3}}\s*$"))


def _last_before_title(names: list[str], piece: str) -> str | None:
    """The last author of a list of initialled names whose title follows it without a stop
    ("H. Pei, PW Okafor, J K Han Stochastic modelling of ..."): its initials and one word."""
    found = _NAME_THEN_TITLE.match(piece)
    if not names or not all(map(_INITIALLED.search, names)) or found is None:
        return None
    listed = split_names(found.group(1))
    return found.group(1) if listed and len(listed) == 1 else None


# A name abbreviated to its initials, before the family name ("J. Han", "P-E. Varga") or
# after it ("Malhi Y", "Kim MJ", "Fonseca L.D.M"); a middle initial ("Mira E. Kahn") is none.
_INITIAL = re.compile(capitals(r"^[A-Z][.-]|(?:^|\s)(?:[A-Z]\.?){1,3}$"))


def _breaks_initials(names: list[str], piece: str) -> bool:
    """Whether a piece without initials follows two names or more that give their initials
    alone ("J. Han, H. Cho, Integrative Proteomic and ..."): it is the title's opening, not
    one more author. One such name may be the owner's among full ones ("M. Kim, Ansel
    Brook")."""
    return len(names) >= 2 and all(map(_INITIAL.search, names)) and not _INITIAL.search(piece)


def _title_among(names: list[str]) -> bool:
    """Whether a name of the list breaks the run of initialled names before it."""
    return any(_breaks_initials(names[:position], name) for position, name in enumerate(names))


# "Jiwoo K" before ". Han", "Ravi J.D" before ". Osei" or "Ravi J" before ". D. Osei",
# and "M. D" before ". Jain" (initials only: not the degree "M.D.").
_MIDDLE_INITIAL = re.compile(
    capitals(r"\b[A-Z][^\W\d_]+\s(?:[A-Z]\.\s?-?)*[A-Z]$|(?:^|[,;]\s*)(?:[A-Z]\.\s?)*[A-Z]$")
)
# The family name after a middle initial's period: one word, or a word and a particle's
# family ("Vidal de Oca"), then the list goes on or ends, the entry's last stop included
# ("..., and Harold B. White.").
_FAMILY_NEXT = re.compile(
    capitals(r"(?:[A-Z]\.\s?-?)*")
    + rf"{FAMILY}(?:\s{FAMILY})?"
    + r"(?:\s*[,;]|\s+and\b|\s*&|\.(?:\s|$)|\s*$)"
)


def before_authors_end(entry: str) -> tuple[str, bool] | None:
    """ "Seojin Yoon, Rahul Mehta, Taeho Moon. Title. Venue, 2023." (no quotes, no year in
    parentheses): the authors are the shortest text before a ". ", ": " or " - " that splits
    into names ("S. Yoon, R. Mehta. Title" passes the initials' own periods)."""
    for stop in _AUTHORS_END.finditer(entry):
        head = entry[: stop.start()].strip()
        if _MIDDLE_INITIAL.search(head) and _FAMILY_NEXT.match(entry[stop.end() :]):
            continue  # "Jiwoo K. Han, ...": the period ends a middle initial, not the list
        listed = split_names(head)
        if listed and _title_among([name for name, _ in listed]):
            continue  # "T. Berg, P. Lund, GraphKit Pipeline: a tool": the colon is the title's
        if listed or inverted_first(head) or inverted_lead(head):
            return head, False
    return None


# "... Kwame Osei. 2020": Chicago's year follows the authors, before the quoted title.
_TRAILING_YEAR = re.compile(r"[.,]?\s*\(?(?:19|20)\d{2}[a-z]?\)?\s*$")


# Where a chapter or proceedings entry names its book's editors: "...: Title. In: Biere, A.,
# Parker, D. (eds.) CAV 2020", "(Hrsg.)", "edited by". They edited the book, they are no authors.
_EDITORS = re.compile(r"[.:]\s+In[:\s]|\((?:eds?|hrsg|coords?)\.?\)|\bedited\s+by\b", re.I)


_ET_AL = re.compile(r"\bet\.?\s*al\b\.?\s*$", re.IGNORECASE)
_ET_AL_NEXT = re.compile(r"\s*,?\s*et\.?\s*al\b", re.IGNORECASE)


# "Barros, S. et al. (2020).", "Barros et al., 2020.": a citation's author list and date.
_DATED_ET_AL = re.compile(r"\bet\.?\s*al\b\.?,?\s*\(?(?:19|20)\d{2}[a-z]?\)?[.,:]", re.IGNORECASE)


def dated_after_et_al(entry: str) -> bool:
    """Whether the entry's authors close on "et al." and its year follows: a citation."""
    return _DATED_ET_AL.search(entry) is not None and closes_on_et_al(entry)


def closes_on_et_al(entry: str) -> bool:
    """Whether the entry's author list ends on "et al." ("T. ARNESEN ET AL. (2016). Title."):
    more authors than it prints, the list's owner among the hidden in their own list."""
    part = author_part(entry)
    if part is None:
        return False
    if _ET_AL.search(part[0]):
        return True
    # A run of "Family, I." authors stops before its "et al." ("Roe R., Lund A., et al.").
    at = entry.find(part[0])
    return at >= 0 and bool(_ET_AL_NEXT.match(entry, at + len(part[0])))


def entry_names(entry: str) -> list[str] | None:
    """The authors of one entry, in whichever style it prints them; None unless each is a name."""
    fields = field_authors(entry)
    if fields:
        return fields
    semicolons = semicolon_authors(entry)
    if semicolons:
        return semicolons
    pairs = inverted_pairs(entry)
    if pairs:
        return pairs
    part = author_part(entry)
    if part is None:
        # "Okada, Shinji, and Ichiro Yamada": a line holding nothing but the authors, the
        # first inverted with a full given name (the humanities), under its entry's title.
        whole = inverted_first(entry)
        return whole if whole and len(whole) >= 2 else None
    text, apa = part
    text = _EDITORS.split(text, maxsplit=1)[0]
    if NUMBER_IN_WORD.search(text):
        return None  # "山田一郎(2018),第3回「...」": a meeting's ordinal, no second author
    lead = inverted_lead(text)
    if lead:
        return lead
    if apa:
        return apa_names(text)
    text = _TRAILING_YEAR.sub("", text)
    found = split_names(text)
    if found:
        return [name for name, _ in found]
    return inverted_first(text)
