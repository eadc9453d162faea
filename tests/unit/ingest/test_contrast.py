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


def _speckled_text_page(ink: int) -> Image.Image:
    """Thin strokes of print on grey scanner noise: a tenth of the paper's pixels are specks
    a little darker than the paper, as a greyscale JPEG scan of cheap paper shows."""
    generator = np.random.default_rng(7)
    grey = np.full((700, 500), 246, dtype=np.uint8)
    specks = generator.random(grey.shape) < 0.12
    grey[specks] = generator.integers(170, 226, int(specks.sum()))
    image = Image.fromarray(grey).convert("RGB")
    draw = ImageDraw.Draw(image)
    for row in range(5):
        top = 120 + row * 90
        for column in range(12):  # strokes of glyphs, two pixels wide
            left = 60 + column * 30
            draw.rectangle((left, top, left + 1, top + 22), fill=(ink, ink, ink))
            draw.rectangle((left, top + 10, left + 14, top + 11), fill=(ink, ink, ink))
    return image


def test_scanner_noise_is_not_taken_for_faded_ink() -> None:
    # The specks outnumber the strokes' pixels; judged as ink they would be stretched to
    # near-black and bury the print in dots that OCR cannot read through.
    page = _speckled_text_page(ink=100)
    assert stretch_contrast(page) is page


def test_faded_print_under_scanner_noise_is_still_stretched() -> None:
    stretched = np.asarray(stretch_contrast(_speckled_text_page(ink=160)).convert("L"))
    assert stretched.min() <= 40
