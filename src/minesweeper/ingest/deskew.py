"""Straighten scanned pages before anyone reads them: turn them upright, then level them.

Flatbed scans and photos come a degree or two askew. Tesseract copes with a small skew, but
everything that reasons about page geometry afterwards does not: a ruled table's borders
become slanted strokes that join a seal to the grid, long rules no longer run along one
pixel row, and a row's seal drifts away from its name. So each page without a text layer is
rotated upright once, and OCR, seal detection and the page viewer all see the same upright
image (the OCR word boxes refer to it).

The angle is found on a small rendering: the rotation that makes the rows of ink sharpest
(the largest variance of the horizontal ink profile), searched coarse then fine.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass

import numpy as np
from PIL import Image

from minesweeper.ingest.contrast import Levels, faded_levels, stretch
from minesweeper.ingest.shading import flatten_light, unevenly_lit
from minesweeper.ingest.specks import despeckled, speckled

Renderer = Callable[[int, int], Image.Image]
# (page number, its image at ORIENT_DPI) -> degrees to turn the page clockwise
Orienter = Callable[[int, Image.Image], int]

_ESTIMATE_DPI = 60  # text lines stay distinct rows of ink at this resolution
ORIENT_DPI = 150  # orientation detection needs letters it can read, not just rows of ink
_MAX_DEG = 4.0  # scans and photos held roughly straight; beyond this is a layout, not skew
_COARSE_STEP_DEG = 0.5
_FINE_STEP_DEG = 0.1
_MIN_CORRECTION_DEG = 0.3  # below this the page is straight enough; leave it untouched
_INK_DROP = 60  # how much darker than the paper (0-255) a pixel must be to count as ink
_MIN_INK_SHARE = 0.002  # an (almost) blank page has no lines to align


def _profile_score(ink: Image.Image, angle: float) -> float:
    rotated = np.asarray(ink.rotate(angle, resample=Image.Resampling.NEAREST), dtype=np.float32)
    return float(np.var(rotated.sum(axis=1)))


def skew_correction(image: Image.Image) -> float:
    """Degrees to rotate `image` (counter-clockwise, as PIL does) to make its text level;
    0.0 when the page is straight, blank, or no angle within the search range is better."""
    gray = np.asarray(image.convert("L"), dtype=np.int16)
    if gray.size == 0:
        return 0.0
    paper = float(np.percentile(gray, 90))
    mask = gray < paper - _INK_DROP
    if mask.mean() < _MIN_INK_SHARE:
        return 0.0
    ink = Image.fromarray((mask * 255).astype(np.uint8))
    coarse = np.arange(-_MAX_DEG, _MAX_DEG + 1e-9, _COARSE_STEP_DEG)
    best = max(coarse, key=lambda angle: _profile_score(ink, float(angle)))
    fine = np.arange(best - _COARSE_STEP_DEG, best + _COARSE_STEP_DEG + 1e-9, _FINE_STEP_DEG)
    scores = {round(float(a), 2): _profile_score(ink, float(a)) for a in fine}
    angle = max(scores, key=lambda a: (scores[a], -abs(a)))
    if abs(angle) < _MIN_CORRECTION_DEG or scores[angle] <= _profile_score(ink, 0.0):
        return 0.0
    return angle


def deskewing(render: Renderer, pages: Collection[int], orient: Orienter | None = None) -> Renderer:
    """A renderer that returns the given pages upright (others as rendered). A page is first
    turned by quarter turns when `orient` (orientation detection) says it lies sideways or
    upside down, a shadow across a photographed page is lifted, scanner speckle is removed
    (`specks`), faded print is brought back to full contrast, then the page is levelled;
    turn and angle are found once per page, on small renderings, and applied at every
    resolution."""
    fixes: dict[int, _Fix] = {}
    lock = threading.Lock()
    wanted = frozenset(pages)

    def fix_of(page_number: int) -> _Fix:
        with lock:
            if page_number in fixes:
                return fixes[page_number]
        sample = render(page_number, ORIENT_DPI)
        shaded = unevenly_lit(sample)
        dotted = speckled(sample)
        if dotted:
            sample = despeckled(sample)
        # Orientation is asked of the page as photographed first: flattening a photo's light
        # can wash out the letters orientation detection reads; the flattened page is the
        # second try.
        turn = orient(page_number, sample) if orient is not None else 0
        if shaded:
            sample = flatten_light(sample)
            if orient is not None and turn == 0:
                turn = orient(page_number, sample)
        levels = faded_levels(sample)
        small = render(page_number, _ESTIMATE_DPI)
        small = stretch(_turned(flatten_light(small) if shaded else small, turn), levels)
        fix = _Fix(turn, shaded, dotted, levels, skew_correction(small))
        with lock:
            fixes[page_number] = fix
        return fix

    def upright(page_number: int, dpi: int) -> Image.Image:
        image = render(page_number, dpi)
        if page_number not in wanted:
            return image
        fix = fix_of(page_number)
        if fix.shaded:
            image = flatten_light(image)
        if fix.speckled:
            image = despeckled(image)
        image = stretch(_turned(image, fix.turn), fix.levels)
        if not fix.angle:
            return image
        rgb = image.convert("RGB")
        return rgb.rotate(fix.angle, resample=Image.Resampling.BICUBIC, fillcolor=_edge_colour(rgb))

    return upright


@dataclass(frozen=True, slots=True)
class _Fix:
    """What a page needs: quarter turns clockwise, shadow removal, speckle removal,
    contrast levels, levelling angle."""

    turn: int
    shaded: bool
    speckled: bool
    levels: Levels | None
    angle: float


def _edge_colour(rgb: Image.Image) -> tuple[int, int, int]:
    """The colour the page's edges mostly have (paper, or a photo's desk), for the corners a
    rotation turns in: one corner pixel may be a scanner speck, and a black wedge along the
    page then reads as a rule or a mark."""
    pixels = np.asarray(rgb)
    edges = np.concatenate([pixels[0], pixels[-1], pixels[:, 0], pixels[:, -1]])
    red, green, blue = (int(value) for value in np.median(edges, axis=0))
    return red, green, blue


def _turned(image: Image.Image, clockwise_deg: int) -> Image.Image:
    if not clockwise_deg:
        return image
    return image.rotate(-clockwise_deg, expand=True)  # PIL turns counter-clockwise
