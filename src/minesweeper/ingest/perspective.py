"""Phone photos of a page: find the sheet against the desk and flatten it to a rectangle.

A page photographed at an angle is a trapezoid inside a darker background (a desk, a hand,
a lap). Its far side is smaller than its near side, so the names printed there come out in
letters too small and too slanted for Tesseract, and the desk around the sheet confuses
every later step that assumes the image is paper (light flattening turns the desk white,
deskewing levels the desk's edge, seal detection reads its grain). Mapping the sheet's four
corners back onto a rectangle undoes both at once.

The corners are found on a small grey rendering: the bright pixels (Otsu's threshold), the
largest connected bright region (the sheet), its outermost pixels per row and column, and a
straight line fitted to each of the four sides between the extreme points of x+y and x-y.
A page is only warped when that region really is a quadrilateral with darker surroundings
and is not already an upright rectangle: a flatbed scan (no sheet edge inside the image) or
a photo taken straight from above is returned as it is.

The corners are found once per page and applied at every resolution, in colour: seal and
signature ink keep their hue, and OCR, seal detection and the page viewer all see the same
flattened page (the OCR word boxes refer to it).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageFilter

from minesweeper.ingest.shading import flatten_light

Renderer = Callable[[int, int], Image.Image]
# Four (x, y) corners: top-left, top-right, bottom-right, bottom-left.
Quad = tuple[tuple[float, float], ...]

_SAMPLE_DPI = 40  # the sheet's outline, not its print, is what is looked for
_SAMPLE_SIDE = 320  # pixels along the sample's long side (larger renderings are shrunk)
_CLOSE_PX = 5  # closing window (sample pixels): joins paper across lines of print
_MIN_CONTRAST = 40  # grey levels (0-255) between the paper and what surrounds it
_MIN_PAGE_SHARE = 0.2  # the sheet covers at least this share of the photo
_MIN_OUTSIDE_SHARE = 0.03  # and leaves at least this share to the background
_MIN_FILL, _MAX_FILL = 0.93, 1.05  # the region's area / the fitted quadrilateral's area
_MIN_CORNER_DEG, _MAX_CORNER_DEG = 55.0, 125.0  # a sheet seen at an angle, not a sliver
_UPRIGHT_TOLERANCE = 0.012  # corners this close (share of the long side) to an upright
# rectangle's: the sheet already lies straight; deskewing handles what little is left
_SIDE_TRIM = 0.15  # share of each side left out of its line fit near the corners (rounded
# by blur and the downscaling; a dog-eared or held corner lies off the line)
_OUTLIER_PX = 1.5  # sample pixels off a side's first fitted line that are left out of the second
_INSET = 0.012  # share of the sheet cut off at each edge, so no rim of desk is left (the
# outline is fitted on a small rendering: a pixel there is 0.3 % of the long side)
_BACKGROUND_RGB = (255, 255, 255)  # beyond the sheet (never sampled unless the fit is off)


@dataclass(frozen=True, slots=True)
class Sheet:
    """Where the page lies in the photo: its corners as shares of the image's width and
    height (top-left, top-right, bottom-right, bottom-left), and the flattened page's
    width / height."""

    corners: Quad
    aspect: float


def find_sheet(image: Image.Image) -> Sheet | None:
    """The page's outline when `image` is a photo of a sheet seen at an angle; None for a
    scan, a born-digital page, a photo taken square from above, or anything unclear."""
    grey = image.convert("L")
    scale = _SAMPLE_SIDE / max(grey.size)
    if scale < 1:
        size = (max(1, round(grey.width * scale)), max(1, round(grey.height * scale)))
        grey = grey.resize(size, Image.Resampling.BOX)
    if min(grey.size) < 16:
        return None
    pixels = np.asarray(grey, dtype=np.uint8)
    threshold = _otsu(pixels)
    if threshold is None:
        return None
    bright = Image.fromarray(((pixels > threshold) * 255).astype(np.uint8))
    closed = bright.filter(ImageFilter.MaxFilter(_CLOSE_PX)).filter(
        ImageFilter.MinFilter(_CLOSE_PX)
    )
    region = _largest_region(np.asarray(closed) > 0)
    if region is None:
        return None
    height, width = region.shape
    spans = _row_spans(region)
    area = float(sum(right - left + 1 for _, left, right in spans))
    if not _MIN_PAGE_SHARE <= area / (width * height) <= 1 - _MIN_OUTSIDE_SHARE:
        return None
    quad = _fit_quad(region)
    if quad is None or not _plausible(quad, area):
        return None
    if _upright(quad, max(width, height)):
        return None
    if not _contrasted(pixels, region):
        return None
    return Sheet(
        # Pixel centres: a pixel's index is its left (top) edge.
        tuple(((x + 0.5) / width, (y + 0.5) / height) for x, y in _inset(quad)),
        _aspect(quad),
    )


def flatten_sheet(image: Image.Image, sheet: Sheet) -> Image.Image:
    """The sheet warped to an upright rectangle, in colour, as large as the photo's long
    side (the photo was taken of the page, so the page is what the resolution was for)."""
    rgb = image.convert("RGB")
    width, height = rgb.size
    corners = [(x * width, y * height) for x, y in sheet.corners]
    long_side = max(width, height)
    if sheet.aspect >= 1:
        size = (long_side, max(1, round(long_side / sheet.aspect)))
    else:
        size = (max(1, round(long_side * sheet.aspect)), long_side)
    target = [
        (0.0, 0.0),
        (float(size[0]), 0.0),
        (float(size[0]), float(size[1])),
        (0.0, float(size[1])),
    ]
    coefficients = perspective_coefficients(target, corners)
    return rgb.transform(
        size,
        Image.Transform.PERSPECTIVE,
        coefficients,
        Image.Resampling.BICUBIC,
        fillcolor=_BACKGROUND_RGB,
    )


def perspective_coefficients(
    target: list[tuple[float, float]], source: list[tuple[float, float]]
) -> tuple[float, ...]:
    """The 8 coefficients Pillow's PERSPECTIVE transform takes: for each output pixel (x, y)
    the input pixel ((ax + by + c) / (gx + hy + 1), (dx + ey + f) / (gx + hy + 1)), solved so
    that each `target` corner is taken from the `source` corner of the same index."""
    rows: list[list[float]] = []
    values: list[float] = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y])
        rows.append([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y])
        values.extend((u, v))
    solution = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(values, dtype=np.float64))
    return tuple(float(value) for value in solution)


def flattening(render: Renderer, pages: Collection[int]) -> Renderer:
    """A renderer that returns the given pages with a photographed sheet flattened (others,
    and pages that are not such photos, exactly as rendered). The outline is found once per
    page, on a small rendering, and applied at every resolution."""
    sheets: dict[int, Sheet | None] = {}
    lock = threading.Lock()
    wanted = frozenset(pages)

    def sheet_of(page_number: int) -> Sheet | None:
        with lock:
            if page_number in sheets:
                return sheets[page_number]
        sheet = find_sheet(render(page_number, _SAMPLE_DPI))
        with lock:
            sheets[page_number] = sheet
        return sheet

    def flat(page_number: int, dpi: int) -> Image.Image:
        image = render(page_number, dpi)
        if page_number not in wanted:
            return image
        sheet = sheet_of(page_number)
        if sheet is None:
            return image
        # A photo is never lit evenly: light falls off across the sheet even where no shadow
        # is deep enough to be found as one, and without the desk around it the page no
        # longer looks unevenly lit; left in, that ramp reads as faded print to the contrast
        # stretch, which then turns the paper into bands. The light is evened out here.
        return flatten_light(flatten_sheet(image, sheet))

    return flat


def _otsu(pixels: np.ndarray) -> float | None:
    """The grey level that best splits the pixels into two classes; None for a flat image."""
    counts = np.bincount(pixels.ravel(), minlength=256).astype(np.float64)
    total = counts.sum()
    levels = np.arange(256, dtype=np.float64)
    weight = np.cumsum(counts)
    mass = np.cumsum(counts * levels)
    below, above = weight[:-1], total - weight[:-1]
    valid = (below > 0) & (above > 0)
    if not valid.any():
        return None
    mean_below = np.where(valid, mass[:-1] / np.maximum(below, 1), 0)
    mean_above = np.where(valid, (mass[-1] - mass[:-1]) / np.maximum(above, 1), 0)
    between = np.where(valid, below * above * (mean_below - mean_above) ** 2, -1)
    return float(np.argmax(between))


def _runs(row: np.ndarray) -> list[tuple[int, int]]:
    """(start, end inclusive) of each run of True in a boolean row."""
    padded = np.concatenate(([False], row, [False])).astype(np.int8)
    edges = np.flatnonzero(np.diff(padded))
    return [(int(edges[i]), int(edges[i + 1]) - 1) for i in range(0, len(edges), 2)]


def _largest_region(mask: np.ndarray) -> np.ndarray | None:
    """The largest 8-connected region of `mask`, found run by run (a union-find over the
    runs of each row, so the work grows with the number of runs, not of pixels)."""
    runs: list[tuple[int, int, int]] = []  # (row, start, end)
    parent: list[int] = []

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    previous: list[int] = []
    for y in range(mask.shape[0]):
        current = []
        first = 0  # runs of both rows are in order: the previous row is walked once
        for start, end in _runs(mask[y]):
            index = len(runs)
            runs.append((y, start, end))
            parent.append(index)
            current.append(index)
            while first < len(previous) and runs[previous[first]][2] + 1 < start:
                first += 1
            other = first
            while other < len(previous) and runs[previous[other]][1] <= end + 1:
                parent[root(index)] = root(previous[other])
                other += 1
        previous = current
    if not runs:
        return None
    areas: dict[int, int] = {}
    for index, (_, start, end) in enumerate(runs):
        key = root(index)
        areas[key] = areas.get(key, 0) + end - start + 1
    biggest = max(areas, key=lambda key: areas[key])
    region = np.zeros(mask.shape, dtype=bool)
    for index, (y, start, end) in enumerate(runs):
        if root(index) == biggest:
            region[y, start : end + 1] = True
    return region


def _row_spans(region: np.ndarray) -> list[tuple[int, int, int]]:
    """(row, leftmost, rightmost) for each row the region reaches."""
    rows = np.flatnonzero(region.any(axis=1))
    left = region.argmax(axis=1)
    right = region.shape[1] - 1 - region[:, ::-1].argmax(axis=1)
    return [(int(y), int(left[y]), int(right[y])) for y in rows]


def _fit_quad(region: np.ndarray) -> Quad | None:
    """Corners where straight lines fitted to the region's four sides meet."""
    ys, xs = np.nonzero(region)
    corners = [
        (xs[i], ys[i])
        for i in (
            np.argmin(xs + ys),  # top-left
            np.argmax(xs - ys),  # top-right
            np.argmax(xs + ys),  # bottom-right
            np.argmin(xs - ys),  # bottom-left
        )
    ]
    rows = np.flatnonzero(region.any(axis=1))
    cols = np.flatnonzero(region.any(axis=0))
    left_x = region.argmax(axis=1)
    right_x = region.shape[1] - 1 - region[:, ::-1].argmax(axis=1)
    top_y = region.argmax(axis=0)
    bottom_y = region.shape[0] - 1 - region[::-1, :].argmax(axis=0)
    (tlx, tly), (trx, try_), (brx, bry), (blx, bly) = corners
    # Each side as a line: x = a*y + b for the left and right sides, y = a*x + b for the top
    # and bottom, fitted on the outermost pixels between the side's two corners.
    lines = [
        _side(cols, top_y, tlx, trx),
        _side(rows, right_x, try_, bry),
        _side(cols, bottom_y, blx, brx),
        _side(rows, left_x, tly, bly),
    ]
    if any(line is None for line in lines):
        return None
    top, right, bottom, left = (line for line in lines if line is not None)
    return (
        _meet(top, left),
        _meet(top, right),
        _meet(bottom, right),
        _meet(bottom, left),
    )


def _side(
    positions: np.ndarray, outer: np.ndarray, start: float, end: float
) -> tuple[float, float] | None:
    """A line fitted to the outermost pixels of one side: (slope, intercept)."""
    low, high = sorted((float(start), float(end)))
    trim = (high - low) * _SIDE_TRIM
    chosen = positions[(positions >= low + trim) & (positions <= high - trim)]
    if chosen.size < 4:
        return None
    along = chosen.astype(np.float64)
    across = outer[chosen].astype(np.float64)
    slope, intercept = np.polyfit(along, across, 1)
    # Once more without the pixels far off that line: a thumb on the edge, a notch of shadow.
    residual = np.abs(across - (slope * along + intercept))
    close = residual <= max(_OUTLIER_PX, 2.0 * float(np.median(residual)))
    if np.count_nonzero(close) >= 4:
        slope, intercept = np.polyfit(along[close], across[close], 1)
    return float(slope), float(intercept)


def _meet(horizontal: tuple[float, float], vertical: tuple[float, float]) -> tuple[float, float]:
    """Where y = a*x + b (a horizontal side) meets x = c*y + d (a vertical side)."""
    a, b = horizontal
    c, d = vertical
    y = (a * d + b) / (1 - a * c)
    return c * y + d, y


def _area(quad: Quad) -> float:
    xs = [x for x, _ in quad]
    ys = [y for _, y in quad]
    return 0.5 * abs(sum(xs[i] * ys[i - 1] - xs[i - 1] * ys[i] for i in range(4)))


def _plausible(quad: Quad, region_area: float) -> bool:
    """A convex quadrilateral with corners a tilted sheet can have, that explains the
    region (a blob, a hand over the page or two sheets side by side do not)."""
    area = _area(quad)
    if area <= 0 or not _MIN_FILL <= region_area / area <= _MAX_FILL:
        return False
    points = np.array(quad, dtype=np.float64)
    for index in range(4):
        before = points[index - 1] - points[index]
        after = points[(index + 1) % 4] - points[index]
        norms = np.linalg.norm(before) * np.linalg.norm(after)
        if norms == 0:
            return False
        angle = np.degrees(np.arccos(np.clip(np.dot(before, after) / norms, -1, 1)))
        if not _MIN_CORNER_DEG <= angle <= _MAX_CORNER_DEG:
            return False
    return True


def _upright(quad: Quad, long_side: int) -> bool:
    """The corners lie on an upright rectangle (within the tolerance)."""
    (tlx, tly), (trx, try_), (brx, bry), (blx, bly) = quad
    tolerance = _UPRIGHT_TOLERANCE * long_side
    return (
        abs(tlx - blx) <= tolerance
        and abs(trx - brx) <= tolerance
        and abs(tly - try_) <= tolerance
        and abs(bly - bry) <= tolerance
    )


def _contrasted(pixels: np.ndarray, region: np.ndarray) -> bool:
    """The sheet is clearly brighter than what surrounds it: a desk, not a grey margin."""
    filled = np.zeros_like(region)
    for y, left, right in _row_spans(region):
        filled[y, left : right + 1] = True
    inside, outside = pixels[filled], pixels[~filled]
    if outside.size == 0:
        return False
    return float(np.median(inside)) - float(np.median(outside)) >= _MIN_CONTRAST


def _inset(quad: Quad) -> Quad:
    cx = sum(x for x, _ in quad) / 4
    cy = sum(y for _, y in quad) / 4
    keep = 1 - 2 * _INSET
    return tuple((cx + (x - cx) * keep, cy + (y - cy) * keep) for x, y in quad)


def _aspect(quad: Quad) -> float:
    """Width / height of the flattened sheet: the longer of each pair of opposite sides
    (the side nearer the camera is the one seen at full size)."""
    points = np.array(quad, dtype=np.float64)
    top = float(np.linalg.norm(points[1] - points[0]))
    bottom = float(np.linalg.norm(points[2] - points[3]))
    left = float(np.linalg.norm(points[3] - points[0]))
    right = float(np.linalg.norm(points[2] - points[1]))
    return max(top, bottom) / max(left, right, 1e-9)
