"""Where a committee row of a text-layer page is printed, to look for the marks beside it.

A born-digital approval page carries its seals and signatures as pictures placed over the
"(인)" or the signature line: an electronic seal, a scanned signature pasted in. The text
layer says nothing of them, but it says exactly where every printed word is. The slot's
name is found among the page's words (letter-spaced or not), on the printed row that reads
most like the text it was read from; its strip ends where the row's next label or next
member's name begins. Where the word before the name ends is kept too: a "label ____ name"
row puts the signature on the rule between them. The marks themselves are read from the page
rendered without its text (`seals.drawn_marks`).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.lines import Box, Cell, collapse_spaced_hangul
from minesweeper.ingest.model import WordBox

__all__ = ["LayerRow", "layer_row"]

# The titles printed before a member's name, part of the name's own strip.
_TITLE_WORD = re.compile(r"^(?:prof|professor|dr|dra|mr|mrs|ms|ir|drs)\.?$", re.IGNORECASE)
_SAME_ROW = 0.5  # word centres closer than this many word heights are on one printed row


@dataclass(frozen=True, slots=True)
class LayerRow:
    """A slot's printed row in page pixels: the name, where the next label or the next
    member's name starts (the end of the name's strip), and where the word printed before
    the name on its row ends (`start_right`: the label of a "label ____ name" row; None when
    the name starts its row)."""

    name: Cell
    stop_left: int | None
    start_right: int | None = None


@dataclass(frozen=True, slots=True)
class _Word:
    text: str
    box: Box

    @property
    def middle(self) -> float:
        return (self.box.top + self.box.bottom) / 2


def _key(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _pixels(words: Sequence[WordBox], size: tuple[int, int]) -> list[_Word]:
    width, height = size
    return [
        _Word(
            text,
            Box(
                int(left * width),
                int(top * height),
                int((left + share_w) * width) + 1,
                int((top + share_h) * height) + 1,
            ),
        )
        for text, left, top, share_w, share_h in words
        if text.strip()
    ]


def _rows(words: list[_Word]) -> list[list[_Word]]:
    """Words grouped into printed rows, each left to right."""
    rows: list[list[_Word]] = []
    for word in sorted(words, key=lambda w: w.middle):
        if rows:
            row = rows[-1]
            height = statistics.median(w.box.height for w in row)
            centre = statistics.fmean(w.middle for w in row)
            if abs(word.middle - centre) <= _SAME_ROW * max(height, word.box.height):
                row.append(word)
                continue
        rows.append([word])
    return [sorted(row, key=lambda w: w.box.left) for row in rows]


def _spans(row: list[_Word], key: str) -> list[tuple[int, int]]:
    """(first, last) word positions of each run of words whose letters spell `key`."""
    found: list[tuple[int, int]] = []
    for first in range(len(row)):
        spelled = ""
        for last in range(first, len(row)):
            spelled += _key(row[last].text)
            if spelled == key:
                found.append((first, last))
                break
            if not key.startswith(spelled):
                break
    return found


def _stop_left(row: list[_Word], after: int, others: frozenset[str]) -> int | None:
    """The left edge of what starts the next member's slot right of the name: a role label,
    or another member's name (two columns of members without labels between them)."""
    for position in range(after + 1, len(row)):
        rest = collapse_spaced_hangul(" ".join(word.text for word in row[position:]))
        spelled = _key(rest)
        if label_at_start(rest) is not None or any(spelled.startswith(o) for o in others):
            return row[position].box.left
    return None


def layer_row(
    words: Sequence[WordBox],
    size: tuple[int, int],
    name: str,
    printed_in: str,
    others: frozenset[str] = frozenset(),
) -> LayerRow | None:
    """The slot `name`, read from the text `printed_in`, where it is printed on a page
    rendered at `size`, its strip ending before any of the `others` (the page's other
    members' names); None when the name is not among the page's words, or sits on two rows
    equally like that text."""
    key = _key(name)
    if not key:
        return None
    placed = _pixels(words, size)
    line_key = _key(printed_in)
    best: tuple[float, list[_Word], tuple[int, int]] | None = None
    tied = False
    for row in _rows(placed):
        spans = _spans(row, key)
        if not spans:
            continue
        likeness = SequenceMatcher(None, "".join(_key(w.text) for w in row), line_key).ratio()
        if best is not None and abs(likeness - best[0]) < 1e-9:
            tied = True
        if best is None or likeness > best[0]:
            best, tied = (likeness, row, spans[-1]), False
    if best is None or tied:
        return None
    _likeness, row, (first, last) = best
    name_words = row[first : last + 1]
    box = Box(
        min(w.box.left for w in name_words),
        min(w.box.top for w in name_words),
        max(w.box.right for w in name_words),
        max(w.box.bottom for w in name_words),
    )
    text_height = int(statistics.median(w.box.height for w in row))
    others = frozenset(_key(other) for other in others) - {key, ""}
    before = first - 1
    while before >= 0 and _TITLE_WORD.match(row[before].text):
        before -= 1  # "Member ______ Prof. A": the rule is before the name's title
    start_right = row[before].box.right if before >= 0 else None
    return LayerRow(
        Cell(name, box=box, text_height=text_height), _stop_left(row, last, others), start_right
    )
