"""Scanned pages are straightened before OCR and seal detection read them."""

from __future__ import annotations

from PIL import Image, ImageDraw

from minesweeper.ingest.deskew import deskewing, skew_correction


def _page(angle: float = 0.0) -> Image.Image:
    """Lines of 'text' (dark bars of uneven length) on white, rotated by `angle` degrees."""
    image = Image.new("RGB", (500, 700), "white")
    draw = ImageDraw.Draw(image)
    for row in range(14):
        top = 60 + row * 40
        draw.rectangle((60, top, 380 + (row * 37) % 60, top + 12), fill="black")
    return image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor="white")


def test_a_skewed_scan_gets_the_opposite_rotation() -> None:
    assert abs(skew_correction(_page(1.6)) + 1.6) <= 0.2
    assert abs(skew_correction(_page(-2.2)) - 2.2) <= 0.2


def test_straight_and_blank_pages_are_left_alone() -> None:
    assert skew_correction(_page(0.0)) == 0.0
    assert skew_correction(Image.new("RGB", (400, 400), "white")) == 0.0


def test_renderer_straightens_only_the_scanned_pages() -> None:
    skewed = _page(1.6)
    calls: list[tuple[int, int]] = []

    def render(page: int, dpi: int) -> Image.Image:
        calls.append((page, dpi))
        return skewed

    upright = deskewing(render, [2])
    assert upright(1, 200) is skewed  # a page with a text layer is never touched
    straightened = upright(2, 200)
    assert straightened.size == skewed.size
    assert skew_correction(straightened) == 0.0
    upright(2, 300)
    assert sum(1 for page, dpi in calls if page == 2 and dpi < 100) == 1  # angle found once


def test_corners_turned_in_are_paper_even_when_a_speck_sits_in_the_corner() -> None:
    skewed = _page(1.6)
    ImageDraw.Draw(skewed).rectangle((0, 0, 1, 1), fill="black")  # a scanner speck

    def render(page: int, dpi: int) -> Image.Image:
        return skewed

    straightened = deskewing(render, [1])(1, 200).convert("L")
    width, height = straightened.size
    for x, y in ((width - 2, 3), (2, height - 3), (width - 2, height - 3)):
        level = straightened.getpixel((x, y))
        assert isinstance(level, int) and level >= 200
