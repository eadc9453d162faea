"""Approval and signature pages: a role label, then the name (same cell, next cell, next line).

Handles Korean 인준지 rows ("심사위원장  이재원  (인)"), English committee lists
("Jae Won Lee, Chair", "Advisor: Prof. Seoyeon Park"), label rows above name rows in tables,
and "co-advised by" phrases in CVs. Prose is left alone: a label must open a short cell and
what follows must be a name and nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import (
    ADVISOR_ROLES,
    COMMITTEE_ROLES,
    is_label_only,
    label_at_end,
    label_at_start,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.placeholders import surname_with_title
from minesweeper.extractors.text.shapes import clean_token, is_name

_MAX_CELL_CHARS = 60  # an approval cell is a label and a name, not a sentence
_MARKERS = re.compile(
    r"\((?:인|印|서명|날인|seal|signature|sign|signed)\)|[_＿…]{2,}|\.{3,}|(?<=\s)(?:인|印)$",
    re.IGNORECASE,
)
_DEGREE_SUFFIX = re.compile(r",\s*(?:ph\.?\s?d|m\.?\s?d|d\.?\s?phil|jr|sr)\.?(?=\s*(?:,|$))", re.I)
_NAME_SPLIT = re.compile(r"\s*(?:[,;·/&]|\band\b|및)\s*")
_ADVISED_BY = re.compile(
    r"\(?\s*(?P<co>co-?\s?)?(?:advised|supervised)\s+by\s+(?P<names>[^()]+?)\s*(?:\)|$)",
    re.IGNORECASE,
)
_OFFICIAL = re.compile(
    r"총장|학장|대학원장|학과장|학부장|president|dean\b|head\s+of", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Slot:
    """One name found next to a role label, with where it was found."""

    name: str
    role: Role
    line: Line
    cell: Cell  # the cell holding the name (its box anchors seal detection on scans)
    confidence: float
    partial: bool = False  # a surname with a title, not a full name
    listed: bool = False  # "Name, Role" form of an English committee list


def names_in(text: str) -> list[tuple[str, bool]]:
    """Names in the text after a label: [(name, is_partial)]; empty when anything else is there."""
    text = _DEGREE_SUFFIX.sub("", _MARKERS.sub(" ", text)).strip(" :：-")
    if not text or len(text) > _MAX_CELL_CHARS:
        return []
    found: list[tuple[str, bool]] = []
    for part in _NAME_SPLIT.split(text):
        part = part.strip()
        if not part:
            continue
        if surname_with_title(part):
            found.append((part.replace(" ", ""), True))
            continue
        cleaned = clean_token(part)
        if re.fullmatch(r"[가-힣 ]+", cleaned):
            cleaned = cleaned.replace(" ", "")
        if not is_name(cleaned):
            return []  # one piece is not a name: this is not a list of names
        found.append((cleaned, False))
    return found


def find_slots(lines: list[Line], *, advisors_only: bool = False) -> list[Slot]:
    slots: list[Slot] = []
    used: set[tuple[int, int]] = set()  # (page, line index) consumed as a next-line name
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        if (line.page, line.index) in used or _OFFICIAL.search(line.text):
            continue
        nxt = by_position.get((line.page, line.index + 1))
        if nxt is not None and _grid(line, nxt, slots, advisors_only):
            used.add((nxt.page, nxt.index))
            continue
        consumed = _line_slots(line, nxt, slots, advisors_only)
        if consumed and nxt is not None:
            used.add((nxt.page, nxt.index))
    _label_runs(lines, slots, used, advisors_only)
    _committee_advisors(slots)
    return slots


def _label_runs(
    lines: list[Line], slots: list[Slot], used: set[tuple[int, int]], advisors_only: bool
) -> None:
    """Table cells read one per line: a run of label-only lines, then as many name lines."""
    index = 0
    while index < len(lines):
        start = index
        while index < len(lines) and is_label_only(lines[index].text):
            index += 1
        count = index - start
        if count < 2:
            index = max(index, start + 1)
            continue
        names = lines[index : index + count]
        found = [names_in(line.text) for line in names]
        if len(names) == count and all(len(item) == 1 for item in found):
            for label_line, name_line, item in zip(lines[start:index], names, found, strict=True):
                started = label_at_start(label_line.text)
                if started is None or not _allowed(started[0], advisors_only):
                    continue
                name, partial = item[0]
                cell = name_line.cells[0]
                slots.append(
                    Slot(name, started[0], name_line, cell, _confidence(cell, 0.85, name), partial)
                )
                used.add((name_line.page, name_line.index))
            index += count


def _allowed(role: Role, advisors_only: bool) -> bool:
    return not advisors_only or role in ADVISOR_ROLES


def _line_slots(line: Line, nxt: Line | None, slots: list[Slot], advisors_only: bool) -> bool:
    """Slots of one line; True when the next line was used for a label-only cell's name."""
    consumed_next = False
    cells = line.cells
    for position, cell in enumerate(cells):
        for found in _ADVISED_BY.finditer(cell.text):
            role = Role.CO_ADVISOR if found.group("co") else Role.ADVISOR
            for name, partial in names_in(found.group("names")):
                slots.append(Slot(name, role, line, cell, _confidence(cell, 0.9, name), partial))
        text = _ADVISED_BY.sub(" ", cell.text).strip()
        started = label_at_start(text, ocr=line.ocr)
        if started is not None:
            role, rest, _korean = started
            if not _allowed(role, advisors_only):
                continue
            target: Cell | None = cell
            source = rest
            if not rest:
                target, source, from_next = _following(cells, position, nxt)
                consumed_next = consumed_next or from_next
            if target is None:
                continue
            confidence = 0.95 if target is cell else 0.9
            for name, partial in names_in(source):
                slots.append(
                    Slot(name, role, line, target, _confidence(target, confidence, name), partial)
                )
            continue
        ended = label_at_end(text)
        if ended is not None and _allowed(ended[0], advisors_only):
            role, rest = ended
            for name, partial in names_in(rest):
                slots.append(
                    Slot(
                        name, role, line, cell, _confidence(cell, 0.95, name), partial, listed=True
                    )
                )
    return consumed_next


def _following(
    cells: tuple[Cell, ...], position: int, nxt: Line | None
) -> tuple[Cell | None, str, bool]:
    """The cell after a label-only cell: the next cell, else the next line's only cell."""
    for cell in cells[position + 1 :]:
        if cell.text.strip():
            if label_at_start(cell.text, ocr=cell.box is not None) is not None:
                return None, "", False
            return cell, cell.text, False
    if (
        nxt is not None
        and nxt.cells
        and label_at_start(nxt.cells[0].text) is None
        and (len(nxt.cells) == 1 or nxt.ocr)
    ):
        return nxt.cells[0], nxt.cells[0].text, True
    return None, "", False


def _grid(labels: Line, names: Line, slots: list[Slot], advisors_only: bool) -> bool:
    """A row of labels above a row of names (a table): pair them by column."""
    if len(labels.cells) < 2 or len(labels.cells) != len(names.cells):
        return False
    if not all(is_label_only(cell.text) for cell in labels.cells):
        return False
    found = [names_in(cell.text) for cell in names.cells]
    if not all(len(names_found) == 1 for names_found in found):
        return False
    for label_cell, name_cell, names_found in zip(labels.cells, names.cells, found, strict=True):
        started = label_at_start(label_cell.text)
        if started is None or not _allowed(started[0], advisors_only):
            continue
        name, partial = names_found[0]
        slots.append(
            Slot(name, started[0], names, name_cell, _confidence(name_cell, 0.9, name), partial)
        )
    return True


def _committee_advisors(slots: list[Slot]) -> None:
    """An advisor listed in an English committee list ("X, Advisor") also sits on the committee."""
    pages = {slot.line.page for slot in slots if slot.listed and slot.role in COMMITTEE_ROLES}
    for slot in list(slots):
        if slot.listed and slot.role in ADVISOR_ROLES and slot.line.page in pages:
            slots.append(
                Slot(
                    slot.name,
                    Role.COMMITTEE_MEMBER,
                    slot.line,
                    slot.cell,
                    slot.confidence,
                    slot.partial,
                    listed=True,
                )
            )


def _confidence(cell: Cell, base: float, name: str) -> float:
    return min(base, cell.confidence_of(name)) if cell.box is not None else base
