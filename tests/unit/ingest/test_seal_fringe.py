"""Seal removal before OCR takes the seal's tinted edge too, and leaves black print alone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from minesweeper.ingest.ocr import remove_red_ink


def _stamped() -> Image.Image:
    image = Image.new("RGB", (240, 120), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((20, 50, 80, 56), fill="black")  # a printed stroke away from the seal
    draw.ellipse((120, 20, 200, 100), outline=(170, 25, 60), width=8)  # a dark red seal
    return image.filter(ImageFilter.GaussianBlur(1.5))  # scanner blur smears its edge


def test_dark_seal_edge_is_removed_with_the_ink() -> None:
    cleaned, ratio = remove_red_ink(_stamped())
    pixels = np.asarray(cleaned).astype(int)
    tint = pixels[..., 0] - np.maximum(pixels[..., 1], pixels[..., 2])
    assert ratio > 0
    assert int((tint[:, 110:] >= 20).sum()) == 0  # no reddish ring left for OCR to misread


def test_black_print_is_kept() -> None:
    cleaned, _ = remove_red_ink(_stamped())
    gray = np.asarray(cleaned.convert("L"))
    assert gray[53, 50] < 60  # the printed stroke is still there
