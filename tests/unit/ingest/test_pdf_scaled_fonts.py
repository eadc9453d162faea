"""Text set at a large nominal font size that the text matrix scales down, as Hancom's PDFs
set it (a nominal 83 printed at 10 points, a scale kept for every size): gaps, marks and
lines are measured by the glyphs as printed."""

from __future__ import annotations

import pypdfium2 as pdfium
from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.pdf import _between_lines
from tests.support.stress_pdf import canvas_pdf

NO_OCR = OcrConfig(enabled=False)
_SCALE = 8.3  # nominal size over printed size


def _scaled(canvas: Canvas, font: str, x: float, y: float, text: str, size: float) -> None:
    """`text` printed at `size` points from a font set at 8.3 times that size."""
    drawn = canvas.beginText()
    drawn.setTextTransform(1 / _SCALE, 0, 0, 1 / _SCALE, x, y)
    drawn.setFont(font, size * _SCALE)
    drawn.textOut(text)
    canvas.drawText(drawn)


def _page(canvas: Canvas, font: str) -> None:
    _scaled(canvas, font, 150, 740, "Sampling Estimators for Sparse Graphs", 14)
    _scaled(canvas, font, 60, 600, "Ilsa Varga", 10)  # signature blocks 140 points apart
    _scaled(canvas, font, 260, 600, "Tomas Berg", 10)
    _scaled(canvas, font, 60, 560, "Hyejin Noh", 10)
    noh = canvas.stringWidth("Hyejin Noh", font, 10)
    _scaled(canvas, font, 60 + noh, 564, "a", 6)  # a raised letter mark
    _scaled(canvas, font, 60, 520, "Noh, Hyejin. 2020. “Sparse graphs.”", 10)


def test_blocks_far_apart_are_cells_at_the_printed_size() -> None:
    text = ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "Ilsa Varga\tTomas Berg" in text.splitlines()


def test_a_raised_letter_is_a_mark_at_the_printed_size() -> None:
    text = ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "Hyejin Noh a" in text.splitlines()


def test_glyphs_one_over_the_other_are_on_two_lines() -> None:
    document = pdfium.PdfDocument(canvas_pdf([_page]))
    page = document[0]
    textpage = page.get_textpage()
    try:
        text = textpage.get_text_range()
        title_end = text.index("Graphs") + len("Graphs") - 1  # "s", over the names below
        name = text.index("Ilsa Varga")
        assert _between_lines(textpage, title_end, name)
        assert not _between_lines(textpage, name + 3, name + 5)  # "a" and "V"
        year = text.index("2020.")  # a period and an opening quote: tight boxes far apart
        assert not _between_lines(textpage, year + 4, year + 6)
    finally:
        textpage.close()
        page.close()
        document.close()
