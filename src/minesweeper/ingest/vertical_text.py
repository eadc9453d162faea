"""Pages written in vertical columns (縦書き, 세로쓰기), read column by column.

A Japanese approval page may run its lines top to bottom, columns right to left. PDFium's
text then glues every column into one run ("主査教授山田太郎副査准教授…"), and no reader can
tell a seat from its name. The characters' boxes tell the columns apart: a page where most
steps from one Chinese, Japanese or Korean character to the next go straight down is
vertical, and it is read again one column to a line, from the right, with a wide gap inside
a column (the full-width space between "主査" and the name) kept as a cell break.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from itertools import pairwise

import pypdfium2 as pdfium

_MIN_DOWN_STEPS = 8  # fewer steps down than this is no vertical page
_DOWN_SHARE = 2  # ... and at least this many times as many steps down as across
_SAMPLE = 400  # the characters that tell a page's direction
# Two glyphs one under the other: their middles this share of a glyph's width apart at most.
_SAME_COLUMN = 0.5
_SAME_LINE = 0.5  # two glyphs side by side: their middles this share of a height apart at most
_GAP = 1.6  # a step down this many usual steps or more is a gap between cells of a column
_CELL_BREAK = "  "  # how the page text marks a gap between cells of one line


@dataclass(frozen=True, slots=True)
class _Glyph:
    char: str
    left: float
    bottom: float
    right: float
    top: float

    @property
    def x(self) -> float:
        return (self.left + self.right) / 2

    @property
    def y(self) -> float:
        return (self.bottom + self.top) / 2

    @property
    def size(self) -> float:
        return max(self.top - self.bottom, self.right - self.left)


def _cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x3040 <= code <= 0x30FF  # kana
        or 0x3400 <= code <= 0x9FFF  # ideographs
        or 0xAC00 <= code <= 0xD7A3  # hangul
        or 0xF900 <= code <= 0xFAFF  # compatibility ideographs
    )


def _down(upper: _Glyph, lower: _Glyph) -> bool:
    return abs(lower.x - upper.x) <= upper.size * _SAME_COLUMN and lower.y < upper.y


def _across(left: _Glyph, right: _Glyph) -> bool:
    return abs(right.y - left.y) <= left.size * _SAME_LINE and right.x > left.x


def _glyph(textpage: pdfium.PdfTextPage, chars: str, index: int) -> _Glyph | None:
    left, bottom, right, top = textpage.get_charbox(index)
    return _Glyph(chars[index], left, bottom, right, top) if right > left and top > bottom else None


def _glyphs(textpage: pdfium.PdfTextPage, chars: str) -> list[_Glyph]:
    found = (
        _glyph(textpage, chars, index)
        for index, char in enumerate(chars)
        if not (char.isspace() or char == "\ufffd")
    )
    return [glyph for glyph in found if glyph is not None]


def _written_in_columns(textpage: pdfium.PdfTextPage, chars: str) -> bool:
    """Whether most steps between neighbouring Chinese, Japanese or Korean characters go down
    rather than across, judged on the page's first of them (the boxes cost time on long
    pages, and a page of other letters has none)."""
    indices = [index for index, char in enumerate(chars) if _cjk(char)][:_SAMPLE]
    if len(indices) <= _MIN_DOWN_STEPS:
        return False
    boxes = {index: _glyph(textpage, chars, index) for index in indices}
    down = across = 0
    for first, second in pairwise(indices):
        upper, lower = boxes[first], boxes[second]
        if second != first + 1 or upper is None or lower is None:
            continue
        if _down(upper, lower):
            down += 1
        elif _across(upper, lower):
            across += 1
    return down >= _MIN_DOWN_STEPS and down >= across * _DOWN_SHARE


def vertical_text(textpage: pdfium.PdfTextPage, chars: str) -> str | None:
    """The page read one column to a line, right to left, where it is written in columns;
    None where it is not."""
    if not _written_in_columns(textpage, chars):
        return None
    glyphs = _glyphs(textpage, chars)
    runs: list[list[_Glyph]] = []
    for glyph in glyphs:
        if runs and _continues(runs[-1], glyph):
            runs[-1].append(glyph)
        else:
            runs.append([glyph])
    columns = [run for run in runs if _is_column(run)]
    if not columns:
        return None
    head = max(glyph.top for run in columns for glyph in run)
    rows = [run for run in runs if not _is_column(run)]
    above = sorted((run for run in rows if run[0].bottom >= head), key=lambda run: -run[0].y)
    below = sorted((run for run in rows if run[0].bottom < head), key=lambda run: -run[0].y)
    right_first = sorted(columns, key=lambda run: -max(glyph.right for glyph in run))
    lines = [_row(run) for run in above]
    lines += [_column(run) for run in right_first]
    lines += [_row(run) for run in below]
    return "\n".join(lines)


def _continues(run: list[_Glyph], glyph: _Glyph) -> bool:
    """The glyph goes on the run: one step down a column, or across a row, as the run goes."""
    if len(run) == 1:
        return _down(run[0], glyph) or _across(run[0], glyph)
    return (_down if _is_column(run) else _across)(run[-1], glyph)


def _is_column(run: list[_Glyph]) -> bool:
    return len(run) > 1 and _down(run[0], run[1])


def _column(run: list[_Glyph]) -> str:
    """A column's characters, a cell break where a step down is much longer than the usual
    one (middles are compared: a flat "一" has a short box but sits on the same pitch)."""
    pitch = statistics.median(upper.y - lower.y for upper, lower in pairwise(run))
    text = run[0].char
    for upper, lower in pairwise(run):
        wide = upper.y - lower.y >= max(pitch, upper.size) * _GAP
        text += (_CELL_BREAK if wide else "") + lower.char
    return text


def _row(run: list[_Glyph]) -> str:
    text = run[0].char
    for left, right in pairwise(run):
        text += (" " if right.left - left.right > left.size * 0.2 else "") + right.char
    return text
