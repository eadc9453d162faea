"""Labels printed with their English translation after a slash.

A bilingual jury page prints each label in its own language and in English: "presidente /
president", "vogais / examiners committee", "orientador / supervisor". The English half may
be no label of its own ("president" alone is a university's head), and the first half a label
that running text takes only before a colon ("presidente:"). Such a cell is read as its first
half with a colon, before the readers run.
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.text.labels import role_cell
from minesweeper.extractors.text.lines import Line

# The label (up to three words), a slash, its English (up to a column's gap, a colon or the
# cell's end), and whatever follows.
_TRANSLATED = re.compile(
    r"^\s*(?P<label>[^\W\d_][^\W\d_]*(?: [^\W\d_]+){0,2})\s*/\s*[A-Za-z][A-Za-z' -]{1,40}?"
    r"(?:\s*[:：])?(?P<rest>(?:\t|\s{2,}).*)?$"
)


def untranslated_labels(lines: list[Line]) -> list[Line]:
    """The lines with each translated label cell read as its first half ("presidente:")."""
    return [_untranslated(line) for line in lines]


def _untranslated(line: Line) -> Line:
    if not line.cells:
        return line
    first = line.cells[0]
    found = _TRANSLATED.match(first.text)
    if found is None or role_cell(found["label"] + ":") is None:
        return line
    text = f"{found['label']}:{found['rest'] or ''}"
    return replace(line, cells=(replace(first, text=text), *line.cells[1:]))
