"""Blank pages (no text layer, no ink) need neither OCR nor a person's eyes."""

from __future__ import annotations

from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.model import TextSource
from minesweeper.samples import approval_page_image, blank_pdf, merged_pdf, scanned_pdf, text_pdf

NO_OCR = OcrConfig(enabled=False)


def test_blank_pages_of_a_text_pdf_are_not_pages_without_text() -> None:
    data = merged_pdf([text_pdf(2), blank_pdf(1)], insert_at=1)
    doc = ingest_bytes(data, "thesis.pdf", ocr=NO_OCR)
    assert [p.blank for p in doc.pages] == [False, True, False]
    assert doc.has_text_layer
    assert "without it" not in doc.note
    assert "1 blank page(s)" in doc.note
    assert "OCR unavailable" not in doc.note  # nothing was left to OCR


def test_scanned_page_is_not_blank() -> None:
    scan = scanned_pdf([approval_page_image("김민준", "박서연", ["이재원", "박서연"])])
    doc = ingest_bytes(merged_pdf([scan, blank_pdf(1)]), "scan.pdf", ocr=NO_OCR)
    first, back = doc.pages
    assert not first.blank
    assert first.text_source is TextSource.NONE
    assert back.blank
    assert doc.note.startswith("scanned PDF, 1 page(s) without text layer")
    assert not doc.has_text_layer


def test_all_blank_pdf_has_no_text_layer() -> None:
    doc = ingest_bytes(blank_pdf(3), "empty.pdf", ocr=NO_OCR)
    assert all(p.blank for p in doc.pages)
    assert not doc.has_text_layer
