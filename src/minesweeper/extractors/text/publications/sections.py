"""Where a publication list is: the sections that hold one, and column reading order.

A reference list (or a CV's referees) ends a list; a thesis's own chapter listing its
author's papers starts one; a CV sidebar printed beside a list is read apart from it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.text.lines import Line

# A CV's referees are recommenders, and a reference list cites others' work: stop there.
SECTION_STOP = re.compile(
    r"^\s*(?:\d+\.?\s*)?(?:references?|referees|reference\s+letters|bibliography|works\s+cited"
    r"|참\s*고\s*문\s*헌|추천인)\s*:?\s*$",
    re.IGNORECASE,
)


# A thesis's own chapter listing its author's papers; its reference list cites others' work.
_OWN_LIST_HEADING = re.compile(
    r"^\s*(?:[\dIVX]+\.?\s*)?(?:(?:list\s+of\s+)?(?:selected\s+)?publications?"
    r"(?:\s+(?:list|and\s+presentations|during\s+the\s+ph\.?\s*d\.?.*))?"
    # The sub-lists of a CV's publications: "Journal Articles", "Refereed Conference Papers".
    r"|(?:(?:international|domestic|refereed|peer[\s-]reviewed|selected)\s+)*"
    r"(?:journal|conference|workshop)s?(?:\s+(?:articles|papers|publications|proceedings))?"
    r"|preprints|book\s+chapters"
    r"|연\s*구\s*(?:업\s*적|실\s*적)(?:\s*목\s*록)?|(?:발\s*표|게\s*재)\s*논\s*문(?:\s*목\s*록)?"
    r"|논\s*문\s*(?:실\s*적|목\s*록)|(?:국\s*제|국\s*내)\s*학\s*술\s*(?:지|대\s*회)(?:\s*논\s*문)?"
    r"|학\s*술\s*(?:지|대\s*회)\s*(?:발\s*표\s*)?논\s*문)\s*:?\s*$",
    re.IGNORECASE,
)
_CHAPTER_AFTER = re.compile(
    r"^\s*(?:[\dIVX]+\.?\s*)?(?:acknowledge?ments?|감\s*사\s*의\s*(?:글|말)|appendix|부\s*록"
    r"|curriculum\s+vitae|이\s*력\s*서|abstract|국\s*문\s*초\s*록|요\s*약|초\s*록)\b",
    re.IGNORECASE,
)


def own_list_lines(lines: list[Line]) -> list[Line]:
    """The lines of a thesis chapter listing its author's publications ("List of
    Publications", "연구 업적"), up to the next chapter or reference list."""
    kept: list[Line] = []
    inside = False
    for line in lines:
        text = line.text.strip()
        if _OWN_LIST_HEADING.match(text):
            inside = True
            continue
        if inside and (SECTION_STOP.match(text) or _CHAPTER_AFTER.match(text)):
            inside = False
        if inside:
            kept.append(line)
    return kept


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
