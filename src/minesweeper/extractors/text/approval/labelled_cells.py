"""The role labels of one line's cells and the names they label: in the same cell ("심사위원장
이재원"), in the cells after it up to the next label, in the cell before a role alone
("Jihoon Pyo    Chair"), or in the next line's only cell. A bracket after a committee label
may add a role ("심사위원(지도교수)", "Committee Member (Chair)"); a role label may end the
cell instead ("Jae Won Lee, Chair"); advised-by phrases are read first (`advised_by`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.approval.advised_by import advised_by, without_advised_by
from minesweeper.extractors.text.approval.boundary import other_splits
from minesweeper.extractors.text.approval.fields import (
    field_cells,
    name_field,
    qualified,
    roles_after,
    roles_in_list,
    without_furniture,
)
from minesweeper.extractors.text.approval.role_filter import allowed
from minesweeper.extractors.text.bylines.authors import LIST_AND
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    DANGLING_TITLE,
    inner_advisors,
    inner_fields,
    inner_hosts,
    label_at_end,
    label_at_start,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.slotnames import Slot, names_in, without_leading_rank
from minesweeper.extractors.text.slotnames import confidence as _confidence
from minesweeper.names.clean import LATIN_CAPITALS, LATIN_SMALLS, without_titles


def line_slots(line: Line, nxt: Line | None, advisors_only: bool) -> tuple[list[Slot], bool]:
    """(the slots of one line, whether the next line was used for a label-only cell's name)."""
    slots: list[Slot] = []
    consumed_next = False
    cells = field_cells(line)  # "학생: X 지도교수: Y": each label opens a cell of its own
    for position, cell in enumerate(cells):
        following = nxt.text if nxt is not None and position == len(cells) - 1 else ""
        advised = advised_by(cell.text, following)
        for role, name, partial in advised:
            slots.append(Slot(name, role, line, cell, _confidence(cell, 0.9, name), partial))
        text = without_furniture(without_advised_by(cell.text))
        # "Ketua<tab>: X": a label read only before its colon stands alone in its cell.
        started = label_at_start(text, ocr=line.ocr)
        if started is None:
            inner = inner_advisors(text, nxt.text if nxt is not None else "")
            inner += inner_hosts(text, supervised=bool(advised or inner))
            # "Committee: T. Florian Jager" / "(advisor), Richard Aslan, ...": the list
            # wrapped before a member's bracketed role, or after a title ("..., Prof." /
            # "Ivo Paz"), goes on in the next line.
            wrapped = nxt is not None and (
                _BRACKETED_ROLE_OPENS.match(nxt.text)
                or DANGLING_TITLE.search(text)
                or (_list_left_open(text) and label_at_start(nxt.text) is None)
            )
            listed = f"{text} {nxt.text}" if nxt is not None and wrapped else text
            fielded = inner_fields(listed)
            inner += [
                each
                for group in fielded
                if allowed(group[0], advisors_only)
                for each in roles_in_list(*group)
            ]
            for role, found_names in dict.fromkeys(inner):
                for name, partial in names_in(found_names):
                    slots.append(
                        Slot(name, role, line, cell, _confidence(cell, 0.85, name), partial)
                    )
            if fielded:
                continue  # "... committee: A (chair),": the role closing the line is A's
        if started is not None:
            role, rest, _korean = started
            role, also, rest = qualified(role, rest)
            if rest and not without_leading_rank(f"{rest} ").strip():
                rest = ""  # "委員長 工學博士 | 국승재": the member's degree, the name after it
            if not allowed(role, advisors_only):
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
            if nxt is not None and (
                (target is cell and _list_wraps(source, nxt.text))
                # "Presedinte | Prof. univ. dr. ing." / "Radu STAN": the name cell's titles
                # alone, the name wrapped under them.
                or (target in cells and _name_wrapped(source))
            ):
                source = f"{source} {nxt.text}"  # "..., Prof." / "Dr. Greet Vos": wrapped
                consumed_next = True
            elif target is cell and nxt is not None and (rest_of := _family_cut_off(source, nxt)):
                source = f"{source} {rest_of}"  # "..., C, Erik" / "Lindqvist."
                consumed_next = True
            read: list[tuple[str, bool]] = []
            for piece_role, piece in roles_in_list(role, source):
                for name, partial in _members_of(piece, ocr=line.ocr):
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
        several = roles_after(text.rstrip(" ,"))  # "A, Major Professor and Committee Chair"
        if several is not None:
            roles, rest = several
            for role in (r for r in roles if allowed(r, advisors_only)):
                slots += [
                    Slot(
                        name, role, line, cell, _confidence(cell, 0.95, name), partial, listed=True
                    )
                    for name, partial in names_in(rest)
                ]
            continue
        ended = label_at_end(text)
        if ended is not None and allowed(ended[0], advisors_only):
            role, rest = ended
            named = names_in(rest)
            if text.rstrip().endswith(")"):
                named = named[-1:]  # "A, B, C (chair)": a bracketed role is the last name's
            for name, partial in named:
                slots.append(
                    Slot(
                        name, role, line, cell, _confidence(cell, 0.95, name), partial, listed=True
                    )
                )
    return slots, consumed_next


def _members_of(text: str, *, ocr: bool) -> list[tuple[str, bool]]:
    """The names of a label's text; a long list of members with where each works, one per
    semicolon ("Docent A, Department of X, Eastfield University; Professor B, ..."), is read a
    member at a time when each part names one."""
    found = names_in(text, ocr=ocr)
    pieces = [part for part in text.split(";") if part.strip()]
    if len(pieces) < 2 or len(found) > 1 or any(label_at_start(part) for part in pieces):
        return found  # "A; Rapporteur : B": the next label's field, read on its own
    parts = [_member_of(part, ocr=ocr) for part in pieces]
    return [part[0] for part in parts] if all(len(part) == 1 for part in parts) else found


def _member_of(part: str, *, ocr: bool) -> list[tuple[str, bool]]:
    """The name of one member and employer ("Professor B, Department of Chemical and
    Metallurgical Engineering, Westfield University"): the whole read as names, or the name
    before the first comma when an organisation follows it."""
    found = names_in(part, ocr=ocr)
    name, comma, employer = part.partition(",")
    if not found and comma and names_an_organisation(employer):
        return names_in(name, ocr=ocr)
    return found


def _name_wrapped(text: str) -> bool:
    """A label's text that breaks off before its name: after a title ("..., Prof.") or after
    the member's degree and rank alone ("Научный руководитель: кандидат химических наук,
    доцент" / "Ларионова Анна Петровна")."""
    if DANGLING_TITLE.search(text) or (text.strip() and not without_titles(text).strip(" ,.")):
        return True  # "..., Prof." / "Prof. univ. dr. ing." (the name on the next line)
    pieces = [piece.strip() for piece in text.split(",") if piece.strip()]
    return bool(pieces) and all(ACADEMIC_TITLE.match(p) and not names_in(p) for p in pieces)


def _list_wraps(text: str, following: str) -> bool:
    """A list of names that breaks off after its "and" ("Tutores: A y" / "B"): it goes on in
    the next line, unless that opens on a label of its own. (A list of members with their
    employers, one per semicolon, is joined over its lines before: `spans`.)"""
    if label_at_start(following) is not None:
        return False
    return bool(_ENDS_ON_AND.search(text)) and len(names_in(following)) == 1


_ENDS_ON_AND = re.compile(rf"\S\s+(?:{LIST_AND}|&)\s*$")


# A list of names that breaks off after the last one's given name ("A, B, Erik" / "Lindqvist."):
# the next line opens on the family name, then ends or goes on after a stop.
_LAST_GIVEN = re.compile(rf",\s*[{LATIN_CAPITALS}][{LATIN_SMALLS}]+\s*$")
_FAMILY_OPENS = re.compile(rf"^\s*([{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+)\s*(?:[.,;]|$)")


def _family_cut_off(text: str, following: Line) -> str | None:
    """The family name the next line goes on with, when the list breaks off after a given
    name; None otherwise."""
    if not _LAST_GIVEN.search(text) or label_at_start(following.text) is not None:
        return None
    found = _FAMILY_OPENS.match(following.text)
    return found.group(1) if found else None


def _name_before(cells: tuple[Cell, ...], position: int, ocr: bool) -> bool:
    """A row whose first cell is one name and whose second is the role alone, perhaps with
    where the member works after it ("GARNIER Odile | Rapporteure | Université de Lille"
    on a French jury's record); no further role follows."""
    return (
        position == 1
        and len(names_in(cells[0].text, ocr=ocr)) == 1
        and not any(label_at_start(cell.text, ocr=ocr) is not None for cell in cells[2:])
    )


_FIELD_MARK = re.compile(r"[:：]")
# A member's title and given name ending a line ("Committee: Professor Ugo" / "Pascarella").
_TITLED_GIVEN_AT_END = re.compile(
    rf"\b(?:prof(?:essor)?|dr)\.?\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}]+\s*$", re.IGNORECASE
)


def _list_left_open(text: str) -> bool:
    """A labelled list in a CV's prose that the line ends inside: after a comma, its "and",
    or a member's title and given name."""
    return _FIELD_MARK.search(text) is not None and (
        text.rstrip().endswith(",")
        or bool(_ENDS_ON_AND.search(text))
        or bool(_TITLED_GIVEN_AT_END.search(text))
    )


_BRACKETED_ROLE_OPENS = re.compile(
    r"^\s*\((?:co-?)?(?:advis[eo]r|supervisor|chair|member|reader|examiner)\)", re.IGNORECASE
)


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
        if names_an_organisation(cell.text):
            # The member's employer ("한동대 기계제어공학부"): its short name reads as a name.
            continue
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
        and (len(nxt.cells) == 1 or nxt.ocr or _name_then_details(nxt))
    ):
        return nxt.cells[0], nxt.cells[0].text, True
    return None, "", False


def _name_then_details(line: Line) -> bool:
    """A table's row read under its role cell ("위원장" / "엄태호 | 가람대학교 건축공학과 |
    (인)"): one name first, then where the member works or the seal's slot. A name beside a
    form's field alone ("Hana Cho | Date") is a signer over the role printed under it."""
    first, *rest = line.cells
    details = [without_furniture(cell.text) for cell in rest]
    return (
        len(names_in(first.text)) == 1
        and any(details)
        and not any(names_in(text) or label_at_start(text) is not None for text in details)
    )
