"""Account for every approval slot: each role label ends as a person or as a flag.

After the slot readers ran, a line that opens on a role label and yielded no person is
looked at once more. When what follows the label is a name templates use as a placeholder
("홍길동", "Jane Doe", "Advisor Name") it is kept as a low-confidence person, with a flag
saying why: a real committee may well have a 홍길동, and a template page's printed advisor is
still the advisor. Anything else (a blank, "○○○", text no reader could take for a name) raises
an ``unread_slot`` flag on that page, so a missed member is never silent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.extractors.model import DocumentFlag, FlagType, Role
from minesweeper.extractors.text.approval import is_official
from minesweeper.extractors.text.fields import name_field
from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.placeholders import is_placeholder
from minesweeper.extractors.text.slotnames import MARKERS, PARENTHESIZED, Slot

# A bracketed or underlined slot ("<Referee 2 Name>", "____") is a blank to fill, not a name.
_BLANK = re.compile(r"[<>〈〉《》{}\[\]_＿]")
PLACEHOLDER_CONFIDENCE = 0.3  # kept for a person to confirm, never trusted on its own
_MAX_SLOT_CHARS = 40  # a label and a name, not a sentence of prose
# Placeholders that stand for a person's name (not a blank or a "signature" slot).
_PLACEHOLDER_PERSON = re.compile(
    r"홍\s?길\s?동|\b(?:john|jane)\s+doe\b|\bgil-?\s?dong\b|\bname\b", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class PlaceholderName:
    name: str
    role: Role
    line: Line


def _slot_text(line: Line) -> tuple[Role, str] | None:
    """(role, what follows the label, seal slots and parentheses removed) for a line that
    opens on a role label and is not signed by an official."""
    if is_official(line.text):
        return None
    started = label_at_start(line.text, ocr=line.ocr)
    if started is None:
        return None
    role, rest, _korean = started
    text = PARENTHESIZED.sub(" ", MARKERS.sub(" ", name_field(rest)))
    return role, " ".join(text.split())


def account_for_slots(
    lines: list[Line], slots: list[Slot]
) -> tuple[list[PlaceholderName], list[DocumentFlag]]:
    """Placeholder names to keep, and flags for labels whose name could not be read."""
    by_page: dict[int, set[int]] = {}
    for slot in slots:
        by_page.setdefault(slot.line.page, set()).add(slot.line.index)
    placeholders: list[PlaceholderName] = []
    flags: list[DocumentFlag] = []
    for line in lines:
        found = _slot_text(line)
        if found is None:
            continue
        role, rest = found
        near = by_page.get(line.page, set())
        if rest:
            if line.index in near or len(rest) > _MAX_SLOT_CHARS:
                continue
        elif near:
            continue  # a label-only cell whose name another reader paired from nearby lines
        if (
            rest
            and is_placeholder(rest)
            and _PLACEHOLDER_PERSON.search(rest)
            and not _BLANK.search(rest)
        ):
            placeholders.append(PlaceholderName(rest, role, line))
            flags.append(
                DocumentFlag(
                    FlagType.PLACEHOLDER_NAME,
                    f"'{rest}' ({role.value}) on page {line.page} looks like a template "
                    "placeholder name; kept for review",
                    line.page,
                    rest,
                )
            )
        else:
            flags.append(
                DocumentFlag(
                    FlagType.UNREAD_SLOT,
                    f"{role.value} on page {line.page}: no name could be read ({line.text})",
                    line.page,
                    line.text[:120],
                )
            )
    return placeholders, flags
