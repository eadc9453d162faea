from __future__ import annotations

import pytest

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


def test_thesis_pdf_has_text_per_page_with_layer_source() -> None:
    data = samples.thesis_pdf("김민준", "박서연", ["이재원", "박서연", "최영호"])
    document = ingest_bytes(data, "thesis.pdf", ocr=NO_OCR)
    assert document.format is SourceFormat.PDF
    assert document.has_text_layer
    assert document.page_count == len(document.pages) >= 7
    assert all(page.text_source is TextSource.LAYER for page in document.pages)
    approval = document.pages[1].text
    assert "심사위원장 이재원 (인)" in approval
    assert "김민준의 공학박사 학위논문을 인준함" in approval
    assert document.note == f"PDF with text layer, {document.page_count} page(s)"


def test_render_page_gives_an_image_at_the_requested_dpi() -> None:
    document = ingest_bytes(samples.text_pdf(2), ocr=NO_OCR)
    for page, dpi in [(2, 72), (1, 144)]:
        width, height = document.render_page(page, dpi).size
        # A4 is 595.3 x 841.9 points; PDFium rounds to whole pixels.
        assert abs(width - 595.3 * dpi / 72) <= 1
        assert abs(height - 841.9 * dpi / 72) <= 1
    with pytest.raises(IngestError) as caught:
        document.render_page(3, 72)
    assert caught.value.code == "unsupported_format"


def test_scanned_pages_without_tesseract_have_source_none_and_say_why() -> None:
    page = samples.approval_page_image("이도현", "임지은", ["이재원", "임지은"], dpi=60)
    text = samples.text_pdf(1)
    for config, why in [
        (NO_OCR, "disabled"),
        (OcrConfig(tesseract_cmd="/nonexistent/tesseract"), "Tesseract is not installed"),
    ]:
        document = ingest_bytes(samples.scanned_pdf([page, page], dpi=60), ocr=config)
        assert not document.has_text_layer
        assert [p.text_source for p in document.pages] == [TextSource.NONE] * 2
        assert (
            document.note == f"scanned PDF, 2 page(s) without text layer; OCR unavailable ({why})"
        )
        assert ingest_bytes(text, ocr=config).note == "PDF with text layer, 1 page(s)"


def test_text_limit_and_page_limit_and_timeout() -> None:
    data = samples.text_pdf(5)
    with pytest.raises(IngestError) as pages:
        ingest_bytes(data, limits=IngestLimits(max_pages=4), ocr=NO_OCR)
    assert pages.value.code == "too_large"
    with pytest.raises(IngestError) as size:
        ingest_bytes(data, limits=IngestLimits(max_bytes=100), ocr=NO_OCR)
    assert size.value.code == "too_large"
    with pytest.raises(IngestError) as slow:
        ingest_bytes(data, limits=IngestLimits(timeout_s=0.0), ocr=NO_OCR)
    assert slow.value.code == "timeout"
    assert "longer than 0 s" in slow.value.message
