"""The year of an entry that prints none itself, from the layout around it.

CVs group their entries under year headings ("2021", "2020 – 2021", "(2019)", "2019년"), or
print an entry's date at the right end of its title line, above the authors ("Sparse
attention for long documents        Jan. 2011"). Both give the year of the entries that
follow, until the next heading or dated title line.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.lines import Line

_YEAR = r"(?:19|20)\d{2}"
# A month by its name, in full or cut short ("March", "Mar.", "Sept").
MONTH_NAME = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_MONTH = rf"{MONTH_NAME}|\d{{1,2}}\s*(?:월|[./-])"
# A line that is a year alone, a span of years, or a year in brackets: a year heading.
_YEAR_HEADING = re.compile(
    rf"^\s*[(\[]?\s*{_YEAR}(?:\s*[-–—~]\s*(?:{_YEAR}|present|now|현재))?\s*[)\]]?\s*(?:년)?\s*[:.]?\s*$",
    re.IGNORECASE,
)
# A date alone in a cell: "2011", "Jan. 2011", "March 2011", "2011.03", "03/2011", "2011년 3월".
_DATE_CELL = re.compile(
    rf"^\s*(?:(?:{_MONTH})\s*)?[(\[]?{_YEAR}[)\]]?(?:\s*(?:[./-]\s*\d{{1,2}}|년(?:\s*\d{{1,2}}\s*월)?))?"
    rf"(?:\s*[-–—~]\s*(?:(?:{_MONTH})\s*)?(?:{_YEAR}|present|now|현재))?\s*\.?\s*$",
    re.IGNORECASE,
)
# The same date, or span of dates, closing a line after its text: "... Prof. B Sep 2016 - Aug
# 2017".
_DATE_TAIL = re.compile(_DATE_CELL.pattern.replace(r"^\s*", r"\s+", 1), re.IGNORECASE)


def without_date_tail(text: str) -> str:
    """The text less the date or span of dates it ends on."""
    return _DATE_TAIL.sub("", text)


# Unlike `years.years_in`, a span "2020–2021" is two years here, not a page range.
_ANY_YEAR = re.compile(rf"(?<!\d){_YEAR}(?!\d)")


# "(2020)." closes an entry wrapped before its year (Nature: "... 11, 4521" / "(2020)."); a
# heading in brackets has no full stop after them.
_WRAPPED_YEAR_TAIL = re.compile(r"[)\]]\s*\.\s*$")


def heading_year(text: str) -> int | None:
    """The year a year heading names (the later one of a span), or None."""
    if not _YEAR_HEADING.match(text) or _WRAPPED_YEAR_TAIL.search(text):
        return None
    found = _ANY_YEAR.findall(text)
    return int(found[-1]) if found else None


def dated_title_year(line: Line) -> int | None:
    """The year of a title line whose only other cell is a date set apart at the right margin
    (a table row with a year column has more cells, and is an entry)."""
    if len(line.cells) != 2 or not _DATE_CELL.match(line.cells[-1].text):
        return None
    found = _ANY_YEAR.findall(line.cells[-1].text)
    return int(found[0]) if found else None
