"""The authors of an entry written as fields: a labelled field ("공저자: 정다은, 김민준",
"Authors: M. Kim, S. Park"), or the one slash-separated field of a Korean form that is a
list of names ("제목 / 김민준, 윤태호 / 학술지 / 2021"). `AUTHOR_WORDS` also heads author
columns.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names

# The words that name an entry's authors, as a field or a column heading: "저자", "주저자",
# "교신저자", "Authors"; `co` marks those that name only the others ("공동저자", "Co-authors").
AUTHOR_WORDS = (
    r"(?:(?P<co>공\s*동\s*저\s*자|공\s*저\s*자|참\s*여\s*(?:저\s*)?자|co-?\s?authors?)"
    r"|(?:제\s*1\s*|주\s*|교\s*신\s*|first\s+|corresponding\s+|lead\s+)?"
    r"(?:저\s*자(?:\s*명)?|authors?))(?:\s*\(s\))?"
)

# Entries written as fields: "공저자: 정다은, 김민준 / 논문명: ... / 게재지: ...",
# "Authors: M. Kim, S. Park | Title: ..." (table cells, joined by two spaces). The field ends
# at the next separator.
_AUTHOR_FIELD = re.compile(
    rf"(?:^|[/|;(]\s*|\s{{2,}}){AUTHOR_WORDS}\s*[:：]\s*(?P<names>[^/|;:：()]+?)\s*"
    r"(?=[/|;)]|\s{2,}|$)",
    re.IGNORECASE,
)
# Korean forms list an entry's fields between slashes: "제목 / 김민준, 윤태호 / 학술지 / 2021".
_SLASHED_FIELD = re.compile(r"\s+/\s+")


def field_authors(entry: str) -> list[str] | None:
    """The authors of an entry written as fields: a labelled field ("공저자: A, B", "(Authors:
    A, B)"), or the one slash-separated field that is a list of names."""
    found = _AUTHOR_FIELD.search(entry)
    if found is not None:
        listed = split_names(found.group("names").strip(" ,."))
        return [name for name, _ in listed] if listed else None
    fields = _SLASHED_FIELD.split(entry)
    lists = [
        listed
        for field in fields
        # A list is separated by commas or middle dots: a title's words are not.
        if re.search(r"[,·]", field)
        and (listed := split_names(field.strip(" ,.")))
        and len(listed) >= 2
    ]
    return [name for name, _ in lists[0]] if len(fields) >= 3 and len(lists) == 1 else None


def names_only_others(entry: str) -> bool:
    """Whether the entry's author field names only the owner's co-authors ("(공저자: A, B)",
    "Co-authors: A, B"): the owner is implied."""
    found = _AUTHOR_FIELD.search(entry)
    return found is not None and found.group("co") is not None
