"""Jury table rows whose cells wrap over several lines of the text layer.

A French jury table prints each member's row as "M. Julien MARTIN | Maître de conférences |
Université de Lille | Directeur", with the role in the last column. When the columns are
narrow, the text layer reads the row's cells wrapped: "M. Julien  MARTIN Maître" / "de
conférences" / "Université" / "de Lille" / "Directeur". The row opens on a civil or academic
title before the name, runs on over short lines of rank and employer that hold no label and
no name, and closes on a line that is the role alone; read joined, it is a jury row.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import ADVISOR_ROLES
from minesweeper.extractors.text.labels import label_at_start, role_cell
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in
from minesweeper.names import display_name

__all__ = ["wrapped_rows"]

# The title a jury row opens on: "M.", "Mme", "Pr", "Dr.", "Prof.".
_OPENING_TITLE = re.compile(r"^\s*(?:MM?\.|Mmes?|Mlle|Mrs?\.?|Ms\.?|Dr\.?|Pr\.?|Prof\.?)\s")
_MAX_WRAPPED_LINES = 5  # rank and employer wrapped in a narrow column
_MAX_WRAPPED_CHARS = 40  # one wrapped piece of a cell, not a sentence
_MAX_ROW_CHARS = 160  # a name, a rank and an employer
# What tells a table of students or a career from a jury (as in `jury_rows`).
_NOT_A_MEMBER = re.compile(
    r"\b(?:19|20)\d{2}\b|\b(?:student|[ée]tudiant|doctorant|candidate|post-?\s?doc)",
    re.IGNORECASE,
)


def wrapped_rows(lines: list[Line], used: set[tuple[int, int]], advisors_only: bool) -> list[Slot]:
    """Slots of the jury rows whose rank and employer wrapped onto lines of their own."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        if (line.page, line.index) in used or not _OPENING_TITLE.match(line.text):
            continue
        block = _row_block(by_position, line, used)
        if block is None:
            continue
        row, role_line = block
        role = role_cell(role_line.text)
        if role is None or (advisors_only and role not in ADVISOR_ROLES):
            continue
        text = " ".join(cell.text for each in row for cell in each.cells)
        found = names_in(text, ocr=line.ocr)
        if (
            len(found) != 1
            or len(text) > _MAX_ROW_CHARS
            or _NOT_A_MEMBER.search(text)
            or not display_name(text).startswith(found[0][0].split()[0])
        ):
            continue
        name, partial = found[0]
        cell = line.cells[0]
        slots.append(
            Slot(name, role, line, cell, confidence(cell, 0.9, name), partial, listed=True)
        )
        used.update((each.page, each.index) for each in (*row, role_line))
    return slots


def _row_block(
    by_position: dict[tuple[int, int], Line], first: Line, used: set[tuple[int, int]]
) -> tuple[list[Line], Line] | None:
    """(the row's lines, the line of its role) when wrapped lines lead from the opening line
    to a role alone; None for anything else."""
    row = [first]
    for offset in range(1, _MAX_WRAPPED_LINES + 2):
        below = by_position.get((first.page, first.index + offset))
        if below is None or (below.page, below.index) in used:
            return None
        if role_cell(below.text) is not None:
            # A label before its colon ("Vocal:") names the line under it, not the row above.
            closes = len(row) > 1 and not below.text.rstrip().endswith((":", "："))
            return (row, below) if closes else None
        if not _wrapped_piece(below):
            return None
        row.append(below)
    return None


def _wrapped_piece(line: Line) -> bool:
    """A short line of one cell that holds no label and no name: "de conférences", "Sorbonne"."""
    text = line.text.strip()
    return (
        len(line.cells) == 1
        and 0 < len(text) <= _MAX_WRAPPED_CHARS
        and not _OPENING_TITLE.match(text)
        and label_at_start(text, ocr=line.ocr) is None
        and not names_in(text, ocr=line.ocr)
    )
