"""Committee pages that print each member family name first: "Dr. Ibarra Solís, Ramón".

Mexican "Jurado asignado" pages (and German forms: "Prof. Dr. Vogt, Anna", Hong Kong's
"Professor FANG, Dejin (Chair)") print the title, the family names, a comma and the given
names. Alone, such a cell reads as well as a name and
the place after it ("Prof. Ana Ruiz, Stanford"), so a page is taken to print its names this
way only when two labelled cells or more have the shape. Those cells are then rewritten
given names first, before the slot readers run.
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.text.labels import is_label_only, label_at_start
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.shapes import is_name
from minesweeper.extractors.text.slotnames import unit_by_acronym
from minesweeper.names.clean import LATIN_CAPITALS, NAME_PARTICLES, without_titles

# One to three capitalised words, particles between them ("de la Cruz Vega").
_WORD = rf"(?:{NAME_PARTICLES}\s+)*[{LATIN_CAPITALS}][\w'’-]*"
_WORDS = rf"{_WORD}(?:\s+{_WORD}){{0,2}}"
_FAMILY_THEN_GIVEN = re.compile(rf"^(?P<family>{_WORDS})\s*,\s*(?P<given>{_WORDS})\s*$")
_MIN_CELLS = 2  # cells of that shape on one page that make it a page printed family first


def _given_first(text: str) -> str | None:
    """ "Dr. Ibarra Solís, Ramón" -> "Dr. Ramón Ibarra Solís"; None for any other shape."""
    bare = without_titles(text)
    if len(bare) >= len(text.strip()):
        return None  # no title: "Ana Ruiz, Carlos Soto" are two people
    found = _FAMILY_THEN_GIVEN.match(bare)
    if found is None or names_an_organisation(bare):
        return None
    family, given = found.group("family"), found.group("given")
    if without_titles(given) != given or unit_by_acronym(given):
        return None  # "Prof. Sune Dahl, KTU Electro": the unit the member is from
    if not is_name(f"{given} {family}"):
        return None
    title = text.strip()[: len(text.strip()) - len(bare)]
    return f"{title}{given} {family}"


# A role in brackets after the name: "Professor FANG, Dejin (Chair)", Hong Kong's committee
# lists.
_ROLE_AFTER = re.compile(r"^(?P<name>[^()]+?)\s*(?P<role>\([^()]+\))\s*$")


def _rewritten(cell: Cell, labelled: bool) -> Cell | None:
    """The cell given names first, when it is a labelled name printed family first: after the
    label in the cell, before a role in brackets, or in a cell whose label is the cell or the
    line before it."""
    bracketed = _ROLE_AFTER.match(cell.text)
    if bracketed is not None and is_label_only(bracketed["role"].strip("() ")):
        name = _given_first(bracketed["name"])
        return replace(cell, text=f"{name} {bracketed['role']}") if name else None
    started = label_at_start(cell.text)
    if started is not None and started[1]:
        name = _given_first(started[1])
        head = cell.text[: len(cell.text) - len(started[1])]
        return replace(cell, text=head + name) if name else None
    if not labelled:
        return None
    name = _given_first(cell.text)
    return replace(cell, text=name) if name else None


def given_first_committees(lines: list[Line]) -> list[Line]:
    """The lines, with the labelled names of pages that print them family first rewritten."""
    changed: dict[int, dict[int, Line]] = {}  # page -> position in `lines` -> new line
    for position, line in enumerate(lines):
        if line.ocr:
            continue
        above = lines[position - 1] if position else None
        label_above = above is not None and above.page == line.page and is_label_only(above.text)
        cells = list(line.cells)
        for index, cell in enumerate(cells):
            labelled = is_label_only(cells[index - 1].text) if index else label_above
            new = _rewritten(cell, labelled)
            if new is not None:
                cells[index] = new
        if cells != list(line.cells):
            changed.setdefault(line.page, {})[position] = replace(line, cells=tuple(cells))
    result = list(lines)
    for page_changes in changed.values():
        if len(page_changes) >= _MIN_CELLS:
            for position, line in page_changes.items():
                result[position] = line
    return result
