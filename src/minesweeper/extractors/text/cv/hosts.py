"""The head of the group a CV's research position was held in, labelled as its PI or host.

A postdoc, a research assistant or a lab manager names who they worked for as the group's
"PI" or their "Host", on the position's line or on the line under it ("Postdoctoral Scholar,
Biology, Yale University" / "PI: Anna Berg"; "Research Associate, X. Principal Investigator:
Anna Berg"). A grant prints the same label for its holder ("Research Grant, NSF, PI: <owner>,
Co-PI: Anna Berg"), and a fellowship is a grant, so the label names an advisor only beside a
research position, and a co-PI never.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.slotnames import Slot, names_in
from minesweeper.extractors.text.slotnames import confidence as _confidence

# "PI:" in capitals only (the letters are a word in other languages); "Co-PI" is a colleague.
# The names end at a bracket, a semicolon, the line's end, or a sentence of something else
# ("PI: Anna Berg. Funded by ...").
_HOST_LABEL = re.compile(
    r"(?:^|(?<=[\s(\[,;.|]))(?<![-‐])"
    r"(?:(?-i:PIs?)|principal\s+investigators?|(?:faculty\s+)?hosts?)\s*[:：]\s*"
    r"(?P<names>[^()\[\];]+)",
    re.IGNORECASE,
)
# The positions a group's head supervises. "Postdoctoral Fellowship", "Research Fellowship"
# and "Visiting Fellowship" are grants: "fellow" must end its word.
_RESEARCH_POSITION = re.compile(
    r"post-?\s?doc(?:s|toral)?\b(?!\s+(?:fellowships?|grants?|awards?|funding|scholarships?)\b)"
    r"|research\s+(?:fellow|associate|assistant|scientist|engineer)\b|\bresearcher\b"
    r"|visiting\s+(?:scholar|researcher|scientist|student|fellow|professor|ph\.?\s?d)\b"
    r"|lab(?:oratory)?\s+manager\b|박\s*사\s*후|방\s*문\s*연\s*구",
    re.IGNORECASE,
)
_HOST_CONFIDENCE = 0.85


def position_hosts(lines: list[Line]) -> list[Slot]:
    """Advisor slots of the PI or host labels on a research position's line or under it."""
    by_position = {(line.page, line.index): line for line in lines}
    slots: list[Slot] = []
    for line in lines:
        above = by_position.get((line.page, line.index - 1))
        for found in _HOST_LABEL.finditer(line.text):
            before = line.text[: found.start()]
            # A label opening its line belongs to the entry above; one inside a line, to
            # that line ("Funding: X Fellowship, PI: <owner>" under a postdoc names no host).
            entry = before if before.strip() else (above.text if above is not None else "")
            if not _RESEARCH_POSITION.search(entry):
                continue
            cell = _cell_of(line, found.group("names"))
            for name, partial in names_in(found.group("names").strip()):
                confidence = _confidence(cell, _HOST_CONFIDENCE, name)
                slots.append(Slot(name, Role.ADVISOR, line, cell, confidence, partial))
    return slots


def _cell_of(line: Line, text: str) -> Cell:
    """The cell that holds the names: it anchors the slot as the label's cell would."""
    head = text.strip()[:20]
    return next((cell for cell in line.cells if head and head in cell.text), line.cells[-1])
