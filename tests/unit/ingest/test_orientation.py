"""Pages fed sideways or saved without their orientation tag are turned upright before OCR;
a scanner's invisible OCR layer over a page image is read again like a scan, and so is a
scanned form whose fields were typed in over it."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from minesweeper import samples
from minesweeper.ingest import OcrConfig, SourceFormat, TextSource, ingest_bytes
from minesweeper.ingest.deskew import deskewing
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.ingest.orientation import page_rotation
from minesweeper.ingest.pdf import scan_pages
from minesweeper.samples.fonts import image_font
from tests.support.stress_pdf import filled_form, searchable_scan

# Tesseract runs here (seconds a page); the full suite runs them.
pytestmark = pytest.mark.slow

NO_OCR = OcrConfig(enabled=False)
needs_ocr = pytest.mark.skipif(
    not tesseract_available(OcrConfig()) or not samples.has_hangul_image_font(),
    reason="needs Tesseract and a Hangul font",
)


def _page() -> Image.Image:
    return samples.approval_page_image("연하준", "반지호", ["우태림", "도해린"], dpi=100)


@needs_ocr
def test_orientation_detection_turns_a_sideways_page_upright() -> None:
    sideways = _page().rotate(90, expand=True)  # a quarter turn counter-clockwise
    assert page_rotation(sideways, OcrConfig()) == 90
    assert page_rotation(_page(), OcrConfig()) == 0


def test_orientation_detection_without_tesseract_leaves_the_page() -> None:
    assert page_rotation(_page(), OcrConfig(tesseract_cmd="/nonexistent/tesseract")) == 0


def test_renderer_applies_the_quarter_turn_at_every_resolution() -> None:
    page = _page()
    sideways = page.rotate(90, expand=True)
    upright = deskewing(lambda _n, dpi: sideways.resize((dpi, dpi * 2)), [1], lambda _n, _i: 90)
    assert upright(1, 100).size == (200, 100)  # turned: width and height swap


def test_searchable_scan_is_found_and_keeps_its_layer_without_ocr() -> None:
    data = searchable_scan(_page(), [("심사위원장 우태림 (인)", 150, 560)])
    assert scan_pages(data).ocr_layer == {1}
    assert scan_pages(samples.text_pdf(1)).ocr_layer == set()
    document = ingest_bytes(data, "scan.pdf", ocr=NO_OCR)
    assert document.format is SourceFormat.PDF
    assert document.pages[0].text_source is TextSource.LAYER
    assert "우태림" in document.pages[0].text
    assert "invisible OCR layer" in document.note


@needs_ocr
def test_searchable_scan_is_read_by_ocr_with_word_boxes() -> None:
    data = searchable_scan(_page(), [("심사위원장 우태림 (인)", 150, 560)])
    page = ingest_bytes(data, "scan.pdf").pages[0]
    assert page.text_source is TextSource.OCR
    assert page.words


def _printed_form() -> Image.Image:
    """A form's printed page at 100 dpi: the role under each signature line, no names."""
    page = Image.new("RGB", (827, 1169), "white")
    draw = ImageDraw.Draw(page)
    font = image_font(22)
    draw.text((120, 120), "THESIS APPROVAL", fill="black", font=font)
    draw.text((120, 170), "The undersigned have examined this thesis.", fill="black", font=font)
    for top, role in ((330, "Thesis Advisor"), (480, "Thesis Reader")):
        draw.line((120, top, 560, top), fill="black", width=2)
        draw.text((120, top + 8), role, fill="black", font=font)
    return page


@needs_ocr
def test_a_scanned_form_with_typed_fields_is_read_whole_by_ocr() -> None:
    # The typed names are the whole text layer; the roles they answer are only in the image.
    # Points from the bottom: 842 pt high at 100 dpi's 1169 px, the names over the lines.
    names = [
        ("Ilse Varga", 300.0, 842 - 310 * 842 / 1169),
        ("Tomas Brenner", 300.0, 842 - 460 * 842 / 1169),
    ]
    data = filled_form(_printed_form(), names)
    assert scan_pages(data).covered == {1} and scan_pages(data).ocr_layer == set()
    document = ingest_bytes(data, "approval.pdf")
    page = document.pages[0]
    assert page.text_source is TextSource.OCR
    assert "Thesis Advisor" in page.text and "Varga" in page.text
    assert "scanned forms with typed fields" in document.note
