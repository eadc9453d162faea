"""Phrases that name the advisor inside a sentence: "advised by X", "under the supervision
of X", "thesis under X", "bajo la dirección del Dr. X", "X 교수의 지도하에" and their co-advised
forms. A phrase may wrap at the line's end and go on on the next.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.publications.dating import without_date_tail
from minesweeper.extractors.text.slotnames import leading_names, names_in

_ADVISED_BY = re.compile(
    r"\(?\s*(?:(?P<co>co-?\s?)?(?:advised|supervised)\s+by:?"
    r"|under\s+the\s+(?:co-?|joint\s+)?(?:supervision|guidance|direction)\s+of"
    # Spanish "bajo la dirección del Dr. X", "... de la Dra. Y".
    r"|bajo\s+la\s+(?P<co_es>co-?\s?)?(?:direcci[óo]n|supervisi[óo]n|tutor[íi]a)"
    r"\s+d(?:el|e(?:\s+l[ao]s?)?)\b"
    r"|\b(?:thesis|dissertation|research|work(?:ed|ing)?|stud(?:ied|ying))\s+under"
    # Portuguese "sob a orientação (científica) do Doutor X", "sob a coorientação da Y".
    r"|(?P<pt>sob\s+a\s+(?P<co_pt>co-?)?orienta[çc][ãa]o(?:\s+cient[íi]fica)?\s+d(?:[oa]s?|e)\b))"
    # "Under the supervision of A (EUI), B (EUI).": each name may carry its affiliation in
    # brackets.
    r"\s+(?P<names>(?:[^()]|\([^()]*\)(?=\s*(?:[,;.)]|\band\b|&|$)))+?)\s*(?:\)|$)",
    re.IGNORECASE,
)
# "sob a orientação do Doutor A, Professor auxiliar do ..., e do Doutor B, ...": a Portuguese
# sentence names a second supervisor after each one's rank and employer, or a co-supervisor
# ("e coorientação da Doutora B").
_AND_OF = re.compile(
    r",?\s+e\s+(?:(?:a\s+)?co-?orienta[çc][ãa]o\s+)?d[oa]\s+(?=(?:prof|doutor|dr)[a-z]*\.?\s)",
    re.IGNORECASE,
)
# "... with application to cancer under the" / "supervision of A": the phrase wraps at the
# line's end and goes on on the next; a cover prints it whole over the name ("Under the
# supervision of" / "Prof. A").
# "This project was supervised by:" ends its line over the names too.
_PHRASE_BROKEN = re.compile(
    r"\b(?:under(?:\s+the(?:\s+(?:co-?|joint\s+)?(?:supervision|guidance|direction)\s+of)?)?"
    r"|(?:co-?\s?)?(?:advised|supervised)(?:\s+by)?"
    r"|bajo\s+la\s+(?:co-?\s?)?(?:direcci[óo]n|supervisi[óo]n|tutor[íi]a))\s*:?\s*$",
    re.IGNORECASE,
)
# "supervised by Prof. A as main supervisor, and Prof. B as co-supervisor", "under the
# supervision of A (principal supervisor) and B (co-supervisor)": each name's role follows it.
_ROLE_AFTER = (
    r"(?:(?:main|principal|primary|first|lead)\s+)?"
    r"(?:co-?\s?|second\s+|associate\s+)?(?:supervisor|advis[eo]r)s?\b"
)
_SECOND_ROLE = re.compile(r"\b(?:co|second|associate)\b", re.IGNORECASE)
_AS_ROLE = re.compile(
    rf"\s+as\s+(?:(?:the|my|his|her|their)\s+)?{_ROLE_AFTER}|\s*\(\s*{_ROLE_AFTER}\s*\)",
    re.IGNORECASE,
)
_LIST_OPEN = re.compile(r"(?:,|\band|&)\s*$", re.IGNORECASE)
_LIST_JOIN = re.compile(r"^[\s,;]*(?:and\s+|&\s*)?")
# "이재원 교수의 지도하에 작성되었음", "박서연 교수님의 지도 아래": Korean names the advisor,
# with the title, before the words that say so ("정부의 지도 아래" names no one).
_KOREAN_ADVISED_BY = re.compile(
    r"(?<![가-힣])(?P<names>[가-힣]{2,4}(?:\s*[,·]\s*[가-힣]{2,4})*)\s*(?:교\s*수|박\s*사)\s*(?:님)?"
    r"\s*의\s*(?P<co>공\s*동\s*)?지\s*도\s*(?:하\s*에|아\s*래|를\s*받|로)"
)


def advised_by(text: str, following: str) -> list[tuple[Role, str, bool]]:
    """(role, name, partial) of the "advised by X", "X 교수의 지도하에" phrases of a cell. The
    phrase may run on to the next line ("Supervised by Francisco" / "Couto and Luka Clarke,
    ...") and be followed by the rest of its sentence: the names it opens on are read."""
    found: list[tuple[Role, str, bool]] = []
    if following and (
        _PHRASE_BROKEN.search(text)
        or _AS_ROLE.match(f" {following}")
        or (_AS_ROLE.search(text) and _LIST_OPEN.search(text))  # "A (principal supervisor) and"
    ):
        text, following = f"{text} {following}", ""
    for match in (*_ADVISED_BY.finditer(text), *_KOREAN_ADVISED_BY.finditer(text)):
        groups = match.groupdict()
        co = groups.get("co") or groups.get("co_es") or groups.get("co_pt")
        role = Role.CO_ADVISOR if co else Role.ADVISOR
        phrase = without_date_tail(match.group("names"))  # a CV prints the dates after it
        if groups.get("pt"):
            found += _portuguese_supervisors(phrase, role)
            continue
        if _AS_ROLE.search(phrase):
            found += _each_with_its_role(phrase)
            continue
        names = names_in(phrase) or leading_names(phrase)
        if following and match.end() == len(text) and not any(not p for _n, p in names):
            names = leading_names(f"{phrase} {following}")  # wrapped inside the names
        found += [(role, name, partial) for name, partial in names]
    return found


def _portuguese_supervisors(phrase: str, role: Role) -> list[tuple[Role, str, bool]]:
    """The supervisor a Portuguese phrase opens on, and each one after "e do / e da" (see
    `_AND_OF`)."""
    found = [(role, name, partial) for name, partial in leading_names(phrase)[:1]]
    for second in _AND_OF.finditer(phrase):
        named = leading_names(phrase[second.end() :])[:1]
        found += [(Role.CO_ADVISOR, name, partial) for name, partial in named]
    return found


def _each_with_its_role(phrase: str) -> list[tuple[Role, str, bool]]:
    """The names of "A as main supervisor, and B as co-supervisor", each with the role after it."""
    found: list[tuple[Role, str, bool]] = []
    start = 0
    for role_after in _AS_ROLE.finditer(phrase):
        piece = _LIST_JOIN.sub("", phrase[start : role_after.start()])
        role = Role.CO_ADVISOR if _SECOND_ROLE.search(role_after.group()) else Role.ADVISOR
        found += [(role, name, partial) for name, partial in names_in(piece)]
        start = role_after.end()
    return found


def without_advised_by(text: str) -> str:
    """The text with its advised-by phrases blanked out: what is left may be a label."""
    return _KOREAN_ADVISED_BY.sub(" ", _ADVISED_BY.sub(" ", text))
