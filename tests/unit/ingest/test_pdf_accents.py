"""Accents that TeX output draws as glyphs of their own, after their word's letters: the
text layer puts each where it was drawn in the stream ("Cec´ ile Noel ¨"), and the glyph's
box over its letter tells which letter it belongs to."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.extractors.text.authors import paper_authors
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import document_lines
from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stress_pdf import canvas_pdf

NO_OCR = OcrConfig(enabled=False)
SIZE = 11.0


def _accent_over(canvas: Canvas, font: str, accent: str, letter_left: float, letter: str) -> None:
    """The accent centred over a letter already drawn, raised a little."""
    width = canvas.stringWidth(letter, font, SIZE) - canvas.stringWidth(accent, font, SIZE)
    canvas.drawString(letter_left + width / 2, 701.5, accent)


def _byline(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, SIZE)
    canvas.drawString(72, 740, "Sparse joins")
    canvas.drawString(72, 700, "Ilsa Varga1")

    def width(text: str) -> float:
        return float(canvas.stringWidth(text, font, SIZE))

    x = 200.0
    canvas.drawString(x, 700, "Cec")
    _accent_over(canvas, font, "\u00b4", x + width("C"), "e")  # drawn after the "c" that follows
    canvas.drawString(x + width("Cec"), 700, "ile Noel2")
    _accent_over(canvas, font, "\u00a8", x + width("Cecile No"), "e")  # after the whole name
    canvas.drawString(72, 660, "We thank the authors\u00b4 work")
    canvas.drawString(72, 620, "Abstract")


def _text() -> str:
    return ingest_bytes(canvas_pdf([_byline]), "p.pdf", ocr=NO_OCR).pages[0].text


def test_an_accent_drawn_after_its_letter_goes_back_on_it() -> None:
    assert "Cécile Noël2" in _text()


def test_an_accent_glyph_beside_a_word_stays_where_it_is() -> None:
    assert "authors\u00b4 work" in _text()


def test_the_byline_reads_the_accented_name() -> None:
    document = ingest_bytes(canvas_pdf([_byline]), "p.pdf", ocr=NO_OCR)
    found = paper_authors(document_lines(document), SelfMatcher(None))
    assert {author.name for author in found} == {"Ilsa Varga", "Cécile Noël"}
