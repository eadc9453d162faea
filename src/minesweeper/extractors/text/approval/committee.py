"""Committee lists under a heading: "Doctoral Committee:" then one member per line.

Such a list prints each member's role after the name ("Bonseok Koo, Chair") or no role at
all ("Associate Professor Jihye Eom"): a member. The heading names no one, so the line after
it is not its name. The list ends at the first line that is neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from minesweeper.extractors.model import ADVISOR_ROLES, Role
from minesweeper.extractors.text.approval.fields import (
    PRESIDENT,
    roles_after,
    seat_of,
    without_furniture,
)
from minesweeper.extractors.text.approval.sections import opens_next_part
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    is_official,
    label_at_end,
    label_at_start,
    role_cell,
)
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.organisations import (
    ends_on_a_country,
    is_organisation_name,
    names_an_organisation,
)
from minesweeper.extractors.text.ranked_names import before_rank_column
from minesweeper.extractors.text.slotnames import (
    WHOLLY_BRACKETED,
    Slot,
    confidence,
    names_in,
    rank_and_employer,
    without_leading_rank,
    without_ordinal,
)
from minesweeper.names import display_name
from minesweeper.names.clean import without_titles

COMMITTEE_HEADING = re.compile(
    # A committee's size may open it: "Three-Member Examination Committee" (Greek pages print
    # "Τριμελής Εξεταστική Επιτροπή" beside it), "3-member advisory committee".
    r"^\s*(?:(?:composition|members)\s+of\s+)?(?:the\s+)?"
    r"(?:(?:\d|two|three|four|five|six|seven)[\s-]*member\s+)?"
    r"(?:(?:thesis|dissertation|examining|examination|doctoral|advisory|supervisory|defen[cs]e"
    r"|oral|final|assessment|evaluation|grading)\s+)+"
    r"committee(?:\s+members|\s+in\s+charge|\s+composition)?\s*:?\s*$"
    r"|^\s*committee\s+in\s+charge\s*:?\s*$|"
    # "Committee on Final Examination" (Wright State and others).
    r"^\s*committee\s+on\s+(?:the\s+)?(?:final\s+|oral\s+)?examination\s*:?\s*$|"
    # Belgian "Examination committee:" over its members, ranks first.
    r"^\s*(?:members\s+of\s+the\s+|examination\s+)committee\s*:\s*$|"
    # Dutch and Belgian "(Samenstelling) promotiecommissie", "Manuscriptcommissie",
    # "Examencommissie"; Brazilian "Banca Examinadora", "Comissão Julgadora"; Spanish "Tribunal"
    # and a "Jury:".
    # TU Delft: "Samenstelling promotiecommissie bestaat uit:" (consists of).
    # A Flemish page's bilingual "Leden van de examencommissie / Members of the examination board:".
    r"^\s*(?:(?:samenstelling|leden)\s+(?:van\s+de\s+)?)?(?:promotie|manuscript|exam(?:en)?|lees"
    r"|beoordelings)commissie(?:\s+bestaat\s+uit)?(?:\s*/\s*[^:/]{3,60})?\s*:?\s*$|"
    r"^\s*(?:members\s+of\s+the\s+)?(?:examination|examining)\s+board\s*:?\s*$|"
    # A Serbian page's "Članovi komisije:" / "Чланови комисије:" (the commission's members).
    r"^\s*(?:[čc]lanovi|чланови)\s+(?:komisije|комисије)\s*:?\s*$|"
    # An Italian doctorate's external reviewers, "Valutatori esterni / External referees".
    r"^\s*(?:valutatori\s+esterni|revisori\s+esterni"
    r"|external\s+(?:referees|reviewers|examiners|evaluators))(?:\s*/\s*[^:/]{3,60})?\s*:?\s*$|"
    # Greek "Τριμελής Συμβουλευτική Επιτροπή" (the three-member advisory committee) and
    # "Επταμελής Εξεταστική Επιτροπή" (the seven-member examination committee).
    r"^\s*(?:(?:τρι|πεντα|επτα)μελ[ήη]ς\s+)?(?:συμβουλευτικ[ήη]|εξεταστικ[ήη])\s+επιτροπ[ήη]"
    r"\s*:?\s*$|"
    # ... and the work it judged after a dash: "Comissão Julgadora – Tese de Doutorado".
    r"^\s*(?:composi[çc][ãa]o\s+d[ao]\s+)?(?:banca|comiss[ãa]o)\s+(?:examinadora|julgadora"
    r"|avaliadora)(?:\s*[–—-]\s*(?:tese|disserta[çc][ãa]o)\s+de\s+\w+)?\s*:?\s*$|"
    r"^\s*(?:miembros\s+del\s+)?tribunal(?:\s+(?:calificador|de\s+(?:la\s+)?tesis))?\s*:?\s*$|"
    r"^\s*jury\s*:\s*$|"
    # A French page's "Membres du jury" over its members' blocks (with a colon it is the
    # label of a jury's rows).
    r"^\s*membres\s+du\s+jury\s*$|"
    # "The dissertation of Minjun Kim is approved." (or ":") over the members' names (US schools).
    r"^\s*the\s+(?:thesis|dissertation)\s+of\s+.{2,60}?\s+is\s+approved\s*[.:]?\s*$|^\s*(?:논\s*문\s*)?심\s*사\s*위\s*원\s*회\s*:?\s*$"
    # Turkish "Tez Jüri Üyeleri" (the thesis jury's members) over "Başkan : X" / "Üye : Y".
    r"|^\s*(?:tez\s+)?j[üu]ri\s+[üu]yeleri\s*:?\s*$"
    # A Chinese defence committee's list, "(硕士学位论文)答辩委员会(成员名单)", perhaps after
    # the student's name; Taiwan's "口試委員會", Japan's "論文審査委員会".
    r"|^\s*(?:\S{2,4}\s+)?(?:\S{0,8}(?:论文|論文))?(?:答辩|答辯|口试|口試|审查|審查|審査)委[员員][会會]"
    r"(?:成[员員])?(?:名[单單])?\s*[:：]?\s*$"
    # Purdue's "Statement of Committee Approval" over "Dr. X, Chair" / its school.
    r"|^\s*statement\s+of\s+(?:thesis\s+|dissertation\s+)?committee\s+approval\s*:?\s*$",
    re.IGNORECASE,
)
# A sentence saying the names below approve the thesis: "We, the undersigned members of the
# committee, have approved this dissertation.", "... approved by the following:". Its list is
# a list of names only: a name followed by a title or a role line is a signature block (read
# by `signed_lines`).
_LEAD_IN = re.compile(
    r"^.{0,80}\b(?:undersigned|members\s+of\s+the\s+(?:\w+\s+)?committee\s+(?:listed\s+below\s+)?"
    r"(?:approve|certify)"
    r"|approved\s+by\s+the\s+following)\b.{0,80}$"
    # The end of such a sentence, which a page may break over two lines: "... aprovado por
    # banca" / "examinadora composta pelos seguintes membros:", "... committee composed of:",
    # the Italian "... Commissione giudicatrice" / "composta da:".
    r"|^.{0,80}\b(?:compost[ao]|constitu[íi]d[ao]|formad[ao]|integrad[ao]|composed|formed"
    r"|constituted)\s+(?:pel[oa]s|por|of|by|da|dai|dalle|dagli)\b.{0,40}[:：]\s*$"
    # Italian: "Commissione giudicatrice ..., così composta:".
    r"|^.{0,120}\bcos[iìí]\s+compost[ao]\s*[:：]\s*$"
    # Portuguese and Spanish "Aprovada por:" over the members' lines, signatures between.
    r"|^\s*apro(?:vad|bad)[oa]s?\s+por\s*[:：]?\s*$"
    # French: "(Soutenue ...) devant le jury composé de (:)" over its members, one a block
    # or a row each.
    r"|^.{0,80}\bjury\s+compos[ée]\s+de\s*[:：]?\s*$",
    re.IGNORECASE,
)
_MAX_MEMBERS = 8
# A list runs over its members, an employer printed under a member, sub-headings
# ("Independent members:") and the rector who presides: at most this many lines.
_MAX_LIST_LINES = 20
# Dutch and Belgian lists open on the "Rector Magnificus", who chairs the ceremony and is
# no member; the members follow.
_PRESIDING_RECTOR = re.compile(r"^\s*(?:de\s+)?rector\s+magnificus\b", re.IGNORECASE)
# A plural label whose line names its first member ("Committee Members,  Priya Raman"): the
# others follow one per line, under it.
PLURAL_LABEL = re.compile(
    r"^\s*(?:[\w-]+\s+){0,3}(?:members|readers|(?:pre-?)?examiners|referees|reviewers|advisors"
    r"|opponents|esitarkastajat|betygsn[äa]mnd|committee(?=\s*[:：])"
    r"|supervisors|rapport(?:eur|rice)s|examinat(?:eur|rice)s|(?:co-?)?direct(?:eur|rice)s"
    r"|director(?:es|as)|tutor(?:es|as)|tutors"
    r"|direct(?:eur|rice)\(s\)|[a-z]+\(s\)"  # "Examiner(s):", "Supervisor(s):"
    r"|co-?encadrant(?:e)?s|membres|gutachter|berichter|referenten|pr[üu]fer|(?:pr[üu]f|gutacht)ende"
    r"|(?:co-?r?)?relat(?:ori|rici)|orientador(?:e|a)s|promotor(?:en|es)"
    # The members of a Dutch, German, Italian, Spanish, Portuguese, Turkish ("Jüri Üyeleri"),
    # Polish, Czech or Russian board.
    r"|leden|mitglieder|membri|miembros|membros|vocales|vogais|examinadores|jurados"
    r"|[üu]yeleri|cz[łl]onkowie|[čc]lenov[ée]|[čc]lanovi|члены"
    # ... and their reviewers: Polish "Recenzenci", Czech "Oponenti", Russian "Рецензенты",
    # Ukrainian "Опоненти", Spanish "Revisores", Portuguese "Avaliadores", Hungarian "Bírálók".
    r"|recenzenci|oponen(?:ti|ci)|рецензент[ыи]|оппоненты|опоненти|revisor(?:es|i)"
    r"|evaluador(?:es|as)|avaliador(?:es|as)|b[íi]r[áa]l[óo]k)(?![\w(])",
    re.IGNORECASE,
)
# The roles a plural label hands on to the lines under it; a chair is one person.
_CONTINUED_ROLES = (Role.COMMITTEE_MEMBER, Role.ADVISOR, Role.CO_ADVISOR)


# A heading broken after its preposition ("Committee on" / "Final Examination").
_HEADING_BREAKS_OFF = re.compile(r"\b(?:on|of|for)\s*$", re.IGNORECASE)


def _heading_wrapped(line: Line, by_position: dict[tuple[int, int], Line]) -> int:
    """1 when the line and the next one are a committee heading broken over two lines."""
    below = by_position.get((line.page, line.index + 1))
    joined = f"{line.text} {below.text}" if below is not None else ""
    wrapped = _HEADING_BREAKS_OFF.search(line.text) and COMMITTEE_HEADING.match(joined)
    return 1 if wrapped else 0


def committee_lists(
    lines: list[Line], used: set[tuple[int, int]], advisors_only: bool
) -> list[Slot]:
    """The members of the lists under a committee heading or a sentence that leads into one."""
    slots: list[Slot] = []
    by_position = {(line.page, line.index): line for line in lines}
    for line in lines:
        lead_in = bool(_LEAD_IN.match(line.text))
        wrapped = _heading_wrapped(line, by_position)
        if not (lead_in or wrapped or COMMITTEE_HEADING.match(line.text)):
            continue
        members: list[Slot] = []
        roles_under: set[tuple[int, int]] = set()  # the role lines under the members
        wrapped_employer = False  # the line above was a member's employer ending on a comma
        for offset in range(1 + wrapped, _MAX_LIST_LINES + 1):
            member = by_position.get((line.page, line.index + offset))
            if member is not None and opens_next_part(member.text):
                break
            if member is not None and (
                not without_furniture(member.text) or scrawl(member) or _no_word(member.text)
            ):
                continue  # the signature line above a typed name, or what OCR made of a stroke
            if member is not None and COMMITTEE_HEADING.match(member.text):
                continue  # the heading under a sentence that leads into the list
            if lead_in and not members and member is not None and _sentence_goes_on(line, member):
                continue  # "... certify that they have read and approved" / "the thesis of X."
            if not members and member is not None and _form_field(member.text):
                continue  # "Candidata: ...", "Título da Tese: “...”" between heading and list
            if members and member is not None and APPROVED_BY.match(member.text):
                # "Approved by:" / "Dr. X" under the members: the head of the graduate
                # program signs the page; neither line names a member.
                used.update({(member.page, member.index), (member.page, member.index + 1)})
                break
            if members and member is not None and _employer_line(member.text):
                continue  # "Harbour University School of Medicine" under a member
            under = _role_under(member.text) if members and member is not None else None
            if under is None and members and member is not None:
                under = _director_of_research(members[-1].line.text, member.text)
            if under is not None and member is not None:
                # "(Orientador – PPGEE/UFPA)" under a member: the role of the member above.
                if under is not Role.COMMITTEE_MEMBER:
                    members.append(replace(members[-1], role=under, listed=False))
                roles_under.add((member.page, member.index))
                continue
            if members and member is not None and wrapped_employer:
                wrapped_employer = False
                continue  # "Greece": the end of the employer above, after its comma
            if members and member is not None and _rank_at_employer(member.text):
                # "Professor, University of Nordhavn," under a member, going on in the
                # next line when it ends on a comma.
                wrapped_employer = member.text.rstrip().endswith(",")
                continue
            if members and member is not None and _rank_alone(member, by_position):
                continue  # "Assistant Professor" under a member, no role line under it
            if members and member is not None and _place_or_date(member):
                break  # "RECIFE, PE - BRASIL", "MARÇO DE 2021" under the members
            found = _row_members(member) if member is not None else None
            if not found and member is not None and _between_members(member, bool(members)):
                continue
            if not found or len(members) >= _MAX_MEMBERS * 2:
                if member is not None and is_official(member.text) and members:
                    # "Daniel Weber" / "Dean of the Graduate School": the dean signs too.
                    members = [m for m in members if m.line.index != members[-1].line.index]
                elif member is not None and (lead_in or _role_block(member, by_position)):
                    # Signature blocks ("Name" / "Professor of X" / "Committee Member"): each
                    # role is printed under its name (`lone_labels.names_above`).
                    members = [] if _block_line(member) else members
                break
            members.extend(found)
        if not members:
            continue
        used.add((line.page, line.index))
        used.update((slot.line.page, slot.line.index) for slot in members)
        used.update(roles_under)
        slots.extend(s for s in members if not advisors_only or s.role in ADVISOR_ROLES)
    return slots


# A form's field over the list ("Data da Defesa: 17 de setembro", "Título da Tese: “...") and
# the end of a quoted title wrapped under it.
_FIELD_OVER_LIST = re.compile(r"^\s*[^\s:：]+(?:\s+[^\s:：]+){0,3}\s*[:：]\s*\S|^[^“”\"]*[”\"]\s*$")


def _sentence_goes_on(lead_in: Line, line: Line) -> bool:
    """The line under a lead-in sentence that breaks off without its stop, ending it."""
    return not lead_in.text.rstrip().endswith((".", ":", "：")) and line.text.rstrip().endswith(".")


def _form_field(text: str) -> bool:
    return bool(_FIELD_OVER_LIST.match(text)) and label_at_start(text) is None


def _rank_at_employer(text: str) -> bool:
    """A member's rank and where they hold it, after a comma: "Associate Professor,
    University of Nordhavn,". A rank alone ("Professor of Computer Science") opens a signature
    block, whose role follows under it."""
    employer = text.partition(",")[2]
    return rank_and_employer(text) and bool(employer.strip()) and names_an_organisation(employer)


def _rank_alone(line: Line, by_position: dict[tuple[int, int], Line]) -> bool:
    """A member's rank alone on the line under the name ("Associate Professor",
    "Καθηγητής"), in a list of names and ranks. With a role label under it, it is a signature
    block's ("Professor of Physics" / "Thesis Advisor, Chair"), read by `names_above`."""
    below = by_position.get((line.page, line.index + 1))
    return rank_and_employer(line.text) and (below is None or label_at_start(below.text) is None)


def _no_word(text: str) -> bool:
    """A line without a letter or a digit: a signature's stroke OCR read as ">" or "~"; or a
    few characters without a capital, what OCR made of a signature ("27 ^", "pee ee")."""
    stripped = text.strip()
    if len(stripped) <= _TRACE_CHARS and not any(char.isupper() for char in stripped):
        return True
    return not any(char.isalnum() for char in text)


_TRACE_CHARS = 8
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")


def _place_or_date(line: Line) -> bool:
    """The page's place or date under the list, in one cell with no title and no employer:
    "RECIFE, PE - BRASIL", "MARÇO DE 2021" (a member's line titles the name or names
    an employer: "Prof. A  Oxford, UK", "Ana Lima  University of Recife, Brazil")."""
    text = line.text
    plain = without_titles(text) == text.strip() and not names_an_organisation(text)
    return (
        len(line.cells) == 1
        and plain
        and (ends_on_a_country(text) or _YEAR.search(text) is not None)
    )


APPROVED_BY = re.compile(r"^\s*approved\s+by\s*:?\s*$", re.IGNORECASE)
# A member's role in brackets on the line under the name, with where they work after a dash:
# "(Orientador – PPGEE/ITEC/UFPA)", "(Avaliador Externo ao Programa – FCT/UFPA)".
_BRACKETED_ROLE = re.compile(r"^\s*\((?P<role>[^()–—]+?)\s*(?:[–—-]\s+[^()]*)?\)\s*$")


def _role_under(text: str) -> Role | None:
    """The role a line under a member gives them: bracketed, or alone ("Presidente")."""
    bracketed = _BRACKETED_ROLE.match(text)
    role = bracketed["role"] if bracketed else text.strip()
    if PRESIDENT.fullmatch(role):
        return Role.COMMITTEE_CHAIR
    started = label_at_start(role)
    if started is not None and started[1].strip().startswith("(") and _employer(started[1]):
        return started[0]  # "Orientador (UFXX)": the role, where the member works in brackets
    if started is not None and started[1] and _BRACKETED_ROLE.match(started[1]):
        # "Additional Examiner (Chair)": the seat, then the member's role on the committee.
        return _role_under(started[1])
    if started is not None and (not started[1] or _employer(started[1])):
        # "Supervisor, Civil Engineering, Eastfield University": the role and where they work.
        return started[0]
    # "Maître de conférences, Université de Nantes  Co-encadrante de thèse": the rank and
    # employer, then the role, on the line under the name.
    ended = label_at_end(role)
    if ended is not None and (rank_and_employer(ended[1]) or _employer(ended[1])):
        return ended[0]
    return None


# "Directeur de recherche" is a French rank (of the CNRS), but alone under a professor's name
# in a Québec jury it is the member's role: the research director, the advisor ("co-" the
# co-advisor). A professor holds no other rank.
_DIRECTOR_OF_RESEARCH = re.compile(
    r"^\s*(?P<co>co-?)?direct(?:eur|rice)\s+de\s+recherche\s*$", re.IGNORECASE
)
_PROFESSOR = re.compile(r"^\s*professeure?\b", re.IGNORECASE)


def _director_of_research(member: str, under: str) -> Role | None:
    matched = _DIRECTOR_OF_RESEARCH.match(under)
    if matched is None or not _PROFESSOR.match(member):
        return None
    return Role.CO_ADVISOR if matched["co"] else Role.ADVISOR


def _between_members(line: Line, after_a_member: bool) -> bool:
    """A line of the list that names no member: the presiding rector, the heads of a form's
    columns or the fields under a member, a sub-heading of members ("Independent members:",
    "Overige leden:"), or where the member above works ("(Universiteit Gent)", "Instituto de
    Física/UNESP")."""
    if _PRESIDING_RECTOR.match(line.text) or _COLUMN_HEADS.match(line.text):
        return True
    if after_a_member and _MEMBER_FIELDS.match(line.text):
        return True  # "Instituição: UFMG   Assinatura: ____" under a Brazilian member
    bracketed = WHOLLY_BRACKETED.match(line.text)
    if after_a_member and bracketed and not names_in(bracketed["inner"], ocr=line.ocr):
        return True  # "(participação por videoconferência)": how the member above sat
    if line.text.strip() and not without_titles(line.text).strip(" ,"):
        return True  # "Doç. Dr." alone over the next member's name (a Turkish jury page)
    if is_official(line.text):
        return False  # the dean who signs under the members ends the list
    started = label_at_start(line.text, ocr=line.ocr)
    if started is not None:
        return not started[1] and started[0] is Role.COMMITTEE_MEMBER
    return after_a_member and _employer(line.text)


# The fields of a form's member rows, in the languages of the pages seen: title, name, where
# they work, their judgement, signature, date.
_FORM_FIELD = (
    r"(?:unvan[ıi]?|ad[ıi]\s+soyad[ıi]|kurum(?:u)?|imza(?:s[ıi])?|title|(?:full\s+)?name"
    # OCR reads the cedilla's c as "g" ("Instituigao").
    r"|(?:and\s+)?surname|institui[çcg][ãa]o|instituci[óo]n|institution|affiliation|julgamento"
    r"|assinatura|firma|signature|date|remarks|role|position|rank"
    # A Chinese, Japanese or Korean table's heads: name, rank, employer, remarks, signature.
    r"|姓名|氏名|[职職][称稱务務]|職名|(?:工作)?[单單]位|所属|[备備]注|[签簽]名|성명|소속|직위|서명|비고)"
)
# Their heads over the members' columns ("Unvanı, Adı Soyadı (Kurumu)", "Title, Name Surname
# (Institution)", "Name / Signature") ...
_COLUMN_HEADS = re.compile(rf"^\s*(?:{_FORM_FIELD}\s*[,/()|]*\s*)+$", re.IGNORECASE)
# ... or the fields filled in under each member ("Instituição: UFMG   Assinatura: ____").
_MEMBER_FIELDS = re.compile(rf"^\s*{_FORM_FIELD}\s*[:：]", re.IGNORECASE)


def _employer_line(text: str) -> bool:
    """An organisation's name alone on its line, no rank before it: a member's rank may hold
    an organisation's word ("Research Staff-Lecturer Oskar Lind")."""
    return without_leading_rank(text) == text and is_organisation_name(text)


def _employer(text: str) -> bool:
    inner = text.strip().removeprefix("(").removesuffix(")").strip()
    if _UNIT_ACRONYMS.match(inner):
        return True  # "FEQ / UNICAMP": the faculty and the university
    if _UNIVERSITY_ACRONYM.match(inner) and not names_in(inner):
        return True  # "UFXX", "UXP – participação por videoconferência"
    return bool(inner) and names_an_organisation(inner) and not names_in(inner)


# A faculty and its university by their letters: "FEQ / UNICAMP", "DEQ / UFSCar".
_UNIT_ACRONYMS = re.compile(r"^[A-Z]{2,}[A-Za-z]{0,8}(?:\s*[/-]\s*[A-Z]{2,}[A-Za-z]{0,8})+$")
# A university by its letters alone, perhaps with a note after a dash on how the member sat.
_UNIVERSITY_ACRONYM = re.compile(r"^[A-Z]{2,8}[a-z]{0,3}(?:\s+[–—-]\s+[^()]+)?$")


def _role_block(line: Line, by_position: dict[tuple[int, int], Line]) -> bool:
    """A role line under a name, or a title line over one: the page prints signature blocks."""
    below = by_position.get((line.page, line.index + 1))
    return _role_only(line.text) or (
        bool(ACADEMIC_TITLE.match(line.text)) and below is not None and _role_only(below.text)
    )


def _role_only(text: str) -> bool:
    started = label_at_start(text)
    return started is not None and not started[1].strip()


def _block_line(line: Line) -> bool:
    """A title or role line under a name: "Professor of Physics", "Thesis Advisor"; one per
    cell when signature blocks stand side by side ("Committee Chair    Committee Member")."""
    cells = [cell.text for cell in line.cells if without_furniture(cell.text)]
    return bool(cells) and all(_title_or_role(text) for text in cells)


def _title_or_role(text: str) -> bool:
    return bool(ACADEMIC_TITLE.match(text)) or _role_only(text)


def _row_members(line: Line) -> list[Slot]:
    """The members of one line of the list: one per cell ("Seoyeon Park, Chair    Jaewon
    Lee"), signature blanks and date fields aside; none unless every cell is a member."""
    cells = [cell for cell in line.cells if without_furniture(cell.text)]
    if len(cells) > 1 and _DASHED_SEAT.match(line.text):
        # A scan's gaps cut "Prof. A  - Presidente  (Politecnico di Milano)" into cells.
        unsure = min(cell.confidence for cell in cells)
        return _member(line, Cell(line.text, cells[0].box, confidence=unsure))
    found = [_member(line, cell) for cell in cells]
    if len(cells) == 1 and all(slot.role is Role.COMMITTEE_MEMBER for slot in found[0]):
        # "Pr. A  Co-encadrant  Université de Fès": no role at the row's ends, one amid it.
        employed = _member_with_employer(line)
        if employed:
            return employed
    members = [slot for slot in found if slot]
    if cells and len(members) == len(cells):
        return [slot for slots in members for slot in slots]
    return _member_with_employer(line)


def _member_with_employer(line: Line) -> list[Slot]:
    """One member whose line prints the employer in a column after the name, and the role at
    the end of it ("Prof.dr. A. Bakker <tab> Delft University of Technology, promotor")."""
    pieces = row_pieces(line)
    if len(pieces) == 1 and not line.ocr:
        pieces = _parted_at_role(pieces[0])
    # "Prof. Dr. X - ITA", "Prof. Y <tab> Advisor - ITA": a dash parts columns; after an
    # employer it parts the employer's own pieces ("Université Ibn Sina - FS Nordhavn").
    parted = [
        [p for p in _DASH_GAP.split(each) if p.strip(" -–—")] if not line.ocr else [each]
        for each in pieces
    ]
    # (piece, whether a dash parted it from the piece before in its column)
    dashed = [(piece, place > 0) for each in parted for place, piece in enumerate(each)]
    if len(dashed) < 2:
        return []
    roles: list[Role] = []
    after_employer = False
    for piece, tail in dashed[1:]:
        ended = label_at_end(piece)
        alone = role_cell(piece.strip().removeprefix("(").removesuffix(")"))
        if alone is not None:
            roles.append(alone)
        elif ended is not None and (_employer(ended[1]) or rank_and_employer(ended[1])):
            roles.append(ended[0])  # "Καθηγητής Α.Π.Θ., Επιβλέπων": the rank, then the role
        elif after_employer and tail:
            continue  # the faculty and town of the employer before the dash
        elif not (
            _employer(piece)
            or _ONE_WORD_EMPLOYER.fullmatch(piece.strip())
            or rank_and_employer(piece)
        ):
            return []
        after_employer = alone is None and ended is None
    members = _member(line, Cell(dashed[0][0]))
    if len(roles) > 1 or len(members) != 1:
        return []
    return [replace(members[0], role=roles[0])] if roles else members


def _parted_at_role(text: str) -> list[str]:
    """A row whose columns a text layer set one space apart, cut at the role word between the
    member and the employer: "Pr. Amal Idrissi Examinateur Université de Fès" -> "Pr. Amal
    Idrissi", "Examinateur", "Université de Fès"; the row as it is without such a word."""
    words = text.split()
    for at in range(2, len(words) - 1):
        head, after = " ".join(words[:at]), " ".join(words[at + 1 :])
        if role_cell(words[at]) is not None and names_in(head) and names_an_organisation(after):
            return [head, words[at], after]
    return [text]


# A dash between spaces, or alone in its column; a hyphen in a name ("Hery-Arnaud") has none.
_DASH_GAP = re.compile(r"\s+[-–—]\s+|^\s*[-–—]\s*|\s*[-–—]\s*$")
# The member's employer as one word ("ITX", "Hydrotest": no person's whole name),
# alone in a column of the list; "COPPE/UFXX" is an `_employer`.
_ONE_WORD_EMPLOYER = re.compile(r"[A-Z][\w&-]{2,}")

# "Professor Jiawei Han, Chair and Director of Research": a member holding several roles.
# The name, then its roles after a comma or a dash ("X, Chair and Advisor", a Brazilian
# "Prof. Dr. X – Presidente e Orientador"), joined by a comma or "and" in any language.
# An OCR line read with less confidence than this that names nobody is a signature's scrawl
# over its line ("SEC ae 0000"), read as letters.
_SCRAWL_CONFIDENCE = 0.3


def scrawl(line: Line) -> bool:
    """An OCR line that is a signature's scrawl, no words (see `_SCRAWL_CONFIDENCE`)."""
    return line.ocr and line.confidence < _SCRAWL_CONFIDENCE and not names_in(line.text, ocr=True)


# A member's role after a dash, then perhaps the employer in brackets: "Prof. A - Presidente
# (Politecnico di Milano)", "Prof.ssa B - Componente", "Prof. C - Segretario" (who sits).
_DASHED_SEAT = re.compile(
    r"^(?P<name>.+?)\s+[-–—]\s+(?P<seat>presidente|president|componente|membro|segretari[oa]"
    r"|secretari[oa]|vocal)\s*(?:\([^()]*\))?\s*$",
    re.IGNORECASE,
)


_ROLE_BRACKET_AFTER_NAME = re.compile(r"^(?P<name>[^(),]+?)\s*\((?P<role>[^()]+)\)")


def _bracket_seat(text: str) -> Role | None:
    """The seat a bracket after a member's name gives: "Chair", "Presidente, FENH/UFNH", a
    seat and its translation ("voorzitter / chair")."""
    seat, _, _employer = text.partition(",")
    return next((role for word in seat.split("/") if (role := seat_of(word))), None)


def _member(line: Line, cell: Cell) -> list[Slot]:
    printed = without_furniture(cell.text)  # "Dr. A. Roe  Date:": the date field signs
    seated = _DASHED_SEAT.match(printed)
    if seated is not None:
        found = names_in(seated.group("name"), ocr=line.ocr)
        if len(found) != 1:
            return []
        name, partial = found[0]
        chair = PRESIDENT.match(seated.group("seat")) is not None
        role = Role.COMMITTEE_CHAIR if chair else Role.COMMITTEE_MEMBER
        return [Slot(name, role, line, cell, confidence(cell, 0.9, name), partial, listed=True)]
    started = label_at_start(printed, ocr=line.ocr)
    ended = label_at_end(printed)
    several = roles_after(printed)
    if started is not None and started[1]:  # "Supervisor: Prof. Taeho Kang" under the list
        roles, text = [started[0]], started[1]
    elif several is not None:
        roles, text = several
    elif ended is not None:
        roles, text = [ended[0]], ended[1]
    elif (bracket := _ROLE_BRACKET_AFTER_NAME.match(printed)) and (
        seat := _bracket_seat(bracket["role"])
    ):
        # "Hana Lund (Chair), Centennial Professor, Journalism": the bracket seats the member,
        # perhaps with the employer after a comma ("Caio Lima (Presidente, FENH/UFNH)").
        roles, text = [seat], bracket["name"] + printed[bracket.end() :]
    else:
        roles, text = [Role.COMMITTEE_MEMBER], printed
    # Thai and Malay pages print each member's typed name in brackets under the signature
    # line: "(Associate Professor Somchai Dee, Ph.D.)"; an OCR line keeps its brackets as
    # words of their own, so they are taken off here.
    # (A member's employer in brackets under the name is none: "(Kent State University)".)
    bracketed = WHOLLY_BRACKETED.match(text)
    if bracketed and not names_an_organisation(bracketed["inner"]):
        text = bracketed["inner"]
    found = names_in(text, ocr=line.ocr)
    if len(found) != 1:
        return []
    name, partial = found[0]
    return [
        Slot(name, role, line, cell, confidence(cell, 0.9, name), partial, listed=True)
        for role in roles
    ]


def continued_members(
    lines: list[Line], slots: Sequence[Slot], used: set[tuple[int, int]]
) -> list[Slot]:
    """Members printed one per line under a plural label that named the first of them
    (Texas A&M's "Committee Members,  A" / "B" / "C", a French jury's "Rapporteurs :  A,
    Professeur" / "B, Professeur"), in the label's role. Only lines that open on a name, with
    at most the member's rank and employer after it, continue the list: "Head of Department,
    X" ends it."""
    by_position = {(line.page, line.index): line for line in lines}
    starts = {
        (slot.line.page, _first_member_index(slot)): role
        for slot in slots
        if (role := _list_role(slot)) in _CONTINUED_ROLES and PLURAL_LABEL.match(slot.line.text)
    }
    found: list[Slot] = []
    for (page, index), role in sorted(starts.items()):
        found.extend(_run_on(by_position, page, index, role, used))
    return found


def _list_role(slot: Slot) -> Role:
    """The role of the members under the slot's plural label: a committee's members, where a
    bracket made the first of them the chair ("Assessment committee:  A (chair)" / "B")."""
    return Role.COMMITTEE_MEMBER if slot.role is Role.COMMITTEE_CHAIR else slot.role


def _first_member_index(slot: Slot) -> int:
    """The line of the list's first member: the label's own, or the line under a label alone
    ("Rapporteurs" / "Madame A")."""
    started = label_at_start(slot.line.text, ocr=slot.line.ocr)
    alone = started is not None and not started[1].strip(" :：")
    return slot.line.index + 1 if alone else slot.line.index


def _run_on(
    by_position: dict[tuple[int, int], Line],
    page: int,
    index: int,
    role: Role,
    used: set[tuple[int, int]],
) -> list[Slot]:
    """The members on the lines under a plural label's line. A jury page may print each
    member's rank and where they work on the lines under the name ("Prof. Dr. X ....." / "Y
    Technical University", "Dr X" / "Associate Professor" / "Department of Computing" / "Z
    University"): up to three such lines after a member are passed over; a fourth ends the
    list."""
    found: list[Slot] = []
    position = index
    affiliated = 0  # the lines since the last member that held their rank or organisation
    wrapping = False  # ... and it broke off inside a bracket or after "of", "and"
    while len(found) < _MAX_MEMBERS:
        position += 1
        line = by_position.get((page, position))
        if line is None or (page, position) in used:
            break
        text = without_furniture(line.text)
        if opens_next_part(text):
            break  # "© 2021 KU Leuven – Faculty of ...": the page's imprint ends the list
        # A member's rank may hold an organisation's word ("Academy Fellow Oskar Lind").
        ranked = without_leading_rank(text) != text
        # The member's rank and employer under the name, no name of its own.
        # "Department of Plant Sciences, University of Copenhagen": where they work.
        # So is the end of an employer's name wrapped onto a line of its own in brackets
        # ("Nordhavn Tekniske Universitet" / "(NTU)").
        # A row whose first cell is a name is a member's, whatever employer follows it.
        named_row = len(line.cells) > 1 and bool(names_in(line.cells[0].text, ocr=line.ocr))
        employed = (
            not ranked
            and not named_row
            and (
                is_organisation_name(text)
                or (_employer(text) and label_at_start(text) is None)
                or bool(WHOLLY_BRACKETED.match(text))
            )
        )
        under = _role_under(text) if found and affiliated < _AFFILIATION_LINES else None
        if under is not None:
            # "Professor Auxiliar, Universidade de Nordhavn (orientador)": the member's rank and
            # employer, and the member's role in the committee.
            if under is not role:
                found.append(replace(found[-1], role=under, listed=False))
            used.add((page, position))
            affiliated += 1
            continue
        if (
            affiliated < _AFFILIATION_LINES
            and not named_row
            and (employed or rank_and_employer(text))
        ):
            used.add((page, position))
            affiliated, wrapping = affiliated + 1, _wraps_on(text)
            continue
        if wrapping and not names_in(text):
            # "Civil Engineering, Eastfield University (Head of the Examining" / "Committee)": the
            # organisation's line went on in this one.
            used.add((page, position))
            wrapping = _wraps_on(text)
            continue
        member = _bare_name(line, role)
        if member is None:
            break
        used.add((page, position))
        found.append(member)
        affiliated, wrapping = 0, False
    return found


_AFFILIATION_LINES = 3  # a member's rank, department and university under the name


# An organisation's line that breaks off: inside a bracket, or after a word that joins it to
# the next ("Nordhavn University of Commerce and" / "Technology").
_OPEN_END = re.compile(r"\b(?:and|of|for|the|de|da|do|di|du|und|für|&)\s*$", re.IGNORECASE)


def _wraps_on(text: str) -> bool:
    return text.count("(") > text.count(")") or bool(_OPEN_END.search(text))


def _bare_name(line: Line, role: Role) -> Slot | None:
    """A line that is one name, perhaps titled ("Prof. Daniel K. Osei"), and nothing else but
    the member's rank and employer in the cells after it."""
    if label_at_start(line.text, ocr=line.ocr) is not None:
        return None
    cell, *after = line.cells
    if cell.text.rstrip().endswith((":", "：")):
        return None  # a form's next field ("Tag der Verteidigung:  28. Juni 2021")
    if any(names_in(other.text, ocr=line.ocr) or label_at_start(other.text) for other in after):
        return None
    # The list's number, the title, a rank before the name ("Academy Fellow") and edge
    # punctuation gone.
    text = without_leading_rank(display_name(before_rank_column(without_ordinal(cell.text))))
    names = names_in(text, ocr=line.ocr)
    # The name opens the line; `names_in` let through only ranks and employers after it.
    if len(names) != 1 or not text.startswith(names[0][0]):
        return None
    name, partial = names[0]
    confidence_ = confidence(cell, 0.9, name)
    # Listed as a committee list lists; an advisor's line is no "Name, Advisor" entry.
    listed = role is Role.COMMITTEE_MEMBER
    return Slot(name, role, line, cell, confidence_, partial, listed=listed)


# A text layer keeps a narrow column gap as two spaces inside one cell, so a row is cut at
# tabs and at runs of two spaces.
_ROW_GAP = re.compile(r"\t|\s{2,}")


def row_pieces(line: Line) -> list[str]:
    """The cells of a table row, as the columns print them."""
    if line.ocr:  # OCR cells are cut at wide gaps; their words are one space apart
        return [cell.text for cell in line.cells if cell.text.strip()]
    return [piece.strip() for piece in _ROW_GAP.split(line.text) if piece.strip()]
