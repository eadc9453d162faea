"""Career sections of a CV: employment, education and research projects, with their years.

A small reader, not a CV parser: it finds the section headings a Korean or English CV uses
(경력 / Employment, 학력 / Education, 연구과제 / Research projects), then reads each line of
a section that carries a year or a year range ("2015–2019", "2015.03 ~ 2019.02",
"2019-present", "2019 ~ 현재"). The rest of the line is split into organization,
department and programme by their wording; nothing is guessed where the words say nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class CareerKind(StrEnum):
    EMPLOYMENT = "employment"
    EDUCATION = "education"
    PROJECT = "project"


@dataclass(frozen=True, slots=True)
class CareerEntry:
    """One dated line of a career section."""

    kind: CareerKind
    start: int | None
    end: int | None  # None: ongoing ("present", "현재")
    organization: str | None = None
    department: str | None = None
    programme: str | None = None  # degree programme of an education line: phd, ms, bs
    title: str = ""  # what remains of the line: a position or a project title
    people: tuple[str, ...] = ()  # names a project line gives (PI, co-investigators)
    line: str = ""
    page: int | None = None


_HEADINGS: tuple[tuple[CareerKind, re.Pattern[str]], ...] = (
    (
        CareerKind.PROJECT,
        re.compile(
            r"^\s*((joint\s+)?research\s+projects?|projects?|grants?( and projects)?|"
            r"연구\s*과제|연구\s*프로젝트|공동\s*연구|과제\s*수행)\s*(실적|경력)?\s*:?\s*$",
            re.I,
        ),
    ),
    (
        CareerKind.EMPLOYMENT,
        re.compile(
            r"^\s*((professional\s+|work\s+|academic\s+)?(employment|experience|positions?|"
            r"appointments?)|경\s*력(\s*사\s*항)?|주요\s*경력)\s*:?\s*$",
            re.I,
        ),
    ),
    (
        CareerKind.EDUCATION,
        re.compile(r"^\s*(education|academic background|학\s*력(\s*사\s*항)?)\s*:?\s*$", re.I),
    ),
)
# A heading of any other section ends the current one.
_OTHER_HEADING = re.compile(
    r"^\s*(publications?|selected publications|journal papers|conference papers|awards?|"
    r"honors?|skills|patents?|services?|teaching|references|research interests|"
    r"논\s*문|논문\s*실적|수\s*상|특\s*허|저\s*서|연구\s*실적|연구\s*분야)\b.{0,20}$",
    re.I,
)

_YEAR = r"(?:19|20)\d{2}"
_DATE = rf"({_YEAR})(?:\s*[./-]\s*\d{{1,2}})?\.?"
_ONGOING = r"(present|current|now|today|현재|재직\s*중|진행\s*중)"
_RANGE = re.compile(rf"{_DATE}\s*(?:–|—|-|~|∼|to|until)\s*(?:{_DATE}|{_ONGOING})", re.I)
_SINGLE = re.compile(rf"(?<!\d){_DATE}(?!\d)")

_PROGRAMMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("phd", re.compile(r"ph\.?\s?d\.?|doctor(ate|al)?|박사", re.I)),
    ("ms", re.compile(r"m\.?\s?s\.?(?![a-z])|m\.?\s?sc\.?|master'?s?|석사", re.I)),
    (
        "bs",
        re.compile(
            r"b\.?\s?s\.?(?![a-z])|b\.?\s?sc\.?|b\.?\s?a\.?(?![a-z])|bachelor'?s?|학사", re.I
        ),
    ),
)
_ORG_LATIN = re.compile(
    r"([A-Z][\w.&'-]*\s+)*(university|institute|college|academy|laboratory|labs?|"
    r"inc\.?|corp\.?|corporation|company|center|centre)(\s+(of|for)\s+[\w&' -]+)?",
    re.I,
)
_DEPT_LATIN = re.compile(
    r"(department|dept\.?|school|division|faculty|graduate school)\s+of\s+[\w&' -]+", re.I
)
_ORG_HANGUL = re.compile(
    r"\S+(대학교|대학|연구원|연구소|과학기술원|공과대학교|전자|주식회사)(?=\s|$|,)"
)
_DEPT_HANGUL = re.compile(r"\S+(학과|학부|전공|과)(?=\s|$|,)")
_PEOPLE_LABEL = (
    r"(?:\bPI\b|\bCo-PI\b|principal investigator|co-investigators?|\bwith\b|연구\s*책임자|"
    r"공동\s*연구원|참여\s*연구원)"
)
_PEOPLE = re.compile(rf"{_PEOPLE_LABEL}\s*[:：]?\s*([^()\[\];]+)", re.I)
_LEADING_LABEL = re.compile(rf"^\s*{_PEOPLE_LABEL}\s*[:：]?\s*", re.I)


def _heading(line: str) -> CareerKind | bool | None:
    """The section a heading opens; False for any other heading; None for no heading."""
    for kind, pattern in _HEADINGS:
        if pattern.match(line):
            return kind
    return False if _OTHER_HEADING.match(line) else None


def _years(line: str) -> tuple[int | None, int | None, str] | None:
    """(start, end, the line without its dates); None when the line carries no year."""
    found = _RANGE.search(line)
    if found:
        start = int(found.group(1))
        end = int(found.group(2)) if found.group(2) else None
        return start, end, (line[: found.start()] + " " + line[found.end() :]).strip()
    single = _SINGLE.search(line)
    if single:
        year = int(single.group(1))
        return year, year, (line[: single.start()] + " " + line[single.end() :]).strip()
    return None


def _clean(text: str | None) -> str | None:
    if text is None:
        return None
    cleaned = text.strip(" ,.;:-–()")
    return cleaned or None


def _parts(text: str) -> tuple[str | None, str | None, str | None]:
    """(organization, department, programme) as the words of a line name them."""
    programme = next((code for code, p in _PROGRAMMES if p.search(text)), None)
    dept = _DEPT_LATIN.search(text) or _DEPT_HANGUL.search(text)
    rest = text.replace(dept.group(0), " ") if dept else text
    org = _ORG_HANGUL.search(rest) or _ORG_LATIN.search(rest)
    organization = _clean(org.group(0)) if org else None
    if organization is None and "," in rest:
        # "B.S., Department of Physics, KAIST": the last segment that is neither names it.
        last = _clean(rest.rsplit(",", 1)[1])
        if last and not any(p.fullmatch(last) for _, p in _PROGRAMMES):
            organization = last
    return (
        organization,
        _clean(dept.group(0)) if dept else None,
        programme,
    )


def _people(text: str) -> tuple[str, ...]:
    found: list[str] = []
    for match in _PEOPLE.finditer(text):
        for name in re.split(r",|·|;|\band\b", match.group(1)):
            cleaned = _clean(_LEADING_LABEL.sub("", name))
            if cleaned and len(cleaned) <= 40:
                found.append(cleaned)
    return tuple(dict.fromkeys(found))


def career_entries(text: str, page: int | None = None) -> list[CareerEntry]:
    """Every dated line of the employment, education and project sections of a page."""
    entries: list[CareerEntry] = []
    section: CareerKind | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        heading = _heading(line)
        if heading is False:
            section = None
            continue
        if isinstance(heading, CareerKind):
            section = heading
            continue
        if section is None:
            continue
        dated = _years(line)
        if dated is None:
            continue
        start, end, rest = dated
        organization, department, programme = _parts(rest)
        people = _people(rest) if section is CareerKind.PROJECT else ()
        title = rest
        if section is CareerKind.PROJECT:
            title = re.split(r"[(\[]|\b(?:PI|with)\b|연구\s*책임자|공동\s*연구원", rest)[0]
        entries.append(
            CareerEntry(
                kind=section,
                start=start,
                end=end,
                organization=organization if section is not CareerKind.PROJECT else None,
                department=department,
                programme=programme if section is CareerKind.EDUCATION else None,
                title=_clean(title) or "",
                people=people,
                line=line,
                page=page,
            )
        )
    return entries


def entry_to_json(entry: CareerEntry) -> dict[str, object]:
    return {
        "kind": entry.kind.value,
        "start": entry.start,
        "end": entry.end,
        "organization": entry.organization,
        "department": entry.department,
        "programme": entry.programme,
        "title": entry.title,
        "people": list(entry.people),
        "line": entry.line,
        "page": entry.page,
    }


def entry_from_json(raw: dict[str, object]) -> CareerEntry | None:
    """The entry stored by `entry_to_json`; None for a row this version cannot read."""
    try:
        kind = CareerKind(str(raw.get("kind")))
    except ValueError:
        return None

    def number(key: str) -> int | None:
        value = raw.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def text(key: str) -> str | None:
        value = raw.get(key)
        return value if isinstance(value, str) else None

    people = raw.get("people")
    return CareerEntry(
        kind=kind,
        start=number("start"),
        end=number("end"),
        organization=text("organization"),
        department=text("department"),
        programme=text("programme"),
        title=text("title") or "",
        people=tuple(p for p in people if isinstance(p, str)) if isinstance(people, list) else (),
        line=text("line") or "",
        page=number("page"),
    )
