"""Where a publication list is: the sections that hold one, and column reading order.

A reference list (or a CV's referees) ends a list; a thesis's own chapter listing its
author's papers starts one (`headings` says which headings do); a CV sidebar printed beside
a list is read apart from it; a page's number between two lines of an entry is dropped.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import replace

from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.publications.headings import (
    CHAPTER_AFTER,
    CITED_AS,
    OWN_LIST_HEADING,
    OWN_LIST_SENTENCE,
    PAGE_NUMBER,
    SECTION_STOP,
)
from minesweeper.names.clean import HAN_CHARACTER


def own_list_lines(lines: list[Line]) -> list[Line]:
    """The lines of a thesis chapter listing its author's publications ("List of
    Publications", "연구 업적", "Yayınlar", "発表論文"), whether in the front matter or in a
    closing vita, up to the next chapter or reference list; and the entry a paper gives for
    citing itself ("Citation: Olsen, M.; Roe, A. Title. Journal 2021"), with the lines it
    may wrap onto."""
    kept: list[Line] = []
    inside = False
    citing = 0  # the lines left of a citation's entry
    for line in lines:
        text = line.text.strip()
        cited = CITED_AS.match(text)
        if cited is not None and text[cited.end() :].strip():
            kept.append(line)
            citing = _CITATION_LINES
            continue
        if OWN_LIST_HEADING.match(text) or OWN_LIST_SENTENCE.search(text):
            inside = True
            continue
        if inside and (SECTION_STOP.match(text) or CHAPTER_AFTER.match(text)):
            inside = False
        if inside or citing:
            kept.append(line)
        citing = max(0, citing - 1)
    return kept


_CITATION_LINES = 2  # a citation's entry wraps onto at most this many lines


def without_page_numbers(lines: list[Line]) -> list[Line]:
    """The lines less the page numbers printed at the top or bottom of a page, so that an
    entry wrapped across the page break reads as one."""
    kept: list[Line] = []
    for position, line in enumerate(lines):
        first = position == 0 or lines[position - 1].page != line.page
        last = position + 1 == len(lines) or lines[position + 1].page != line.page
        if (first or last) and PAGE_NUMBER.match(line.text):
            continue
        kept.append(line)
    return kept


# A justified paragraph stretches its word spaces as wide as a table's column gap, so that
# its line comes apart into "cells" of a word or two: "1. Y. | Han, | P-E. | Varga, | From |
# genes | to | paths:". Six cells or more, most of two words or fewer, in Latin script,
# are one line of text; a table's row has fewer cells or longer ones, and a Korean or Chinese
# table's short cells (number, authors, year, role) are its own. Text layers only: OCR cells
# are measured.
_JUSTIFIED_CELLS = 6
_JUSTIFIED_WORDS = 2  # the median cell's words
_CJK = re.compile(rf"[가-힣\u3040-\u30ff]|{HAN_CHARACTER}")


def justified_lines(lines: list[Line]) -> list[Line]:
    """The lines with the cells of each justified line joined into one."""
    return [
        replace(line, cells=(Cell(" ".join(cell.text for cell in line.cells)),))
        if _justified(line)
        else line
        for line in lines
    ]


def _justified(line: Line) -> bool:
    if line.ocr or len(line.cells) < _JUSTIFIED_CELLS or _CJK.search(line.text):
        return False
    # The median, not the mean: where the stretched spaces vary, a few of them stay narrow
    # and leave a longer cell ("Y. | Asgari, S. Kaboli, R. Falak, | Reversing | ...").
    return statistics.median(len(cell.text.split()) for cell in line.cells) <= _JUSTIFIED_WORDS


_MIN_COLUMN_RUN = 3  # side-by-side lines in a row that make two columns, not a table row
# A left cell that only numbers or dates its row keeps the row whole: "2021 | Kim, M. ..."
_ROW_LABEL = re.compile(
    r"^\s*(?:\[?\s*[A-Z]?\d{1,3}\s*\]?[.)]?|(?:19|20)\d{2}(?:[.\-–]\s*\d{0,2})?[a-z]?|[•·▪◦\-–*])\s*$"
)


def column_streams(lines: list[Line]) -> list[Line]:
    """The lines in column reading order: a CV with a sidebar (contact, skills) beside its
    list prints both on shared baselines, so each text line reads "SKILLS<tab>[2] Lucas
    Moreira, ...". Where three lines or more in a row are two side-by-side cells, the right
    column's cells are read down first, then the left column's, so that an entry wrapped
    over several lines is whole again. A left cell that only numbers or dates its entry is
    part of the row, not a column."""
    result: list[Line] = []
    run: list[Line] = []

    def flush() -> None:
        if len(run) >= _MIN_COLUMN_RUN:
            result.extend(replace(line, cells=line.cells[1:]) for line in run)
            result.extend(replace(line, cells=line.cells[:1]) for line in run)
        else:
            result.extend(run)
        run.clear()

    for line in lines:
        two = (
            len(line.cells) == 2
            and not line.ocr
            and not _ROW_LABEL.match(line.cells[0].text)
            and (not run or run[-1].page == line.page)
        )
        if two:
            run.append(line)
            continue
        flush()
        result.append(line)
    flush()
    return result
