"""Faded scans are stretched back to full contrast; normal and blank pages are left alone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from minesweeper.ingest.contrast import stretch_contrast


def _page(ink: int, paper: int, seal: tuple[int, int, int] | None = None) -> Image.Image:
    image = Image.new("RGB", (400, 300), (paper, paper, paper))
    draw = ImageDraw.Draw(image)
    for row in range(6):
        draw.rectangle((40, 30 + row * 40, 300, 42 + row * 40), fill=(ink, ink, ink))
    if seal is not None:
        draw.ellipse((320, 100, 380, 160), outline=seal, width=6)
    return image


def test_faded_print_becomes_black_on_white() -> None:
    stretched = np.asarray(stretch_contrast(_page(ink=150, paper=245)).convert("L"))
    assert stretched.min() <= 5
    assert np.percentile(stretched, 90) >= 250


def test_faded_seal_keeps_its_red() -> None:
    stretched = stretch_contrast(_page(ink=150, paper=245, seal=(235, 170, 170)))
    red, green, blue = stretched.getpixel((323, 130))  # type: ignore[misc]
    assert red - max(green, blue) >= 100


def test_normal_and_blank_pages_are_unchanged() -> None:
    normal = _page(ink=20, paper=250)
    blank = Image.new("RGB", (200, 200), "white")
    assert stretch_contrast(normal) is normal
    assert stretch_contrast(blank) is blank


def test_a_page_with_little_black_print_is_not_taken_for_faded() -> None:
    sparse = Image.new("RGB", (1000, 1400), "white")
    ImageDraw.Draw(sparse).rectangle((100, 100, 400, 108), fill="black")  # one short line
    assert stretch_contrast(sparse) is sparse
