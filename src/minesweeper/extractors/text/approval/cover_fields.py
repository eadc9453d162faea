"""A Spanish-language cover's fields: the student's, and the director's beside it.

"Director(a):" alone names a post as often as a thesis director ("Director: Centro de ..."),
so the labels take it only before a doctor's or professor's title (`labels`). On a cover that
names its student in the field above or below ("Alumno: Mira Olsen" / "Directora: Cristina
Vega"), or a co-director's ("Directora: Inés Rey" / "Co-Director: Tomas Ek"), or that names
its kind of degree work ("Treball de Fi de Grau"), the director named without a title is the
thesis's.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import STUDENT_FIELD
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in

_STUDENT_FIELD = re.compile(rf"^\s*{STUDENT_FIELD}\s*\S", re.IGNORECASE)
_DIRECTOR_FIELD = re.compile(
    r"^\s*(?P<co>co-?)?director(?:a)?\s*[:：]\s*(?P<name>\S.*)$", re.IGNORECASE
)


def _thesis_field(text: str) -> bool:
    """The student's field, or a co-director's: no post has a co-director."""
    co_director = _DIRECTOR_FIELD.match(text)
    return bool(_STUDENT_FIELD.match(text) or (co_director and co_director["co"]))


# The kind of degree work a cover names: "Trabajo de Fin de Grado", Catalan "Treball de Fi de
# Grau", "Trabajo Fin de Máster", "Tesis", "Tesina", "Memoria de Título". A director on that
# page directs the work.
_DEGREE_WORK = re.compile(
    r"^\s*(?:treball|trabajo|projecte|proyecto)\s+(?:de\s+)?fin?\s+de\s+(?:grau|grado|m[àáa]ster|carrera)"
    r"|^\s*(?:tesis|tesina|memoria\s+de\s+t[íi]tulo)\b",
    re.IGNORECASE,
)


def directors_beside_students(lines: list[Line], used: set[tuple[int, int]]) -> list[Slot]:
    """The director named in a cover's field next to the student's or the co-director's."""
    slots: list[Slot] = []
    for position, line in enumerate(lines):
        found = _DIRECTOR_FIELD.match(line.text)
        if found is None or (line.page, line.index) in used or len(line.cells) != 1:
            continue
        beside = [lines[i] for i in (position - 1, position + 1) if 0 <= i < len(lines)]
        on_page = [each for each in lines if each.page == line.page]
        cover = any(_DEGREE_WORK.match(each.text) for each in on_page)
        if not (cover or any(each in on_page and _thesis_field(each.text) for each in beside)):
            continue
        named = names_in(found["name"], ocr=line.ocr)
        if len(named) != 1:
            continue
        name, partial = named[0]
        role = Role.CO_ADVISOR if found["co"] else Role.ADVISOR
        cell = line.cells[0]
        slots.append(Slot(name, role, line, cell, confidence(cell, 0.9, name), partial))
        used.add((line.page, line.index))
    return slots
