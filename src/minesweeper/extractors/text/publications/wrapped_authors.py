"""Author lists wrapped over lines: whether a line ends inside its entry's author list,
whether a title-first entry's list breaks inside a name, and two lines of one entry joined
back into one text.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.apa_authors import APA_AUTHOR, APA_RUN, APA_START
from minesweeper.extractors.text.publications.author_patterns import (
    GIVEN_FRAGMENT,
    LIST_SEPARATOR,
    PARTICLE_CUT,
    YEAR_PAREN,
)
from minesweeper.extractors.text.publications.with_clauses import with_clause_open
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import HAN_CHARACTER

# An author list cut at the line end: the last author is still to come.
_OPEN_END = re.compile(r"(?:,|;|&|\band)\s*$")
# A name's initials with its family name still to come ("..., B.J. Gómez and D.B." /
# "Berdal").
_INITIALS_FRAGMENT = re.compile(r"^(?:[A-Z]\.\s?(?:[-‐]\s?)?){1,3}$")
# A word broken by a hyphen at the line's end ("Mar-").
_BROKEN_WORD = re.compile(r"(?<=[^\W\d_])[-‐]$")


def author_list_open(text: str) -> bool:
    """Whether a line ends inside its author list: after a separator ("...,", "and"), in an
    APA list before its "(2019)", or on a given name, initials or a hyphen-broken name whose
    rest is on the next line ("Jiwoo Han, Nikolai" / "Petrov, and ..."), or on a family
    name's particle ("Karel Vanden" / "Broeck and ..."): every piece before it a name; or
    inside a "with" clause after a title."""
    if _OPEN_END.search(text) or with_clause_open(text):
        return True
    if APA_START.match(text) and not YEAR_PAREN.search(text):
        # Open only while nothing but authors is on the line: "Kim, M.; Lee, J. Title.
        # Mathematics 2021, 9, 12." (MDPI) prints its year without brackets and is whole.
        run = APA_RUN.match(text) or APA_AUTHOR.match(text)
        return run is None or not text[run.end() :].strip(" .,")
    pieces = [piece.strip() for piece in LIST_SEPARATOR.split(text.strip())]
    cut = (GIVEN_FRAGMENT, PARTICLE_CUT, _INITIALS_FRAGMENT)
    if len(pieces) < 2 or not any(pattern.match(pieces[-1]) for pattern in cut):
        return False
    return all(split_names(piece) for piece in pieces[:-1])


# The family name a line opens with when the line above broke a name: a word, then the list
# goes on ("Malka, Hana Cho, ...", "Lind, and ...") or the line ends.
_FAMILY_OPENING = re.compile(
    r"^\s*(?P<family>[A-Z][\w'’-]+)(?:\s*(?:,|;|&|\band\b)\s*(?:(?:and|&)\s+)?(?P<rest>.*)|\s*$)"
)


def name_wraps(head: str, tail: str) -> bool:
    """Whether a title-first entry's author list breaks inside a name at the line's end:
    "..., Minjun Kim, Oren" / "Malka, ..." (a given name alone), or "..., Hana Piet" / "Cho,
    and Ilsa Varga, ..." (a name's shape, whose family name the next line opens with, the
    list going on after it: a venue on the next line is no family name)."""
    found = _FAMILY_OPENING.match(tail)
    pieces = [piece.strip() for piece in LIST_SEPARATOR.split(head.strip())]
    if found is None or len(pieces) < 2 or len(split_names(pieces[-2]) or []) != 1:
        return False
    if not is_name(clean_token(f"{pieces[-1]} {found.group('family')}")):
        return False
    if GIVEN_FRAGMENT.match(pieces[-1]):
        return True
    following = LIST_SEPARATOR.split((found.group("rest") or "").strip(), maxsplit=1)[0]
    return bool(following and split_names(following))


# Chinese and Japanese set no spaces between words: a line end inside their text is none
# either ("指導教員である川原" / "純准教授" is "川原純准教授").
_UNSPACED_SCRIPT = re.compile(rf"{HAN_CHARACTER}|[\u3040-\u30ff]")


def join_wrapped(head: str, tail: str) -> str:
    """Two lines of one entry as one text: a word broken at the line end ("Mar-" "tins") is
    whole again; a hyphen before a capital is the name's own ("Jae-" "Won")."""
    if _BROKEN_WORD.search(head):
        return head[:-1] + tail if tail[:1].islower() else head + tail
    if _UNSPACED_SCRIPT.fullmatch(head[-1:]) and _UNSPACED_SCRIPT.fullmatch(tail[:1]):
        return head + tail
    return f"{head} {tail}"
