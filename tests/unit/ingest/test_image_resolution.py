"""An image's resolution, as stated or (when absent or a camera's default) estimated from a
whole page's size: a small photo of a page is enlarged for OCR, a large scan is reduced."""

from __future__ import annotations

import io

from PIL import Image

from minesweeper.ingest.config import IngestLimits
from minesweeper.ingest.images import image_renderer


def _jpeg(size: tuple[int, int], dpi: tuple[int, int] | None) -> bytes:
    buffer = io.BytesIO()
    image = Image.new("RGB", size, "white")
    if dpi is None:
        image.save(buffer, format="JPEG")
    else:
        image.save(buffer, format="JPEG", dpi=dpi)
    return buffer.getvalue()


def test_a_small_photo_of_a_page_without_resolution_is_enlarged_for_ocr() -> None:
    render = image_renderer(_jpeg((1050, 1400), None), IngestLimits())
    width, height = render(1, 300).size
    assert 2400 <= height <= 3500  # enlarged towards 300 dpi, within the bound
    assert width / height == 1050 / 1400


def test_a_camera_default_resolution_is_not_believed() -> None:
    render = image_renderer(_jpeg((1050, 1400), (72, 72)), IngestLimits())
    assert render(1, 300).size[1] > 1400


def test_a_stated_scan_resolution_is_believed() -> None:
    render = image_renderer(_jpeg((1654, 2339), (200, 200)), IngestLimits())
    assert render(1, 100).size == (827, 1170)  # reduced to what is asked
    assert render(1, 200).size == (1654, 2339)  # as it is


def test_a_large_untagged_scan_is_not_enlarged() -> None:
    render = image_renderer(_jpeg((2480, 3508), None), IngestLimits())
    assert render(1, 300).size == (2480, 3508)
