from __future__ import annotations

import pytest
from PIL import Image

from minesweeper import samples
from minesweeper.ingest import (
    IngestError,
    IngestLimits,
    OcrConfig,
    SourceFormat,
    TextSource,
    ingest_bytes,
)

NO_OCR = OcrConfig(enabled=False)


@pytest.mark.parametrize(
    ("fmt", "source"), [("PNG", SourceFormat.PNG), ("WEBP", SourceFormat.WEBP)]
)
def test_single_image_is_one_page_without_text(fmt: str, source: SourceFormat) -> None:
    data = samples.image_bytes(Image.new("RGB", (300, 200), "white"), fmt)
    document = ingest_bytes(data, ocr=NO_OCR)
    assert document.format is source
    assert document.page_count == 1
    assert not document.has_text_layer
    assert document.pages[0].text_source is TextSource.NONE
    assert document.note.endswith("OCR unavailable (disabled)")


def test_multipage_tiff_renders_each_page() -> None:
    frames = [Image.new("RGB", (240, 120), color) for color in ("white", "black", "red")]
    data = samples.image_bytes(
        frames[0], "TIFF", save_all=True, append_images=frames[1:], dpi=(300, 300)
    )
    document = ingest_bytes(data, ocr=NO_OCR)
    assert document.page_count == 3
    assert document.render_page(2, 300).getpixel((5, 5)) == (0, 0, 0)
    assert document.render_page(3, 150).size == (120, 60)  # scaled down to 150 dpi


def test_phone_photo_jpeg_is_an_image_page() -> None:
    page = samples.approval_page_image("이도현", "임지은", ["이재원"], dpi=50)
    document = ingest_bytes(samples.phone_photo_jpeg(page), "KakaoTalk_2021.jpg", ocr=NO_OCR)
    assert document.format is SourceFormat.JPEG
    assert document.render_page(1, 300).width > page.width


def test_pixel_limit_is_configurable() -> None:
    data = samples.image_bytes(Image.new("L", (100, 100)), "PNG")
    with pytest.raises(IngestError) as caught:
        ingest_bytes(data, limits=IngestLimits(max_image_pixels=5000), ocr=NO_OCR)
    assert caught.value.code == "too_large"
    assert "100x100" in caught.value.message
