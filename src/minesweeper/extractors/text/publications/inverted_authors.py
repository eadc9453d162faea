"""Author lists that print family names first, other than APA: ACS, MDPI and Scopus
("Kim, Minjun; Pyo, Jihoon" and "Kook, H.; Maeng, D."), every author inverted with given
names in full ("Kim, Min-Jun, Park, Seo-Yeon, and Lee, Jae-Won"), Chicago and MLA (the first
author alone inverted: "Han, Jiwoo, Pierre Moreau, and Kwame Osei"), and physics, economics
and ecology lists whose first author alone is inverted before initialled others ("Varga, I.;
J. Han, O. Malka").
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.author_patterns import (
    FAMILY,
    INITIALS,
    LIST_SEPARATOR,
    capitals,
    initialled_name,
    list_end,
)
from minesweeper.extractors.text.shapes import clean_token, is_name

# ACS, MDPI and Scopus exports: "Kim, Minjun; Pyo, Jihoon; Ra, Sunwoo. Title." or "Kook, H.;
# Maeng, D. Title." - family name, comma, given name or initials, authors split by semicolons.
# An author may drop the comma before dotted initials ("Kook, H.; Carone L.; Maeng, D.").
# Spanish lists abbreviate the first of two surnames ("Fdez. Galán, I.", "Glez. Ruiz, M.").
_SEMICOLON_AUTHOR = re.compile(
    capitals(
        rf"^\s*(?P<family>(?:[A-Z][a-z]{{1,4}}\.\s)?{FAMILY}(?:\s[A-Z][\w'’-]+)?)"
        r"(?:,\s*|\s(?=[A-Z]\.))"
        # An initial before a short abbreviated word opens the journal ("Halvorsen, J. K. J. Phys.
        # Chem. Lett."); a title's first word is longer ("Varga, I. Catalysis.").
        r"(?P<given>(?:[A-Z]\.(?!\s?[A-Z][a-z]{1,5}\.)\s?-?\s?){1,3}"
        # A given name may close on middle initials, dotted or not, where the author ends
        # ("Dahl, Reuben P.R.;", "Varga, Tamsin K;").
        r"|[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’-]+)?"
        r"(?:\s(?:[A-Z]\.){1,2}(?=\s*$)|\s[A-Z](?=\s*$))?"
        r"|[A-Z](?=\s*$))"  # "Bitsch, B;": an initial whose period was left out
    )
)


# Lists of hundreds of authors leave out the middle, the owner's neighbours printed around
# the gap: "Varga, I.; [. . . ]; Han, J.; [...]; Berg, T.".
_ELIDED = re.compile(r"\s*\[?\s*(?:…|\.\s?\.\s?\.)\s*\]?\s*")


_JOINING_AND = re.compile(r"^\s*(?:and|&)\s+")


def semicolon_authors(entry: str) -> list[str] | None:
    if ";" not in entry:
        return None
    names: list[str] = []
    pieces = entry.split(";")
    if not pieces[-1].strip():
        pieces.pop()  # "...; Mollière, P.;": the list goes on on the next line
    for piece in pieces:
        if _ELIDED.fullmatch(piece):
            continue  # "...; Han, J.; [. . . ]; Berg, T.": authors left out between two
        # ACS joins the last author by "; and" ("Lindqvist, M. J.; and Halvorsen, J. K.").
        piece = _JOINING_AND.sub("", piece)
        found = _SEMICOLON_AUTHOR.match(piece)
        if found is None:
            return None
        # Brazilian ABNT lists print family names in capitals ("ARAÚJO, R. B. T.; SEO, JIN-HO").
        given, family = found.group("given").strip(), found.group("family")
        given = given.title() if given.isupper() and "." not in given and len(given) > 1 else given
        family = family.title() if family.isupper() else family
        names.append(clean_token(f"{given} {family}"))
        if piece[found.end() :].strip(" ."):
            break  # the title follows the last author
    return names if len(names) >= 2 and all(is_name(name) for name in names) else None


# Every author inverted, given names in full: "Kim, Min-Jun, Park, Seo-Yeon, and Lee, Jae-Won
# (2020). Title." The pairs run up to the year, the title's period or the end.
# A family name may open on its particles ("van Dalen, Jan W."), a given name carry a middle
# name or initial ("Ionescu, Andrei Mihai", "Burger, Axel M.").
# Some lists mix in others' initials ("Ota, B., Kim, Minjun, Lind, R., “Title.”"), the title
# in quotes after a comma.
_FAMILY_GIVEN = capitals(
    r"((?:(?:van|von|de|der|den|da|di|du|dos|das|del|la|le)\s+){0,2}[A-Z][\w'’-]+),\s*"
    r"([A-Z][^\W\d_]+(?:[-‐][A-Za-z][^\W\d_]+)?(?:\s[A-Z]\.|\s[A-Z][^\W\d_]+)?"
    r"|(?:[A-Z]\.\s?-?){1,3}(?![\w'’-]))"
)
_PAIR = re.compile(_FAMILY_GIVEN)
_INVERTED_PAIRS = re.compile(
    rf"^{_FAMILY_GIVEN}(?:{LIST_SEPARATOR.pattern}{_FAMILY_GIVEN})+"
    r"(?=\s*[.(]|\s*$|,\s*(?:19|20)\d{2}|,\s*[“\"])"
)


# Wiley's initials without their periods, every author inverted: "Varga, A, He, Y, Olsen, LN,
# Tumin, R. Title." The list's own stop closes it.
_UNDOTTED_PAIR = capitals(r"([A-Z][\w'’-]+),\s*([A-Z]{1,3})")
_UNDOTTED = re.compile(_UNDOTTED_PAIR)
_UNDOTTED_PAIRS = re.compile(
    rf"^{_UNDOTTED_PAIR}(?:,\s*{_UNDOTTED_PAIR})+(?=\.\s+[“\"]?[A-Z]|\s*$|\s*\()"
)


def inverted_pairs(entry: str) -> list[str] | None:
    pair = _PAIR
    run = _INVERTED_PAIRS.match(entry.strip())
    if run is None:
        pair, run = _UNDOTTED, _UNDOTTED_PAIRS.match(entry.strip())
    if run is None:
        return None
    names = [
        clean_token(f"{given.strip()} {family.title() if family.isupper() else family}")
        for family, given in pair.findall(run.group(0))
    ]
    return names if all(is_name(name) for name in names) else None


# Chicago and MLA invert the first author only: "Han, Jiwoo, Pierre Moreau, and Kwame Osei".
_INVERTED_FIRST = re.compile(
    # A student co-author is starred after the given name ("Rouse, Lauren*, and ...").
    capitals(r"^(?P<family>[A-Z][\w'’-]+),\s*(?P<given>[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’.-]+)?)")
    + r"[*∗†‡]*"
    + r"(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?P<rest>.+))?$"
)


def inverted_first(text: str) -> list[str] | None:
    found = _INVERTED_FIRST.match(text.strip())
    if found is None:
        return None
    first = clean_token(f"{found.group('given')} {found.group('family')}")
    if not is_name(first):
        return None
    rest = found.group("rest")
    if not rest:
        return [first]
    others = split_names(rest)
    return [first, *(name for name, _ in others)] if others else None


# Physics CVs invert the first author alone, close it with a semicolon or join the second
# with "and", and print the others initials first: "Varga, I.; J. Han, O. Malka, (2007)",
# "Cho, H. and J. Han (2003)". Economics (AEA) and ecology (ESA) lists do the same after a
# comma: "Berg, T. A., J. Han, and O. Malka. 2019." - initials after the comma, where APA
# prints a family name ("Berg, T. A., Han, J.").
# A thesis's own list may print the others' full names given first ("Bolaños, F., Enrique
# Ruiz, Antonio Fernández y Pascual Gómez."): a given name, a space, then a capital.
_INITIALS_FIRST = capitals(r"(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][\w'’-]")
_GIVEN_FIRST = capitals(
    r"[A-Z][\w'’-]+\s+(?:[A-Z]\.\s+)?[A-Z][\w'’-]+(?:\s*,|\s+(?:and|y|e|et|und)\s)"
)
_INVERTED_LEAD = re.compile(
    rf"^\s*(?P<family>{FAMILY}),\s*(?P<initials>{INITIALS})\s*"
    rf"(?:;|\band\b|&|,(?=\s*(?:{_INITIALS_FIRST}|{_GIVEN_FIRST})))\s*(?P<rest>.+)$"
)


def inverted_lead(text: str) -> list[str] | None:
    found = _INVERTED_LEAD.match(text)
    listed = split_names(list_end(found.group("rest"))) if found else None
    # Each of the others a name of two words or more: "Kim, M. and Park, S." is APA.
    if found is None or not listed or any(len(name.split()) < 2 for name, _ in listed):
        return None
    first = initialled_name(found.group("initials"), found.group("family"))
    return [first, *(name for name, _ in listed)] if is_name(first) else None
