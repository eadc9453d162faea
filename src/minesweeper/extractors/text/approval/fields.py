"""Fields of approval-page cells beyond "Label  Name": a signature slot that prints the name in
a field ("Signature: ____  Name: X", "____ (Prof. X)"), a labelled list whose pieces carry
their own roles ("Thesis Committee: Prof. X (Chair), Prof. Y"), and several fields on one
line ("학생: X 지도교수: Y")."""

from __future__ import annotations

import itertools
import re

from minesweeper.extractors.model import COMMITTEE_ROLES, Role
from minesweeper.extractors.text.labels import is_label_only, label_at_end, label_at_start
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.publications.dating import MONTH_NAME
from minesweeper.extractors.text.slotnames import MARKERS
from minesweeper.names.clean import HAN_CHARACTER

# The label of the field a form prints or writes a member's name in: "Name", "Printed name",
# "Full name", "Typed name".
NAME_FIELD_LABEL = r"(?:(?:printed|full|typed)\s+)?name"
# "Signature: ________  Name: Seoha Cheon": a signature slot whose name is printed in a field.
_NAME_FIELD = re.compile(
    rf"(?:^|\s){NAME_FIELD_LABEL}\s*[:：]\s*(?P<name>[^:：_]+?)\s*$"
    r"|(?:^|\s)(?:성\s*명|이\s*름)\s*[:：]\s*(?P<ko>[^:：_]+?)\s*$",
    re.IGNORECASE,
)
_SIGNATURE_BLANK = re.compile(r"signature|서\s*명|_{3,}", re.IGNORECASE)


# The date a member signed on, filled in after the name and role: "John Roe, Member  July 5,
# 2024", "8 March 2021", "2024-07-05", "05/07/2024".
_SIGNED_ON = (
    rf"(?:{MONTH_NAME}\s+\d{{1,2}},?|\d{{1,2}}\.?\s+{MONTH_NAME},?)\s+(?:19|20)\d{{2}}"
    r"|\d{1,4}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{1,4}"
)
# A slot's signature blank and date field after its text: "Seoyeon Park (Advisor)  ______
# Date ____", "Thesis supervisor: ________" over the typed name on the line below; a blank in
# brackets, "X, M.Si. (..............)", as Indonesian boards of examiners print it (its dots
# may already be gone, read as a table of contents' leader).
_SLOT_FURNITURE = re.compile(
    r"(?:(?:^|\s+|(?<=[:：]))(?:[_＿.]{3,}|\(\s*(?:[_＿.…]{3,})?\s*\)|date\s*[:：]?|\(\s*date\s*\)"
    rf"|{_SIGNED_ON}))+\s*$",
    re.IGNORECASE,
)


# A date field's cell beside a signature, blank or filled in: "Date", "10/02/2023", "9/29/23".
_DATE_CELL = re.compile(
    r"^\s*(?:date\s*[:：]?|\d{1,4}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{1,4})\s*$",
    re.IGNORECASE,
)


def is_date_cell(text: str) -> bool:
    return bool(_DATE_CELL.match(text))


def without_furniture(text: str) -> str:
    """The text of a cell without the signature blank and date field that end it."""
    return _SLOT_FURNITURE.sub("", text).strip()


# "Supervisor: ______________ (Prof. Jihoon Pyo)": the name printed under or after the blank.
_BLANK_THEN_NAME = re.compile(r"^\s*[_＿]{3,}\s*\((?P<name>[^()]+)\)\s*$")


def name_field(text: str) -> str:
    """The name of a "Signature: ____ Name: X" or "____ (X)" slot; other text as it is."""
    blank = _BLANK_THEN_NAME.match(text)
    if blank is not None and not MARKERS.fullmatch(f"({blank.group('name').strip()})"):
        return blank.group("name")
    found = _NAME_FIELD.search(text)
    if found is None or not _SIGNATURE_BLANK.search(text[: found.start()]):
        return text
    return found.group("name") or found.group("ko") or text


_TOP_LEVEL_COMMA = re.compile(r"[,;](?![^()]*\))")


def roles_in_list(role: Role, text: str) -> list[tuple[Role, str]]:
    """(role, piece) of a labelled list: "Thesis Committee: Prof. X (Chair), Prof. Y" names the
    chair inside a committee list, and "지도교수: X, 공동지도교수: Y" a second label, so a piece
    carrying its own role label keeps that role."""
    pieces = [piece.strip() for piece in _TOP_LEVEL_COMMA.split(text) if piece.strip()]
    if len(pieces) < 2:
        return [(role, text)]
    # A label opening a piece holds for the pieces after it ("심사위원장 X, 심사위원 Y, Z": Z is
    # a member too); one closing a piece ("Y (Chair)") is that piece's own.
    read: list[tuple[Role, str]] = []
    current = role
    labelled = False
    for piece in pieces:
        started = label_at_start(piece)
        if started is not None and not started[1].strip() and read and read[-1][0] is current:
            # A role alone after a name ("Lena Marsh, Chair; Tobias Renner") is that name's:
            # the names after it keep the list's role.
            read[-1] = (started[0], read[-1][1])
            labelled = True
            continue
        if started is not None:
            current, labelled = started[0], True
            read.append((current, started[1]))
            continue
        ended = label_at_end(piece.rstrip("."))  # "..., C (advisor)." ending its sentence
        labelled = labelled or ended is not None
        read.append(ended or (current, piece))
    return read if labelled else [(role, text)]


_ROLES_AFTER_NAME = re.compile(r"^(?P<name>[^,–—]+?)(?:,|\s[–—-])\s*(?P<roles>.+?)\s*$")
_ROLE_JOIN = re.compile(r"\s*(?:,|&|\b(?:and|e|y|et|und)\b)\s*", re.IGNORECASE)
# Among a member's roles, the president of the board is its chair (alone, "President" is an
# official's title).
PRESIDENT = re.compile(r"^\s*pr[ée]sident[ae]?\s*$", re.IGNORECASE)


def roles_after(text: str) -> tuple[list[Role], str] | None:
    """(roles, name text) when everything after the name's comma is role labels."""
    found = _ROLES_AFTER_NAME.match(text)
    if found is None:
        return None
    roles = []
    for piece in _ROLE_JOIN.split(found.group("roles")):
        seat = seat_of(piece)
        if seat is None:
            return None
        roles.append(seat)
    return (roles, found.group("name")) if len(roles) >= 2 else None


_SECRETARY = re.compile(r"^\s*(?:secretar(?:y|is|io|ia|e)|secrétaire)\s*$", re.IGNORECASE)


def seat_of(text: str, *, ocr: bool = False) -> Role | None:
    """The role of one seat a member's line or bracket names alone: a role label and nothing
    after it, the board's president (alone, "President" is an official's title) or its
    secretary (a member)."""
    if PRESIDENT.match(text):
        return Role.COMMITTEE_CHAIR
    if _SECRETARY.match(text):
        return Role.COMMITTEE_MEMBER
    started = label_at_start(text, ocr=ocr) if text.strip() else None
    return started[0] if started is not None and not started[1] else None


# "학생: 김민준 지도교수: 백도윤 교수님", "Student: A  Advisor: B": fields of a form printed on one
# line, a space or two apart, so the text layer keeps them in one cell. A cell that opens on a
# field ("학생:") is cut before each further role label that ends on a colon: every role label
# then opens a cell of its own, and the student's field names no one.
_FIELD_OPENING = re.compile(r"^\s*[^\s:：][^:：]{0,20}[:：]")
_GAP_BEFORE_FIELD = re.compile(r"\s+(?=(?P<label>[^\s:：][^:：]{0,30})[:：])")


# "指导教师： 王小明 职称： 教授", "指導教員： 森田 隆之 職名： 准教授": a Chinese or Japanese
# form prints further fields after the name (title, post, school, major, student number, date);
# a field label of Chinese characters or kana before a colon ends the name.
_GAP_BEFORE_CJK_FIELD = re.compile(rf"\s+(?=(?:{HAN_CHARACTER}|[\u3040-\u30ff]){{1,8}}\s*[:：])")


# "指导教师(校外)：", "指導教員（学外）：": the bracket says the advisor comes from outside the
# school, a second advisor beside the school's own; "(校内)" marks the school's own advisor.
_SCHOOL_QUALIFIER = re.compile(r"^[(（]\s*(?P<where>[校学學][内內外]|外[校部])\s*[)）]\s*[:：]?\s*")


def outside_advisor(role: Role, rest: str) -> tuple[Role, str]:
    """(the role a school bracket after an advisor's label gives, what follows the bracket)."""
    found = _SCHOOL_QUALIFIER.match(rest) if role is Role.ADVISOR else None
    if found is None:
        return role, rest
    outside = "外" in found.group("where")
    return (Role.CO_ADVISOR if outside else role), rest[found.end() :]


# "심사위원(지도교수)", "심사위원 ( 공동 지도 )", "Member (Advisor)": a committee label whose
# bracket says the member is also the (co-)advisor; so does a second label after a comma,
# before the colon ("First Reviewer, Advisor:"), or closing the label's cell ("Member, Mentor |
# A").
_ADVISOR_QUALIFIER = re.compile(
    # ... and in Hanja or Chinese: "(指導敎授)", "(共同指導)", "(指导教师)".
    r"^(?:[(（]\s*(?:(?P<co>공\s*동\s*|부\s*|共\s*同\s*|副\s*)?(?:논\s*문\s*)?(?:지\s*도|指\s*[導导])"
    r"(?:\s*(?:교\s*수|[敎教]\s*授|[教敎]\s*[师師員员]))?"
    r"|(?P<co_en>co-?\s?)?(?:thesis\s+)?(?:advis[eo]r|supervisor))\s*[)）]"
    r"|,?\s*(?P<co_listed>co-?\s?)?(?:thesis\s+)?(?:advis[eo]r|supervisor|mentor)\s*(?:[:：]|$))\s*",
    re.IGNORECASE,
)


def _advisor_qualifier(rest: str) -> tuple[Role | None, str]:
    """(the advisor role a bracket after the label adds, what follows the bracket)."""
    found = _ADVISOR_QUALIFIER.match(rest)
    if found is None:
        return None, rest
    co = found.group("co") or found.group("co_en") or found.group("co_listed")
    return (Role.CO_ADVISOR if co else Role.ADVISOR), rest[found.end() :]


# "심사위원(주심)", "Committee Member (Chair)": the bracket names the member who chairs.
_CHAIR_QUALIFIER = re.compile(
    r"^[(（]\s*(?:주\s*심|위\s*원\s*장|chair(?:person)?)\s*[)）]\s*", re.I
)


def _chair_qualifier(role: Role, rest: str) -> tuple[Role, str]:
    found = _CHAIR_QUALIFIER.match(rest) if role is Role.COMMITTEE_MEMBER else None
    return (Role.COMMITTEE_CHAIR, rest[found.end() :]) if found else (role, rest)


def qualified(role: Role, rest: str) -> tuple[Role, Role | None, str]:
    """(the role, the advisor role its bracket adds, what follows) of a label and the text
    after it: "심사위원(주심)" chairs, "심사위원(지도교수)" also advises, "지도교수(校外)" is
    the co-advisor."""
    role, rest = outside_advisor(*_chair_qualifier(role, rest))
    also, rest = _advisor_qualifier(rest) if role in COMMITTEE_ROLES else (None, rest)
    return role, also, rest


def field_cells(line: Line) -> tuple[Cell, ...]:
    """The line's cells, each cut into its fields. OCR cells are kept whole: their word boxes
    place the seals."""
    if line.ocr:
        return line.cells
    return tuple(field for cell in line.cells for field in _fields(cell))


# "Doctorat, Sorbonne Université, 2021 — Directeur de thèse : A", "Ph.D., 2020 – Advisor: A": a
# CV's degree entry sets its labelled fields apart from the degree with a dash.
_DASH_BEFORE_FIELD = re.compile(r"\s[—–-]\s+(?=(?P<label>[^\s:：][^:：]{0,30}?)\s*[:：])")


# "Prüfungsvorsitz: Prof. A · Gesamtnote: magna cum laude", "Advisor: B • GPA: 4.0": a middle
# dot or a bullet sets a CV line's fields apart, whatever the next one holds.
_DOT_BEFORE_FIELD = re.compile(r"\s+[·•]\s+(?=[^\s:：·•][^:：·•]{0,30}?\s*[:：])")


def _fields(cell: Cell) -> list[Cell]:
    text = cell.text
    dotted = _DOT_BEFORE_FIELD.split(text)
    if len(dotted) > 1:
        return [field for part in dotted for field in _fields(Cell(part.strip()))]
    dashed = next(
        (
            found
            for found in _DASH_BEFORE_FIELD.finditer(text)
            if is_label_only(found.group("label"))
        ),
        None,
    )
    if dashed is not None:
        head, rest = text[: dashed.start()].strip(), text[dashed.end() :].strip()
        return [Cell(head), *_fields(Cell(rest))]
    opening = _FIELD_OPENING.match(text)
    if opening is None:
        return [cell]
    cuts = [
        found.end()
        for found in _GAP_BEFORE_FIELD.finditer(text, opening.end())
        if found.start() >= opening.end() and is_label_only(found.group("label"))
    ]
    cuts += [found.end() for found in _GAP_BEFORE_CJK_FIELD.finditer(text, opening.end())]
    cuts = sorted(set(cuts))
    if not cuts:
        return [cell]
    bounds = [0, *cuts, len(text)]
    return [Cell(text[start:end].strip()) for start, end in itertools.pairwise(bounds)]
