"""Page preparation in the worker: fixed sizes within a pixel budget, boxes from ingest."""

from __future__ import annotations

import io

from PIL import Image

from minesweeper.ingest import (
    IngestedDocument,
    OcrWord,
    Page,
    SourceFormat,
    TextSource,
    ingest_bytes,
)
from minesweeper.screening.page_store import PAGE_SIZES, fitted_dpi, prepare_pages
from tests.support.page_samples import giant_pdf


def test_a_normal_page_keeps_its_resolution_and_a_huge_one_fits_the_budget() -> None:
    large = PAGE_SIZES["large"]
    assert fitted_dpi(8.27, 11.69, large) == large.dpi  # A4
    dpi = fitted_dpi(200, 200, large)
    assert (200 * dpi) ** 2 <= large.max_pixels
    assert dpi >= 1


def test_a_giant_page_is_stored_within_every_size_budget() -> None:
    data = giant_pdf()
    (page,) = prepare_pages(data, ingest_bytes(data, "poster.pdf"))
    assert {image.size for image in page.images} == set(PAGE_SIZES)
    for image in page.images:
        budget = PAGE_SIZES[image.size].max_pixels
        assert image.width * image.height <= budget
        assert Image.open(io.BytesIO(image.png)).size == (image.width, image.height)
    # The text layer's words carry boxes on the page (fractions) and offsets in its text.
    park = next(w for w in page.words if w[6] == "Park")
    assert page.text[park[0] : park[1]] == "Park"
    assert 0 < park[2] < 1 and 0 < park[3] < 0.2


def test_scan_boxes_are_the_ocr_words_ingest_already_read() -> None:
    """No OCR here: the renderer draws a blank page, yet the words come from `Page.words`."""
    words = (
        OcrWord("Advisor:", 100, 50, 300, 40, 0.9, 1),
        OcrWord("Jisoo", 420, 50, 200, 40, 0.9, 1),
        OcrWord("Park", 640, 50, 160, 40, 0.9, 1),
    )
    page = Page(
        1,
        "Advisor: Jisoo Park",
        TextSource.OCR,
        words=words,
        ocr_dpi=300,
        ocr_size=(2000, 1000),
    )
    document = IngestedDocument(
        SourceFormat.PNG,
        1,
        False,
        (page,),
        "image",
        renderer=lambda _number, dpi: Image.new("RGB", (dpi * 6, dpi * 3), "white"),
    )
    (prepared,) = prepare_pages(b"", document)
    park = prepared.words[2]
    assert park[:2] == [15, 19]
    assert park[2:6] == [640 / 2000, 50 / 1000, 160 / 2000, 40 / 1000]
    assert sorted(i.size for i in prepared.images) == ["large", "small"]
