"""Jury tables that print each member's role in the last cell of the row.

A French jury's row gives the member's name first, the rank and employer, then the role
("Odile Brun <tab> Professeure, Université de Pau <tab> Rapporteuse"). An employer the row's
cell wrapped onto a line of its own belongs to the row above and names no member.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.approval.committee import row_pieces
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    label_at_end,
    label_at_start,
    role_cell,
)
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import ends_on_a_country
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

_MAX_RANK_CHARS = 100  # a rank and an employer, not a sentence
# What tells a table of the document owner's students or of a career from a jury: years in
# the middle cells ("2016-2020") and a trainee's position ("PhD student, KAIST", "Postdoc").
_NOT_A_MEMBER = re.compile(
    r"\b(?:19|20)\d{2}\b|\b(?:student|[ée]tudiant|doctorant|doktorand|candidate|estudiante"
    r"|post-?\s?doc|intern\b|stagiaire)",
    re.IGNORECASE,
)
_MAX_WRAPPED_LINES = 2  # an employer wrapped under its row runs on over at most two lines


def jury_rows(
    lines: list[Line], used: set[tuple[int, int]]
) -> tuple[list[Slot], set[tuple[int, int]]]:
    """Rows of a jury table that print each member's role last, after the name and the rank
    and employer. A line without a role between two such rows is an employer wrapped onto a
    line of its own ("Télécom Paris" under "... Chargée de recherche, CNRS  Rapporteuse"),
    never a member. Returns the rows' members and the (page, line index) of the rows and
    wrapped lines read."""
    slots: list[Slot] = []
    read: set[tuple[int, int]] = set()
    rows = {
        (line.page, line.index): slot
        for line in lines
        if (line.page, line.index) not in used and (slot := _jury_row(line)) is not None
    }
    by_position = {(line.page, line.index): line for line in lines}
    for (page, index), slot in rows.items():
        slots.append(slot)
        read.add((page, index))
        wrapped: list[tuple[int, int]] = []
        for offset in range(1, _MAX_WRAPPED_LINES + 2):
            position = (page, index + offset)
            below = by_position.get(position)
            if position in rows:
                read.update(wrapped)
                break
            if below is None or not _wrapped(below):
                break
            wrapped.append(position)
    used.update(read)
    return slots, read


def _jury_row(line: Line) -> Slot | None:
    """The member of a row "name | rank and employer | role label", where every cell between
    the name and the role is neither a name nor a label. Rows of two cells ("Jihoon Pyo
    Chair") are read by the label rules."""
    pieces = row_pieces(line)
    if pieces and _SERIAL.match(pieces[0]):
        pieces = pieces[1:]  # "1 | GS.TS. X | employer | Chủ tịch": the row's number first
    if len(pieces) < 3:
        return None
    role = role_cell(pieces[-1])
    if role is None or label_at_start(pieces[0], ocr=line.ocr) is not None:
        return None
    for piece in pieces[1:-1]:
        if (
            len(piece) > _MAX_RANK_CHARS
            or _NOT_A_MEMBER.search(piece)
            or label_at_start(piece) is not None
            # A rank reads as a name around its particle ("Profesor Titular"), an employer
            # before its country too ("Telecom Lyon, France").
            or (
                names_in(piece) and not ACADEMIC_TITLE.match(piece) and not ends_on_a_country(piece)
            )
        ):
            return None
    found = names_in(pieces[0], ocr=line.ocr)
    if len(found) != 1:
        return None
    name, partial = found[0]
    cell = line.cells[0]
    # Listed as a committee list lists its members: the role after the name.
    return Slot(name, role, line, cell, confidence(cell, 0.9, name), partial, listed=True)


_SERIAL = re.compile(r"^\s*\d{1,2}\s*[.)]?\s*$")


def _wrapped(line: Line) -> bool:
    """A line of one cell with no role label: what a row's cell wrapped onto."""
    return (
        len(row_pieces(line)) == 1
        and label_at_start(line.text, ocr=line.ocr) is None
        and label_at_end(line.text) is None
    )
