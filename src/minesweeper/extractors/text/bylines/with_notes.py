"""IEEE's first-page footnote says where each author works in a sentence: "Dara Quinn is with
Samsung Research, Seoul, South Korea (e-mail: ...)", "A. Roe and B. Poe are with the Department
of Physics, Seoul National University, ...". The sentence may wrap over the footnote's lines.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.lines import Line
from minesweeper.names import normalize_name
from minesweeper.names.clean import LATIN_CAPITALS

_NAME = rf"(?:[{LATIN_CAPITALS}][\w.'’-]*\s){{1,3}}[{LATIN_CAPITALS}][\w'’-]+"
_WITH_NOTE = re.compile(
    rf"(?P<names>{_NAME}(?:(?:,\s*|,?\s+and\s+){_NAME})*)\s+(?:is|are|was|were)\s+(?:now\s+)?"
    r"with\s+(?:the\s+)?(?P<where>[^.;()]{5,200})"
)
_NAME_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


def with_notes(lines: list[Line]) -> dict[str, str]:
    """The key of each author's name -> where the first page's footnote says they work."""
    if not lines:
        return {}
    text = " ".join(line.text.strip() for line in lines if line.page == lines[0].page)
    placed: dict[str, str] = {}
    for note in _WITH_NOTE.finditer(text):
        where = note.group("where").strip(" ,")
        for name in _NAME_SEPARATOR.split(note.group("names")):
            placed.setdefault(normalize_name(name), where)
    return placed
