"""A name alone on its line: the head of an author block stacked over its affiliation (and
e-mail), in whichever case the layout prints it. Journals that print the byline in capitals
print these heads in capitals too ("TOMAS REYES" / "Northfield Systems Corporation, USA"):
read in title case, they are names like any other. A genre heading standing over the
journal's address ("ORIGINAL ARTICLE" / "Hanbit University Press, Korea") has a name's shape
and is none.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import LATIN_CAPITALS, LATIN_SMALLS

_CAPITAL_WORD = re.compile(rf"[{LATIN_CAPITALS}]{{2,}}")
_SMALL_LETTER = re.compile(rf"[{LATIN_SMALLS}]")
# Words of the headings a first page prints over its title: the article's genre and access.
_HEADING_WORD = re.compile(
    r"\b(?:articles?|communications?|editorial|access|report|note|paper|letters?|issue"
    r"|procedia|commentary|perspective|erratum|corrigendum|preprint|reprint)\b",
    re.IGNORECASE,
)


def in_title_case(text: str) -> str:
    """A line printed in capitals as a name is written ("TOMAS REYES" -> "Tomas Reyes"); any
    other line as it is."""
    if _SMALL_LETTER.search(text) or not _CAPITAL_WORD.search(text):
        return text
    return _CAPITAL_WORD.sub(lambda word: word.group(0).capitalize(), text)


def lone_name(text: str) -> str | None:
    """The name a line holds alone, or None when the line is no name."""
    cleaned = clean_token(in_title_case(text))
    if not is_name(cleaned) or _HEADING_WORD.search(cleaned):
        return None
    return cleaned
