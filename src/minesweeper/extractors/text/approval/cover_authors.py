"""A group's thesis or project report names its authors on the cover, one to a line under
"by" ("presented to the faculty" / "by" / "Ana Ruiz  ar02526" / "Tomas Lind  tl02945"):
beside the applicant, each wrote the work with them, a co-author. A cover of one author
names the applicant alone, who is left out as self.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

# The line that ends on "by" over the authors: "by", "Submitted by:", "presented by".
_BY = re.compile(
    r"^\s*(?:(?:presented|submitted|prepared|written|done|carried\s+out|developed)\s+)?by\s*:?\s*$",
    re.IGNORECASE,
)
# A student number after the name, in its cell or the next ("Ana Ruiz ar02526").
_STUDENT_NUMBER = re.compile(r"\s+[A-Za-z]{0,3}\d{4,}\s*$")
_COVER_PAGES = 3  # a cover, its inner title page, and a page of front matter
_MIN_AUTHORS = 2


def cover_authors(lines: list[Line], used: set[tuple[int, int]]) -> list[Slot]:
    """The authors listed one to a line under a cover's "by", when they are several (the
    first cell is the name: a student number may stand beside it)."""
    slots: list[Slot] = []
    for position, line in enumerate(lines):
        if line.page > _COVER_PAGES or not _BY.match(line.text):
            continue
        authors: list[Slot] = []
        for below in lines[position + 1 :]:
            text = _STUDENT_NUMBER.sub("", below.cells[0].text) if below.cells else ""
            named = names_in(text, ocr=below.ocr) if text else []
            if (
                below.page != line.page
                or (below.page, below.index) in used
                or len(named) != 1
                or label_at_start(text) is not None  # "Supervisor: Dr. A" under the authors
            ):
                break
            name, partial = named[0]
            cell = below.cells[0]
            authors.append(
                Slot(name, Role.COAUTHOR, below, cell, confidence(cell, 0.85, name), partial)
            )
        if len(authors) >= _MIN_AUTHORS:
            slots += authors
            used.update((slot.line.page, slot.line.index) for slot in authors)
    return slots
