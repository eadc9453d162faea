"""Role cells that span rows, as ruled approval tables print them.

A table gives one role cell to several members: "위 원" once, centred over three rows of
(name, seal). The text layer then reads the label on a line of its own (or on the middle
member's line) and each member on a line without a label. A narrow role column may print
its label vertically, one syllable per line ("위" / "원" / "장"), or wrap its last word onto
the line under the row ("Directeur des  Name" / "Recherches"). These are read here from the
lines themselves, before the per-line rules run: vertical syllables and wrapped words are
joined back into a label, and a label-only line hands its role to every lone name line that
follows it, up to the next label or the first line that is not a name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.approval.fields import qualified
from minesweeper.extractors.text.confidence import CONFIDENCE
from minesweeper.extractors.text.labels import (
    DANGLING_TITLE,
    is_label_only,
    is_official,
    label_at_start,
)
from minesweeper.extractors.text.lines import COLUMN_GAP, Cell, Line
from minesweeper.extractors.text.slotnames import (
    MARKERS,
    WHOLLY_BRACKETED,
    Slot,
    confidence,
    names_in,
)
from minesweeper.names import is_organisation_word
from minesweeper.names.clean import without_titles
from minesweeper.names.cyrillic import is_patronymic

_SYLLABLE = re.compile(r"^[가-힣]$")
_SPANNING_ROLES = frozenset(
    {Role.COMMITTEE_MEMBER, Role.ADVISOR, Role.CO_ADVISOR}
)  # a chair is one
_MAX_SPAN_ROWS = 6  # a role cell spans at most this many members


def join_vertical_labels(lines: list[Line]) -> list[Line]:
    """ "위" / "원" / "장" on lines of their own (text layers) -> one "위원장" line; the page's
    lines are numbered again so that "the next line" stays the next printed line."""
    result: list[Line] = []
    index = 0
    while index < len(lines):
        run = index
        while (
            run < len(lines)
            and not lines[run].ocr
            and lines[run].page == lines[index].page
            and len(lines[run].cells) == 1
            and _SYLLABLE.match(lines[run].cells[0].text)
        ):
            run += 1
        joined = "".join(line.cells[0].text for line in lines[index:run])
        if run - index >= 2 and is_label_only(joined):
            result.append(replace(lines[index], cells=(Cell(joined, spaced=True),)))
            index = run
        else:
            result.append(lines[index])
            index += 1
    return _renumbered(result)


def join_lone_titles(lines: list[Line]) -> list[Line]:
    """A text layer's line of abbreviated titles alone ("Prof.", "Chiar.ma Prof.ssa") joined
    to the name on the line under it: covers set the title over each member's name
    ("Co-supervisors:" / "Prof." / "A" / "Dr." / "B"); the page's lines are numbered again.
    A rank spelled out ("Associate Professor") is printed under its member's name, not over."""
    result: list[Line] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        below = lines[index + 1] if index + 1 < len(lines) else None
        if below is not None and _titles_over(line, below):
            text = f"{line.text.strip()} {below.cells[0].text}"
            result.append(replace(below, cells=(Cell(text), *below.cells[1:])))
            index += 2
        else:
            result.append(line)
            index += 1
    return _renumbered(result)


def _titles_over(line: Line, below: Line) -> bool:
    text = line.text.strip()
    return (
        not line.ocr
        and not below.ocr
        and line.page == below.page
        and len(line.cells) == 1
        and "." in text
        and not without_titles(text).strip(" .,")
    )


# A role cell wrapped under its row: "Directeur des  Julien Rocher  Directeur de recherche" /
# "Recherches". The piece the label wrapped is short and names no one.
_ROLE_WRAP_WORDS = 2


def join_wrapped_labels(lines: list[Line]) -> list[Line]:
    """A text layer's row whose role cell wrapped its last words onto the line under it: the
    row gets its whole label back, in a cell of its own before the name, and the wrapped line
    goes; the page's lines are numbered again."""
    result: list[Line] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        below = lines[index + 1] if index + 1 < len(lines) else None
        joined = (
            _with_wrapped_label(line, below) or _with_qualifier_below(line, below)
            if below is not None
            else None
        )
        shared = _shared_wrapped_label(line, below) if below is not None else None
        listed = _wrapped_list(lines, index)
        if _translated_below(lines, index):
            result.append(line)  # "ŠKOLITEL" / "SUPERVISOR" / name: the translation goes
            index += 2
        elif listed > 1:
            text = " ".join(each.text.strip() for each in lines[index : index + listed])
            result.append(replace(line, cells=(Cell(text),)))
            index += listed
        elif joined is not None:
            result.append(joined)
            index += 2
        elif shared is not None:
            result.extend(shared)
            index += 2
        else:
            result.append(line)
            index += 1
    return _renumbered(result)


def _translated_below(lines: list[Line], index: int) -> bool:
    """A label over its translation, then the name: bilingual title pages ("ŠKOLITEL" /
    "SUPERVISOR" / "doc. A", "ŠKOLITEL SPECIALISTA" / "SUPERVISOR SPECIALIST" / "prof. B").
    The translation says the same role, or it is a label with words no name after it."""
    if index + 2 >= len(lines):
        return False
    line, below, name = lines[index : index + 3]
    if line.ocr or below.ocr or not (line.page == below.page == name.page):
        return False
    first, second = label_at_start(line.text), label_at_start(below.text)
    if first is None or first[1].strip() or second is None:
        return False
    same = second[0] is first[0] and not second[1].strip()
    qualified_alike = bool(second[1].strip()) and not names_in(second[1])
    if line.text.strip().casefold() == below.text.strip().casefold():
        return False  # "심사위원" / "심사위원": two seats of a table read a cell a line
    after = lines[index + 3] if index + 3 < len(lines) else None
    if after is not None and label_at_start(after.text) is None and names_in(after.text):
        return False  # labels, then as many names: a table's cells one per line
    return (same or qualified_alike) and len(names_in(name.text)) == 1


_MAX_LIST_LINES = 5  # a label's list of members with their employers wraps over this many


def _wrapped_list(lines: list[Line], index: int) -> int:
    """How many lines a label's list of members runs over, one per semicolon with where each
    works ("Grading committee: Docent A, Dept. of X –" / "Lab, Eastfield University; Professor
    B, ..."), a text layer's lines: up to the next label, while the list goes on. 1 when the
    label's line holds no such list."""
    line = lines[index]
    started = label_at_start(line.text) if not line.ocr and len(line.cells) == 1 else None
    if started is None or not started[1].strip() or not _WITH_EMPLOYER.search(started[1]):
        return 1
    count = 1
    while count < _MAX_LIST_LINES and index + count < len(lines):
        below = lines[index + count]
        if below.ocr or below.page != line.page or label_at_start(below.text) is not None:
            break
        names_wrap = _names_break_off(line, below)
        if ";" not in line.text and ";" not in below.text and not names_wrap:
            break  # a list of members with employers parts them by semicolons
        if any(label_at_start(part) for part in below.text.split(";")[1:]):
            break  # "...; Rapporteur : B": fields of their own
        if not (names_wrap or _breaks_off(line.text, below.text)):
            break
        line = below
        count += 1
    return count


def _breaks_off(text: str, following: str) -> bool:
    """A line of a list that stops inside a member's entry: after a comma or a semicolon, a
    title ("...; Dr."), or inside a name of an employer the next line goes on with ("...
    Department" / "of Chemistry", "... Nordhavn" / "Laboratory, Eastfield University; ...")."""
    words = following.split()
    first = words[0].strip(",;") if words else ""
    return (
        text.rstrip().endswith((",", ";"))
        or DANGLING_TITLE.search(text) is not None
        or (bool(first) and (first[0].islower() or is_organisation_word(first)))
        or is_patronymic(first)  # "...; Ержанов Ербол" / "Болатович – PhD, ..."
    )


def _names_break_off(line: Line, below: Line) -> bool:
    """A list of names parted by commas that the line breaks inside, every piece before the
    break a name: after a comma or "and", a title ("..., Assoc." / "Prof. B"), or a given name
    whose family name opens the next line ("..., Colm" / "Ferriter (Statistics)")."""
    started = label_at_start(line.text)
    text = started[1] if started is not None else line.text
    pieces = [piece.strip() for piece in _IN_BRACKETS.sub("", text).split(",")]
    if len(pieces) < 2 or not all(names_in(piece) for piece in pieces[:-1]):
        return False
    opening = below.text.split()[:1]
    return (
        text.rstrip().endswith((",", " and"))
        or bool(_TITLES_ALONE.fullmatch(pieces[-1]))
        or (bool(_GIVEN_ALONE.fullmatch(pieces[-1])) and bool(opening) and opening[0][0].isupper())
    )


_IN_BRACKETS = re.compile(r"\([^()]*\)")
_TITLE = r"(?i:prof(?:essor)?|dr|assoc|asst|assistant|associate)\.?"
_TITLES_ALONE = re.compile(rf"(?:and\s+)?{_TITLE}(?:\s+{_TITLE})*")
_GIVEN_ALONE = re.compile(rf"(?:and\s+)?(?:{_TITLE}\s+)*[A-Z][a-z]+")


# A member with where they work after a comma or a spaced dash ("A, Eastfield University", "А –
# доктор технических наук").
_WITH_EMPLOYER = re.compile(r",|\s[–—-]\s")


def _with_qualifier_below(line: Line, below: Line) -> Line | None:
    """A table read a cell a line: the role label, then its bracket on the line under it
    ("審査委員" / "(指導敎授)", "Committee Member" / "(Advisor)"); the bracket joins its
    label, which it qualifies."""
    if line.ocr or below.ocr or len(line.cells) != 1 or len(below.cells) != 1:
        return None
    started = label_at_start(line.text)
    bracket = below.text.strip()
    if started is None or started[1] or not WHOLLY_BRACKETED.fullmatch(bracket):
        return None
    role, also, rest = qualified(started[0], bracket)
    if rest.strip() or (also is None and role is started[0]):
        return None  # no qualifier of the role: "(인)", a name in brackets
    return replace(line, cells=(Cell(f"{line.text.strip()} {bracket}"),))


def _shared_wrapped_label(line: Line, below: Line) -> tuple[Line, Line] | None:
    """Two rows of one label wrapped beside its two members ("Weitere Mitglieder der | Prof. A"
    / "Prüfungskommission: | Dr. B"): each row gets the whole label before its member."""
    if line.ocr or below.ocr or below.page != line.page or len(below.cells) < 2:
        return None
    if len(line.cells) < 2:
        return None
    head, ending = line.cells[0].text.strip(), below.cells[0].text.strip()
    label = f"{head} {ending}"
    if len(ending.split()) > _ROLE_WRAP_WORDS or label_at_start(head) is not None:
        return None
    if not is_label_only(label) or not names_in(line.cells[1].text):
        return None
    if not names_in(below.cells[1].text):
        return None
    return (
        replace(line, cells=(Cell(label), *line.cells[1:])),
        replace(below, cells=(Cell(label), *below.cells[1:])),
    )


def _with_wrapped_label(line: Line, below: Line) -> Line | None:
    """The row with its label completed by the line below; None unless the row opens on the
    start of a label, names someone after it, and the line below ends that label."""
    if line.ocr or below.ocr or below.page != line.page or len(below.cells) != 1 or not line.cells:
        return None
    ending = below.cells[0].text.strip()
    if not ending or len(ending.split()) > _ROLE_WRAP_WORDS or names_in(ending):
        return None
    head, *rest = COLUMN_GAP.split(line.cells[0].text.strip(), maxsplit=1)
    after = [Cell(text) for text in rest] + list(line.cells[1:])
    label = f"{head} {ending}"
    if not after or label_at_start(head) is not None or not is_label_only(label):
        return None
    if not names_in(after[0].text):
        return None
    return replace(line, cells=(Cell(label), *after))


def hand_down_row_labels(lines: list[Line]) -> list[Line]:
    """A table's role cell spanning the rows under its first ("委员 | A | 讲席教授 | 华东理工大学"
    / "B | 助理教授 | 华东理工大学"): the text layer prints the label on the first row only;
    each row under it, one cell short, a name first and no label, gets the label back."""
    result: list[Line] = []
    label: Cell | None = None
    width = 0
    for line in lines:
        first = line.cells[0].text if line.cells else ""
        started = None if line.ocr else label_at_start(first)
        if started is not None and not started[1] and len(line.cells) >= 3:
            # A chair is one: no rows share the chair's cell.
            spans = started[0] in _SPANNING_ROLES
            label, width = (line.cells[0], len(line.cells)) if spans else (None, 0)
            result.append(line)
            continue
        if label is not None and _row_under(line, width):
            result.append(replace(line, cells=(label, *line.cells)))
            continue
        label = None
        result.append(line)
    return result


def _row_under(line: Line, width: int) -> bool:
    return (
        not line.ocr
        and len(line.cells) == width - 1
        and len(names_in(line.cells[0].text)) == 1
        and not any(label_at_start(cell.text) is not None for cell in line.cells)
        and not any(names_in(cell.text) for cell in line.cells[1:])
    )


def _renumbered(lines: list[Line]) -> list[Line]:
    counters: dict[int, int] = {}
    numbered: list[Line] = []
    for line in lines:
        position = counters.get(line.page, 0)
        counters[line.page] = position + 1
        numbered.append(line if line.index == position else replace(line, index=position))
    return numbered


def spanned_slots(lines: list[Line], used: set[tuple[int, int]]) -> list[Slot]:
    """Members under a label-only line whose role cell spans their rows; their lines (and
    the label's) are marked used."""
    found: list[Slot] = []
    for position, line in enumerate(lines):
        if (line.page, line.index) in used or len(line.cells) != 1:
            continue
        started = label_at_start(line.cells[0].text, ocr=line.ocr)
        if started is None or started[1]:
            continue
        reach = _MAX_SPAN_ROWS if started[0] in _SPANNING_ROLES else 1
        members: list[tuple[Line, str, bool]] = []
        for offset, below in enumerate(lines[position + 1 : position + 1 + reach]):
            if below.page != line.page or (below.page, below.index) in used:
                break
            member = _lone_member(below)
            if member is None or _signs_as_official(lines, position + 1 + offset):
                break
            members.append((below, *member))
        # One name with its seal cell beside it ("노승민 | (인)") is a row of its own; one bare
        # name after the label is left to the per-line rules (the next line's name).
        if not members or (len(members) == 1 and len(members[0][0].cells) == 1):
            continue
        used.add((line.page, line.index))
        for below, name, partial in members:
            cell = below.cells[0]
            found.append(
                Slot(
                    name,
                    started[0],
                    below,
                    cell,
                    confidence(cell, CONFIDENCE.spanned_role, name),
                    partial,
                )
            )
            used.add((below.page, below.index))
    return found


def _signs_as_official(lines: list[Line], position: int) -> bool:
    """A name over its office: "Óscar Vélez" / "Decano, Facultad de Minas"."""
    after = lines[position + 1] if position + 1 < len(lines) else None
    return after is not None and after.page == lines[position].page and is_official(after.text)


def _lone_member(line: Line) -> tuple[str, bool] | None:
    """The one name of a row without a label: the name cell, then seal or signature cells."""
    if not line.cells or label_at_start(line.cells[0].text, ocr=line.ocr) is not None:
        return None
    if is_official(line.text):  # the dean or rector signing under the committee
        return None
    rest = [cell.text for cell in line.cells[1:]]
    if any(MARKERS.sub("", text).strip() for text in rest):
        return None
    found = names_in(line.cells[0].text, ocr=line.ocr)
    return found[0] if len(found) == 1 else None
