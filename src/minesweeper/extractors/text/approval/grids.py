"""A line of role labels over a line of names, paired by column: a table's label row over its
name row, signature blocks side by side with the role under each name, and Korean rows whose
column gaps the text layer shrank to one space ("위원장 위원 위원" over "진우성 (인) 채소영 (인)
표준혁 (인)").
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.approval.fields import qualified
from minesweeper.extractors.text.approval.role_filter import allowed
from minesweeper.extractors.text.labels import is_label_only, is_official, label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.shapes import is_name
from minesweeper.extractors.text.slotnames import MARKERS, PARENTHESIZED, Slot, confidence, names_in


def _word_row(labels: Line, names: Line, advisors_only: bool) -> list[Slot] | None:
    """A table whose column gaps the text layer shrank to one space: "위원장 위원 위원" above
    "진우성 (인) 채소영 (인) 표준혁 (인)". Every word of the first line is a Korean role label and
    every word of the second, seal slots and Hanja removed, a Hangul name: pair them in order.
    None where the lines are no such rows."""
    words = labels.text.split()
    if len(labels.cells) != 1 or len(words) < 2 or not all(is_label_only(w) for w in words):
        return None
    people = PARENTHESIZED.sub(" ", MARKERS.sub(" ", names.text)).split()
    if len(people) != len(words) or not all(
        re.fullmatch(r"[가-힣]{2,5}", word) and is_name(word) for word in people
    ):
        return None
    slots: list[Slot] = []
    cell = names.cells[0]
    for word, name in zip(words, people, strict=True):
        started = label_at_start(word)
        if started is not None and allowed(started[0], advisors_only):
            slots.append(Slot(name, started[0], names, cell, confidence(cell, 0.85, name)))
    return slots


def grid(labels: Line, names: Line, advisors_only: bool) -> list[Slot] | None:
    """A row of labels and a row of names (a table, or signature blocks side by side with the
    role under each name): pair them by column. None where the lines are no such rows."""
    words = _word_row(labels, names, advisors_only)
    if words is not None:
        return words
    # The seal's slot printed in a cell of its own after each name ("채도윤 | (인) | 남궁혁 |
    # (인)") is no column of the labels' row.
    name_cells = [cell for cell in names.cells if not MARKERS.fullmatch(cell.text.strip())]
    if len(labels.cells) < 2 or len(labels.cells) != len(name_cells):
        return None
    # A label may carry its bracket: "심사위원 (지도교수)" over the advisor's name. An official
    # may sign in a block of the same row ("Supervisor | Head of Department"): that column names
    # no member, the others still do.
    roles = [_column_roles(cell.text) for cell in labels.cells]
    if not any(roles) or not all(
        column or is_official(cell.text) for column, cell in zip(roles, labels.cells, strict=True)
    ):
        return None
    found = [names_in(cell.text, ocr=names.ocr) for cell in name_cells]
    if not all(len(names_found) == 1 for names_found in found):
        return None
    slots: list[Slot] = []
    for column, name_cell, names_found in zip(roles, name_cells, found, strict=True):
        name, partial = names_found[0]
        slots += [
            Slot(name, role, names, name_cell, confidence(name_cell, 0.9, name), partial)
            for role in column
            if allowed(role, advisors_only)
        ]
    return slots


def _column_roles(text: str) -> tuple[Role, ...]:
    """The roles of a label cell and nothing else, its bracket's included; () otherwise."""
    started = label_at_start(text)
    if started is None:
        return ()
    role, also, rest = qualified(started[0], started[1])
    if rest.strip():
        return ()
    return (role,) if also is None else (role, also)
