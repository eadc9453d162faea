"""Publication years as documents print them: "(2022)", "2022.", "Received ... 2022",
"© 2023", a Scholar row's year column. A co-authorship mention carries the year so that a
round's time window (co-authored within N years) can apply to it."""

from __future__ import annotations

import re
from collections.abc import Iterable

# Four digits standing alone, in the years a living co-author publishes: not a page range
# ("1201–1215"), a DOI part or a postal code longer than four digits.
_YEAR = re.compile(r"(?<![\d./-])(19[5-9]\d|20[0-4]\d)(?![\d])")
_PAGE_RANGE = re.compile(r"\d+\s*[-–]\s*\d+")


def years_in(text: str) -> list[int]:
    """Every plausible year printed in `text`, in order (page ranges left out)."""
    cleaned = _PAGE_RANGE.sub(" ", text)
    return [int(found) for found in _YEAR.findall(cleaned)]


def entry_year(text: str) -> int | None:
    """The year of one citation entry or author-string line: a year in parentheses when there
    is one (APA "(2022)"), otherwise the last year printed (IEEE "..., 2022.")."""
    paren = re.search(r"\(\s*((?:19|20)\d{2})[a-z]?\s*\)", text)
    if paren:
        return int(paren.group(1))
    found = years_in(text)
    return found[-1] if found else None


def header_year(texts: Iterable[str]) -> int | None:
    """The publication year of a paper's first page: the latest year its header prints
    (a paper is published after it is received and accepted)."""
    found = [year for text in texts for year in years_in(text)]
    return max(found) if found else None


def parse_year(text: str | None) -> int | None:
    """A Scholar-style year field ("2022", " 2019 ") as an int."""
    if not text:
        return None
    found = years_in(text)
    return found[0] if found else None


# Where a first page prints its year outside the header: the copyright line ("© 2023 ACM",
# "Copyright 2024 by the author(s)"), the venue footnote ("Proceedings of the 41st ...
# Conference on Machine Learning, ... 2024", "31st Conference on ... (NIPS 2017)") and the
# arXiv stamp ("arXiv:2204.02311v5 [cs.CL] 5 Oct 2022"). Body text cites others' years, so
# only these lines count.
_YEAR_LINE = re.compile(
    r"©|\(c\)\s*(?:19|20)\d\d|copyright|\bproceedings\s+of\b|\bconference\s+on\b"
    r"|\barxiv:\s?\d{4}\.\d{4,5}|\bpublished\b|\baccepted\b",
    re.IGNORECASE,
)
_ARXIV_ID = re.compile(r"\barxiv:\s?(\d{2})(\d{2})\.\d{4,5}", re.IGNORECASE)


def page_year(texts: Iterable[str]) -> int | None:
    """The year of a first page from its copyright, venue and arXiv lines, when its header
    prints none: the latest such year."""
    found: list[int] = []
    for text in texts:
        if not _YEAR_LINE.search(text):
            continue
        found += years_in(_ARXIV_ID.sub(lambda m: f"20{m.group(1)}", text))
    return max(found) if found else None
