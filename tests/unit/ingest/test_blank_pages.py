"""Blank pages (no text layer, no ink) need neither OCR nor a person's eyes."""

from __future__ import annotations

import numpy as np
from PIL import Image

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


def _faded(image: Image.Image, ink: int) -> Image.Image:
    """The page as a pale copy: black print comes out at grey level `ink`."""
    return image.convert("L").point(lambda level: ink + level * (255 - ink) // 255).convert("RGB")


def test_a_pale_scan_is_not_blank() -> None:
    # Thin grey strokes average out towards the paper at the scouting resolution; they are ink
    # all the same, because they stand out against the paper.
    page = _faded(approval_page_image("김민준", "박서연", ["이재원", "박서연"]), ink=100)
    doc = ingest_bytes(scanned_pdf([page]), "acta.pdf", ocr=NO_OCR)
    assert not doc.pages[0].blank


def test_a_scanned_back_of_grey_paper_with_noise_is_blank() -> None:
    noise = np.random.default_rng(7).normal(0, 6, (2200, 1700))
    paper = Image.fromarray(np.clip(228 + noise, 0, 255).astype(np.uint8)).convert("RGB")
    doc = ingest_bytes(scanned_pdf([paper]), "back.pdf", ocr=NO_OCR)
    assert doc.pages[0].blank
