"""Committee rows whose label OCR could not read: a name in the committee's name column.

On a scanned approval page OCR now and then garbles one row's label ("부위원장" read as
"ye") while reading its name. The row sits between rows that were read, or one row pitch
before the first or after the last, with its name in their column, so it is a committee row
too: its member is kept, as a committee member (the
role the label would have said is unknown) at a confidence a person reviews.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from minesweeper.extractors.model import COMMITTEE_ROLES, Role
from minesweeper.extractors.text.labels import is_official
from minesweeper.extractors.text.lines import Line, table_band
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

_UNLABELLED_ROW = 0.6  # below HUMAN_REVIEW_CONFIDENCE: the role is inferred, a person checks
_COLUMN_SLACK = 1.5  # how far a name may start from the column, in text heights


def unlabelled_rows(lines: list[Line], slots: Sequence[Slot]) -> list[Slot]:
    """Slots for the OCR rows between a page's committee rows that hold a name in their
    name column but no readable label."""
    found: list[Slot] = []
    by_page: dict[int, list[Slot]] = {}
    for slot in slots:  # the committee's rows; an advisor line above them is no row
        if slot.line.ocr and slot.cell.box is not None and slot.role in COMMITTEE_ROLES:
            by_page.setdefault(slot.line.page, []).append(slot)
    for page, page_slots in by_page.items():
        if len(page_slots) < 2:
            continue
        column = statistics.median(slot.cell.box.left for slot in page_slots if slot.cell.box)
        column_end = statistics.median(slot.cell.box.right for slot in page_slots if slot.cell.box)
        height = statistics.median(
            slot.cell.text_height or slot.cell.box.height for slot in page_slots if slot.cell.box
        )
        rows = {slot.line.index for slot in page_slots}
        # A row another role's label gave its name (an advisor's between the members) is read.
        read = {slot.line.index for slot in slots if slot.line.page == page}
        names = {slot.name for slot in page_slots}
        reach = table_band([slot.cell.box.top for slot in page_slots if slot.cell.box])
        for line in lines:
            # An official signs under the committee ("Head of Graduate School  Prof. X").
            if line.page != page or line.index in read or is_official(line.text):
                continue
            between = min(rows) < line.index < max(rows)
            if not between and not _next_to_the_table(line, reach, column):
                continue
            row = _row_slot(line, (column, column_end), height)
            if row is not None and row.name not in names:
                found.append(row)
    return found


def _next_to_the_table(line: Line, reach: tuple[float, float] | None, column: float) -> bool:
    """A line within the table's reach that is a row of it: something (the garbled label)
    stands left of the name column. A name alone under the table is the author's."""
    boxes = [cell.box for cell in line.cells if cell.box is not None]
    return (
        reach is not None
        and bool(boxes)
        and reach[0] <= min(box.top for box in boxes) <= reach[1]
        and any(box.right < column for box in boxes)
    )


def _row_slot(line: Line, column: tuple[float, float], height: float) -> Slot | None:
    """The row's name: the cell that starts where the column's names start, or ends where
    they end (OCR may glue a garbled word before the name: "ae 감동혁")."""
    for cell in line.cells:
        if cell.box is None or (
            abs(cell.box.left - column[0]) > _COLUMN_SLACK * height
            and abs(cell.box.right - column[1]) > _COLUMN_SLACK * height
        ):
            continue
        read = names_in(cell.text, ocr=True)
        if len(read) != 1 or read[0][1]:
            return None
        name = read[0][0]
        return Slot(
            name, Role.COMMITTEE_MEMBER, line, cell, confidence(cell, _UNLABELLED_ROW, name)
        )
    return None
