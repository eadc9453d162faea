"""Account for every approval slot: each role label ends as a person or as a flag.

After the slot readers ran, a line that opens on a role label and yielded no person is
looked at once more. When what follows the label is a name templates use as a placeholder
("홍길동", "Jane Doe", "Advisor Name") it is kept as a low-confidence person, with a flag
saying why: a real committee may well have a 홍길동, and a template page's printed advisor is
still the advisor. Anything else (a blank, "○○○", text no reader could take for a name) raises
an ``unread_slot`` flag on that page, so a missed member is never silent.

A slot is accounted for when its name ended as a person of the document, whichever reader
took it: a table reader pairs a label row with the names of the row below, a neighbouring
line's reader may read the name the label's own line garbled. A line that only continues a
label with a particle ("심사위원장을 맡아 주신 ...") is prose, not a slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.extractors.model import DocumentFlag, FlagType, Role
from minesweeper.extractors.text.approval.fields import name_field
from minesweeper.extractors.text.labels import (
    fields_header,
    is_official,
    label_at_end,
    label_at_start,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.placeholders import NAME_STAND_INS, is_placeholder
from minesweeper.extractors.text.slotnames import MARKERS, PARENTHESIZED, Slot
from minesweeper.names.stopwords import HANGUL_NON_NAMES

# A bracketed or underlined slot ("<Referee 2 Name>", "____") is a blank to fill, not a name.
_BLANK = re.compile(r"[<>〈〉《》{}\[\]_＿]")
PLACEHOLDER_CONFIDENCE = 0.3  # kept for a person to confirm, never trusted on its own
_MAX_SLOT_CHARS = 40  # a label and a name, not a sentence of prose
_HEADING_REACH = 6  # a board's heading stands at most this many lines over its first member
_PAIRING_LINES = 2  # a name sits on its label's line or at most two lines from it
# Placeholders that stand for a person's name (not a blank or a "signature" slot).
# A label run straight into a particle and on into a sentence: prose about the role. 위원회
# is the committee itself ("심사위원회의 심사를 통과하였음"); no surname is 회.
_PARTICLE_PROSE = re.compile(r"^(?:회\S*(?:\s|$)|(?:을|를|으로|로|의|은|는|께서|에게|과|와)\s)")
# "approved by the dissertation committee in partial ...": an English label going on in
# lower case into a sentence (a name is capitalised, whatever its origin).
_ENGLISH_PROSE = re.compile(
    r"^(?:the|this|that|these|a|an|of|in|on|at|to|for|with|and|or|is|are|was|were|has|have|as)\s"
)
# The committee as a whole, not one of its seats: "Examining Committee", "Approved by".
_COLLECTIVE = re.compile(
    r"(?:committee|commissie|jury|tribunal|betygsnämnd|komisija|povjerenstvo"
    r"|bed[øo]mmelses(?:komit[ée]|udvalg)\w*"
    r"|(?:banca|comiss[ãa]o|comisi[óo]n|commissione|comisia)(?:\s+\w+)?)"
    r"(?:\s*[–—-]\s.*)?$"  # "Comissão Julgadora – Tese de Doutorado": the work it judged
    r"|^(?:approved|examined|read)\s+by$"
)
# "Examining Committee Membership", "Committee Approval": a heading naming the role.
_HEADING_WORDS = frozenset({"membership", "list", "approval", "page", "form", "sheet"})
_SPACES = re.compile(r"\s+")
_HONORIFIC = re.compile(r"^(?:prof(?:essor)?\.?|dr\.?)\s+", re.IGNORECASE)  # not the name
_PLACEHOLDER_PERSON = re.compile(
    r"홍\s?길\s?동|\b(?:john|jane)\s+doe\b|\bgil-?\s?dong\b|" + NAME_STAND_INS, re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class PlaceholderName:
    name: str
    role: Role
    line: Line  # the line the name is on: the label's own, or the one below it


@dataclass(frozen=True, slots=True)
class UnreadLabel:
    """A role label whose name no reader read, and the flag raised on it. `written`: the
    cell in the name's place (after the label, or the line under it), when OCR saw one."""

    role: Role
    line: Line
    flag: DocumentFlag
    written: Cell | None


@dataclass(frozen=True, slots=True)
class SlotAccount:
    placeholders: list[PlaceholderName]
    flags: list[DocumentFlag]  # the placeholders' and the unread labels'
    unread: list[UnreadLabel]


def _slot_text(line: Line) -> tuple[Role, str] | None:
    """(role, what follows the label, seal slots and parentheses removed) for a line that
    opens on a role label and is not signed by an official; what follows is empty when it
    is only further labels (a header row: "심사위원장  심사위원(지도교수)")."""
    if is_official(line.text):
        return None
    started = label_at_start(line.text, ocr=line.ocr)
    if started is None:
        # "<Referee 2 Name>: Thesis Committee Member #1": a template's blank before its role.
        # Only blanks and placeholders: prose ends on "members" too.
        ended = label_at_end(line.text)
        if ended is not None and len(ended[1]) <= _MAX_SLOT_CHARS and is_placeholder(ended[1]):
            return ended
        return None
    role, rest, _korean = started
    if _PARTICLE_PROSE.match(rest) or _ENGLISH_PROSE.match(rest):
        return None
    text = " ".join(PARENTHESIZED.sub(" ", MARKERS.sub(" ", name_field(rest))).split())
    if _only_labels(rest):
        text = ""
    if text and all(
        word in HANGUL_NON_NAMES or word.casefold() in _HEADING_OR_COLUMN_WORDS
        for word in text.split()
    ):
        return None  # a heading naming the role ("심사위원 명단", "심사위원 성명 서명")
    return role, text


def _only_labels(text: str) -> bool:
    """Text made of role labels alone, each perhaps with its bracketed qualifier."""
    return _labels_only_count(text) > 0


def _labels_only_count(text: str) -> int:
    """How many role labels the text is made of (each perhaps with its bracketed
    qualifier); 0 when anything else is in it."""
    rest = text.strip()
    count = 0
    while rest:
        started = label_at_start(rest)
        if started is None:
            return 0
        following = started[1]
        if following.startswith(("(", "（")):
            closing = following.find(")") if "(" in following[:1] else following.find("）")
            following = following[closing + 1 :] if closing >= 0 else ""
        if len(following) >= len(rest):
            return 0
        rest = following.strip()
        count += 1
    return count


def _label_words(line: Line) -> str:
    """The words of the label that opens the line, without what follows it."""
    started = label_at_start(line.text, ocr=line.ocr)
    label = line.text[: len(line.text) - len(started[1])] if started else line.text
    return " ".join(label.casefold().rstrip(" :").split())


def _header_row(line: Line) -> bool:
    """A table's header of several labels ("심사위원장  심사위원(지도교수)"): its names are
    in the rows under it, not one per label), or of a title page's fields ("Supervisor: |
    Author:")."""
    return _labels_only_count(line.text) > 1 or fields_header([cell.text for cell in line.cells])


# The column headings of a committee table ("구분  성명  소속  서명", "Name  Affiliation
# Signature"): a label alone above them is the table's title, not a slot.
_COLUMN_WORDS = frozenset(
    [
        "구분",
        "성명",
        "이름",
        "소속",
        "직위",
        "직급",
        "서명",
        "날인",
        "비고",
        "확인",
        "연락처",
        "name",
        "affiliation",
        "signature",
        "title",
        "position",
        "role",
        "date",
        "department",
        "institution",
        # A table's column of row numbers: "No.", "S.No.", Vietnamese "TT" (thứ tự).
        "no.",
        "no",
        "s.no.",
        "tt",
    ]
)


_HEADING_OR_COLUMN_WORDS = _HEADING_WORDS | _COLUMN_WORDS


def _column_headers(line: Line | None) -> bool:
    words = [word.casefold() for word in line.text.split()] if line is not None else []
    return len(words) >= 2 and all(word in _COLUMN_WORDS for word in words)


def _placeholder_person(text: str) -> bool:
    """A template's stand-in for a person's name ("홍길동", "Jane Doe"), not a blank."""
    return (
        len(text) <= _MAX_SLOT_CHARS
        and is_placeholder(text)
        and _PLACEHOLDER_PERSON.search(text) is not None
        and not _BLANK.search(text)
    )


def compact(name: str) -> str:
    """A name for comparison across readers: no spaces, lower case."""
    return _SPACES.sub("", name).lower()


def _names_taken(rest: str, taken: frozenset[str]) -> bool:
    """The slot's text holds a name that ended as a person of the document."""
    squeezed = compact(rest)
    return any(len(name) >= 2 and name in squeezed for name in taken)


def account_for_slots(
    lines: list[Line], slots: list[Slot], taken: frozenset[str] = frozenset()
) -> SlotAccount:
    """Placeholder names to keep, and flags for labels whose name could not be read.
    `taken`: the compacted names (see `compact`) of the persons the document yielded."""
    by_page: dict[int, set[int]] = {}
    for slot in slots:
        by_page.setdefault(slot.line.page, set()).add(slot.line.index)
    at = {(line.page, line.index): line for line in lines}
    labelled = [(line, found) for line in lines if (found := _slot_text(line)) is not None]
    roles = {(line.page, line.index): (role, _label_words(line)) for line, (role, _) in labelled}
    # Lines that are no slot of their own: a header row of several labels, a label
    # standing alone over another label of its role ("Signature of Supervisor:" over
    # "Name of Supervisor: ..."), one slot in two lines, and the committee as a whole over
    # its seats ("Promotiecommissie" over "Promotor: ..."). Two equal labels are two slots.
    shared: set[tuple[int, int]] = set()
    headings: set[tuple[int, int]] = set()  # over labelled rows, each accounting for its name
    for line, (role, rest) in labelled:
        after = roles.get((line.page, line.index + 1))
        own = roles[(line.page, line.index)][1]
        # "Examining Committee:" over its members' names, each with its role under it, or
        # with a form's fields between ("Candidata: ...", "Data da Defesa: ...").
        read_below = by_page.get(line.page, set())
        over_names = any(line.index + step in read_below for step in range(1, _HEADING_REACH + 1))
        if (
            not rest
            and (after is not None or over_names)
            and (
                _COLLECTIVE.search(own) is not None
                # "논문심사위원" over "위원장 이재원": a member's label over the chair's row heads
                # the list (a committee's list opens on its chair).
                or (
                    role is Role.COMMITTEE_MEMBER
                    and after is not None
                    and after[0] is Role.COMMITTEE_CHAIR
                )
            )
        ):
            headings.add((line.page, line.index))
        if (
            _header_row(line)
            or (not rest and after is not None and after[0] == role and after[1] != own)
            or (not rest and _column_headers(at.get((line.page, line.index + 1))))
        ):
            shared.add((line.page, line.index))
    shared |= headings
    labels_by_page: dict[int, list[int]] = {}
    for line, _found in labelled:
        if (line.page, line.index) not in shared:
            labels_by_page.setdefault(line.page, []).append(line.index)
    claimed = {
        (page, index)
        for page, labels in labels_by_page.items()
        for index in _claimed(labels, by_page.get(page, set()))
    }
    placeholders: list[PlaceholderName] = []
    flags: list[DocumentFlag] = []
    unread: list[UnreadLabel] = []
    for line, (role, rest) in labelled:
        name_line = line
        near = by_page.get(line.page, set())
        if _header_row(line):
            rest = ""  # the other cells of a header row are labels too, no name
        # Fewer names than labels on the page: only a label a name was paired with is read.
        short = (line.page, line.index) not in shared and len(near) < len(
            labels_by_page.get(line.page, ())
        )
        if (line.page, line.index) in claimed or (line.page, line.index) in headings:
            continue
        if rest:
            if line.index in near or len(rest) > _MAX_SLOT_CHARS or _names_taken(rest, taken):
                continue
        elif near and not short:
            continue  # a label-only cell whose name another reader paired from nearby lines
        else:
            # A label above its name ("Approved by" / "Gildong Hong"): the name readers skip
            # a placeholder there, so the slot keeps it as one.
            below = at.get((line.page, line.index + 1))
            if below is not None and _placeholder_person(below.text):
                rest, name_line = below.text, below
        if rest and _placeholder_person(rest):
            rest = _HONORIFIC.sub("", rest)
            placeholders.append(PlaceholderName(rest, role, name_line))
            flags.append(
                DocumentFlag(
                    FlagType.PLACEHOLDER_NAME,
                    f"'{rest}' ({role.value}) on page {line.page} looks like a template "
                    "placeholder name; kept for review",
                    line.page,
                    rest,
                )
            )
        else:
            written = _written(line, rest, at, near)
            seen = line.text if rest or written is None else f"{line.text} / {written.text}"
            flag = DocumentFlag(
                FlagType.UNREAD_SLOT,
                f"{role.value} on page {line.page}: no name could be read ({seen})",
                line.page,
                line.text[:120],
            )
            flags.append(flag)
            unread.append(UnreadLabel(role, line, flag, written))
    return SlotAccount(placeholders, flags, unread)


def _claimed(labels: list[int], names: set[int]) -> set[int]:
    """The label lines that the slot readers paired a name with: each name line claims the
    nearest free label at or above it (names under their labels), else the one just below
    (names above them), within two lines."""
    free = sorted(labels)
    claimed: set[int] = set()
    for name in sorted(names):
        above = [label for label in free if 0 <= name - label <= _PAIRING_LINES]
        below = [label for label in free if 0 < label - name <= _PAIRING_LINES]
        pick = max(above) if above else min(below) if below else None
        if pick is not None:
            free.remove(pick)
            claimed.add(pick)
    return claimed


def _written(
    line: Line, rest: str, at: dict[tuple[int, int], Line], names: set[int]
) -> Cell | None:
    """The cell in an unread slot's name place: what follows the label on its line, or the
    line under a label standing alone when no reader took that line and it is no label."""
    if rest:
        return line.cells[1] if len(line.cells) > 1 else None
    below = at.get((line.page, line.index + 1))
    if below is None or not below.cells or below.index in names or _slot_text(below) is not None:
        return None
    return below.cells[0] if len(below.text) <= _MAX_SLOT_CHARS else None
