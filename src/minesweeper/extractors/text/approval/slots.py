"""Approval and signature pages: a role label, then the name (same cell, next cell, next line).

Handles Korean 인준지 rows ("심사위원장  이재원  (인)"), English committee lists
("Jae Won Lee, Chair", "Advisor: Prof. Seoyeon Park"), label rows above name rows in tables,
and "co-advised by" phrases in CVs. Prose is left alone: a label must open a short cell and
what follows must be a name and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from minesweeper.extractors.model import ADVISOR_ROLES, COMMITTEE_ROLES, Role
from minesweeper.extractors.text.approval.boundary import other_splits, resolve_boundaries
from minesweeper.extractors.text.approval.committee import committee_lists, continued_members
from minesweeper.extractors.text.approval.fields import (
    field_cells,
    name_field,
    outside_advisor,
    roles_in_list,
    without_furniture,
)
from minesweeper.extractors.text.approval.inverted import given_first_committees
from minesweeper.extractors.text.approval.jury_rows import jury_rows
from minesweeper.extractors.text.approval.signed_lines import signed_lines
from minesweeper.extractors.text.approval.spans import spanned_slots
from minesweeper.extractors.text.approval.stacked import stacked_blocks
from minesweeper.extractors.text.approval.unlabelled_rows import unlabelled_rows
from minesweeper.extractors.text.approval.wrapped_rows import wrapped_rows
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    inner_advisors,
    inner_committees,
    inner_hosts,
    is_label_only,
    is_official,
    label_at_end,
    label_at_start,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.shapes import is_name
from minesweeper.extractors.text.slotnames import (
    MARKERS,
    PARENTHESIZED,
    Slot,
    leading_names,
    names_in,
)
from minesweeper.extractors.text.slotnames import confidence as _confidence
from minesweeper.names import normalize_name
from minesweeper.names.clean import without_titles

__all__ = ["Slot", "find_slots", "names_in"]

_ADVISED_BY = re.compile(
    r"\(?\s*(?:(?P<co>co-?\s?)?(?:advised|supervised)\s+by"
    r"|under\s+the\s+(?:co-?)?(?:supervision|guidance|direction)\s+of"
    r"|\b(?:thesis|dissertation|research|work(?:ed|ing)?|stud(?:ied|ying))\s+under)"
    # "Under the supervision of A (EUI), B (EUI).": each name may carry its affiliation in
    # brackets.
    r"\s+(?P<names>(?:[^()]|\([^()]*\)(?=\s*(?:[,;.)]|\band\b|&|$)))+?)\s*(?:\)|$)",
    re.IGNORECASE,
)
# "... with application to cancer under the" / "supervision of A": the phrase wraps at the
# line's end and goes on on the next.
_PHRASE_BROKEN = re.compile(
    r"\b(?:under(?:\s+the)?|(?:co-?\s?)?(?:advised|supervised))\s*$", re.IGNORECASE
)
# "이재원 교수의 지도하에 작성되었음", "박서연 교수님의 지도 아래": Korean names the advisor,
# with the title, before the words that say so ("정부의 지도 아래" names no one).
_KOREAN_ADVISED_BY = re.compile(
    r"(?<![가-힣])(?P<names>[가-힣]{2,4}(?:\s*[,·]\s*[가-힣]{2,4})*)\s*(?:교\s*수|박\s*사)\s*(?:님)?"
    r"\s*의\s*(?P<co>공\s*동\s*)?지\s*도\s*(?:하\s*에|아\s*래|를\s*받|로)"
)
# "심사위원(지도교수)", "심사위원 ( 공동 지도 )": a committee label whose bracket says the member
# is also the (co-)advisor.
_ADVISOR_QUALIFIER = re.compile(
    r"^[(（]\s*(?P<co>공\s*동\s*|부\s*)?(?:논\s*문\s*)?지\s*도(?:\s*교\s*수)?\s*[)）]\s*"
)


def _advisor_qualifier(rest: str) -> tuple[Role | None, str]:
    """(the advisor role a bracket after the label adds, what follows the bracket)."""
    found = _ADVISOR_QUALIFIER.match(rest)
    if found is None:
        return None, rest
    return (Role.CO_ADVISOR if found.group("co") else Role.ADVISOR), rest[found.end() :]


# "심사위원(주심)", "Committee Member (Chair)": the bracket names the member who chairs.
_CHAIR_QUALIFIER = re.compile(
    r"^[(（]\s*(?:주\s*심|위\s*원\s*장|chair(?:person)?)\s*[)）]\s*", re.I
)


def _chair_qualifier(role: Role, rest: str) -> tuple[Role, str]:
    found = _CHAIR_QUALIFIER.match(rest) if role is Role.COMMITTEE_MEMBER else None
    return (Role.COMMITTEE_CHAIR, rest[found.end() :]) if found else (role, rest)


def find_slots(lines: list[Line], *, advisors_only: bool = False) -> list[Slot]:
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
    slots += _label_runs(lines, used, advisors_only)
    slots += stacked_blocks(lines, used, advisors_only)
    slots += _names_under_ranks(lines, used, advisors_only)
    slots += [s for s in spanned_slots(lines, used) if _allowed(s.role, advisors_only)]
    slots += _names_above(lines, used, advisors_only)
    slots += wrapped_rows(lines, used, advisors_only)
    slots += _line_by_line(lines, used, rows, advisors_only)
    if not advisors_only:
        # These read what the others found: their lines and names are not read again.
        slots += continued_members(lines, slots, used)
        slots += signed_lines(
            [line for line in lines if (line.page, line.index) not in used], slots
        )
        slots += unlabelled_rows(lines, slots)
    slots = resolve_boundaries(slots, lines)
    slots += _committee_advisors(slots)
    slots += _bracketed_roles(slots)
    return slots


def _line_by_line(
    lines: list[Line], used: set[tuple[int, int]], rows: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """The slots of each line the readers before left unused, read with the line under it:
    a row of labels over a row of names, or a line's own labels and names. `rows`: the jury
    rows read, whose lines hold their own members."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        if (line.page, line.index) in used or _official_line(line):
            continue
        # A jury row under a label ("Jury :") holds its own member, not the label's name.
        below = (line.page, line.index + 1)
        nxt = None if below in rows else by_position.get(below)
        nxt = _titled(nxt, by_position.get((line.page, line.index + 2)))
        if nxt is not None:
            paired = _grid(line, nxt, advisors_only)
            if paired is None:
                # Signature blocks side by side print each name above its role.
                paired = _grid(nxt, line, advisors_only)
            if paired is not None:
                slots += paired
                used.add((nxt.page, nxt.index))
                continue
        found, consumed = _line_slots(line, nxt, advisors_only)
        slots += found
        if consumed and nxt is not None:
            used.add((nxt.page, nxt.index))
    return slots


def _titled(nxt: Line | None, after: Line | None) -> Line | None:
    """The line under a label, read with the line after it when it holds only the titles of
    the name printed there: Italian pages set "Chiar.ma Prof.ssa" on a line of its own."""
    if nxt is None or after is None or nxt.ocr or len(nxt.cells) != 1 or len(after.cells) != 1:
        return nxt
    if without_titles(nxt.text).strip(" .,") or not nxt.text.strip():
        return nxt
    return Line(after.page, after.index, (Cell(f"{nxt.text} {after.text}"),), after.ocr)


def _label_runs(lines: list[Line], used: set[tuple[int, int]], advisors_only: bool) -> list[Slot]:
    """Table cells read one per line: a run of label-only lines, then as many name lines."""
    slots: list[Slot] = []
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
        found = [names_in(line.text, ocr=line.ocr) for line in names]
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
            used.update((line.page, line.index) for line in lines[start:index])
            index += count
    return slots


_RANK_LINES = 2  # a degree and a rank under a label take at most two lines
_SPANNING_ROLES = frozenset({Role.COMMITTEE_MEMBER, Role.ADVISOR, Role.CO_ADVISOR})


def _rank_line(line: Line) -> bool:
    """A line of a member's degree and rank alone: "доктор технических наук, доцент"."""
    return bool(ACADEMIC_TITLE.match(line.text)) and not names_in(line.text, ocr=line.ocr)


def _names_under_ranks(
    lines: list[Line], used: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """A label line whose name comes after the member's degree and rank, on lines of their
    own ("Научный руководитель:" / "доктор технических наук, доцент" / "Кознов Дмитрий
    Владимирович"): the rank lines are passed over. Under a label of several members
    ("Официальные оппоненты:") each further member is printed the same way, ranks first.
    Only a label that ends on a colon points down: a role line without one may close the
    signature block above it ("Name" / "Dissertation Advisor" / "Professor of Physics")."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        if (
            (line.page, line.index) in used
            or len(line.cells) != 1
            or not _POINTS_FORWARD.search(line.text)
        ):
            continue
        started = label_at_start(line.text, ocr=line.ocr)
        if started is None or started[1] or not _allowed(started[0], advisors_only):
            continue
        index = line.index + 1
        while True:
            ranks = 0
            below = by_position.get((line.page, index))
            while below is not None and ranks < _RANK_LINES and _rank_line(below):
                ranks += 1
                below = by_position.get((line.page, index + ranks))
            found = _lone_name(below)
            if not ranks or below is None or found is None or (below.page, below.index) in used:
                break
            name, partial = found
            cell = below.cells[0]
            slots.append(Slot(name, started[0], below, cell, _confidence(cell, 0.9, name), partial))
            used.update((line.page, each) for each in range(line.index, below.index + 1))
            if started[0] not in _SPANNING_ROLES:  # one chair
                break
            index = below.index + 1
    return slots


def _lone_name(line: Line | None) -> tuple[str, bool] | None:
    if line is None or len(line.cells) != 1:
        return None
    found = names_in(line.cells[0].text)
    return found[0] if len(found) == 1 else None


# A role under its name may stand in brackets ("Ana Rosas" / "(Orientadora)").
_BRACKETED_ROLE = re.compile(r"^\s*\((?P<role>[^()]+)\)\s*$")


def _english_label_only(line: Line) -> Role | None:
    if len(line.cells) != 1:
        return None
    text = line.cells[0].text
    bracketed = _BRACKETED_ROLE.match(text)
    started = label_at_start(bracketed["role"] if bracketed else text)
    if started is None or started[1] or started[2]:
        return None
    return started[0]


_BLOCK_REACH_LINES = 4  # a role line is at most this many lines under its block's name


def _block_name(page_lines: list[Line], index: int) -> Line | None:
    """The lone name a role-only line belongs to: the nearest line above it, over academic
    titles and the block's other role lines."""
    start = max(0, index - _BLOCK_REACH_LINES)
    for position in range(index - 1, start - 1, -1):
        above = page_lines[position]
        if _lone_name(above) is not None:
            return None if _field_value(page_lines, position) else above
        if not (ACADEMIC_TITLE.match(above.text) or _english_label_only(above) is not None):
            return None
    return None


def _field_value(page_lines: list[Line], index: int) -> bool:
    """Whether the line is the value of a field named on the line above it ("PRESENTA:" /
    "Ana Rosas", the author of a Mexican thesis over its "TUTOR"): a role line under it then
    labels the name below, not this one. A role label above ("Approved by:") is no field."""
    if index == 0:
        return False
    above = page_lines[index - 1]
    return bool(_FIELD_END.match(above.text)) and label_at_start(above.text) is None


# A form's field name of one to three words ("PRESENTA:", "Presented by:"), or the words
# that present the author without a colon ("vorgelegt von", "présentée par", "apresentada
# por"); a sentence that ends on a colon ("... approved by the following:") leads into a list
# instead.
_FIELD_END = re.compile(
    r"^\s*[^\s:：]+(?:\s+[^\s:：]+){0,2}\s*[:：]\s*$"
    r"|^\s*(?:[^\s:：]+\s+){1,2}(?:by|von|par|da|por|przez)\s*$",
    re.IGNORECASE,
)


def _names_above(lines: list[Line], used: set[tuple[int, int]], advisors_only: bool) -> list[Slot]:
    """English signature pages that print the role under the name ("Jae Won Lee" / "Chair"),
    or under the name and its title, several roles stacked ("Seoyeon Park" / "Professor of
    Computer Science" / "Thesis Advisor" / "Chair of Committee").

    A page is read that way when its first English role-only line belongs to a lone name
    above it; every role-only line of that page then belongs to the name of its block.
    """
    slots: list[Slot] = []
    pages: dict[int, list[Line]] = {}
    for line in lines:
        pages.setdefault(line.page, []).append(line)
    for page_lines in pages.values():
        labelled = [
            i
            for i, line in enumerate(page_lines)
            if _english_label_only(line) and not _POINTS_FORWARD.search(line.text)
        ]
        if not labelled or _block_name(page_lines, labelled[0]) is None:
            continue
        for index in labelled:
            role = _english_label_only(page_lines[index])
            above = _block_name(page_lines, index)
            found = _lone_name(above)
            if role is None or above is None or found is None or not _allowed(role, advisors_only):
                continue
            name, partial = found
            cell = above.cells[0]
            slots.append(Slot(name, role, above, cell, _confidence(cell, 0.9, name), partial))
            used.update(
                {(above.page, above.index), (page_lines[index].page, page_lines[index].index)}
            )
    return slots


# A label that ends on a colon or on "by" ("Gutachter:", "supervised by", "Approved by")
# names who follows it, never the name above it.
_POINTS_FORWARD = re.compile(r"(?:[:：]|\bby)\s*$", re.IGNORECASE)


def _official_line(line: Line) -> bool:
    """A line an official signs ("Dean of the Graduate School: X"). An office printed after a
    labelled name ("Supervisor: Prof. X, Vice President of Y") is that person's other post."""
    if not is_official(line.text):
        return False
    started = label_at_start(line.text, ocr=line.ocr)
    return started is None or is_official(line.text[: len(line.text) - len(started[1])])


def _allowed(role: Role, advisors_only: bool) -> bool:
    return not advisors_only or role in ADVISOR_ROLES


def _colon_opens(cells: Sequence[Cell], position: int) -> bool:
    return position < len(cells) and cells[position].text.lstrip().startswith((":", "："))


def _line_slots(line: Line, nxt: Line | None, advisors_only: bool) -> tuple[list[Slot], bool]:
    """(the slots of one line, whether the next line was used for a label-only cell's name)."""
    slots: list[Slot] = []
    consumed_next = False
    cells = field_cells(line)  # "학생: X 지도교수: Y": each label opens a cell of its own
    for position, cell in enumerate(cells):
        following = nxt.text if nxt is not None and position == len(cells) - 1 else ""
        advised = _advised_by(cell.text, following)
        for role, name, partial in advised:
            slots.append(Slot(name, role, line, cell, _confidence(cell, 0.9, name), partial))
        text = without_furniture(_KOREAN_ADVISED_BY.sub(" ", _ADVISED_BY.sub(" ", cell.text)))
        started = label_at_start(text, ocr=line.ocr)
        if started is None and _colon_opens(cells, position + 1):
            # "Ketua<tab>: X": a label read only before its colon, the colon tabbed to the name.
            started = label_at_start(f"{text}:", ocr=line.ocr)
        if started is None:
            inner = inner_advisors(text, nxt.text if nxt is not None else "")
            inner += inner_hosts(text, supervised=bool(advised or inner))
            if not advisors_only:
                inner += [
                    each for group in inner_committees(text) for each in roles_in_list(*group)
                ]
            for role, found_names in inner:
                for name, partial in names_in(found_names):
                    slots.append(
                        Slot(name, role, line, cell, _confidence(cell, 0.85, name), partial)
                    )
        if started is not None:
            role, rest, _korean = started
            role, rest = outside_advisor(*_chair_qualifier(role, rest))
            also, rest = _advisor_qualifier(rest) if role in COMMITTEE_ROLES else (None, rest)
            if not _allowed(role, advisors_only):
                continue
            target: Cell | None = cell
            source = rest
            if not rest and _name_before(cells, position, line.ocr):
                # "Jihoon Pyo        Chair": the name in the cell before its role.
                target, source = cells[0], cells[0].text
            elif not rest:
                target, source, from_next = _following(cells, position, nxt)
                consumed_next = consumed_next or from_next
            if target is None:
                continue
            # A CV's advisor line runs on to places and dates, not to further advisors.
            further = [] if advisors_only else _further_names(cells, position, target, line.ocr)
            for other in further:
                # One chair: the other names a chair's label runs on to are its committee.
                kept = Role.COMMITTEE_MEMBER if role is Role.COMMITTEE_CHAIR else role
                for name, partial in names_in(other.text, ocr=line.ocr):
                    slots.append(
                        Slot(name, kept, line, other, _confidence(other, 0.85, name), partial)
                    )
            confidence = 0.95 if target is cell else 0.9
            source = name_field(source)
            if target is cell and nxt is not None and _DANGLING_TITLE.search(source):
                source = f"{source} {nxt.text}"  # "..., Prof." / "Dr. Greet Vos": wrapped
                consumed_next = True
            read: list[tuple[str, bool]] = []
            for piece_role, piece in roles_in_list(role, source):
                for name, partial in names_in(piece, ocr=line.ocr):
                    read.append((name, partial))
                    for each in (piece_role, also):
                        if each is None:
                            continue
                        slots.append(
                            Slot(
                                name,
                                each,
                                line,
                                target,
                                _confidence(target, confidence, name),
                                partial,
                            )
                        )
            if _korean and target is cell and len(read) == 1 and also is None:
                others = other_splits(text, line, cell, advisors_only=advisors_only)
                slots[-1] = replace(slots[-1], alternatives=others)
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
    return slots, consumed_next


def _advised_by(text: str, following: str) -> list[tuple[Role, str, bool]]:
    """(role, name, partial) of the "advised by X", "X 교수의 지도하에" phrases of a cell. The
    phrase may run on to the next line ("Supervised by Francisco" / "Couto and Luka Clarke,
    ...") and be followed by the rest of its sentence: the names it opens on are read."""
    found: list[tuple[Role, str, bool]] = []
    if following and _PHRASE_BROKEN.search(text):
        text, following = f"{text} {following}", ""
    for match in (*_ADVISED_BY.finditer(text), *_KOREAN_ADVISED_BY.finditer(text)):
        role = Role.CO_ADVISOR if match.group("co") else Role.ADVISOR
        phrase = match.group("names")
        names = names_in(phrase) or leading_names(phrase)
        if following and match.end() == len(text) and not any(not p for _n, p in names):
            names = leading_names(f"{phrase} {following}")  # wrapped inside the names
        found += [(role, name, partial) for name, partial in names]
    return found


def _name_before(cells: tuple[Cell, ...], position: int, ocr: bool) -> bool:
    """A two-cell row whose first cell is one name and whose second is the role alone."""
    return len(cells) == 2 and position == 1 and len(names_in(cells[0].text, ocr=ocr)) == 1


_FIELD_MARK = re.compile(r"[:：]")
# A list of names that breaks off after a title ("supervisors: Dr. A, Prof. B, Prof." / "Dr. C")
# goes on with the name on the next line.
_DANGLING_TITLE = re.compile(r"(?:^|[,;]|\s)\s*(?:prof(?:essor)?|dr)\.?\s*$", re.IGNORECASE)


def _further_names(
    cells: tuple[Cell, ...], position: int, first: Cell | None, ocr: bool
) -> list[Cell]:
    """The cells after a label's first name, up to the next label, that hold full names and
    nothing else: "위원:  이영희 교수   박민수 교수", "Readers:  Dr. A   Dr. B" list several
    members under one label."""
    if first is None or first not in cells[position:]:
        return []
    further: list[Cell] = []
    for cell in cells[cells.index(first) + 1 :]:
        # Another label ends the run, and so does any field of a form ("职称： 教授").
        if label_at_start(cell.text, ocr=ocr) is not None or _FIELD_MARK.search(cell.text):
            break
        found = names_in(cell.text, ocr=ocr)
        if found and all(not partial for _name, partial in found):
            further.append(cell)
    return further


def _following(
    cells: tuple[Cell, ...], position: int, nxt: Line | None
) -> tuple[Cell | None, str, bool]:
    """The cell after a label-only cell, else the next line's only cell. Of several cells
    before the next label, the first that holds a name: a table may print the member's
    university, department and title before the name ("심사위원 | 고려대학교 | 기계공학과 |
    교수 | 서지원 | (인)")."""
    following: list[Cell] = []
    for cell in cells[position + 1 :]:
        if not cell.text.strip():
            continue
        if label_at_start(cell.text, ocr=cell.box is not None) is not None:
            break
        following.append(cell)
    if following:
        ocr = following[0].box is not None
        # A full name first: "부교수" reads as a surname and a title, a partial name.
        named = next(
            (c for c in following if any(not p for _n, p in names_in(c.text, ocr=ocr))),
            following[0],
        )
        return named, named.text, False
    if len(cells) > position + 1 and any(c.text.strip() for c in cells[position + 1 :]):
        return None, "", False  # a label straight after the label: a header row
    if nxt is not None and nxt.cells and label_at_start(nxt.cells[0].text) is None:
        field = name_field(nxt.text)
        if field != nxt.text:  # "Signature: ____  Name: X" under the role
            return nxt.cells[-1], field, True
    if (
        nxt is not None
        and nxt.cells
        and label_at_start(nxt.cells[0].text) is None
        and (len(nxt.cells) == 1 or nxt.ocr)
    ):
        return nxt.cells[0], nxt.cells[0].text, True
    return None, "", False


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
        if started is not None and _allowed(started[0], advisors_only):
            slots.append(Slot(name, started[0], names, cell, _confidence(cell, 0.85, name)))
    return slots


def _grid(labels: Line, names: Line, advisors_only: bool) -> list[Slot] | None:
    """A row of labels and a row of names (a table, or signature blocks side by side with the
    role under each name): pair them by column. None where the lines are no such rows."""
    words = _word_row(labels, names, advisors_only)
    if words is not None:
        return words
    if len(labels.cells) < 2 or len(labels.cells) != len(names.cells):
        return None
    if not all(is_label_only(cell.text) for cell in labels.cells):
        return None
    found = [names_in(cell.text, ocr=names.ocr) for cell in names.cells]
    if not all(len(names_found) == 1 for names_found in found):
        return None
    slots: list[Slot] = []
    for label_cell, name_cell, names_found in zip(labels.cells, names.cells, found, strict=True):
        started = label_at_start(label_cell.text)
        if started is None or not _allowed(started[0], advisors_only):
            continue
        name, partial = names_found[0]
        slots.append(
            Slot(name, started[0], names, name_cell, _confidence(name_cell, 0.9, name), partial)
        )
    return slots


def _bracketed_roles(slots: Sequence[Slot]) -> list[Slot]:
    """A second role in brackets after a member's name ("Committee Member" over "Prof.
    Hyukjoon Kwon (Thesis Supervisor)", "심사위원 서동현 (지도교수)") is that member's too:
    the slots of those second roles."""
    held = {(slot.line.page, slot.name, slot.role) for slot in slots}
    added: list[Slot] = []
    for slot in slots:
        ended = label_at_end(slot.cell.text)
        # Compared as keys: "林智仁" is read from the letter-spaced "林 智 仁".
        if ended is None or normalize_name(slot.name) not in normalize_name(ended[1]):
            continue
        key = (slot.line.page, slot.name, ended[0])
        if key not in held:
            held.add(key)
            added.append(replace(slot, role=ended[0], alternatives=()))
    return added


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
