"""Scanner speckle: lone dark dots strewn over the paper of a noisy scan, removed before OCR.

A greyscale JPEG scan of cheap or recycled paper, a 1-bit scan thresholded too dark, or a
scan of a photocopy sprinkles the page with dots a little darker than the paper: often a
tenth of all pixels, more than there are pixels of print. Tesseract's binarisation keeps
them, its layout analysis then sees a page of noise, and the names of an approval page come
out as a few garbled syllables or nothing at all.

A dot is a pixel that a 3x3 median removes while the body of every stroke survives it. A
page is speckled when such dots are a noticeable share of the page (clean scans and renders,
where the median only trims the corners of strokes, stay well below it), and a speckled page
is read through that median at every resolution. Clean pages are left untouched.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

_WINDOW = 3  # median window (pixels): wider than a speck, narrower than a stroke's body
_PAPER_PERCENTILE = 90.0  # most of a page is paper
_MARK_DROP = 20  # darker than the paper by this much (0-255): print, rims or specks
_SPECKLED_SHARE = 0.02  # share of the page's pixels that are lone dots on a speckled page


def despeckled(image: Image.Image) -> Image.Image:
    """The image through the median (each channel, so red seal ink keeps its hue)."""
    return image.filter(ImageFilter.MedianFilter(_WINDOW))


def speckled(image: Image.Image) -> bool:
    """Whether lone dots cover a noticeable share of the page (see the module note)."""
    grey = image.convert("L")
    pixels = np.asarray(grey, dtype=np.float32)
    if pixels.size == 0:
        return False
    threshold = float(np.percentile(pixels, _PAPER_PERCENTILE)) - _MARK_DROP
    filtered = np.asarray(despeckled(grey), dtype=np.float32)
    dots = (pixels < threshold) & (filtered >= threshold)
    return float(dots.mean()) >= _SPECKLED_SHARE
