"""Scanner speckle is found on noisy scans and removed; clean pages are left alone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from minesweeper.ingest.deskew import deskewing
from minesweeper.ingest.specks import speckled


def _page(specks: float, seed: int = 3) -> Image.Image:
    """Strokes of print (three pixels wide) on paper with the given share of grey dots."""
    generator = np.random.default_rng(seed)
    grey = np.full((600, 450), 244, dtype=np.uint8)
    dots = generator.random(grey.shape) < specks
    grey[dots] = generator.integers(150, 222, int(dots.sum()))
    image = Image.fromarray(grey).convert("RGB")
    draw = ImageDraw.Draw(image)
    for row in range(6):
        top = 80 + row * 80
        for column in range(10):
            left = 50 + column * 34
            draw.rectangle((left, top, left + 2, top + 24), fill=(40, 40, 40))
            draw.rectangle((left, top + 11, left + 18, top + 13), fill=(40, 40, 40))
    draw.rectangle((380, 60, 420, 100), outline=(200, 30, 30), width=4)  # a square seal
    return image


def test_a_page_strewn_with_dots_is_speckled() -> None:
    assert speckled(_page(specks=0.1))


def test_clean_print_is_not_speckled() -> None:
    assert not speckled(_page(specks=0.0))
    assert not speckled(_page(specks=0.003))
    assert not speckled(Image.new("RGB", (300, 300), "white"))


def test_renderer_reads_a_speckled_scan_without_its_dots_but_with_its_print() -> None:
    noisy = _page(specks=0.1)

    def render(page: int, dpi: int) -> Image.Image:
        return noisy

    upright = np.asarray(deskewing(render, [1])(1, 150))
    paper = upright[300:380, 20:45]  # left margin: paper only
    assert (paper.min(axis=2) < 200).mean() < 0.005
    assert upright[90, 51].max() < 100  # a stroke's body is still ink
    red, green, blue = upright[62, 400]
    assert red - max(green, blue) >= 100  # the seal keeps its red


def test_renderer_leaves_a_clean_scan_as_rendered() -> None:
    clean = _page(specks=0.0)

    def render(page: int, dpi: int) -> Image.Image:
        return clean

    assert deskewing(render, [1])(1, 150) is clean
