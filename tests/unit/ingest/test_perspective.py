"""A photographed sheet is found against the desk and flattened; scans are left alone."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image, ImageDraw
from reportlab.pdfgen import canvas

from minesweeper.ingest import IngestLimits, OcrConfig, ingest_bytes
from minesweeper.ingest.pdf import pdf_renderer
from minesweeper.ingest.perspective import (
    find_sheet,
    flatten_sheet,
    flattening,
    perspective_coefficients,
)
from tests.support.photos import Shot, page_corners, photographed, varied_shots
from tests.support.stress_images import RED, gray_scan

NO_OCR = OcrConfig(enabled=False)
_MARK = 24  # side of the black squares in the page's corners (pixels)


def _page() -> Image.Image:
    """A small A4 page: black squares inset from the corners, bars of 'print', a red ring."""
    image = Image.new("RGB", (496, 702), "white")
    draw = ImageDraw.Draw(image)
    for x, y in ((60, 60), (412, 60), (412, 618), (60, 618)):
        draw.rectangle((x, y, x + _MARK, y + _MARK), fill="black")
    for row in range(10):
        draw.rectangle((110, 150 + row * 40, 330 + (row * 31) % 60, 160 + row * 40), fill="black")
    draw.ellipse((340, 300, 400, 360), outline=RED, width=7)
    return image


def _open(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def _dark_blobs(image: Image.Image) -> list[tuple[float, float]]:
    """Centres (as shares of width and height) of the black squares, one per quadrant."""
    dark = np.asarray(image.convert("L")) < 90
    height, width = dark.shape
    half_w = width // 2
    centres = []
    for row, col in ((0, 0), (0, 1), (1, 1), (1, 0)):
        # The squares lie outside the print's rows and columns: the outer fifth of each side.
        quadrant = np.zeros_like(dark)
        rows = slice(0, height // 5) if row == 0 else slice(height - height // 5, height)
        cols = slice(0, half_w) if col == 0 else slice(half_w, width)
        quadrant[rows, cols] = dark[rows, cols]
        ys, xs = np.nonzero(quadrant)
        centres.append((float(xs.mean()) / width, float(ys.mean()) / height))
    return centres


def test_coefficients_take_each_target_corner_from_its_source_corner() -> None:
    target = [(0.0, 0.0), (400.0, 0.0), (400.0, 600.0), (0.0, 600.0)]
    source = [(52.0, 31.0), (371.0, 48.0), (420.0, 590.0), (18.0, 566.0)]
    a, b, c, d, e, f, g, h = perspective_coefficients(target, source)
    for (x, y), (u, v) in zip(target, source, strict=True):
        w = g * x + h * y + 1
        assert (a * x + b * y + c) / w == pytest.approx(u, abs=1e-6)
        assert (d * x + e * y + f) / w == pytest.approx(v, abs=1e-6)


@pytest.mark.parametrize("shot", varied_shots(8), ids=lambda s: f"{s.far}-{s.desk}")
def test_the_sheet_corners_are_found_from_every_side(shot: Shot) -> None:
    photo = _open(photographed(_page(), shot))
    sheet = find_sheet(photo)
    assert sheet is not None
    truth = page_corners(photo.size, shot)
    cx = sum(x for x, _ in truth) / 4
    cy = sum(y for _, y in truth) / 4
    for (x, y), (tx, ty) in zip(sheet.corners, truth, strict=True):
        # The outline is cut slightly inside the sheet (no rim of desk): towards its centre.
        assert abs(x * photo.width - tx) <= 0.03 * photo.width
        assert abs(y * photo.height - ty) <= 0.03 * photo.height
        assert abs(x * photo.width - cx) < abs(tx - cx) + 2
        assert abs(y * photo.height - cy) < abs(ty - cy) + 2


@pytest.mark.parametrize(
    "shot",
    [Shot(far="left", shrink=0.22, turn_deg=4.0, desk=60), Shot(far="top", desk=130, seed=4)],
    ids=["left-dark-desk", "top-grey-table"],
)
def test_the_flattened_sheet_is_the_page_again_in_colour(shot: Shot) -> None:
    page = _page()
    photo = _open(photographed(page, shot))
    sheet = find_sheet(photo)
    assert sheet is not None
    flat = flatten_sheet(photo, sheet)
    assert max(flat.size) == max(photo.size)
    assert 0.62 <= flat.width / flat.height <= 0.82  # A4 is 0.71; the view foreshortens a bit
    expected = _dark_blobs(page)
    for (x, y), (ex, ey) in zip(_dark_blobs(flat), expected, strict=True):
        # Where the marks were on the page, within 2.5 % (the outline is inset by 1.2 %).
        assert x == pytest.approx(0.5 + (ex - 0.5) * 1.024, abs=0.025)
        assert y == pytest.approx(0.5 + (ey - 0.5) * 1.024, abs=0.025)
    # The far side's print is as large as the near side's: the squares are the same size.
    grey = np.asarray(flat.convert("L"))
    widths = [
        np.count_nonzero(grey[round(y * flat.height), :].astype(int) < 90)
        for _, y in _dark_blobs(flat)
    ]
    assert max(widths) <= 1.25 * min(widths)
    # Seal ink keeps its colour: the warp is done on the colour image.
    red = np.asarray(flat, dtype=np.int16)
    assert np.count_nonzero((red[..., 0] > 150) & (red[..., 0] - red[..., 1] > 70)) > 200


def test_a_flat_scan_and_a_straight_photo_are_not_sheets() -> None:
    page = _page()
    assert find_sheet(page) is None  # born digital, or a clean flatbed scan
    scan = gray_scan(page, skew_deg=1.5, dpi_from=60, dpi_to=60)
    assert find_sheet(scan) is None  # a grey scan, slightly skewed: deskewing's job
    desk = Image.new("RGB", (page.width + 80, page.height + 80), (90, 70, 50))
    desk.paste(page, (40, 40))
    assert find_sheet(desk) is None  # photographed square from above: already upright
    for colour in ("white", "black", (200, 30, 30)):
        assert find_sheet(Image.new("RGB", (300, 400), colour)) is None
    assert find_sheet(Image.new("RGB", (8, 8), "white")) is None


def test_a_hand_or_a_second_sheet_is_not_taken_for_the_page() -> None:
    desk = Image.new("RGB", (700, 800), (80, 64, 50))
    draw = ImageDraw.Draw(desk)
    draw.ellipse((80, 60, 620, 740), fill="white")  # a round bright blob: no four sides
    assert find_sheet(desk) is None


def test_the_renderer_flattens_only_photos_and_leaves_scans_byte_for_byte() -> None:
    page = _page()
    photo = _open(photographed(page, Shot(far="right", turn_deg=-3.0, desk=70)))
    scan = gray_scan(page, skew_deg=1.5, dpi_from=60, dpi_to=60)
    calls: list[tuple[int, int]] = []

    def render(number: int, dpi: int) -> Image.Image:
        calls.append((number, dpi))
        return {1: photo, 2: scan, 3: photo}[number]

    flat = flattening(render, [1, 2])
    assert flat(2, 300) is scan  # a scan: exactly what was rendered
    assert flat(3, 300) is photo  # a page that is not to be OCRed: never touched
    flattened = flat(1, 300)
    assert flattened is not photo and find_sheet(flattened) is None
    flat(1, 150)
    assert sum(1 for number, dpi in calls if number == 1 and dpi < 100) == 1  # found once


def test_a_born_digital_page_is_rendered_as_before() -> None:
    buffer = io.BytesIO()
    drawn = canvas.Canvas(buffer)
    drawn.drawString(72, 720, "Advisor: Jisoo Park")
    drawn.rect(300, 300, 120, 80, fill=1)
    drawn.save()
    data = buffer.getvalue()
    document = ingest_bytes(data, "paper.pdf", ocr=NO_OCR)
    assert document.has_text_layer
    raw = pdf_renderer(data, IngestLimits())(1, 100)
    assert document.render_page(1, 100).tobytes() == raw.tobytes()
    assert find_sheet(raw) is None


def test_a_thumb_on_the_edge_does_not_bend_the_sheet() -> None:
    shot = Shot(far="bottom", shrink=0.18, turn_deg=-2.0, desk=70, seed=9)
    photo = _open(photographed(_page(), shot))
    truth = page_corners(photo.size, shot)
    left_middle = ((truth[0][0] + truth[3][0]) / 2, (truth[0][1] + truth[3][1]) / 2)
    held = photo.copy()
    x, y = left_middle
    ImageDraw.Draw(held).ellipse((x - 40, y - 30, x + 25, y + 30), fill=(150, 105, 85))
    sheet = find_sheet(held)
    assert sheet is not None
    for (fx, fy), (tx, ty) in zip(sheet.corners, truth, strict=True):
        assert abs(fx * photo.width - tx) <= 0.03 * photo.width
        assert abs(fy * photo.height - ty) <= 0.03 * photo.height
