"""Marks beside a name on a scanned approval page: seal, signature, handwritten name.

For each committee row read by OCR, the strip to the right of the name (where "(인)" is
printed) is inspected in the page image:
- red seal ink (vermilion pad) of a real amount -> a seal;
- otherwise dark ink forming a compact block about as high as it is wide and clearly taller
  than the printed text, filled or outlined on all four sides -> a seal stamped in black or
  scanned in greyscale;
- dark ink much wider than a line of text -> a signature.
A name on a row carrying a signature whose strokes are clearly thicker or thinner than the
printed label's on the same row was written by hand (the form's type is uniform).

The strip reaches across the row to the page's edge (a table's 서명 column comes after the
affiliation column), with the printed words OCR read confidently blanked first: print is
never a mark. Where the strip holds no mark, the band above the name is looked at: English
signature pages put the signature on a line above the typed name. That band ends at the
nearest printed line above in the name's column, so the row above keeps its own marks.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import numpy as np
from PIL import Image

from minesweeper.extractors.text.lines import Box, Cell
from minesweeper.ingest.model import Page
from minesweeper.ingest.ocr import red_ink_mask

_RED_MIN_AREA = 0.3  # red pixels, in squared text heights, that make a seal
_INK_DROP = 70  # how much darker than the paper (0-255) a pixel must be to count as ink
_SEAL_MIN_HEIGHT = 1.4  # a seal is taller than the printed text, in text heights
_SEAL_MIN_AREA = 0.9  # ink of a dark seal, in squared text heights (a thin ring of 2 heights)
_SEAL_MIN_FILL = 0.22  # share of a dark seal's bounding box that is ink (border + glyphs)
_SEAL_ASPECT = (0.6, 1.6)  # width / height of a round or square seal's outline
_SIGNATURE_ASPECT = 2.0  # width / height at which an ink block is a signature, not a seal
_SIGNATURE_MIN_WIDTH = 2.6  # a signature is wider than the "(인)" slot, in text heights
_SIGNATURE_MIN_AREA = 1.5  # ink of a signature, in squared text heights (seal residue is less)
_SIGNATURE_MIN_FILL = 0.08  # a skewed printed rule is wide but nearly empty; pen strokes are not
# A signature on the line of a typed name rises above it; only the band of ink touching the
# name's row is kept (`_keep_central_band`), so the row above keeps its own.
_DRAWN_REACH_ABOVE = 3.0
_ABOVE_REACH = 4.5  # how far above the name a signature line's mark may sit, in text heights
_ABOVE_SIDE = 1.0  # the band above reaches this far left of the name, in text heights
_ABOVE_RIGHT = 4.0  # and this far right of its end, in text heights
_ABOVE_RULE_SHARE = 0.7  # a signature line crosses this share of the band above the name
_ABOVE_RULE_MAX = 6.0  # ... or runs this many text heights on, which no pen stroke does
_HANDWRITING_SIZE = 1.35  # name box height / label text height beyond which it is handwritten
_HANDWRITING_STROKE = 1.2  # stroke-width ratio name/label beyond which the name is handwritten
_SAME_TYPE_STROKE = 0.05  # stroke widths within this fraction of each other: one typeface
_SEAL_CENTRE_REACH = 1.0  # how far a row's seal centre may sit from the row, in text heights
_RULE_RUN = 1.5  # a horizontal ink run longer than this many text heights is a printed rule
_BORDER_SPAN = 0.95  # share of the region's height a vertical table border covers
_BORDER_SLACK = 2  # pixels either side of a border column (skew, scan blur)


_PRINT_HEIGHT = 1.6  # print is at most this many times the page's median word height
_HANGUL_TEXT = re.compile(r"[가-힣]")
_LATIN_PAIR = re.compile(r"[A-Za-z].*[A-Za-z]")
_LATIN_PRINT_CONFIDENCE = 0.6  # Latin print reads confidently; a signature read as letters not
SEAL_SLOT = re.compile(r"[(（]\s*(?:인|印)\s*[)）]?|^(?:인|印)$")


def printed_boxes(page: Page) -> tuple[Box, ...]:
    """Boxes of the words OCR took for print, of ordinary height: Hangul whatever the
    confidence (Tesseract splits Hangul print into syllables it is often unsure of), Latin
    read confidently. The "(인)" printed under a seal is the seal's place, not print."""
    heights = sorted(w.height for w in page.words)
    if not heights:
        return ()
    limit = _PRINT_HEIGHT * heights[len(heights) // 2]
    return tuple(
        Box(w.left, w.top, w.left + w.width, w.top + w.height)
        for w in page.words
        if w.height <= limit
        and (
            _HANGUL_TEXT.search(w.text)
            or (_LATIN_PAIR.search(w.text) and w.confidence >= _LATIN_PRINT_CONFIDENCE)
        )
        and not SEAL_SLOT.search(w.text)
    )


class Mark(StrEnum):
    SEAL = "seal"
    SIGNATURE = "signature"


@dataclass(frozen=True, slots=True)
class RowMarks:
    marks: frozenset[Mark]
    handwritten: bool


def _gray(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("L"), dtype=np.int16)


def slot_region(
    name: Cell, stop_left: int | None, size: tuple[int, int], text_height: int = 0
) -> Box | None:
    """The strip right of the name; `text_height`, the row's print height, when known (a
    name read a second time from a line's crop has boxes as tall as the crop)."""
    if name.box is None:
        return None
    height = max(text_height or name.text_height or name.box.height, 8)
    width, page_height = size
    left = name.box.right + height // 2
    right = width
    if stop_left is not None and stop_left > left:
        right = min(right, stop_left - height // 2)
    top = max(0, name.box.top - int(1.3 * height))
    bottom = min(page_height, name.box.bottom + int(1.3 * height))
    if right - left < height or bottom - top < height:
        return None
    return Box(left, top, right, bottom)


def above_region(
    name: Cell,
    printed: tuple[Box, ...],
    size: tuple[int, int],
    text_height: int = 0,
    rule_end: int | None = None,
) -> Box | None:
    """The band above the name where a signature line's mark sits, down to the name and up to
    the nearest printed word above that shares the name's columns; `rule_end`, where the
    signature line over the name ends: a signature may sit anywhere along it."""
    if name.box is None:
        return None
    height = max(text_height or name.text_height or name.box.height, 8)
    left = max(0, name.box.left - int(_ABOVE_SIDE * height))
    right = min(size[0], max(name.box.right + int(_ABOVE_RIGHT * height), rule_end or 0))
    top = max(0, name.box.top - int(_ABOVE_REACH * height))
    for box in printed:
        if box.bottom <= name.box.top and box.right > left and box.left < right:
            top = max(top, box.bottom + 1)
    bottom = name.box.top + height // 3
    if bottom - top < 2 * height:
        return None
    return Box(left, top, right, bottom)


def signature_rule_end(image: Image.Image, name: Box, height: int) -> int | None:
    """The right end of the signature line printed over the name ("____________" / "Prof.
    A. Berg"), or None: a row of ink above the name that crosses the whole name's width."""
    top = max(0, name.top - int(_ABOVE_REACH * height))
    if name.top - top < height:
        return None
    gray = _gray(image.crop((0, top, image.size[0], name.top)))
    ink = gray < float(np.percentile(gray, 90)) - _INK_DROP
    rows = [index for index, row in enumerate(ink) if row[name.left : name.right].all()]
    return max((_follow_rule(ink, row, name.right, height // 2) for row in rows), default=None)


def _follow_rule(ink: np.ndarray, row: int, start: int, longest_gap: int) -> int:
    """Where a line of ink that runs through (row, start) ends on the right: followed column
    by column a pixel row up or down at a time (a photo shows it aslant), over the gaps a
    scan leaves in it."""
    end = start
    last = ink.shape[0] - 1
    for column in range(start, ink.shape[1]):
        if column - end > longest_gap:
            break
        on = next((r for r in (row, row - 1, row + 1) if 0 <= r <= last and ink[r, column]), None)
        if on is not None:
            row, end = on, column
    return end


def _blank_print(image: Image.Image, region: Box, printed: tuple[Box, ...]) -> Image.Image:
    """The region's crop with confidently read printed words painted as paper."""
    crop = image.crop((region.left, region.top, region.right, region.bottom))
    inside = [
        b
        for b in printed
        if b.right > region.left
        and b.left < region.right
        and b.bottom > region.top
        and b.top < region.bottom
    ]
    if not inside:
        return crop
    pixels = np.asarray(crop).copy()
    paper = np.percentile(pixels.reshape(-1, pixels.shape[-1]), 90, axis=0).astype(np.uint8)
    for b in inside:
        pixels[
            max(0, b.top - region.top) : max(0, b.bottom - region.top),
            max(0, b.left - region.left) : max(0, b.right - region.left),
        ] = paper
    return Image.fromarray(pixels)


def classify_region(
    image: Image.Image,
    region: Box,
    text_height: int,
    name: Box | None = None,
    printed: tuple[Box, ...] = (),
    rule_run: int | None = None,
    min_fill: float = _SIGNATURE_MIN_FILL,
    band_gap: int = 1,
) -> frozenset[Mark]:
    """Marks in the region; `rule_run`: the shortest horizontal ink run that is a printed
    rule (default: a run of `_RULE_RUN` text heights); `min_fill`: the share of a wide ink
    block's box that must be ink for a signature (against skewed printed rules); `band_gap`:
    blank rows that part one band of ink from the next (`_keep_central_band`)."""
    crop = _blank_print(image, region, printed)
    area = float(text_height * text_height)
    marks: set[Mark] = set()
    middle = (name.top + name.bottom) // 2 - region.top if name is not None else crop.height // 2
    if name is not None:
        # A seal may be stamped over the typed name itself rather than beside it.
        over = red_ink_mask(image.crop((name.left, region.top, name.right, region.bottom)))
        if over.sum() >= _RED_MIN_AREA * area and _centred(over, middle, text_height):
            marks.add(Mark.SEAL)
    red = red_ink_mask(crop)
    red_columns = np.flatnonzero(red.any(axis=0))
    if red.sum() >= _RED_MIN_AREA * area and _centred(red, middle, text_height):
        marks.add(Mark.SEAL)  # vermilion seal pad
    gray = _gray(crop)
    paper = float(np.percentile(gray, 90))
    ink = (gray < paper - _INK_DROP) & ~red  # red ink is the seal, judged above
    _erase_cell_borders(ink)  # first: erasing the rules would cut the borders into pieces
    _erase_rules(ink, rule_run or int(_RULE_RUN * text_height))
    _keep_central_band(ink, middle, band_gap)
    columns = np.asarray(ink.any(axis=0))
    for left, right in _column_runs(columns, gap=max(2, text_height // 2)):
        block = ink[:, left:right]
        rows = np.flatnonzero(block.any(axis=1))
        if rows.size == 0:
            continue
        width, height = right - left, int(rows[-1] - rows[0] + 1)
        amount = float(block.sum())
        inside = red_columns[(red_columns >= left) & (red_columns < right)] - left
        if Mark.SEAL in marks and inside.size:
            # Ink around a red seal (its blurred rim, the printed "(인)") is not a signature:
            # only what reaches beyond the seal's own columns counts.
            width -= int(inside.max() - inside.min() + 1)
        wide = width >= _SIGNATURE_ASPECT * height
        if wide and width >= _SIGNATURE_MIN_WIDTH * text_height:
            if amount >= _SIGNATURE_MIN_AREA * area and amount >= min_fill * width * height:
                marks.add(Mark.SIGNATURE)
        elif (
            height >= _SEAL_MIN_HEIGHT * text_height
            and amount >= _SEAL_MIN_AREA * area
            and (
                amount >= _SEAL_MIN_FILL * width * height
                or _outlined(block[rows[0] : rows[-1] + 1], width, height)
            )
        ):
            marks.add(Mark.SEAL)
    return frozenset(marks)


def _outlined(block: np.ndarray, width: int, height: int) -> bool:
    """A seal cut as a thin ring or frame around its glyphs (scanned in grey, it is no red
    ink, and too little ink fills its box): about as wide as high, with ink on all four sides
    of its centre. Handwriting and signatures are wider than high or open on a side."""
    if not _SEAL_ASPECT[0] <= width / height <= _SEAL_ASPECT[1]:
        return False
    rows = slice(int(height * 0.35), int(height * 0.65) + 1)
    columns = slice(int(width * 0.35), int(width * 0.65) + 1)
    edge_w, edge_h = max(1, width // 4), max(1, height // 4)
    across, down = block[rows], block[:, columns]
    return bool(
        across[:, :edge_w].any()
        and across[:, -edge_w:].any()
        and down[:edge_h].any()
        and down[-edge_h:].any()
    )


def _centred(red: np.ndarray, middle: int, text_height: int) -> bool:
    """Red ink stamped for this row: its centre lies within a text height of the row's middle.
    The region reaches above and below the row, where the next row's seal may show its rim."""
    rows = np.flatnonzero(red.any(axis=1))
    if rows.size == 0:
        return False
    weights = red.sum(axis=1)[rows]
    centre = float(np.average(rows, weights=weights))
    return abs(centre - middle) <= _SEAL_CENTRE_REACH * text_height


def _keep_central_band(ink: np.ndarray, middle: int, gap: int = 1) -> None:
    """Blank ink rows outside the band of the name's row: the region reaches above and below
    the name to take in tall seals and signatures, and so may catch the "(인)" or the seal of
    the line above when lines are set close. A mark on this row touches the name's band; a
    neighbour's print is separated from it by blank rows (more than `gap` of them)."""
    inked = np.flatnonzero(ink.any(axis=1))
    if inked.size == 0:
        return
    breaks = np.flatnonzero(np.diff(inked) > gap)
    starts = np.concatenate(([inked[0]], inked[breaks + 1]))
    stops = np.concatenate((inked[breaks], [inked[-1]]))
    distance = np.maximum(0, np.maximum(starts - middle, middle - stops))
    best = int(np.argmin(distance))
    ink[: starts[best], :] = False
    ink[stops[best] + 1 :, :] = False


def _erase_rules(ink: np.ndarray, longest: int) -> None:
    """Blank long horizontal runs: the printed line a name is typed or written on."""
    for row in ink:
        padded = np.concatenate(([False], row, [False])).astype(np.int8)
        edges = np.flatnonzero(np.diff(padded))
        for start, stop in zip(edges[::2], edges[1::2], strict=True):
            if stop - start > longest:
                row[start:stop] = False


def _erase_cell_borders(ink: np.ndarray) -> None:
    """Blank vertical rules that cross the whole region: the borders of a ruled approval
    table. The region reaches above and below the row, further than any seal, so only a
    printed border spans it top to bottom. Columns are taken a few pixels wide so a slightly
    skewed scan's border still reads as one run; a seal touching the border loses only that
    thin strip, and its two halves still merge into one block."""
    height = ink.shape[0]
    if height == 0:
        return
    wide = ink.copy()
    for shift in range(1, _BORDER_SLACK + 1):
        wide[:, shift:] |= ink[:, :-shift]
        wide[:, :-shift] |= ink[:, shift:]
    border = wide.sum(axis=0) >= _BORDER_SPAN * height
    for index in np.flatnonzero(border):
        left, right = max(0, int(index) - _BORDER_SLACK), int(index) + _BORDER_SLACK + 1
        ink[:, left:right] = False


def _column_runs(columns: np.ndarray, gap: int) -> list[tuple[int, int]]:
    """Runs of inked columns, merging runs separated by fewer than `gap` empty columns."""
    runs: list[tuple[int, int]] = []
    for index in np.flatnonzero(columns):
        position = int(index)
        if runs and position - runs[-1][1] <= gap:
            runs[-1] = (runs[-1][0], position + 1)
        else:
            runs.append((position, position + 1))
    return runs


def stroke_width(image: Image.Image, box: Box) -> float:
    """Mean stroke width proxy of the ink in a box: ink pixels per ink edge pixel."""
    gray = _gray(image.crop((box.left, box.top, box.right, box.bottom)))
    if gray.size == 0:
        return 0.0
    ink = gray < float(np.percentile(gray, 95)) - _INK_DROP
    core = ink[1:-1, 1:-1]
    inner = core & ink[:-2, 1:-1] & ink[2:, 1:-1] & ink[1:-1, :-2] & ink[1:-1, 2:]
    edge = int(core.sum() - inner.sum())
    return float(ink.sum()) / edge if edge else 0.0


def looks_handwritten(image: Image.Image, name: Cell, label: Cell | None) -> bool:
    """Pen strokes differ from the form's type in width, or the name is written clearly
    larger than the printed label beside it (hands write bigger than a form's type)."""
    if name.box is None or label is None or label.box is None:
        return False
    label_height = label.text_height or label.box.height
    # The median word height: Latin boxes grow with "g", "j", "y", and OCR boxes a single
    # syllable tall now and then.
    name_height = name.text_height or name.box.height
    name_stroke, label_stroke = stroke_width(image, name.box), stroke_width(image, label.box)
    ratio = name_stroke / label_stroke if name_stroke and label_stroke else None
    # The label's own stroke width says the name is set in the form's type, however tall its
    # box (a signature over the name, or a photo's perspective, makes the box taller).
    same_type = ratio is not None and abs(ratio - 1) <= _SAME_TYPE_STROKE
    if label_height and name_height >= _HANDWRITING_SIZE * label_height and not same_type:
        return True
    if ratio is None:
        return False
    return ratio > _HANDWRITING_STROKE or ratio < 1 / _HANDWRITING_STROKE


class PageImages:
    """Page images rendered once each, at the resolution OCR boxes refer to."""

    def __init__(self, render: Callable[[int, int], Image.Image] | None) -> None:
        self._render = render
        self._cache: dict[tuple[int, int], Image.Image | None] = {}

    def get(self, page: int, dpi: int) -> Image.Image | None:
        if self._render is None:
            return None
        key = (page, dpi)
        if key not in self._cache:
            try:
                self._cache[key] = self._render(page, dpi).convert("RGB")
            except Exception:  # a page that cannot be rendered only loses its marks
                self._cache[key] = None
        return self._cache[key]


def row_marks(
    image: Image.Image,
    name: Cell,
    label: Cell | None,
    stop_left: int | None,
    printed: tuple[Box, ...] = (),
) -> RowMarks:
    """Marks of one slot; `printed` are the page's confidently read printed word boxes."""
    if name.box is None:
        return RowMarks(frozenset(), False)
    height = name.text_height or name.box.height
    if label is not None and label.text_height:
        # Printed labels give the size of print; a handwritten name is written larger.
        height = min(height, label.text_height)
    height = max(height, 8)
    others = tuple(b for b in printed if not _inside(b, name.box))
    marks: frozenset[Mark] = frozenset()
    region = slot_region(name, stop_left, image.size, height)
    if region is not None:
        marks = classify_region(image, region, height, name.box, others)
        if Mark.SEAL in marks and not _HANGUL_TEXT.search(name.text):
            marks = _dark_seal_is_signed(image, region, height, marks)
    if not marks:
        rule_end = signature_rule_end(image, name.box, height)
        above = above_region(name, others, image.size, height, rule_end)
        if above is not None:
            marks = _above_marks(image, above, height, others)
    # A handwritten name comes with a signature (the member wrote the name and signed).
    handwritten = Mark.SIGNATURE in marks and looks_handwritten(image, name, label)
    return RowMarks(marks, handwritten)


def drawn_marks(
    image: Image.Image, name: Cell, stop_left: int | None, start_right: int | None = None
) -> frozenset[Mark]:
    """Marks of a typed name on an image of what was not typed (`ingest.pdf_marks`): from
    the name's left edge, since a signature may be drawn across the name, to `stop_left`; or,
    failing that, on a signature line above the name; or, failing that, a signature on the
    rule between the word printed before the name (ending at `start_right`) and the name.
    Nothing in the image is print, so no long stroke is taken for a rule."""
    if name.box is None:
        return frozenset()
    height = max(name.text_height or name.box.height, 8)
    width, page_height = image.size
    right = width if stop_left is None else max(name.box.right + height, stop_left - height // 2)
    region = Box(
        max(0, name.box.left - height // 2),
        max(0, name.box.top - int(_DRAWN_REACH_ABOVE * height)),
        min(width, right),
        min(page_height, name.box.bottom + int(1.3 * height)),
    )
    # No print and no rules are left: no long stroke is a rule, no sparse block a skewed one.
    unruled = max(width, page_height)
    marks = classify_region(image, region, height, name.box, rule_run=unruled, min_fill=0.0)
    if marks and Mark.SEAL in marks and not _HANGUL_TEXT.search(name.text):
        marks = _dark_seal_is_signed(image, region, height, marks)
    if not marks:
        above = above_region(name, (), image.size, height)
        if above is not None:
            marks = _above_marks(image, above, height, ())
    if not marks and start_right is not None:
        marks = _signature_before(image, name.box, start_right, height)
    return marks


def _signature_before(
    image: Image.Image, name: Box, start_right: int, height: int
) -> frozenset[Mark]:
    """A signature on the rule of a "label ____ name" row: the stretch between the word
    printed before the name and the name. Only a pen's wide stroke counts there: a compact
    mark just right of a printed word is the rim of that word's own seal (a "(인)" of the
    member printed before), not this member's."""
    left, right = start_right + height // 2, name.left - height // 2
    if right - left < _SIGNATURE_MIN_WIDTH * height:
        return frozenset()
    region = Box(
        left,
        max(0, name.top - int(_DRAWN_REACH_ABOVE * height)),
        right,
        min(image.size[1], name.bottom + int(1.3 * height)),
    )
    unruled = max(image.size)
    # A flourish under the signature is parted from its letters by a few blank rows; only
    # the page's own marks are in this image, and the row above lies beyond the region.
    found = classify_region(
        image, region, height, name, rule_run=unruled, min_fill=0.0, band_gap=height // 2
    )
    return found & {Mark.SIGNATURE}


def _above_marks(
    image: Image.Image, region: Box, height: int, printed: tuple[Box, ...]
) -> frozenset[Mark]:
    """Marks on a signature line above the name: a pen's strokes, once the line they sit on
    is erased, may stand as compact as a dark seal; only red ink makes a seal there."""
    # The signature line spans the band; a pen's flat stroke along it is shorter. A line a
    # photo shows aslant is cut into pieces a few pixel rows apart, each still far longer
    # than a stroke.
    share = int(_ABOVE_RULE_SHARE * (region.right - region.left))
    rule_run = max(int(_RULE_RUN * height), min(share, int(_ABOVE_RULE_MAX * height)))
    # A flourish drawn under the signature is parted from its letters by a few blank rows.
    found = classify_region(image, region, height, None, printed, rule_run, band_gap=height // 2)
    if not found:
        return found
    if Mark.SEAL in found and _red_seal_in(image, region, height):
        return found
    return frozenset({Mark.SIGNATURE})


def _dark_seal_is_signed(
    image: Image.Image, region: Box, height: int, marks: frozenset[Mark]
) -> frozenset[Mark]:
    """A member named in Latin letters signs: compact dark ink beside the name is a signature
    (a looped one, or the tail of the one on the line above), never a black seal. Only red
    ink stays a seal."""
    if _red_seal_in(image, region, height):
        return marks
    return (marks - {Mark.SEAL}) | {Mark.SIGNATURE}


def _red_seal_in(image: Image.Image, region: Box, height: int) -> bool:
    """The region holds red ink of a seal's amount (a vermilion pad, whatever its shape)."""
    crop = image.crop((region.left, region.top, region.right, region.bottom))
    return bool(red_ink_mask(crop).sum() >= _RED_MIN_AREA * height * height)


def _inside(box: Box, outer: Box) -> bool:
    return (
        box.left >= outer.left - 2
        and box.right <= outer.right + 2
        and box.top >= outer.top - 2
        and box.bottom <= outer.bottom + 2
    )
