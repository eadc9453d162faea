"""A thesis or project report that students wrote together prints their names on its title
page: on one line ("Matías Ferro y Alejandra Quispe", Latin American licenciaturas) or as a
numbered list under "Submitted by" ("1) A" / "2) B", South Asian project reports). The others
beside the applicant are co-authors of the thesis."""

from __future__ import annotations

import itertools
import re

from minesweeper.extractors.text.bylines.authors import Author, split_names
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.labels import fields_header, label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.slotnames import names_in
from minesweeper.names.clean import opens_on_a_title
from minesweeper.names.surnames import opens_on_an_asian_family_name

_TITLE_PAGES = 2  # the cover and the inner title page
_NUMBERED = re.compile(r"^\s*\(?\d{1,2}[.)]\s+(?P<name>\S.*)$")
_ROW_NUMBER = re.compile(r"^\s*\d{1,2}\.?\s*$")


def joint_authors(lines: list[Line], own: SelfMatcher) -> list[Author]:
    """The applicant's fellow authors on the title pages: those on the first line that names
    the applicant among other names and nothing else, or in a numbered list with them."""
    first = lines[0].page if lines else 0
    title_lines = [line for line in lines if line.page < first + _TITLE_PAGES]
    for above, line in zip([None, *title_lines], title_lines, strict=False):
        if label_at_start(line.text) is not None:
            continue
        if above is not None and fields_header([cell.text for cell in above.cells]):
            continue  # "Supervisor: | Author:" over "Anna Berg | Mira Olsen": two fields
        names = split_names(line.text) or []
        if len(names) >= 2 and any(own.is_self(name) for name, _ in names):
            return [
                Author(name, line, line.text, marks)
                for name, marks in names
                if not own.is_self(name)
            ]
    for listed in (
        _numbered_names(title_lines),
        _names_under_field(title_lines),
        *_name_runs(title_lines),
        *_pairs_in_capitals(title_lines),
    ):
        if any(own.is_self(author.name) for author in listed):
            return [author for author in listed if not own.is_self(author.name)]
    return []


def _name_runs(lines: list[Line]) -> list[list[Author]]:
    """Runs of three lines or more that each hold one name and nothing else, the students of
    a project report one under the other ("Teo Salas" / "Mira Olsen" / "Pavel Kos"). A
    title's last line over the author's name reads as a run of two ("Metal
    Dissolution" / "Mira Olsen"); a line in capitals is left out, a cover's headings read as
    names ("DOKTORSKI RAD"), and so is a titled name: students carry no "Prof." or "Dr.", their
    supervisors stacked under them do."""
    runs: list[list[Author]] = []
    run: list[Author] = []
    for line in lines:
        cased = any(char.islower() for char in line.text)
        plain = cased and label_at_start(line.text) is None and not opens_on_a_title(line.text)
        lone = _lone_author(line) if plain else None
        if lone is not None and (not run or run[-1].line.page == line.page):
            run.append(lone)
            continue
        if _MIN_RUN <= len(run) <= _MAX_LISTED:
            runs.append(run)
        run = [lone] if lone is not None else []
    if _MIN_RUN <= len(run) <= _MAX_LISTED:
        runs.append(run)
    return runs


_MIN_RUN = 3


def _pairs_in_capitals(lines: list[Line]) -> list[list[Author]]:
    """Two names in capitals one under the other, each opening on its family name ("NGUYỄN
    THỊ LAN" / "TRẦN VĂN AN"): Vietnamese and Korean covers stack their students so. A
    heading over the author's name ("DOKTORSKI RAD" / "MIRA OLSEN") opens on no family name."""
    pairs: list[list[Author]] = []
    for above, below in itertools.pairwise(lines):
        if above.page != below.page or any(c.islower() for c in above.text + below.text):
            continue
        pair = [_lone_author(above), _lone_author(below)]
        if all(
            author is not None and opens_on_an_asian_family_name(author.name) for author in pair
        ):
            pairs.append([author for author in pair if author is not None])
    return pairs


# The field over the names of a work's authors: "Autores:", "Authors:", "Tesistas:",
# "Presentado por:", "Submitted by".
_AUTHORS_FIELD = re.compile(
    r"^\s*(?:autor(?:es|as)|authors|tesistas|presentad[oa]s?\s+por|realizad[oa]s?\s+por"
    r"|elaborad[oa]s?\s+por|submitted\s+by|prepared\s+by)\s*[:：]?\s*$",
    re.IGNORECASE,
)
_MAX_LISTED = 4  # the students of one work


def _names_under_field(lines: list[Line]) -> list[Author]:
    """The names on the lines under an authors' field, one a line ("Autores:" / "Ana Ruiz" /
    "Ivo Paz"), until a line that is no lone name."""
    found: list[Author] = []
    for position, line in enumerate(lines):
        if not _AUTHORS_FIELD.match(line.text):
            continue
        for below in lines[position + 1 : position + 1 + _MAX_LISTED]:
            lone = _lone_author(below) if below.page == line.page else None
            if lone is None:
                break
            found.append(lone)
        if found:
            return found
    return found


def _lone_author(line: Line) -> Author | None:
    """The one name a line of one cell holds, and nothing else."""
    names = names_in(line.text) if len(line.cells) == 1 else []
    return Author(names[0][0], line, line.text, "") if len(names) == 1 else None


def _numbered_names(lines: list[Line]) -> list[Author]:
    """The names of numbered cells, one name each ("1) Muhammad Ali Rana"), or of a table's
    rows after their number's cell ("1 | Grace Achieng | 21/U/0042/PS | ...", a group's
    declaration)."""
    found: list[Author] = []
    for line in lines:
        if len(line.cells) > 1 and _ROW_NUMBER.match(line.cells[0].text):
            names = names_in(line.cells[1].text)
            if len(names) == 1:
                found.append(Author(names[0][0], line, line.cells[1].text, ""))
            continue
        for cell in line.cells:
            item = _NUMBERED.match(cell.text)
            names = names_in(item.group("name")) if item else []
            if len(names) == 1:
                found.append(Author(names[0][0], line, cell.text, ""))
    return found
