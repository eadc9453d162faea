"""Form rows under a role heading: "Examiners" / "Name: A  Sign.: ____" / "Name: B  Sign.: ____".

Indian approval sheets print each role as a heading alone on its line and, under it, one row
of a form's fields per member: the "Name" field the member writes in, then the signature
field. The field labels are no part of the name. Handwriting in capitals reads badly: OCR
loses the field's colon ("Name V. RAO") and cuts a written word where its letters stand a
little apart ("MEE NAKSHI"), which the word boxes tell from the wider gap between words.
"""

from __future__ import annotations

import itertools
import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.approval.fields import NAME_FIELD_LABEL
from minesweeper.extractors.text.approval.role_filter import allowed
from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.lines import Box, Cell, Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in, without_ordinal

__all__ = ["name_field_rows"]

# The field a member writes the name in; OCR may lose its colon.
_NAME_FIELD = re.compile(rf"^\s*{NAME_FIELD_LABEL}\s*[:：.]?\s*(?=\S)", re.IGNORECASE)
# The fields after the name: the signature, the date, the member's designation.
_NEXT_FIELD = re.compile(
    r"(?:^|\s)(?:sign(?:ature)?|signed|date|designation)\s*\.?\s*[:：]?(?:\s|$).*$",
    re.IGNORECASE,
)
_MAX_ROWS = 6  # the members under one heading
# A written word OCR cut in two: a gap under this share of the widest gap between the name's
# words (the space a writer leaves between words) joins the pieces.
_CUT_GAP_SHARE = 0.6
_MIN_WORDS_TO_COMPARE = 3  # two gaps at least, to tell a cut from a space
# How far a misread field label may stand from where the form prints it, in text heights.
_FIELD_SLACK = 0.3


def name_field_rows(
    lines: list[Line], used: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """The members written in the name fields of the rows under each role heading."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    fields = _field_boxes(lines)
    for line in lines:
        if (line.page, line.index) in used or not _heading_cells(line):
            continue
        heading = _ITEM_LETTER.sub("", without_ordinal(line.cells[0].text))
        started = label_at_start(heading, ocr=line.ocr)
        if started is None or started[1] or not allowed(started[0], advisors_only):
            continue
        rows = _rows_under(by_position, line, used, fields.get(line.page, []))
        if started[0] not in _ROLES_OF_ROWS:
            rows = rows[:1]  # one chair: a row after the chair's is another role's
        if not rows:
            continue
        for row, name, cell in rows:
            slots.append(Slot(name, started[0], row, cell, confidence(cell, 0.85, name)))
            used.add((row.page, row.index))
        used.add((line.page, line.index))
    return slots


# The letter of a form's item before its role: "a) External Examiner 1:", "(b) Supervisor:".
_ITEM_LETTER = re.compile(r"^\s*\(?[a-z]\)\s+")


def _heading_cells(line: Line) -> bool:
    """A role heading alone on its line, or beside its signature field ("External Examiner:
    | Signature: ____")."""
    cells = line.cells
    return len(cells) == 1 or (len(cells) == 2 and bool(_NEXT_FIELD.match(cells[1].text)))


def _rows_under(
    by_position: dict[tuple[int, int], Line],
    heading: Line,
    used: set[tuple[int, int]],
    fields: list[Box],
) -> list[tuple[Line, str, Cell]]:
    """(row, name, the cell it is written in) of each name-field row under the heading, up to
    the first line that is no such row."""
    found: list[tuple[Line, str, Cell]] = []
    for position in range(heading.index + 1, heading.index + 1 + _MAX_ROWS):
        row = by_position.get((heading.page, position))
        if row is None or (row.page, row.index) in used or not row.cells:
            break
        read = _field_name(row, fields)
        if read is None:
            break
        found.append((row, *read))
    return found


def _field_boxes(lines: list[Line]) -> dict[int, list[Box]]:
    """The boxes of the name fields' labels OCR read, per page: where the form prints them."""
    boxes: dict[int, list[Box]] = {}
    for line in lines:
        cell = line.cells[0] if line.cells else None
        if line.ocr and cell is not None and cell.word_boxes and _NAME_FIELD.match(cell.text):
            boxes.setdefault(line.page, []).append(cell.word_boxes[0])
    return boxes


def _field_name(row: Line, fields: list[Box]) -> tuple[str, Cell] | None:
    """(name, its cell) of a row that opens on the name field and holds one name in it."""
    cell = row.cells[0]
    field = _NAME_FIELD.match(cell.text)
    if field is not None:
        written = cell.text[field.end() :]
    elif _misread_field(cell, fields):
        written = cell.text.split(maxsplit=1)[1]
    else:
        return None
    written = _NEXT_FIELD.sub("", written).strip()
    if row.ocr:
        written = _rejoined(cell, written)
    found = names_in(written, ocr=row.ocr)
    if len(found) != 1 or found[0][1]:
        return None
    return found[0][0], cell


def _misread_field(cell: Cell, fields: list[Box]) -> bool:
    """Whether the cell's first word is a name field's label OCR misread ("Kan" for "Name:"):
    a word, with words after it, printed where the other rows print their field, as wide."""
    if not cell.word_boxes or len(cell.text.split()) < 2:
        return False
    first = cell.word_boxes[0]
    slack = _FIELD_SLACK * (cell.text_height or first.height)
    return any(
        abs(first.left - box.left) <= slack and abs(first.right - box.right) <= slack
        for box in fields
    )


def _rejoined(cell: Cell, written: str) -> str:
    """The written name with the words OCR cut apart joined again, by the gaps between their
    boxes: capitals only, never an initial ("K."), and only where the name's words leave a
    wider gap to compare with."""
    words = [
        (text, box)
        for (text, _score), box in zip(cell.word_confidences, cell.word_boxes, strict=False)
        if text in written.split()
    ]
    texts = [text for text, _box in words]
    if len(words) < _MIN_WORDS_TO_COMPARE or " ".join(texts) != written:
        return written
    gaps = [right[1].left - left[1].right for left, right in itertools.pairwise(words)]
    widest = max(gaps)
    joined = [texts[0]]
    for (left, right), gap in zip(itertools.pairwise(texts), gaps, strict=True):
        if gap < widest * _CUT_GAP_SHARE and _piece(left) and _piece(right):
            joined[-1] += right
        else:
            joined.append(right)
    return " ".join(joined)


def _piece(word: str) -> bool:
    """A word of two capitals or more, no initial."""
    return len(word) >= 2 and word.isalpha() and word.isupper()


# The roles a heading gives every row under it; one chair.
_ROLES_OF_ROWS = frozenset({Role.COMMITTEE_MEMBER, Role.ADVISOR, Role.CO_ADVISOR})
