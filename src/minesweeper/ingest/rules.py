"""Printed rules out of the OCR input: table borders, signature lines, underlines.

Tesseract reads a table's vertical borders as letters ("|", "ᅵ", "l") glued to the names
beside them, and a signature line under a name as "_" runs. A rule is a thin run of ink far
longer than any stroke of a letter (0.6 inch; the widest stroke of a title glyph is under
half that), so such runs are whitened before OCR. Thick dark areas (a photo's shadow, a
filled cell) are not thin and stay. Only the OCR input changes: marks are judged on the page
image itself.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

_INK_LEVEL = 128  # grey level below which a pixel is ink (the page is already normalised)
_RULE_INCHES = 0.6  # a run of ink at least this long is a rule, not a letter's stroke
_RULE_THICK_INCHES = 0.035  # a rule is at most this thick (about 10 px at 300 dpi)
_MIN_RULE_PX = 40
_RIM_PX = 2  # pixels around a rule that belong to its blurred edge


def _runs_at_least(mask: np.ndarray, length: int) -> np.ndarray:
    """Pixels of `mask` that lie in a run of at least `length` along axis 1."""
    height, width = mask.shape
    if length > width:
        return np.zeros_like(mask)
    counts = np.zeros((height, width + 1), dtype=np.int32)
    np.cumsum(mask, axis=1, out=counts[:, 1:])
    full = (counts[:, length:] - counts[:, :-length]) == length  # window starting at i is ink
    starts = np.zeros((height, full.shape[1] + 1), dtype=np.int32)
    np.cumsum(full, axis=1, out=starts[:, 1:])
    columns = np.arange(width)
    high = np.minimum(columns + 1, full.shape[1])  # windows starting at most at j
    low = np.maximum(columns - length + 1, 0)  # and at least at j - length + 1
    covered: np.ndarray = (starts[:, high] - starts[:, low]) > 0
    kept: np.ndarray = covered & mask
    return kept


def _thin_rules(ink: np.ndarray, length: int, thickness: int) -> np.ndarray:
    """Horizontal rules: long runs along axis 1 that are thin across it."""
    # A one-pixel gap (scan noise, JPEG blocks) does not break a rule, nor does the step of a
    # slightly skewed rule from one pixel row to the next: runs are taken over three rows.
    closed = ink.copy()
    closed[1:, :] |= ink[:-1, :]
    closed[:-1, :] |= ink[1:, :]
    closed[:, 1:-1] |= closed[:, :-2] & closed[:, 2:]
    long = _runs_at_least(closed, length)
    thick = _runs_at_least(long.T, thickness + 3).T
    rules: np.ndarray = long & ~thick & ink
    return rules


def erase_rules(image: Image.Image, dpi: int) -> Image.Image:
    """The page in grey with its horizontal and vertical printed rules turned to paper."""
    gray = image.convert("L")
    pixels = np.asarray(gray)
    ink = pixels < _INK_LEVEL
    length = max(_MIN_RULE_PX, round(_RULE_INCHES * dpi))
    thickness = max(3, round(_RULE_THICK_INCHES * dpi))
    rules = _thin_rules(ink, length, thickness) | _thin_rules(ink.T, length, thickness).T
    if not rules.any():
        return gray
    cleaned = pixels.copy()
    # The rule's grey rim (anti-aliasing, scan blur) goes with it.
    grown = rules.copy()
    for _ in range(_RIM_PX):
        step = grown.copy()
        step[1:, :] |= grown[:-1, :]
        step[:-1, :] |= grown[1:, :]
        step[:, 1:] |= grown[:, :-1]
        step[:, :-1] |= grown[:, 1:]
        grown = step
    paper = int(np.percentile(pixels, 50))
    cleaned[grown & (pixels < paper)] = paper
    return Image.fromarray(cleaned)
