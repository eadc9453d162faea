"""OCR: seal ink removal and TSV parsing always; real Tesseract runs when it is installed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from minesweeper import samples
from minesweeper.ingest import OcrConfig, TextSource, ingest_bytes
from minesweeper.ingest.ocr import CACHE, parse_tsv, remove_red_ink, tesseract_available

# Tesseract runs here (seconds a page); the full suite runs them.
pytestmark = pytest.mark.slow

needs_tesseract = pytest.mark.skipif(
    not (tesseract_available(OcrConfig()) and samples.has_hangul_image_font()),
    reason="Tesseract or a Hangul font is not installed",
)
_TSV = (
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
    "1\t1\t0\t0\t0\t0\t0\t0\t800\t600\t-1\t\n"
    "5\t1\t1\t1\t1\t1\t10\t20\t80\t30\t96.5\t심사위원장\n"
    "5\t1\t1\t1\t1\t2\t100\t20\t60\t30\t91\t이재원\n"
    "5\t1\t1\t1\t2\t1\t10\t70\t80\t30\t40\t심사위원\n"
    "5\t1\t1\t1\t2\t2\t100\t70\t60\t30\t-1\t \n"
)


def test_parse_tsv_words_lines_and_confidences() -> None:
    result = parse_tsv(_TSV)
    assert result.text == "심사위원장 이재원\n심사위원"
    first, second, third = result.words
    assert (first.left, first.top, first.width, first.height) == (10, 20, 80, 30)
    assert first.confidence == pytest.approx(0.965)
    assert first.line_id == second.line_id != third.line_id
    assert third.confidence == pytest.approx(0.40)


def test_red_ink_is_removed_and_measured() -> None:
    image = Image.new("RGB", (100, 100), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 9, 99), fill=(0, 0, 0))  # black text stays
    draw.rectangle((50, 0, 59, 99), fill=(214, 40, 40))  # vermilion seal goes
    draw.rectangle((80, 0, 89, 99), fill=(150, 120, 120))  # greyish pink is not seal ink
    cleaned, ratio = remove_red_ink(image)
    assert ratio == pytest.approx(0.10)
    assert cleaned.getpixel((55, 50)) == (255, 255, 255)
    assert cleaned.getpixel((5, 50)) == (0, 0, 0)
    assert cleaned.getpixel((85, 50)) == (150, 120, 120)


@needs_tesseract
def test_scanned_approval_page_reads_names_with_word_boxes(tmp_path: Path) -> None:
    page = samples.approval_page_image(
        "송예린", "정하은", ["이재원", "정하은", "김도윤"], dpi=200, seal_over_name=True
    )
    config = OcrConfig(dpi=200, cache_dir=tmp_path)
    document = ingest_bytes(samples.scanned_pdf([page], dpi=200), "scan.pdf", ocr=config)
    ocr_page = document.pages[0]
    assert ocr_page.text_source is TextSource.OCR
    assert ocr_page.ocr_dpi == 200
    assert ocr_page.red_ink_ratio > 0.0005
    squeezed = ocr_page.text.replace(" ", "")
    # Stamped right over the printed names, yet the names read once the red ink is gone.
    assert sum(name in squeezed for name in ("이재원", "정하은", "김도윤")) >= 2
    assert all(0.0 <= word.confidence <= 1.0 for word in ocr_page.words)
    assert all(word.width > 0 and word.height > 0 for word in ocr_page.words)
    assert document.note.endswith("OCR read 1 of 1 page(s)")
    assert list(tmp_path.glob("*.json")), "the OCR result is cached on disk"


@needs_tesseract
def test_ocr_results_are_cached_by_page_image(tmp_path: Path) -> None:
    page = samples.approval_page_image("오승현", "한지우", ["이재원"], dpi=100)
    data = samples.image_bytes(page, "PNG", dpi=(100, 100))
    config = OcrConfig(dpi=100, cache_dir=tmp_path)
    first = ingest_bytes(data, ocr=config)
    CACHE.clear()  # forget the in-process copies: the disk must serve the second run
    # A "Tesseract" that prints nothing: only the cache can give the second run its words.
    silent = OcrConfig(dpi=100, cache_dir=tmp_path, tesseract_cmd="true")
    second = ingest_bytes(data, ocr=silent)
    assert second.pages[0].words == first.pages[0].words
    assert second.pages[0].text == first.pages[0].text


@needs_tesseract
def test_page_budget_limits_ocr_and_prefers_pages_with_seals() -> None:
    # Printed pages without seals (blank pages would not be OCR candidates at all).
    plain = samples.approval_page_image("이도현", "임지은", ["이재원"], dpi=48, seals=False)
    sealed = samples.approval_page_image("이도현", "임지은", ["이재원"], dpi=48)
    pages = [plain] * 7 + [sealed]
    config = OcrConfig(dpi=48, page_budget=1)
    document = ingest_bytes(samples.scanned_pdf(pages, dpi=48), ocr=config)
    assert "OCR read" in document.note
    assert "(page budget 1)" in document.note
    assert document.pages[7].red_ink_ratio > 0  # the sealed page was chosen
    assert all(page.ocr_dpi is None for page in document.pages[:7])


@needs_tesseract
def test_scanned_page_inside_a_text_pdf_is_ocred_alone() -> None:
    thesis = samples.thesis_pdf("정유나", "최영호", ["이재원", "최영호"])
    page = samples.approval_page_image("정유나", "최영호", ["이재원", "최영호"], dpi=150)
    data = samples.merged_pdf([thesis, samples.scanned_pdf([page], dpi=150)], insert_at=2)
    document = ingest_bytes(data, ocr=OcrConfig(dpi=150))
    sources = [p.text_source for p in document.pages]
    assert sources[2] is TextSource.OCR
    assert sources.count(TextSource.OCR) == 1
    assert document.has_text_layer
    assert "1 of 9 page(s) without it (3)" in document.note
    assert "최영호" in document.pages[2].text.replace(" ", "")
