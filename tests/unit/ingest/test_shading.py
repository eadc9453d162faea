"""A shadow across a photographed page is lifted; evenly lit scans are left alone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageChops, ImageDraw

from minesweeper.ingest.shading import flatten_light, unevenly_lit
from minesweeper.samples.layouts import shadowed_photo


def _page() -> Image.Image:
    image = Image.new("RGB", (600, 840), "white")
    draw = ImageDraw.Draw(image)
    for row in range(8):
        draw.rectangle((60, 80 + row * 60, 420, 92 + row * 60), fill=(20, 20, 20))
    draw.ellipse((460, 200, 520, 260), outline=(214, 40, 40), width=6)
    return image


def _shadowed(page: Image.Image) -> Image.Image:
    ramp = Image.linear_gradient("L").resize(page.size).point(lambda v: 255 - v * 6 // 10)
    return ImageChops.multiply(page, Image.merge("RGB", (ramp, ramp, ramp)))


def test_a_shadowed_page_is_found_and_an_even_scan_is_not() -> None:
    page = _page()
    assert not unevenly_lit(page)
    assert unevenly_lit(_shadowed(page))
    assert unevenly_lit(shadowed_photo(page))


def test_flattened_paper_is_white_and_print_stays_dark() -> None:
    flat = np.asarray(flatten_light(_shadowed(_page())).convert("L"))
    bottom_paper = flat[800, 300]  # the darkest corner of the shadow, no print there
    assert bottom_paper >= 235
    assert flat[80 + 7 * 60 + 6, 200] <= 80  # the last printed row, deep in the shadow


def test_seal_ink_keeps_its_red_after_flattening() -> None:
    flat = flatten_light(_shadowed(_page()))
    red, green, blue = flat.getpixel((463, 230))  # type: ignore[misc]
    assert red - max(green, blue) >= 80
