"""Accents that TeX output draws as glyphs of their own, after their word's letters: the
text layer puts each where it was drawn in the stream ("Cec´ ile Noel ¨"), and the glyph's
box over its letter tells which letter it belongs to."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.extractors.text.bylines.authors import paper_authors
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


def _under(canvas: Canvas, font: str, mark: str, letter_left: float, letter: str, y: float) -> None:
    """A cedilla, an ogonek or a comma hung under a letter: TeX's old font encodings draw "ş"
    as an "s" and a cedilla of its own, its top on the baseline."""
    width = canvas.stringWidth(letter, font, SIZE) - canvas.stringWidth(mark, font, SIZE)
    canvas.drawString(letter_left + width / 2, y, mark)


def _hung_marks(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, SIZE)

    def width(text: str) -> float:
        return float(canvas.stringWidth(text, font, SIZE))

    canvas.drawString(72, 740, "Approval of the thesis")
    _under(canvas, font, "\u00b8", 72 + width("Tolga KORKUTA"), "S", 700)  # drawn first
    canvas.drawString(72, 700, "Tolga KORKUTAS, Bosphorus")
    canvas.drawString(72, 660, "Ye")
    _under(canvas, font, "\u00b8", 72 + width("Ye"), "s", 660)
    canvas.drawString(72 + width("Ye"), 660, "silova Street")
    canvas.drawString(72, 620, "Ala")
    _under(canvas, font, "\u00b8", 72 + width("Ala"), "c", 620)
    canvas.drawString(72 + width("Ala"), 620, "cam")
    # Romanian "ș" and "ț" drawn as the letter and a comma of its own under it, after it in
    # the stream: "Bucures, ti" for "București".
    canvas.drawString(72, 580, "Bucures")
    _under(canvas, font, ",", 72 + width("Bucure"), "s", 580)
    canvas.drawString(72 + width("Bucures"), 580, "ti, Romania")
    canvas.drawString(72, 540, "Coordonator s")
    _under(canvas, font, ",", 72 + width("Coordonator "), "s", 540)
    canvas.drawString(72 + width("Coordonator s"), 540, "tiint")
    _under(canvas, font, ",", 72 + width("Coordonator stiin"), "t", 540)
    canvas.drawString(72 + width("Coordonator stiint"), 540, "ific")
    canvas.drawString(72, 500, "The results, tests, and Matthias, Bart, Ost")


def test_a_cedilla_drawn_under_its_letter_joins_it() -> None:
    text = ingest_bytes(canvas_pdf([_hung_marks]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "Tolga KORKUTAŞ, Bosphorus" in text
    assert "Yeşilova Street" in text
    assert "Alaçam" in text
    assert "\u00b8" not in text


def test_a_comma_drawn_under_s_or_t_is_romanian_and_a_comma_after_a_word_is_none() -> None:
    text = ingest_bytes(canvas_pdf([_hung_marks]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "București, Romania" in text
    assert "Coordonator științific" in text
    assert "The results, tests, and Matthias, Bart, Ost" in text
