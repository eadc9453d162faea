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
from minesweeper.extractors.text.lines import Cell, Line, collapse_spaced_hangul
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
    r"\(?\s*(?:(?P<co>co-?\s?)?(?:advised|supervised)\s+by"
    r"|under\s+the\s+(?:co-?)?(?:supervision|guidance|direction)\s+of)"
    r"\s+(?P<names>[^()]+?)\s*(?:\)|$)",
    re.IGNORECASE,
)
# Officials sign forms and certificates (president, dean, department head or chair): their
# lines are not committee lines even when they carry a "chair" word.
_OFFICIAL_KO = re.compile(r"총장|학장|(?<!위)원장|학과장|학부장|센터장|연구소장|처장")
_OFFICIAL_EN = re.compile(
    r"president|provost|dean\b|director|registrar|\bhead\b"
    r"|department\s+chair|chair\s+of\s+(?:the\s+)?(?:department|school|faculty)|program\s+chair",
    re.IGNORECASE,
)


def is_official(text: str) -> bool:
    """A line signed by an official; Korean checked without spaces ("심사위 원장" is a chair)."""
    return bool(_OFFICIAL_KO.search(re.sub(r"\s+", "", text)) or _OFFICIAL_EN.search(text))


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


# Words printed beside a committee member's name that are not the name: the member's
# affiliation, position or degree ("서울대학교 교수 이재원", "Prof. Jae Won Lee, KAIST").
_AFFILIATION = re.compile(
    r"^(?:[가-힣]*(?:대학교|대학|대학원|연구원|연구소|학과|학부|공과대학)|(?:부|조|명예|초빙)?교수"
    r"|(?:공학|이학|문학|의학|법학|경영학|교육학|약학)?박사|[A-Z]{2,8}"
    r"|.*\b(?:university|institute|college|school|department|laboratory|center|centre)\b.*)$",
    re.IGNORECASE,
)
_LEADING_TITLE = re.compile(r"^(?:(?:[가-힣]{0,3}박사|교수)\s+)+")


def _one_name(part: str) -> tuple[str, bool] | None:
    if surname_with_title(part):
        return part.replace(" ", ""), True
    cleaned = clean_token(_LEADING_TITLE.sub("", part))
    if re.fullmatch(r"[가-힣 ]+", cleaned):
        cleaned = cleaned.replace(" ", "")
    if is_name(cleaned):
        return cleaned, False
    # "서울대학교 교수 이재원": one name among affiliation and position words.
    words = collapse_spaced_hangul(part).split()
    names = [word for word in words if is_name(clean_token(word))]
    others = [word for word in words if word not in names]
    if len(names) == 1 and others and all(_AFFILIATION.match(word) for word in others):
        return clean_token(names[0]), False
    return None


# Parenthesized text beside a name is never the name: Hanja ("도경환 (都京煥)"), an
# affiliation, or the seal slot. On OCR lines the slot is often misread ("(Ob", "( 엘"), so
# everything from an opening parenthesis on is dropped, and trailing symbol debris with it.
_PARENTHESIZED = re.compile(r"\([^()]*\)")
_OCR_SLOT = re.compile(r"\s[(（\[{«《〈<「『].*$")
_OCR_DEBRIS = re.compile(r"[\s\W\d_]+$")


def names_in(text: str, *, ocr: bool = False) -> list[tuple[str, bool]]:
    """Names in the text after a label: [(name, is_partial)]; empty when anything else is there."""
    text = _MARKERS.sub(" ", text)
    if ocr:
        text = _OCR_DEBRIS.sub("", _OCR_SLOT.sub("", f" {text}")).strip()
    text = _DEGREE_SUFFIX.sub("", _PARENTHESIZED.sub(" ", text)).strip(" :：-")
    if not text or len(text) > _MAX_CELL_CHARS:
        return []
    found: list[tuple[str, bool]] = []
    for part in _NAME_SPLIT.split(text):
        part = part.strip()
        if not part:
            continue
        name = _one_name(part)
        if name is None:
            if _AFFILIATION.match(part):
                continue  # "Prof. Jae Won Lee, KAIST": the affiliation after the name
            return []  # one piece is not a name: this is not a list of names
        found.append(name)
    return found


def find_slots(lines: list[Line], *, advisors_only: bool = False) -> list[Slot]:
    slots: list[Slot] = []
    used: set[tuple[int, int]] = set()  # (page, line index) consumed as a next-line name
    by_position = {(line.page, line.index): line for line in lines}
    _label_runs(lines, slots, used, advisors_only)
    _names_above(lines, slots, used, advisors_only)
    for line in lines:
        if (line.page, line.index) in used or is_official(line.text):
            continue
        nxt = by_position.get((line.page, line.index + 1))
        if nxt is not None and _grid(line, nxt, slots, advisors_only):
            used.add((nxt.page, nxt.index))
            continue
        consumed = _line_slots(line, nxt, slots, advisors_only)
        if consumed and nxt is not None:
            used.add((nxt.page, nxt.index))
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


def _lone_name(line: Line | None) -> tuple[str, bool] | None:
    if line is None or len(line.cells) != 1:
        return None
    found = names_in(line.cells[0].text)
    return found[0] if len(found) == 1 else None


def _english_label_only(line: Line) -> Role | None:
    if len(line.cells) != 1:
        return None
    started = label_at_start(line.cells[0].text)
    if started is None or started[1] or started[2]:
        return None
    return started[0]


def _names_above(
    lines: list[Line], slots: list[Slot], used: set[tuple[int, int]], advisors_only: bool
) -> None:
    """English signature pages that print the role under the name ("Jae Won Lee" / "Chair").

    A page is read that way when its first English role-only line follows a lone name; every
    role-only line of that page then belongs to the name just above it.
    """
    pages: dict[int, list[Line]] = {}
    for line in lines:
        pages.setdefault(line.page, []).append(line)
    for page_lines in pages.values():
        labelled = [
            i
            for i, line in enumerate(page_lines)
            if _english_label_only(line) and not _LEAD_IN.match(line.text)
        ]
        if not labelled or labelled[0] == 0 or _lone_name(page_lines[labelled[0] - 1]) is None:
            continue
        for index in labelled:
            role = _english_label_only(page_lines[index])
            above = page_lines[index - 1] if index > 0 else None
            found = _lone_name(above)
            if role is None or above is None or found is None or not _allowed(role, advisors_only):
                continue
            name, partial = found
            cell = above.cells[0]
            slots.append(Slot(name, role, above, cell, _confidence(cell, 0.9, name), partial))
            used.update(
                {(above.page, above.index), (page_lines[index].page, page_lines[index].index)}
            )


# "Approved by" opens a signature block: the names and roles printed under it are read as
# such, so it must not hide a "name above its role" layout.
_LEAD_IN = re.compile(r"^\s*approved\s+by\s*:?\s*$", re.IGNORECASE)


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
            for name, partial in names_in(source, ocr=line.ocr):
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


def _word_row(labels: Line, names: Line, slots: list[Slot], advisors_only: bool) -> bool:
    """A table whose column gaps the text layer shrank to one space: "위원장 위원 위원" above
    "진우성 (인) 채소영 (인) 표준혁 (인)". Every word of the first line is a Korean role label and
    every word of the second, seal slots and Hanja removed, a Hangul name: pair them in order."""
    words = labels.text.split()
    if len(labels.cells) != 1 or len(words) < 2 or not all(is_label_only(w) for w in words):
        return False
    people = _PARENTHESIZED.sub(" ", _MARKERS.sub(" ", names.text)).split()
    if len(people) != len(words) or not all(
        re.fullmatch(r"[가-힣]{2,5}", word) and is_name(word) for word in people
    ):
        return False
    cell = names.cells[0]
    for word, name in zip(words, people, strict=True):
        started = label_at_start(word)
        if started is not None and _allowed(started[0], advisors_only):
            slots.append(Slot(name, started[0], names, cell, _confidence(cell, 0.85, name)))
    return True


def _grid(labels: Line, names: Line, slots: list[Slot], advisors_only: bool) -> bool:
    """A row of labels above a row of names (a table): pair them by column."""
    if _word_row(labels, names, slots, advisors_only):
        return True
    if len(labels.cells) < 2 or len(labels.cells) != len(names.cells):
        return False
    if not all(is_label_only(cell.text) for cell in labels.cells):
        return False
    found = [names_in(cell.text, ocr=names.ocr) for cell in names.cells]
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
