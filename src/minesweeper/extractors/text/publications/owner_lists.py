"""Author lists read as the owner's: readers of an entry that count only when the list they
find names the list's owner (a run of names after a title, a plain list, a Korean book's
translators), since the same words could read as a title's or a venue's.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import BOOK_ROLE, split_names
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.publications.author_first import before_authors_end


def naming_owner(names: list[str], own: SelfMatcher) -> list[str] | None:
    """The names, when they are a list of two or more that names the owner."""
    return names if len(names) >= 2 and any(map(own.is_self, names)) else None


_SENTENCE = re.compile(r"(?<=[.。])\s+")


def book_role_names(body: str, own: SelfMatcher) -> list[str] | None:
    """ "2022. 성의 역전. 헨리 엘리스. 박준서, 이하림, 한지우 옮김. 서울: 책과함께.": a Korean
    book entry's sentence of names closed by their role (translated, edited, co-written),
    naming the owner, after the original authors' sentence."""
    for sentence in _SENTENCE.split(body):
        sentence = sentence.strip().rstrip(".。 ")
        if BOOK_ROLE.search(sentence):
            names = naming_owner([name for name, _ in split_names(sentence) or []], own)
            if names:
                return names
    return None


def plain_list_with_owner(body: str, own: SelfMatcher) -> list[str] | None:
    """The entry, or its opening up to the stop before the title, as a plain list of names
    ("A, B, C and D"), when that names the owner."""
    listed = split_names(body.rstrip(" "))
    if listed is None and (ended := before_authors_end(body)):
        listed = split_names(ended[0])
    return naming_owner([name for name, _ in listed or []], own)


def owner_run(runs: list[list[str]], own: SelfMatcher) -> list[str] | None:
    """Of the runs of names after a title, the one naming the applicant: "Fast joins, Minjun
    Kim, Seoyeon Park, VLDB 2021" is the owner's entry, any other run a title's or a venue's."""
    return next((run for run in runs if any(map(own.is_self, run))), None)


def leading_authors(text: str) -> list[str] | None:
    """ "Rikiya Takehi, Minjun Kim, Tetsuya Sakai, ACM SIGIR-AP ‘23, 2023.": the names an
    entry opens on, up to the first piece that is no name (the venue). Only a list naming
    the applicant is one (the caller's check)."""
    names: list[str] = []
    for piece in text.split(","):
        listed = split_names(piece)
        if not listed:
            break
        names += [name for name, _ in listed]
    return names if len(names) >= 2 else None
