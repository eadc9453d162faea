"""Printed rules leave the OCR input; words read off seals and signatures leave its output."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import OcrResult, without_mark_residue
from minesweeper.ingest.rules import erase_rules


def _page() -> Image.Image:
    image = Image.new("L", (1200, 600), 235)
    draw = ImageDraw.Draw(image)
    draw.rectangle((100, 100, 1100, 400), outline=20, width=3)  # a table's frame
    draw.line((600, 100, 600, 400), fill=20, width=3)  # a column border
    draw.line((100, 250, 1100, 252), fill=20, width=3)  # a slightly skewed row rule
    draw.rectangle((200, 150, 260, 200), fill=20)  # a glyph-sized blot of ink
    draw.rectangle((700, 450, 1100, 580), fill=30)  # a dark area (a shadow), not thin
    return image


def test_thin_long_rules_are_erased_and_print_and_dark_areas_stay() -> None:
    cleaned = np.asarray(erase_rules(_page(), 300))
    assert cleaned[100:104, 300:500].min() > 128  # the frame's top edge
    assert cleaned[150:350, 599:602].min() > 128  # the column border
    assert cleaned[249:254, 700:900].min() > 128  # the skewed rule
    assert cleaned[160:190, 210:250].max() < 128  # the glyph
    assert cleaned[470:560, 750:1050].max() < 128  # the dark area


def test_a_page_without_rules_is_returned_unchanged() -> None:
    page = Image.new("L", (400, 300), 240)
    ImageDraw.Draw(page).rectangle((50, 50, 90, 90), fill=0)
    assert np.array_equal(np.asarray(erase_rules(page, 300)), np.asarray(page))


def _word(text: str, left: int, height: int, line: int, confidence: float = 0.9) -> OcrWord:
    return OcrWord(text, left, 100, 10 * len(text), height, confidence, line)


def test_a_word_far_taller_than_its_line_is_a_mark_and_is_dropped() -> None:
    words = (
        _word("Committee", 10, 33, 0),
        _word("Chair", 200, 32, 0),
        _word("Yo", 900, 122, 0, 0.0),  # a signature read as letters
        _word("Prof.", 800, 34, 1),
        _word("Jimin", 900, 34, 1),
        _word("Hong", 1000, 44, 1),
    )
    result = without_mark_residue(OcrResult("", words))
    assert [w.text for w in result.words] == ["Committee", "Chair", "Prof.", "Jimin", "Hong"]
    assert result.text == "Committee Chair\nProf. Jimin Hong"


def test_tall_hangul_and_a_line_of_large_print_are_kept() -> None:
    words = (
        _word("논", 10, 106, 0),  # Tesseract boxed a printed syllable tall
        _word("문", 60, 47, 0),
        _word("을", 110, 47, 0),
        _word("Approval", 10, 90, 1),  # a title line: every word is large
        _word("Page", 200, 88, 1),
    )
    result = without_mark_residue(OcrResult("x", words))
    assert result.words == words
