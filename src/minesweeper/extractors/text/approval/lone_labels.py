"""Role labels alone on their lines, and the names they label on other lines.

A table's cells read one per line: a run of label lines, then as many name lines. A label
over the member's degree and rank lines, then the name ("Научный руководитель:" / "доктор
технических наук, доцент" / "Кознов Дмитрий Владимирович"). English signature blocks that
print the role under the name ("Jae Won Lee" / "Chair").
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import COMMITTEE_ROLES, Role
from minesweeper.extractors.text.approval.committee import COMMITTEE_HEADING, PLURAL_LABEL
from minesweeper.extractors.text.approval.fields import is_date_cell
from minesweeper.extractors.text.approval.role_filter import allowed
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    is_label_only,
    label_at_start,
    student_heading,
)
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.slotnames import (
    MARKERS,
    WHOLLY_BRACKETED,
    Slot,
    confidence,
    names_in,
    rank_and_employer,
)
from minesweeper.names.clean import DEGREE_ALONE, opens_on_a_title


def label_runs(lines: list[Line], used: set[tuple[int, int]], advisors_only: bool) -> list[Slot]:
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
        # A label in capitals reads as a name ("ŠKOLITEL SPECIALISTA"): a run of a label and
        # its translation ("ŠKOLITEL" / "SUPERVISOR") is over one name, not a label a name.
        labelled = any(label_at_start(line.text, ocr=line.ocr) for line in names)
        if len(names) == count and all(len(item) == 1 for item in found) and not labelled:
            for label_line, name_line, item in zip(lines[start:index], names, found, strict=True):
                started = label_at_start(label_line.text)
                if started is None or not allowed(started[0], advisors_only):
                    continue
                name, partial = item[0]
                cell = name_line.cells[0]
                slots.append(
                    Slot(name, started[0], name_line, cell, confidence(cell, 0.85, name), partial)
                )
                used.add((name_line.page, name_line.index))
            used.update((line.page, line.index) for line in lines[start:index])
            index += count
    return slots


_RANK_LINES = 2  # a degree and a rank under a label take at most two lines
_BILINGUAL_LINES = 2  # a Japanese page adds the label's and the rank's English names
_SPANNING_ROLES = frozenset({Role.COMMITTEE_MEMBER, Role.ADVISOR, Role.CO_ADVISOR})


def _rank_line(line: Line) -> bool:
    """A line of a member's degree and rank alone: "доктор технических наук, доцент"."""
    return rank_and_employer(line.text, ocr=line.ocr)


def _passed_over(line: Line, role: Role) -> bool:
    """The same role's label alone in another language ("Chief Examiner"), or the member's
    school alone ("경상국립대학교 식물의학과")."""
    started = label_at_start(line.text, ocr=line.ocr)
    if started is not None:
        return not started[1] and started[0] is role
    return names_an_organisation(line.text) and not names_in(line.text, ocr=line.ocr)


def names_under_ranks(
    lines: list[Line], used: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """A label line whose name comes after the member's degree and rank, on lines of their
    own ("Научный руководитель:" / "доктор технических наук, доцент" / "Кознов Дмитрий
    Владимирович"): the rank lines are passed over. Under a label of several members
    ("Официальные оппоненты:") each further member is printed the same way, ranks first.
    Only a label that ends on a colon points down, or one in Chinese characters (Japanese and
    Chinese pages print the label first): a role line without one may close the signature
    block above it ("Name" / "Dissertation Advisor" / "Professor of Physics")."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        if (line.page, line.index) in used or len(line.cells) != 1:
            continue
        started = label_at_start(line.text, ocr=line.ocr)
        if started is None or started[1] or not allowed(started[0], advisors_only):
            continue
        # A Korean, Chinese or Japanese label points down too ("主査" / "Chief Examiner" /
        # "教授" / "Professor" / "村上 健司", "심사위원장" / "경상국립대학교 식물의학과" /
        # "남유진"): the label in English, the rank in both languages and the member's school
        # are passed over.
        han = started[2]
        if not (_POINTS_FORWARD.search(line.text) or han):
            continue
        index = line.index + 1
        while True:
            ranks = 0
            below = by_position.get((line.page, index))
            while (
                below is not None
                and ranks < _RANK_LINES + _BILINGUAL_LINES * han
                and (_rank_line(below) or (han and _passed_over(below, started[0])))
            ):
                ranks += 1
                below = by_position.get((line.page, index + ranks))
            found = _lone_name(below)
            if not ranks or below is None or found is None or (below.page, below.index) in used:
                break
            name, partial = found
            cell = below.cells[0]
            slots.append(Slot(name, started[0], below, cell, confidence(cell, 0.9, name), partial))
            used.update((line.page, each) for each in range(line.index, below.index + 1))
            if han and started[0] is Role.ADVISOR:
                slots += _names_listed_under(below, by_position, used)
            if started[0] not in _SPANNING_ROLES:  # one chair
                break
            index = below.index + 1
    return slots


def _names_listed_under(
    first: Line, by_position: dict[tuple[int, int], Line], used: set[tuple[int, int]]
) -> list[Slot]:
    """A Japanese title page lists its lab's professors under one "指導教員", a name a line
    ("山田 一郎" / "佐藤 花子" / ...): the first is the advisor, the others co-advisors."""
    slots: list[Slot] = []
    below = by_position.get((first.page, first.index + 1))
    while below is not None and (below.page, below.index) not in used:
        found = _lone_name(below)
        if found is None:
            break
        name, partial = found
        cell = below.cells[0]
        slots.append(
            Slot(name, Role.CO_ADVISOR, below, cell, confidence(cell, 0.85, name), partial)
        )
        used.add((below.page, below.index))
        below = by_position.get((below.page, below.index + 1))
    return slots


def _lone_name(line: Line | None) -> tuple[str, bool] | None:
    """The one name a line holds, a seal's or a signature's place beside it aside ("남유진 |
    (서명)"); or the name before a rank and where the member works ("Marguerite Okafor,
    Professor, Civil Engineering, UBC" over its "Supervisor")."""
    cells = (
        [c for c in line.cells if MARKERS.sub("", c.text).strip() and not is_date_cell(c.text)]
        if line
        else []
    )
    if len(cells) != 1:
        return None
    text = cells[0].text
    if label_at_start(text) is not None:
        return None  # "• Supervisor: Dr. A" over a CV's "• Committee": labelled already
    found = names_in(text)
    head, _, rest = text.partition(",")
    if not found and ACADEMIC_TITLE.match(rest):
        found = names_in(head)
    return found[0] if len(found) == 1 else None


# A role under its name may stand in brackets ("Ana Rosas" / "(Orientadora)").
_BRACKETED_ROLE = re.compile(r"^\s*\((?P<role>[^()]+)\)\s*$")


# "Thesis Supervisor and Committee Chair", "Dissertation Advisor, Chair of Committee": two
# roles on one line.
_ROLE_JOIN = re.compile(r"^\s*(?:,|&|\band\b)\s*", re.IGNORECASE)


_RANK_COMMA = re.compile(r"\s*,\s*")


# A rank the text layer glued to the role before it, its cell's space lost: "Chair, Thesis
# Examination CommitteeAssociate Professor".
_GLUED_RANK = re.compile(r"(?<=[a-z])(?=(?:(?:Assistant|Associate|Adjunct)\s)?Professor\b)")


def _english_label_only(line: Line) -> tuple[Role, ...]:
    """The roles of a line that holds English role labels and nothing else, but for the
    member's rank and degree in cells after them ("Supervisor | Professor | Ph.D.")."""
    if not line.cells:
        return ()
    text, *after = _GLUED_RANK.split(line.cells[0].text, maxsplit=1)
    after += [cell.text for cell in line.cells[1:] if not is_date_cell(cell.text)]
    if not all(rank_and_employer(each) or DEGREE_ALONE.fullmatch(each.strip()) for each in after):
        return ()
    bracketed = _BRACKETED_ROLE.match(text)
    text = bracketed["role"] if bracketed else text
    ranked = ACADEMIC_TITLE.match(text)
    if ranked is not None and (comma := _RANK_COMMA.match(text, ranked.end())):
        text = text[comma.end() :]  # "Assistant Professor, Committee Member": the rank first
    roles: list[Role] = []
    while text.strip():
        started = label_at_start(text)
        if started is None or started[2]:
            return ()
        roles.append(started[0])
        text = started[1]
        joined = _ROLE_JOIN.match(text)
        if text.strip() and joined is None:
            return ()  # a name or anything else after the role
        text = text[joined.end() :] if joined else text
    return tuple(roles)


_BLOCK_REACH_LINES = 4  # a role line is at most this many lines under its block's name


def _block_name(page_lines: list[Line], index: int) -> Line | None:
    """The lone name a role-only line belongs to: the nearest line above it, over academic
    titles and the block's other role lines."""
    start = max(0, index - _BLOCK_REACH_LINES)
    for position in range(index - 1, start - 1, -1):
        above = page_lines[position]
        if _lone_name(above) is not None:
            return None if _field_value(page_lines, position) else above
        if not (ACADEMIC_TITLE.match(above.text) or _english_label_only(above)):
            return None
    return None


def _field_value(page_lines: list[Line], index: int) -> bool:
    """Whether the line is the value of a field named on the line above it ("PRESENTA:" /
    "Ana Rosas", the author of a Mexican thesis over its "TUTOR"): a role line under it then
    labels the name below, not this one. A role label above ("Approved by:") is no field,
    nor a heading over the committee ("Committee approvals:")."""
    if index == 0:
        return False
    above = page_lines[index - 1]
    if _HEADS_APPROVALS.search(above.text):
        return False  # "Committee approvals:" heads the blocks under it
    return bool(_FIELD_END.match(above.text)) and label_at_start(above.text) is None


# ... nor a signature's field over the signer's name ("Signature:", Vietnamese "Ký tên:").
_HEADS_APPROVALS = re.compile(
    r"\b(?:committee|approvals?|examiners|jury|signed|signature|firma|assinatura|unterschrift"
    r"|podpis)\b|k[ýy]\s+t[êe]n|tanda\s+tangan",
    re.IGNORECASE,
)


# A form's field name of one to three words ("PRESENTA:", "Presented by:"), or the words
# that present the author without a colon ("vorgelegt von", "présentée par", "apresentada
# por"); a sentence that ends on a colon ("... approved by the following:") leads into a list
# instead.
_FIELD_END = re.compile(
    r"^\s*[^\s:：]+(?:\s+[^\s:：]+){0,2}\s*[:：]\s*$"
    r"|^\s*(?:[^\s:：]+\s+){1,2}(?:by|von|par|da|por|przez)\s*$",
    re.IGNORECASE,
)


def names_above(lines: list[Line], used: set[tuple[int, int]], advisors_only: bool) -> list[Slot]:
    """English signature pages that print the role under the name ("Jae Won Lee" / "Chair"),
    or under the name and its title, several roles stacked ("Seoyeon Park" / "Professor of
    Computer Science" / "Thesis Advisor" / "Chair of Committee").

    A page is read that way when its first English role-only line belongs to a lone name
    above it, and not to a titled name under it; every role-only line of that page then
    belongs to the name of its block.
    """
    slots: list[Slot] = []
    pages: dict[int, list[Line]] = {}
    for line in lines:
        pages.setdefault(line.page, []).append(line)
    for page_lines in pages.values():
        labelled = [
            i
            for i, line in enumerate(page_lines)
            if _english_label_only(line)
            and not _POINTS_FORWARD.search(line.text)
            and not COMMITTEE_HEADING.match(line.text)  # "Thesis Committee" over the blocks
        ]
        if (
            not labelled
            or _block_name(page_lines, labelled[0]) is None
            or _titled_name_below(page_lines, labelled[0])
        ):
            continue
        for index in labelled:
            above = _block_name(page_lines, index)
            found = _lone_name(above)
            if above is None or found is None:
                continue
            letter = _signs_a_letter(page_lines, above)
            named = [above]
            if PLURAL_LABEL.match(page_lines[index].text):
                # A label in the plural under its names ("Supervisors", "Thesis Examiners")
                # labels every name stacked over it, not only the nearest.
                named += _stacked_above(page_lines, above, used)
            for each in named:
                name, partial = _lone_name(each) or found
                cell = each.cells[0]
                for role in _english_label_only(page_lines[index]):
                    if allowed(role, advisors_only) and not (letter and role in COMMITTEE_ROLES):
                        slots.append(
                            Slot(name, role, each, cell, confidence(cell, 0.9, name), partial)
                        )
                used.add((each.page, each.index))
            used.add((page_lines[index].page, page_lines[index].index))
    return slots


def _stacked_above(page_lines: list[Line], block: Line, used: set[tuple[int, int]]) -> list[Line]:
    """The lone names stacked over a block's name, each maybe over its rank line, titled as
    the block's name is: an untitled author over titled supervisors is not one of them."""
    stacked: list[Line] = []
    for line in reversed(page_lines[: page_lines.index(block)]):
        if (line.page, line.index) in used:
            break
        if _lone_name(line) is None:
            if ACADEMIC_TITLE.match(line.text):
                continue  # a stacked name's rank line ("Associate Professor")
            break
        if _titled(line) != _titled(block) or _field_value(page_lines, page_lines.index(line)):
            break
        stacked.append(line)
    return stacked


# A letter's closing ("Yours sincerely," / "Peter Smit, Ph.D." / "Chair"): whoever signs it
# as a chair or a member writes for a board (an ethics committee), not a thesis committee; an
# advisor signing a letter of recommendation is still the advisor.
_VALEDICTION = re.compile(
    r"^\s*(?:yours\s+(?:sincerely|faithfully|truly)|(?:very\s+)?sincerely(?:\s+yours)?"
    r"|(?:kind|best|warm)\s+regards|met\s+vriendelijke\s+groet(?:en)?"
    r"|mit\s+freundlichen\s+gr[üu](?:ß|ss)en|cordialement|atenciosamente|atentamente)\s*,?\s*$",
    re.IGNORECASE,
)


def _titled(line: Line | None) -> bool:
    return line is not None and opens_on_a_title(line.text)


def _titled_name_below(page_lines: list[Line], index: int) -> bool:
    """A title page's "Aleksandra Nowak" / "Opiekun pracy" / "dr hab. inż. Paweł Kowal": the
    titled name under the label is the one it labels, not the author's above it (a thesis
    titles its advisor, never its author). So is a Thai form's name in brackets under the
    label's signature line ("Chairman" / "(Associate Professor X, Ph.D.)")."""
    below = page_lines[index + 1] if index + 1 < len(page_lines) else None
    above = page_lines[index - 1] if index > 0 else None
    if below is None or not names_in(below.text):
        return False
    if index > 1 and student_heading(page_lines[index - 2].text):
        return True  # "AUTHOR" / the author's name / "SUPERVISOR" / the supervisor's
    bracketed = bool(WHOLLY_BRACKETED.match(below.text))
    # ... or its degree under it ("Juan Lara" / "Master en estudios políticos").
    after = page_lines[index + 2] if index + 2 < len(page_lines) else None
    degree = after is not None and _DEGREE_LINE.match(after.text) is not None
    return (_titled(below) and not _titled(above)) or bracketed or degree


# A person's degree on the line under the name: "Master en estudios políticos", "Ph.D. in
# Physics", "Doutora em Química", "Magíster en Economía".
_DEGREE_LINE = re.compile(
    r"^\s*(?:master|m[áa]ster|mag[íi]ster|maestr[oa]|doctora?|doutora?|mestre|licenciad[oa]"
    r"|ph\.?\s?d\.?|m\.?\s?sc\.?|m\.?\s?a\.)(?:\s+(?:en|in|em|of|de|di)\s+\w|\s*$)",
    re.IGNORECASE,
)


def _signs_a_letter(page_lines: list[Line], name: Line) -> bool:
    position = page_lines.index(name)
    return position > 0 and bool(_VALEDICTION.match(page_lines[position - 1].text))


# A label that ends on a colon or on "by" ("Gutachter:", "supervised by", "Approved by")
# names who follows it, never the name above it.
_POINTS_FORWARD = re.compile(r"(?:[:：]|\bby)\s*$", re.IGNORECASE)
