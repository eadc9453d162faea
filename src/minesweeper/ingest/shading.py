"""Photographed pages: take out the shadow of a lamp, a hand or the phone itself.

A page photographed on a desk is lit unevenly: one corner is a grey or brown half-tone of
the other. Tesseract binarizes with one threshold per region and loses whole lines where the
paper turns as dark as thin print; seal and signature detection compare ink with paper and
are misled the same way. Dividing the page by an estimate of its own paper brightness (the
page with its ink lifted out and smoothed) makes the paper evenly white again while print,
seal ink and pen strokes keep their colour relative to the paper around them.

Pages lit evenly, as every flatbed scan is, are left untouched.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

_SAMPLE_SIDE = 200  # the paper is estimated on a rendering about this many pixels across
_LIFT_WINDOW = 11  # pixels of that rendering: wider than a stroke or a seal, narrower than a shadow
_SMOOTH = 6.0  # blur radius (same pixels): light changes slowly across a page
_UNEVEN = 30  # grey levels between the darkest and brightest paper that count as a shadow
_PAPER_LOW, _PAPER_HIGH = 5.0, 95.0  # percentiles of the paper estimate that are compared


def _paper(image: Image.Image) -> Image.Image:
    """The page's paper brightness, per channel, at a small size."""
    rgb = image.convert("RGB")
    step = max(1, round(min(rgb.size) / _SAMPLE_SIDE))
    small = rgb.resize(
        (max(1, rgb.width // step), max(1, rgb.height // step)), Image.Resampling.BOX
    )
    # The brightest pixel nearby is paper: ink is darker than the paper it is printed on.
    return small.filter(ImageFilter.MaxFilter(_LIFT_WINDOW)).filter(
        ImageFilter.GaussianBlur(_SMOOTH)
    )


def unevenly_lit(image: Image.Image) -> bool:
    """True when the paper is much darker in one part of the page than in another."""
    gray = np.asarray(_paper(image).convert("L"), dtype=np.float32)
    if gray.size == 0:
        return False
    low, high = np.percentile(gray, [_PAPER_LOW, _PAPER_HIGH])
    return bool(high - low >= _UNEVEN)


def flatten_light(image: Image.Image) -> Image.Image:
    """The page divided by its paper brightness: paper white everywhere, ink as dark
    relative to its surroundings as it was."""
    rgb = image.convert("RGB")
    paper = _paper(rgb).resize(rgb.size, Image.Resampling.BILINEAR)
    pixels = np.asarray(rgb, dtype=np.float32)
    light = np.maximum(np.asarray(paper, dtype=np.float32), 1.0)
    flat = np.clip(pixels / light * 255.0, 0, 255).astype(np.uint8)
    return Image.fromarray(flat)
