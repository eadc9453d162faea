"""Where a Korean role label ends and the name begins, when the cell does not say.

Several labels end in a syllable that is also a surname: 위원장 is 위원 + 장, 심사위원장 is
심사위원 + 장. On a letter-spaced line ("심 사 위 원 장 민 호", or OCR's "심 사 위 원 장 민호")
the spaces mark no boundary, so the cell reads as chair 민호 or as member 장민호. The longest
label is the first reading; a shorter one is taken only when the document gives more evidence
for it than for the first. Each reading scores:

- +2 when its name is printed elsewhere in the document as a whole name (an advisor line, a
  cover, another language's approval page: `names.match` at an auto-merge level). This is the
  strongest evidence: the same person printed twice.
- +1 for the chair reading when no other line of the page names a chair, +1 for the other
  reading when one does: a committee has one chair.
- +1, on a letter-spaced cell, for a three-syllable Hangul name with a known surname over a
  two-syllable one: most Korean names have three syllables, and spacing gives no hint here.

Ties keep the longest label, so a cell read one way stays read that way without evidence.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import ADVISOR_ROLES, Role
from minesweeper.extractors.text.labels import korean_readings
from minesweeper.extractors.text.lines import Cell, Line, collapse_spaced_hangul
from minesweeper.extractors.text.shapes import is_name
from minesweeper.extractors.text.slotnames import Slot, confidence, names_in
from minesweeper.names import MatchLevel, match, split_korean_name

_SAME_PERSON = frozenset({MatchLevel.EXACT, MatchLevel.VARIANT, MatchLevel.CROSS_SCRIPT})
_PRINTED_ELSEWHERE = 2
_ONE_CHAIR = 1
_FULL_KOREAN_NAME = 1
_HANGUL_WORD = re.compile(r"[가-힣]{2,5}")
# A bare word elsewhere counts from three syllables: a two-syllable word ("위원", "학위") is
# too often no name at all. Names read beside a label count at any length.
_BARE_WORD = re.compile(r"[가-힣]{3,5}")


def other_splits(
    text: str, line: Line, cell: Cell, *, advisors_only: bool = False
) -> tuple[Slot, ...]:
    """Slots of a cell that opens on a Korean label, read with each shorter label: the
    syllables the longer label took start the name instead ("심사위원장민호" as 심사위원 +
    장민호). Only readings that leave exactly one full name."""
    others: list[Slot] = []
    for role, rest in korean_readings(text, ocr=line.ocr)[1:]:
        found = names_in(rest, ocr=line.ocr)
        if len(found) != 1 or found[0][1] or (advisors_only and role not in ADVISOR_ROLES):
            continue
        name = found[0][0]
        others.append(Slot(name, role, line, cell, confidence(cell, 0.95, name)))
    return tuple(others)


def resolve_boundaries(slots: list[Slot], lines: list[Line]) -> list[Slot]:
    """The slots with each ambiguous one replaced by its best-supported reading."""
    if not any(slot.alternatives for slot in slots):
        return slots
    settled = [slot for slot in slots if not slot.alternatives]
    resolved: list[Slot] = []
    for slot in slots:
        if not slot.alternatives:
            resolved.append(slot)
            continue
        elsewhere = _names_elsewhere(slot.line, settled, lines)
        chaired = any(
            other.role is Role.COMMITTEE_CHAIR
            and other.line.page == slot.line.page
            and other.line.index != slot.line.index
            for other in settled
        )
        readings = [slot, *slot.alternatives]
        scores = [_score(reading, elsewhere, chaired, readings) for reading in readings]
        best = max(range(len(readings)), key=lambda i: (scores[i], -i))
        resolved.append(readings[best])
    return resolved


def _score(reading: Slot, elsewhere: list[str], chaired: bool, readings: list[Slot]) -> int:
    score = 0
    if any(match(reading.name, other) in _SAME_PERSON for other in elsewhere):
        score += _PRINTED_ELSEWHERE
    if (reading.role is Role.COMMITTEE_CHAIR) != chaired:
        score += _ONE_CHAIR
    shorter = any(_short_korean(other.name) for other in readings if other is not reading)
    if reading.cell.spaced and _full_korean(reading.name) and shorter:
        score += _FULL_KOREAN_NAME
    return score


def _full_korean(name: str) -> bool:
    return len(name) == 3 and _HANGUL_WORD.fullmatch(name) is not None and _known_split(name)


def _short_korean(name: str) -> bool:
    return len(name) == 2 and _HANGUL_WORD.fullmatch(name) is not None


def _known_split(name: str) -> bool:
    return split_korean_name(name) is not None


def _names_elsewhere(line: Line, settled: list[Slot], lines: list[Line]) -> list[str]:
    """Names printed on other lines of the document: those read beside a label, and Hangul
    words of three syllables or more shaped like a name (a cover's "장민호", letter-spacing
    collapsed)."""
    names = {
        slot.name
        for slot in settled
        if (slot.line.page, slot.line.index) != (line.page, line.index) and not slot.partial
    }
    for other in lines:
        if (other.page, other.index) == (line.page, line.index):
            continue
        for word in collapse_spaced_hangul(other.text).split():
            if _BARE_WORD.fullmatch(word) and is_name(word):
                names.add(word)
    return sorted(names)
