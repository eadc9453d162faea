"""Role labels in a CV: advisors anywhere, committee roles only where a thesis committee is
named.

A CV lists its owner's service too ("Program Committee Member, ICML", "Session Chair"): a
bare "member" or "chair" there is no thesis committee. The doctoral committee is named as
such ("Dissertation Committee: Donghyun Seo (Chair); Sangmin Ryu", "심사위원: ..."), on the
line itself or on a heading a few lines above the members.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import ADVISOR_ROLES
from minesweeper.extractors.text.approval.slots import Slot, find_slots
from minesweeper.extractors.text.cv.hosts import position_hosts
from minesweeper.extractors.text.labels import BULLET, STUDENT_FIELD, label_at_end, label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import is_organisation_name
from minesweeper.extractors.text.publications.entries import opens_entry
from minesweeper.extractors.text.slotnames import names_in

_THESIS_COMMITTEE = re.compile(
    r"\b(?:thesis|dissertation|doctoral|examining|examination|defen[cs]e|ph\.?\s?d\.?"
    r"|advisory|supervisory|reading)\s+committee|committee\s+in\s+charge"
    # India's "Viva-voce board" (the examiners of the doctorate's oral defence).
    r"|viva(?:[\s-]+voce)?\s+(?:board|committee)"
    r"|comit[ée]\s+de\s+th[èée]se|jury\s+compos[ée]e?\s+de"
    r"|심\s*사\s*위\s*원|학\s*위\s*논\s*문\s*심\s*사",
    re.IGNORECASE,
)
# A bare "Committee:" opening a line or a bracket is a thesis committee only inside a degree's
# entry: its own line or one of the few above names the thesis or the doctorate ("Ph.D., ..." /
# "Dissertation: ..." / "Advisor: ..." / "Committee: A, B", "Ph.D., 2020 (Committee: A, B)").
# Under "Service" it is a service role.
# So are the examiners of a degree ("Examiners: A (internal), B", "External examiner: A",
# a Nordic doctorate's "Reviewers:" and "Opponent:", German "Erstgutachter:" and
# "Prüfungsvorsitz:", Iowa State's "Program of Study Committee:"), in the languages CVs
# are written in. A bullet may
# open the line ("– Committee: ...") or a sentence after the thesis's title; the word may
# head the members' lines alone ("Jury" over "Présidente : A; Rapporteur : B").
_BARE_COMMITTEE = re.compile(
    rf"(?:^(?:\s|{BULLET}|[·\-–—*])*|[(\[;]\s*|(?:(?<=[^\W\d_]{{2}}\.)|(?<=\b\d{{4}}\.)|(?<=\)\.))\s+)"
    r"(?:(?:(?:program\s+of\s+study|pos)\s+)?committee(?:\s+members?)?"
    r"|(?:(?:external|internal)\s+)?(?:pre-?|co-?)?examiners?|reviewers?|readers?"
    r"|(?:faculty\s+)?opponents?"
    r"|(?:erst|zweit|dritt)?gutachter(?:in)?|pr[üu]fer(?:in)?|(?:pr[üu]fungs)?vorsitz(?:ende[r]?)?"
    r"|jury(?:\s+members?)?|membres\s+du\s+jury"
    # Polish "Recenzenci (rozprawy)" and "Przewodniczący komisji", Czech "Oponent".
    r"|recenzen(?:t|tka|ci)(?:\s+(?:rozprawy|pracy))?|przewodnicz[ąa]c[ya]\s+komisji|oponent(?:ka|i)?"
    # Italian "Commissione", Spanish "Tribunal", Portuguese "Banca (examinadora)".
    # A CV's form prints the label in a column of its own: "Recenzenci rozprawy | A; B".
    r"|commissione|tribunal|banca(?:\s+examinadora)?)\s*(?:[:：]|$|\s{2,}|\t)",
    re.IGNORECASE,
)
_DEGREE_ENTRY = re.compile(
    r"\b(?:thesis|dissertation|ph\.?\s?d\b\.?|doctor(?:ate|al)?|doktor|promotion|doctorat|dottorato"
    r"|doctorado|dr\.\s?(?:rer|phil|ing)\b)|학\s*위\s*논\s*문|박\s*사",
    re.IGNORECASE,
)
_HEADING_REACH_LINES = 8  # a committee heading's members follow within this many lines
# The lines above a bare "Committee:" that may open its degree's entry: the thesis's title,
# then its advisors one a line, then the examiners.
_ENTRY_LINES = 5


def _names_committee(line: Line, above: list[Line]) -> bool:
    if _THESIS_COMMITTEE.search(line.text):
        return True
    return bool(_BARE_COMMITTEE.search(line.text)) and any(
        _DEGREE_ENTRY.search(each.text) for each in (line, *above)
    )


def _committee_scope(lines: list[Line]) -> set[tuple[int, int]]:
    """(page, line index) of the lines within reach of a named thesis committee, up to the
    next section heading ("Service")."""
    by_position = {(line.page, line.index): line for line in lines}
    scope: set[tuple[int, int]] = set()
    for line in lines:
        if not _names_committee(line, _lines_above(line, by_position)):
            continue
        scope.add((line.page, line.index))
        for offset in range(1, _HEADING_REACH_LINES + 1):
            each = by_position.get((line.page, line.index + offset))
            if (
                each is not None
                and len(each.cells) == 1
                and _SECTION_HEADING.match(each.text)
                and not names_in(each.text)
            ):
                break  # a member's name alone is no heading, nor a table's row of heads
            scope.add((line.page, line.index + offset))
    return scope


# A short line of words alone ("Service", "Professional Activities") heads a section: the
# entries above it are another section's.
_SECTION_HEADING = re.compile(r"^\s*[^\W\d_]+(?:\s*&?\s+[^\W\d_]+){0,3}\s*$")


def _lines_above(line: Line, by_position: dict[tuple[int, int], Line]) -> list[Line]:
    """The lines of the entry above `line`, nearest first, up to a section heading."""
    above: list[Line] = []
    for offset in range(1, _ENTRY_LINES + 1):
        each = by_position.get((line.page, line.index - offset))
        # The entry's university on a line of its own ("University of Barcelona") is no
        # heading, though as short; one word alone is ("Service").
        if each is None or (
            _SECTION_HEADING.match(each.text)
            and not (len(each.text.split()) > 1 and is_organisation_name(each.text))
        ):
            break
        above.append(each)
    return above


def cv_slot_lines(lines: list[Line]) -> list[Line]:
    """The lines of a CV whose role label is a thesis slot to account for: advisor labels,
    and committee labels where a thesis committee is named ("Core Member  Jun. 2012 -" under
    a club's name is a membership, not a slot)."""
    named = _committee_scope(lines)
    out: list[Line] = []
    for line in lines:
        started = label_at_start(line.text, ocr=line.ocr)
        if started is not None and (
            started[0] in ADVISOR_ROLES or (line.page, line.index) in named
        ):
            out.append(line)
    return out


# "(2018–2020) Private Math Tutor", "Writing Center Supervisor": a CV's job title may end on
# a role word. With only spaces between it and the words before it, those words name the
# job, not a person the word labels ("Anna Berg, Advisor" and "Anna Berg (Advisor)" set the
# name apart).
_JOB_TITLE = re.compile(r"[^\W\d_]\s+(?:tutor|supervisor|advis[eo]r|director)\s*$", re.IGNORECASE)


def _job_title(text: str) -> bool:
    return (
        bool(_JOB_TITLE.search(text))
        and label_at_start(text) is None
        and label_at_end(text) is not None
    )


# A CV entry about someone else's degree names that student ("Discente: Ana Reis. Orientador:
# ..." of a Brazilian board the owner sat on, "Student: X. Supervisor: Y" of a project the
# owner co-supervised): the advisor there is the student's, not the owner's, wherever on the
# entry's lines the student is named.
_STUDENT_NAMED = re.compile(rf"\b{STUDENT_FIELD}", re.IGNORECASE)


# An internship's entry ("Research Intern, Tracking Toolbox, Acme Labs" / "Supervisors: A,
# B"): the supervisor there hosted a summer's work, and advised no degree.
_INTERNSHIP = re.compile(
    r"\b(?:intern(?:ship)?|praktikum|praktikant(?:in)?|stagiaire|trainee(?:ship)?)\b", re.IGNORECASE
)


def _entry_says(
    pattern: re.Pattern[str], slot: Slot, by_position: dict[tuple[int, int], Line]
) -> bool:
    """The slot's entry (its line, and the lines above it back to the one its bullet opens)
    holds the pattern."""
    line: Line | None = slot.line
    for offset in range(1, _ENTRY_LINES + 2):
        if line is None:
            break
        if pattern.search(line.text):
            return True
        if opens_entry(line.text) or _SECTION_HEADING.match(line.text):
            break
        line = by_position.get((slot.line.page, slot.line.index - offset))
    return False


def cv_slots(lines: list[Line]) -> list[Slot]:
    found = find_slots(lines, advisors_only=True) + position_hosts(lines)
    by_position = {(line.page, line.index): line for line in lines}
    advisors = [
        slot
        for slot in found
        if not _job_title(slot.cell.text)
        and not _entry_says(_STUDENT_NAMED, slot, by_position)
        and not _entry_says(_INTERNSHIP, slot, by_position)
    ]
    named = _committee_scope(lines)
    seen = {(slot.name, slot.role) for slot in advisors}
    committee = [
        slot
        for slot in find_slots(lines)
        if (slot.line.page, slot.line.index) in named and (slot.name, slot.role) not in seen
    ]
    return advisors + committee
