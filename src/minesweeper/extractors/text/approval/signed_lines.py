"""Approval pages that list the committee as signature lines without role labels.

Many universities print the committee as bare signature lines under a sentence that approves
or certifies the thesis: "The dissertation of Jane Kim is approved." followed by one name per
line (UC), "I certify that I have read this dissertation ..." before each signer (Stanford),
"Approved by" over a name and its title (KAIST, MIT's "Certified by"). The text layer keeps
the names but not the drawn rules. The slot readers take every labelled name; a name alone
on its line after such a sentence, in the front matter, is read here as a committee member,
a little below a labelled slot's confidence. A title line under it ("Professor of Physics")
or a role line ("Thesis Supervisor") is read with it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.approval.fields import NAME_FIELD_LABEL, seat_of, without_furniture
from minesweeper.extractors.text.approval.sections import opens_next_part
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    is_official,
    label_at_start,
    student_heading,
)
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import is_organisation_name
from minesweeper.extractors.text.slotnames import MARKERS, Slot, names_in, rank_and_employer
from minesweeper.extractors.text.slotnames import confidence as _confidence
from minesweeper.names.clean import without_titles

_APPROVAL = re.compile(
    r"\b(?:is|are|been|was)\s+approved\b|\bapproved\s+(?:by|for)\b|\bcertif(?:y|ies|ied)\b"
    r"|^\s*approved\s*:?\s*$"  # "APPROVED:" over the signers
    r"|\bhave\s+(?:read|examined)\b|\bexamining\s+committee\b|\baccepted\s+(?:by|on)\b"
    # "인준함" with its first syllable misread by OCR ("킨 준함").
    r"|인\s*준|준\s*함|심\s*사\s*를\s*통\s*과|합\s*격"
    # "Aprovado em 6 de dezembro de 2018:", "aprobada por el tribunal", "approuvée par",
    # "approvata", Indonesian "disetujui" / "disahkan", Turkish "kabul edilmiştir".
    r"|\bapro(?:vad|bad)[oa]s?\s+(?:em|pel[oa]s?|por|en|el)\b|\bapprouv[ée]e?s?\s+par\b"
    r"|\bapprovat[oa]\b|\bdi(?:setujui|sahkan)\b|\bkabul\s+edil"
    r"|εγκρίθηκε",  # Greek: "Εγκρίθηκε από την τριμελή εξεταστική επιτροπή"
    re.IGNORECASE,
)
_FRONT_MATTER_PAGES = 10  # approval pages sit in a thesis's front matter
_UNLABELLED = 0.8  # below a labelled slot (0.9-0.95): the role is inferred from the page
# A drawn signature line that the text layer kept, and signature slots after a name.
_RULE = re.compile(r"[_‗＿]{3,}|\.{5,}|…{2,}|-{5,}|\(\s*(?:signature|sign|seal|서명|인)\s*\)", re.I)
# The signer's title printed under the name: it belongs to the name, not a new signer.
_TITLE = re.compile(
    r"^(?:(?:assistant|associate|full|adjunct|emeritus|distinguished|visiting)\s+)?"
    r"(?:professor|lecturer|researcher|scientist|fellow)\b"
    r"|^(?:department|school|college|division)\s+of\b|^(?:부|조|명예)?교수$",
    re.IGNORECASE,
)
_OFFICIAL_ROLE = re.compile(
    r"\bdean\b|\bprovost\b|\bpresident\b|\bdirector\b|\bregistrar\b|department\s+committee"
    r"|graduate\s+(?:school|studies|division)|총\s*장|학\s*장|대\s*학\s*원\s*장",
    re.IGNORECASE,
)


def signed_lines(lines: list[Line], read: Sequence[Slot]) -> list[Slot]:
    """Committee members printed as bare signature lines on approval pages. `read`: the
    slots other readers found; their lines and, on their page, their names are not read again."""
    used = {(slot.line.page, slot.line.index) for slot in read}
    taken = {(slot.line.page, slot.name) for slot in read}
    slots: list[Slot] = []
    pages: dict[int, list[Line]] = {}
    for line in lines:
        if line.page <= _FRONT_MATTER_PAGES:
            pages.setdefault(line.page, []).append(line)
    for printed in pages.values():
        start = next((i for i, line in enumerate(printed) if _APPROVAL.search(line.text)), None)
        if start is None:
            continue
        block = _block(printed[start + 1 :])
        columns, side_by_side = _in_columns(block)
        page_lines = [*printed[: start + 1], *columns]
        for index in range(start + 1, len(page_lines)):
            line = page_lines[index]
            # A cell of a side-by-side block shares its line with others another reader took.
            position = (line.page, line.index)
            one = len(line.cells) == 1 or _label_after_name(line) is not None
            if not one or (position in used and position not in side_by_side):
                continue
            if index == start + 1 and _KOREAN_SENTENCE_END.search(line.text):
                continue  # "... 심사를 통과" / "하였음": the approval's sentence wrapped
            found, role = _signer(line)
            if found is None or (line.page, found[0]) in taken:
                continue
            if _ends_an_address(page_lines, index):
                continue
            # Korean forms print a role before the name on its own line, never under it.
            hangul = _HANGUL.search(found[0]) is not None
            if role is not None:
                roles: tuple[Role, ...] = (role,)
            elif hangul:
                roles = (Role.COMMITTEE_MEMBER,)
            else:
                roles = _roles_below(page_lines, index)
            name, partial = found
            cell = line.cells[0]
            for each in roles:
                slots.append(
                    Slot(name, each, line, cell, _confidence(cell, _UNLABELLED, name), partial)
                )
            if roles:
                taken.add((line.page, name))
    return slots


def _ends_an_address(page_lines: list[Line], index: int) -> bool:
    """A signer's block closes on where they work, over one line or two ("Mechanical
    Engineering Department" / "Eastmoor Campus"): a line under an organisation's that opens no
    block of its own (no rank or role under it) is the address's last line, however much it
    reads as a name."""
    if index == 0 or not is_organisation_name(page_lines[index - 1].text):
        return False
    below = page_lines[index + 1].text if index + 1 < len(page_lines) else ""
    return not (rank_and_employer(below) or label_at_start(below) is not None)


def _in_columns(lines: list[Line]) -> tuple[list[Line], set[tuple[int, int]]]:
    """The lines to read, and the (page, index) of those read column by column.

    A date field or signature blank beside a name ("Jaewon Lee    Date") is dropped. Signature
    blocks printed side by side ("Jaewon Lee, Chair    Hana Cho" over "Professor of CS
    Professor of EE"): a run of lines with the same number of cells, two or more, is read
    column by column, each cell a line of its own, so a name has its title and role under it.
    A row of a name and its role label ("도 경 란   심사위원장   (印)") stays one line.
    """
    out: list[Line] = []
    run: list[Line] = []
    side_by_side: set[tuple[int, int]] = set()

    def flush() -> None:
        if len(run) >= _MIN_GRID_ROWS:
            side_by_side.update((line.page, line.index) for line in run)
            for column in range(len(run[0].cells)):
                out.extend(replace(line, cells=(line.cells[column],)) for line in run)
        else:
            out.extend(run)
        run.clear()

    for printed in lines:
        kept = tuple(cell for cell in printed.cells if without_furniture(cell.text))
        line = replace(printed, cells=kept) if kept and len(kept) < len(printed.cells) else printed
        # One member's row, not a grid of blocks; and an official's, who countersigns ("확인 :
        # 컴퓨터공학과 학과장 | 표준우 | (인)"): read column by column, the name would lose
        # the office beside it.
        if _label_after_name(line) is not None or any(is_official(c.text) for c in line.cells):
            flush()
            out.append(line)
            continue
        if len(line.cells) >= 2 and (not run or len(line.cells) == len(run[0].cells)):
            run.append(line)
            continue
        flush()
        if len(line.cells) >= 2:
            run.append(line)
        else:
            out.append(line)
    flush()
    return out, side_by_side


_MIN_GRID_ROWS = 2  # a name and the title or role under it


# The verb endings a Korean approval sentence closes on ("하였음", "인준함", "통과하였습니다").
_KOREAN_SENTENCE_END = re.compile(r"[가-힣](?:였음|었음|했음|함|됨|니다|였다|었다|한다)\.?\s*$")


def _block(lines: list[Line]) -> list[Line]:
    """The approval's block: the lines up to the next part of the document, and up to an
    official's line who signs under it, that line included (it tells the name above it is
    the official's, "Rolf Aune" / "Head of the Department"); the lines after it are the
    official's ("OO대학교 대학원장" / "백 승 현": the dean's name is no member's)."""
    block: list[Line] = []
    for line in itertools.takewhile(lambda each: not opens_next_part(each.text), lines):
        block.append(line)
        if is_official(line.text):
            break
    return block


def _signer(line: Line) -> tuple[tuple[str, bool] | None, Role | None]:
    """(the one name a line holds once its signature rule is gone, the role printed after a
    bracketed name: "(Minho Jeong) Principal Adviser")."""
    # "João Lima, Dr. (UFNH)": the employer by its letters in brackets after the name; "Typed
    # name: Professor X" under a signature line: the form's field label.
    text = _EMPLOYER_AFTER.sub("", _RULE.sub(" ", line.text)).strip()
    text = _NAME_FIELD.sub("", text)
    if (
        not text
        or _APPROVAL.search(text)
        or is_official(text)  # "Coordenadora do Programa" under her name
        or label_at_start(text, ocr=line.ocr) is not None
    ):
        return None, None
    role: Role | None = None
    labelled = _label_after_name(line)
    bracketed = _BRACKETED.match(text)
    if labelled is not None:
        text, role = labelled
    elif bracketed is not None:
        text, after = bracketed.group("name"), bracketed.group("rest").strip()
        if after:
            started = label_at_start(after)
            if started is None or started[1]:
                return None, None
            role = started[0]
    found = names_in(text, ocr=line.ocr)
    # The titles before the name ("Assoc. Prof. Dr.") and a Korean one after it are no more.
    untitled = _HONORIFICS.sub(" ", without_titles(text))
    if len(found) != 1 or _letters(found[0][0]) != _letters(untitled):
        return None, None  # the line holds more than the name ("연세대학교 대학원")
    return found[0], role


def _label_after_name(line: Line) -> tuple[str, Role] | None:
    """(the name's text, the role) of a row that prints the name, then its role label in a
    column of its own, then the seal or signature slot: "도 경 란   심사위원장   (印)"."""
    cells = [cell.text for cell in line.cells if not _slot(cell.text.strip(), ocr=line.ocr)]
    if len(cells) != 2:
        return None
    started = label_at_start(cells[1], ocr=line.ocr)
    if started is None or started[1]:
        return None
    found = names_in(cells[0], ocr=line.ocr)  # a name, not a title ("Professor of Math")
    if len(found) != 1 or _letters(found[0][0]) != _letters(cells[0]):
        return None
    return cells[0], started[0]


# The seal slot as OCR garbles it beside a seal: "(ED)", "080)", "(qs" for "(印)".
_GARBLED_SLOT = re.compile(r"[(\[]\S{0,3}[)\]]?|\S{0,3}[)\]]")


def _slot(text: str, *, ocr: bool) -> bool:
    return bool(MARKERS.fullmatch(text) or (ocr and _GARBLED_SLOT.fullmatch(text)))


def _letters(text: str) -> str:
    return _NOT_LETTER.sub("", MARKERS.sub(" ", text)).lower()


_NOT_LETTER = re.compile(r"[^A-Za-z가-힣]+")
_HONORIFICS = re.compile(
    r"\b(?:prof(?:essor)?a?|dra?)\b\.?|교\s*수(?:\s*님)?$|박\s*사$", re.IGNORECASE
)


_HANGUL = re.compile(r"[가-힣]")
_NAME_FIELD = re.compile(rf"^{NAME_FIELD_LABEL}\s*[:：]\s*", re.IGNORECASE)
_EMPLOYER_AFTER = re.compile(r"\s*\(\s*[A-Z]{2,8}[a-z]{0,3}\s*\)\s*$")
_BRACKETED = re.compile(r"^[(（]\s*(?P<name>[^()（）]+?)\s*[)）](?P<rest>.*)$")


_ROLE_LIST_SEPARATOR = re.compile(r"\s*(?:[,;&/]|\band\b)\s*", re.IGNORECASE)


def _role_labels(text: str, *, ocr: bool) -> tuple[Role, ...]:
    """The roles of a line made only of role labels: "Thesis Supervisor", "Thesis Advisor,
    Chair of Committee", "Co-Chair and Dissertation Advisor"; () for anything else."""
    roles: list[Role] = []
    for piece in _ROLE_LIST_SEPARATOR.split(text):
        seat = seat_of(piece, ocr=ocr)  # "Presidente / Orientador"
        if seat is None:
            return ()
        roles.append(seat)
    return tuple(dict.fromkeys(roles))


def _roles_below(page_lines: list[Line], index: int) -> tuple[Role, ...]:
    """The signer's roles from the lines under the name (a title line may come between): a
    line of role labels gives its roles, an official's role (a dean, a graduate school's
    committee) gives none, anything else leaves a committee member."""
    for line in page_lines[index + 1 : index + 4]:
        text = line.text.strip()
        if _APPROVAL.search(text):
            break  # the next block's own approval sentence, not this signer's role
        if _OFFICIAL_ROLE.search(text) or is_official(text):
            return ()  # "Head of the Department of ...": an official signs too
        if student_heading(text.strip("()[] ")):
            # "(Student)": the authors sign their declaration; beside the applicant, the
            # others wrote the work with them.
            return (Role.COAUTHOR,)
        # "(Supervisor)": Indian certificates bracket the role under the name.
        roles = _role_labels(text.strip("()[] "), ocr=line.ocr)
        if roles:
            return roles
        if not (_TITLE.match(text) or ACADEMIC_TITLE.match(text)):  # any rank, Greek too
            break
    return (Role.COMMITTEE_MEMBER,)
