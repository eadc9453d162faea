"""A paper's editorial panel: the people who edited or reviewed it, printed on its first page
beside the authors ("EDITED BY" / "Haruto Ishida," / "Kyoto University, Japan" / "REVIEWED
BY" / ..., Frontiers; "Academic Editor: X", MDPI; "Communicated by X", Springer). They are no
authors, and their names look just like the authors'. The "Citation:" Frontiers prints of the
paper itself is passed over with them: its title's lines read as names.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.lines import Line

# The panel's heading, alone on its line or before the names.
_PANEL_HEADING = re.compile(
    r"^\s*(?:(?:edited|reviewed|communicated|handled|recommended)\s+by|(?:academic|handling"
    r"|associate|guest|section|responsible)\s+editors?|editors?|reviewers?|citation)\b\s*[:：]?",
    re.IGNORECASE,
)
# The next heading closes the panel: a word or two in capitals ("*CORRESPONDENCE",
# "RECEIVED 02 November 2022", "CITATION"), or a line naming the article's dates.
_NEXT_HEADING = re.compile(
    r"^\s*[*†]?[A-Z]{4,}(?:\s+[A-Z]{2,})?\b"
    r"|^\s*[*†]?(?i:received|accepted|published|citation|correspondence|specialty\s+section)\b"
)
_PANEL_LINES = 8  # a panel lists a few names with their employers
# The citation ends on the paper's volume and page ("Front. Neurol. 10:653.") or its DOI.
_CITATION = re.compile(r"^\s*citation\b", re.IGNORECASE)
_CITATION_END = re.compile(r"\bdoi\b|\d+\s*:\s*\d+\.?\s*$", re.IGNORECASE)


def without_editors(lines: list[Line]) -> list[Line]:
    """The lines without the editorial panel's heading and the names and employers under it."""
    kept: list[Line] = []
    panel = 0  # lines of the panel still to leave out
    citation = False
    for line in lines:
        heading = _PANEL_HEADING.match(line.text)
        if heading:
            # Alone on its line, the heading has its names under it; else they follow it.
            panel = 0 if line.text[heading.end() :].strip() else _PANEL_LINES
            citation = bool(_CITATION.match(line.text))
            continue
        if panel and _NEXT_HEADING.match(line.text) and not _PANEL_HEADING.match(line.text):
            panel = 0
        if panel:
            panel = 0 if citation and _CITATION_END.search(line.text) else panel - 1
            continue
        kept.append(line)
    return kept
