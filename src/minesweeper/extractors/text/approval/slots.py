"""Approval and signature pages: a role label, then the name (same cell, next cell, next line).

Handles Korean 인준지 rows ("심사위원장  이재원  (인)"), English committee lists
("Jae Won Lee, Chair", "Advisor: Prof. Seoyeon Park"), label rows above name rows in tables,
and "co-advised by" phrases in CVs. Prose is left alone: a label must open a short cell and
what follows must be a name and nothing else.

`find_slots` runs the readers in turn, each passing over the lines those before it used:
committee lists and jury rows, labels alone on their lines (`lone_labels`), stacked, spanning
and wrapped blocks, then each line left with the line under it (`grids`, `labelled_cells`),
and last the readers that look at what the others found.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from minesweeper.extractors.model import ADVISOR_ROLES, COMMITTEE_ROLES, Role
from minesweeper.extractors.text.approval.boundary import resolve_boundaries
from minesweeper.extractors.text.approval.certificates import certified_directors
from minesweeper.extractors.text.approval.committee import (
    APPROVED_BY,
    committee_lists,
    continued_members,
    scrawl,
)
from minesweeper.extractors.text.approval.cover_authors import cover_authors
from minesweeper.extractors.text.approval.cover_fields import directors_beside_students
from minesweeper.extractors.text.approval.grids import grid
from minesweeper.extractors.text.approval.inverted import given_first_committees
from minesweeper.extractors.text.approval.jury_rows import jury_rows
from minesweeper.extractors.text.approval.labelled_cells import line_slots
from minesweeper.extractors.text.approval.lone_labels import (
    label_runs,
    names_above,
    names_under_ranks,
)
from minesweeper.extractors.text.approval.name_field_rows import name_field_rows
from minesweeper.extractors.text.approval.role_filter import allowed
from minesweeper.extractors.text.approval.signed_lines import signed_lines
from minesweeper.extractors.text.approval.spans import spanned_slots
from minesweeper.extractors.text.approval.stacked import stacked_blocks
from minesweeper.extractors.text.approval.unlabelled_rows import unlabelled_rows
from minesweeper.extractors.text.approval.wrapped_rows import wrapped_rows
from minesweeper.extractors.text.labels import (
    heads_a_unit,
    is_official,
    label_at_end,
    label_at_start,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.slotnames import Slot, names_in, rank_and_employer
from minesweeper.names import normalize_name
from minesweeper.names.clean import without_titles

__all__ = ["Slot", "find_slots", "names_in"]


def find_slots(lines: list[Line], *, advisors_only: bool = False) -> list[Slot]:
    """Every role label of the lines with the name it labels. `advisors_only`: only the
    advisors' (a CV's lines)."""
    lines = given_first_committees(lines)  # "Dr. Ibarra Solís, Ramón" on a jury page
    # The readers run in this order, each passing over the lines those before it used; the
    # slots keep that order.
    used: set[tuple[int, int]] = set()  # (page, line index) consumed as a next-line name
    slots = committee_lists(lines, used, advisors_only)
    # A CV's table of its owner's students prints their role last too.
    rows: set[tuple[int, int]] = set()
    if not advisors_only:
        jury, rows = jury_rows(lines, used)
        slots += jury
    slots += name_field_rows(lines, used, advisors_only)
    slots += label_runs(lines, used, advisors_only)
    slots += stacked_blocks(lines, used, advisors_only)
    slots += names_under_ranks(lines, used, advisors_only)
    slots += [s for s in spanned_slots(lines, used) if allowed(s.role, advisors_only)]
    slots += names_above(lines, used, advisors_only)
    slots += wrapped_rows(lines, used, advisors_only)
    slots += directors_beside_students(lines, used)
    slots += certified_directors(lines, used)
    if not advisors_only:
        slots += cover_authors(lines, used)
    slots += _line_by_line(lines, used, rows, advisors_only)
    if not advisors_only:
        # These read what the others found: their lines and names are not read again.
        slots += continued_members(lines, slots, used)
        slots += signed_lines(
            [line for line in lines if (line.page, line.index) not in used], slots
        )
        slots += unlabelled_rows(lines, slots)
    slots = resolve_boundaries(slots, lines)
    slots = _bracketed_roles(slots)
    slots += _committee_advisors(slots)
    # A running head or foot is no one's name, however it reads ("待修改", a draft's note left
    # on every page, under an empty "Chairman :").
    running = {line.text.strip() for line in running_lines(lines)}
    return [slot for slot in slots if slot.name not in running]


_RUNNING_PAGES = 3  # a line printed alike on this many pages runs on every page


def running_lines(lines: list[Line]) -> list[Line]:
    """The lines of a running head or foot: the same words alone on a line of several pages
    (a draft's note left on every page, a journal's short title)."""
    pages: dict[str, set[int]] = {}
    for line in lines:
        pages.setdefault(line.text.strip(), set()).add(line.page)
    return [
        line
        for line in lines
        if len(pages[line.text.strip()]) >= _RUNNING_PAGES and not line.text.strip().isdigit()
    ]


def _line_by_line(
    lines: list[Line], used: set[tuple[int, int]], rows: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """The slots of each line the readers before left unused, read with the line under it:
    a row of labels over a row of names, or a line's own labels and names. `rows`: the jury
    rows read, whose lines hold their own members."""
    slots: list[Slot] = []
    # The printed line at each position: a table's row is followed by the labelled lines
    # `label_table_columns` adds at its position, which are no line under the row above.
    by_position: dict[tuple[int, int], Line] = {}
    for line in lines:
        by_position.setdefault((line.page, line.index), line)
    for line in lines:
        if (line.page, line.index) in used or _official_line(line, by_position):
            continue
        # A jury row under a label ("Jury :") holds its own member, not the label's name.
        below = (line.page, line.index + 1)
        nxt = None if below in rows else by_position.get(below)
        if nxt is not None and scrawl(nxt):  # a signature read as letters over the names
            nxt = by_position.get((line.page, line.index + 2))
        nxt = _titled(nxt, by_position.get((line.page, line.index + 2)))
        if nxt is not None:
            paired = grid(line, nxt, advisors_only)
            if paired is None:
                # Signature blocks side by side print each name above its role.
                paired = grid(nxt, line, advisors_only)
            if paired is not None:
                slots += paired
                used.add((nxt.page, nxt.index))
                continue
        found, consumed = line_slots(line, nxt, advisors_only)
        if consumed and nxt is not None:
            used.add((nxt.page, nxt.index))
            after = by_position.get((nxt.page, nxt.index + 1))
            if APPROVED_BY.match(line.text) and after is not None and is_official(after.text):
                continue  # "Approved by:" / "Dr. X" / "Head of the Graduate Program"
        slots += found
    return slots


def _titled(nxt: Line | None, after: Line | None) -> Line | None:
    """The line under a label, read with the line after it when it holds only the titles of
    the name printed there: Italian pages set "Chiar.ma Prof.ssa" on a line of its own. A
    Russian cover prints the advisor's degree and rank there ("канд. техн. наук, доцент"),
    the name on the line after."""
    if nxt is None or after is None or nxt.ocr or len(nxt.cells) != 1 or len(after.cells) != 1:
        return nxt
    if rank_and_employer(nxt.text) and names_in(after.text):
        return after
    if without_titles(nxt.text).strip(" .,") or not nxt.text.strip():
        return nxt
    return Line(after.page, after.index, (Cell(f"{nxt.text} {after.text}"),), after.ocr)


def _official_line(line: Line, by_position: dict[tuple[int, int], Line]) -> bool:
    """A line an official signs ("Dean of the Graduate School: X", a department's chair). An
    office printed after a labelled name ("Supervisor: Prof. X, Vice President of Y") is that
    person's other post."""
    above, below = (by_position.get((line.page, line.index + step)) for step in (-1, 1))
    if heads_a_unit(line.text, above.text if above else "", below.text if below else ""):
        return True
    if not is_official(line.text):
        return False
    started = label_at_start(line.text, ocr=line.ocr)
    return started is None or is_official(line.text[: len(line.text) - len(started[1])])


def _bracketed_roles(slots: Sequence[Slot]) -> list[Slot]:
    """The slots with the roles in brackets after a member's name: a second role ("Committee
    Member" over "Prof. Hyukjoon Kwon (Thesis Supervisor)", "심사위원 서동현 (지도교수)") is
    that member's too; "(chair)" after a name a committee's label lists ("Assessment
    committee: A (chair)") says which member chairs, the member's role no longer."""
    held = {(slot.line.page, slot.name, slot.role) for slot in slots}
    kept: list[Slot] = []
    added: list[Slot] = []
    for slot in slots:
        ended = label_at_end(slot.cell.text)
        # Compared as keys: "林智仁" is read from the letter-spaced "林 智 仁". The role is
        # the name's that closes on it, not every name of the line before it.
        if ended is None or not normalize_name(ended[1]).endswith(normalize_name(slot.name)):
            kept.append(slot)
            continue
        key = (slot.line.page, slot.name, ended[0])
        chairs = slot.role is Role.COMMITTEE_MEMBER and ended[0] is Role.COMMITTEE_CHAIR
        if key not in held:
            held.add(key)
            (kept if chairs else added).append(replace(slot, role=ended[0], alternatives=()))
        if not chairs:
            kept.append(slot)
    return kept + added


def _committee_advisors(slots: Sequence[Slot]) -> list[Slot]:
    """An advisor listed in an English committee list ("X, Advisor") also sits on the committee:
    the committee member slots of those advisors."""
    pages = {slot.line.page for slot in slots if slot.listed and slot.role in COMMITTEE_ROLES}
    return [
        Slot(
            slot.name,
            Role.COMMITTEE_MEMBER,
            slot.line,
            slot.cell,
            slot.confidence,
            slot.partial,
            listed=True,
        )
        for slot in slots
        if slot.listed and slot.role in ADVISOR_ROLES and slot.line.page in pages
    ]
