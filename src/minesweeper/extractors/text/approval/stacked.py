"""Signature blocks side by side whose text layer reads one block after the other.

An Indonesian approval page prints "Pembimbing 1" and "Pembimbing 2" side by side, each over
its signature space, the name and the staff number ("NIK. 0102"). The text layer keeps the
labels on one line but reads the blocks under them one at a time: the first block's name and
number, then the second's. The labels' row is paired with the names that follow it in order,
staff numbers passed over.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import ADVISOR_ROLES
from minesweeper.extractors.text.approval.fields import without_furniture
from minesweeper.extractors.text.labels import is_label_only, is_official, label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

# A staff or student number under a name: "NIK. 01043170", "NIDN: 0405 0607", "NIP 1980...".
_STAFF_NUMBER = re.compile(r"^\s*[A-Z]{2,6}\.?\s*[:.]?\s*\d[\d\s.-]{3,}$")
_LINES_PER_BLOCK = 3  # a name, its number and a signature line


def stacked_blocks(
    lines: list[Line], used: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """Slots of a row of role labels over the names its blocks print one under the other."""
    slots: list[Slot] = []
    for position, line in enumerate(lines):
        if line.ocr or len(line.cells) < 2 or (line.page, line.index) in used:
            continue
        if not all(is_label_only(cell.text) for cell in line.cells):
            continue
        names = _names_below(lines, position, len(line.cells), used)
        if names is None:
            continue
        for cell, (below, name, partial) in zip(line.cells, names, strict=True):
            started = label_at_start(cell.text)
            if started is None or (advisors_only and started[0] not in ADVISOR_ROLES):
                continue
            name_cell = below.cells[0]
            slots.append(
                Slot(name, started[0], below, name_cell, confidence(name_cell, 0.85, name), partial)
            )
        used.add((line.page, line.index))
        used.update((below.page, below.index) for below, _name, _partial in names)
    return slots


def _names_below(
    lines: list[Line], position: int, count: int, used: set[tuple[int, int]]
) -> list[tuple[Line, str, bool]] | None:
    """The first `count` names under the labels' row, one a line, over staff numbers and
    signature blanks; None unless each line read holds one name and nothing else. A row of
    names in cells of their own is a table (read by the grid rule)."""
    label_line = lines[position]
    found: list[tuple[Line, str, bool]] = []
    for below in lines[position + 1 : position + 1 + count * _LINES_PER_BLOCK]:
        if len(found) == count:
            break
        if below.page != label_line.page or (below.page, below.index) in used:
            return None
        text = without_furniture(below.text)
        if not text or _STAFF_NUMBER.match(text):
            continue
        if len(below.cells) != 1 or is_official(text) or label_at_start(text) is not None:
            return None
        names = names_in(text)
        if len(names) != 1:
            return None
        found.append((below, *names[0]))
    return found if len(found) == count else None
