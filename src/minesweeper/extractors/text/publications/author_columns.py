"""Publication tables whose header names the author columns.

Korean application forms list research output as a table ("번호 | 논문명 | 학술지명 | 게재년월 |
주저자 | 공동저자"), and some CVs do the same in English ("No. | Title | Journal | Year |
Authors"). The header says which cells hold authors, so each row's authors are read from
those cells, wherever they sit in the row, and never from the title's. A column of
co-authors ("공동저자", "Co-authors") leaves the list's owner out: the row is the owner's
paper even when the owner's name is in no cell.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.publications.author_fields import AUTHOR_WORDS
from minesweeper.extractors.text.publications.headings import SECTION_STOP

# The head may say in brackets how the cell marks its authors: "저자(주저자, 교신저자*)".
_AUTHOR_HEADING = re.compile(rf"^\s*{AUTHOR_WORDS}\s*(?:[(（][^()（）]*[)）])?\s*$", re.IGNORECASE)
_MIN_COLUMNS = 3  # an author column beside a title and a venue at least


@dataclass(frozen=True, slots=True)
class AuthorRow:
    names: list[str]
    owner_implied: bool  # the header has a co-author column: the owner is left out


@dataclass(frozen=True, slots=True)
class _Header:
    width: int
    columns: tuple[int, ...]
    co_authors: bool


def _header(line: Line) -> _Header | None:
    if line.ocr or len(line.cells) < _MIN_COLUMNS:
        return None
    found = [
        (index, match)
        for index, cell in enumerate(line.cells)
        if (match := _AUTHOR_HEADING.match(cell.text)) is not None
    ]
    if not found:
        return None
    co_authors = any(match.group("co") for _, match in found)
    return _Header(len(line.cells), tuple(index for index, _ in found), co_authors)


def _row_of(found: _Header, header: _Header | None) -> bool:
    return header is not None and found.width == header.width and found.columns != header.columns


def author_rows(lines: list[Line]) -> dict[tuple[int, int], AuthorRow]:
    """The authors of every row under a header naming author columns, by (page, line
    index). A row counts when it has the header's number of cells (a wrapped title's
    second line does not, and does not end the table); a reference list ends it."""
    rows: dict[tuple[int, int], AuthorRow] = {}
    header: _Header | None = None
    for line in lines:
        if SECTION_STOP.match(line.text):
            header = None
            continue
        found = _header(line)
        # A row's author-role cell ("제1저자", "공동저자" under "저자구분") reads as a header's
        # word; under a header of as many columns that names its author columns elsewhere, the
        # line is a row.
        if found is not None and not _row_of(found, header):
            header = found
            continue
        if header is None or line.ocr or len(line.cells) != header.width:
            continue
        names: list[str] = []
        for index in header.columns:
            listed = split_names(line.cells[index].text)
            names.extend(name for name, _ in listed or [])
        if names:
            rows[(line.page, line.index)] = AuthorRow(names, header.co_authors)
    return rows
