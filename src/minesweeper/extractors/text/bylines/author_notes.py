"""Korean journals' author notes: the foot of a paper's first page names each author with
their affiliation and their part ("박서연 / 연세대학교 심리학과 교수(…), 공동저자", "** 교신저자:
이재원(고려대학교 …)"). They name every author even where a two-column page's text layer
gives the byline out of order (after the introduction) or in a form no byline rule reads.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import Author
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import Line

# An author's part in the paper: the one word that makes a "name / affiliation" line a note.
_PART = r"(?:제\s*\d|주|공\s*동|교\s*신|책\s*임|참\s*여)\s*저\s*자"
_HANGUL_NAME = r"[가-힣](?:\s?[가-힣]){1,4}"
_NAME_FIRST = re.compile(rf"^[\s*†‡]*(?P<name>{_HANGUL_NAME})\s*/\s*\S.*{_PART}")
_PART_FIRST = re.compile(rf"^[\s*†‡]*{_PART}\s*[:：]?\s*(?P<name>{_HANGUL_NAME})(?=\s*(?:[,(/]|$))")


def author_notes(lines: list[Line], own: SelfMatcher) -> list[Author]:
    """The authors the first page's notes name, the applicant left out."""
    if not lines:
        return []
    found: list[Author] = []
    for line in lines:
        if line.page != lines[0].page:
            break
        text = line.text.strip()
        note = _NAME_FIRST.match(text) or _PART_FIRST.match(text)
        if note is None:
            continue
        name = "".join(note.group("name").split())
        if not own.is_self(name):
            found.append(Author(name=name, line=line, quote=text, marks=""))
    return found
