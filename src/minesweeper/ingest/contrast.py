"""Faded scans: stretch a page whose darkest ink is still light grey back to full contrast.

A copy of a copy, a toner-starved printer or a scanner set too bright leaves grey print on
grey paper. Tesseract still reads much of it, but a seal stamped in thin ink then differs
from the paper by less than any fixed ink threshold, and vanishes. Stretching the page so
its ink is dark and its paper white again gives later stages the contrast they assume.
Pages with normal contrast are left unchanged.

The levels are read through a 3x3 median: a greyscale scan of cheap paper is strewn with
specks a little darker than the paper, often more of them than there are pixels of print,
and taken for the ink they set a "faded" level that the stretch then blackens into dots
all over the page. The median removes lone specks and keeps the body of every stroke.

The levels are measured once per page (on a small rendering) and applied as a lookup table
at any resolution: measuring a 300 dpi page costs more than reading it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageFilter

_INK_PERCENTILE = 10.0  # of the marked pixels: the body of the strokes, not their rims
_MARK_DROP = 20  # darker than the paper by this much (0-255): print, rims or specks
_MIN_MARKED_SHARE = 0.0005  # fewer marked pixels than this share: a blank page
_PAPER_PERCENTILE = 90.0  # most of a page is paper
_FULL_RANGE = 130  # ink-to-paper range (0-255) from which print reads as print: no stretching
_BLANK_RANGE = 40  # below this range there is no print to bring out, only noise
_SPECK_FILTER = 3  # median window (pixels): wider than a speck, narrower than a stroke's body


@dataclass(frozen=True, slots=True)
class Levels:
    """Grey levels of a faded page's ink and paper."""

    ink: float
    paper: float


def faded_levels(image: Image.Image) -> Levels | None:
    """The page's ink and paper levels when its contrast is low; None when it is normal
    (or the page is blank, with no print to bring out)."""
    strokes = image.convert("L").filter(ImageFilter.MedianFilter(_SPECK_FILTER))
    gray = np.asarray(strokes, dtype=np.float32)
    if gray.size == 0:
        return None
    paper = float(np.percentile(gray, _PAPER_PERCENTILE))
    # Ink is judged among the pixels darker than the paper, not over the whole page: a page
    # with a few lines of print has too little ink for any page-wide percentile to see.
    marked = gray[gray < paper - _MARK_DROP]
    if marked.size < _MIN_MARKED_SHARE * gray.size:
        return None  # blank: no print to bring out, only noise
    ink = float(np.percentile(marked, _INK_PERCENTILE))
    spread = paper - ink
    if spread >= _FULL_RANGE or spread < _BLANK_RANGE:
        return None
    return Levels(ink, paper)


def stretch(image: Image.Image, levels: Levels | None) -> Image.Image:
    """Ink mapped to black and paper to white, one map for all channels (so red seal ink
    keeps its hue); the image itself when there is nothing to stretch."""
    if levels is None:
        return image
    scale = 255.0 / (levels.paper - levels.ink)
    table = [min(255, max(0, round((value - levels.ink) * scale))) for value in range(256)]
    return image.convert("RGB").point(table * 3)


def stretch_contrast(image: Image.Image) -> Image.Image:
    """Measure and stretch in one step (a single image, at one resolution)."""
    return stretch(image, faded_levels(image))
