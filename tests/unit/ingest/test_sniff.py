from __future__ import annotations

import pytest
from PIL import Image

from minesweeper import samples
from minesweeper.ingest import OcrConfig, SourceFormat, ingest_bytes, sniff_format

NO_OCR = OcrConfig(enabled=False)
_PIXEL = Image.new("RGB", (16, 16), "white")


@pytest.mark.parametrize(
    ("build", "expected"),
    [
        (lambda: samples.text_pdf(1), SourceFormat.PDF),
        (lambda: samples.image_bytes(_PIXEL, "PNG"), SourceFormat.PNG),
        (lambda: samples.image_bytes(_PIXEL, "JPEG"), SourceFormat.JPEG),
        (lambda: samples.image_bytes(_PIXEL, "TIFF"), SourceFormat.TIFF),
        (lambda: samples.image_bytes(_PIXEL, "WEBP"), SourceFormat.WEBP),
        (lambda: samples.hwp_bytes(["본문"]), SourceFormat.HWP),
        (lambda: samples.hwpx_bytes(["본문"]), SourceFormat.HWPX),
        (lambda: samples.docx_cv("A B", "C D", []), SourceFormat.DOCX),
        (lambda: samples.scholar_html("A B", "X", [], []), SourceFormat.HTML),
        (lambda: samples.cp949_text(["연구계획서"]), SourceFormat.TEXT),
        (lambda: b"plain words", SourceFormat.TEXT),
    ],
)
def test_format_comes_from_the_bytes(build: object, expected: SourceFormat) -> None:
    assert callable(build)
    assert sniff_format(build()) is expected


def test_binary_bytes_are_no_known_format() -> None:
    assert sniff_format(bytes(range(256)) * 10) is None
    assert sniff_format(b"") is None


def test_wrong_extension_ingests_by_content_with_a_note() -> None:
    document = ingest_bytes(samples.text_pdf(1), "figure.jpg", ocr=NO_OCR)
    assert document.format is SourceFormat.PDF
    assert "named .jpg but the content is PDF" in document.note
    assert document.warnings


def test_matching_or_missing_extension_adds_no_note() -> None:
    assert "named" not in ingest_bytes(samples.text_pdf(1), "paper.PDF", ocr=NO_OCR).note
    assert "named" not in ingest_bytes(samples.text_pdf(1), "scan0001", ocr=NO_OCR).note


@pytest.mark.parametrize(
    "page",
    [
        b'<?php include("header"); ?>\n<table><tr><td><h1>Mira Olsen</h1></td></tr></table>\n'
        b"<h2>Publications</h2><ul><li><p><strong>Olsen, M.</strong>, Varga, I.</p></li></ul>",
        b"<p>Mira Olsen</p>\n<ul><li>Olsen, M. &amp; Varga, I. (2010).</li></ul><br>",
    ],
)
def test_an_html_page_saved_without_its_html_element(page: bytes) -> None:
    assert sniff_format(page) is SourceFormat.HTML


def test_text_with_a_bracket_or_two_stays_text() -> None:
    assert sniff_format(b"<draft> notes on the <thesis> and co-authors") is SourceFormat.TEXT
