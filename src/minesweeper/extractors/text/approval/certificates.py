"""A Spanish university's certificate of direction: "D. Ana Ruiz Vega, profesora titular de
..., como tutora" / "C E R T I F I C A" / "Que la presente memoria ... ha sido realizada bajo
su dirección por D. <the student>". Those who certify, named before the word, directed the
work when the certificate says so: "como tutor(a) / director(a)" before it, or "bajo su (mi,
nuestra) dirección" after it. A certificate an official signs ("La Secretaria ... CERTIFICA
que D. X ha superado ...") says neither and names no one.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

# "CERTIFICA", "CERTIFICAN:", letter-spaced "C E R T I F I C A", alone on its line.
_CERTIFIES = re.compile(r"^\s*C\s?E\s?R\s?T\s?I\s?F\s?I\s?C\s?A(?:\s?N)?\s*[:.]?\s*(?:que\b.*)?$")
# The certifiers' part of the sentence: a title opens each name, the rank and employer follow
# after its comma ("Dr. D. Luis Vega, Catedrático ..., y Dra. Dña. Ana Ruiz, Profesora ...").
_CERTIFIER = re.compile(
    r"(?:^|,?\s+y\s+(?:(?:el|la)\s+)?|,\s+)(?P<name>(?:(?:Dr|Dra|D|Dña|Dª|Da|Prof|Profa)\.\s*)+[^,]+?)(?=\s*,|\s*$)"
)
_AS_DIRECTOR = re.compile(
    r"\bcomo\s+(?P<co>co-?)?(?:tutor|tutora|tutores|director|directora|directores)\b",
    re.IGNORECASE,
)
_UNDER_DIRECTION = re.compile(
    r"\bbajo\s+(?:su|mi|nuestra)\s+(?P<co>co-?)?(?:direcci[óo]n|tutela|tutor[íi]a|supervisi[óo]n)"
    r"|\b(?P<co2>co-?)?dirigid[ao]\s+por\s+(?:él|ella|ellos|ellas|m[íi]|nosotros)\b",
    re.IGNORECASE,
)
_REACH_LINES = 6  # the sentence before the word, and the statement after it


def certified_directors(lines: list[Line], used: set[tuple[int, int]]) -> list[Slot]:
    """The directors who certify a Spanish certificate of direction."""
    slots: list[Slot] = []
    for position, line in enumerate(lines):
        if not _CERTIFIES.match(line.text):
            continue
        before = _sentence_before(lines, position)
        after = [
            each
            for each in lines[position + 1 : position + 1 + _REACH_LINES]
            if each.page == line.page
        ]
        if not before or not _TITLED_OPENING.match(before[0].text):
            continue
        sentence = " ".join(each.text.strip() for each in before)
        statement = " ".join(each.text.strip() for each in after)
        said = _AS_DIRECTOR.search(sentence) or _UNDER_DIRECTION.search(statement)
        if said is None:
            continue
        role = Role.CO_ADVISOR if said["co"] or said.groupdict().get("co2") else Role.ADVISOR
        opening = before[0]
        cell = opening.cells[0]
        for found in _CERTIFIER.finditer(sentence):
            named = names_in(found["name"], ocr=opening.ocr)
            if len(named) == 1:
                name, partial = named[0]
                slots.append(Slot(name, role, opening, cell, confidence(cell, 0.85, name), partial))
        used.add((opening.page, opening.index))
    return slots


# The certifiers' sentence opens on a title: "D.", "Dña.", "Dr.", "Prof." (don, doña, doctor).
_TITLED_OPENING = re.compile(r"^\s*(?:Dr|Dra|D|Dña|Dª|Da|Prof|Profa)\.\s")


def _sentence_before(lines: list[Line], position: int) -> list[Line]:
    """The lines of the sentence that ends on the word at `position`: back to the line after
    one that ends a sentence, on the same page, within reach."""
    start = position
    while (
        start > max(0, position - _REACH_LINES)
        and lines[start - 1].page == lines[position].page
        and not _SENTENCE_END.search(lines[start - 1].text)
    ):
        start -= 1
    return lines[start:position]


_SENTENCE_END = re.compile(r"[.:]\s*$")
