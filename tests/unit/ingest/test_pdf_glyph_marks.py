"""Affiliation marks set as small raised (or lowered) letters are read apart from the name
they follow: the glyphs' size and baseline tell them from the name's own last letter."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.extractors.text.bylines.authors import paper_authors
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import document_lines
from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stress_pdf import canvas_pdf

NO_OCR = OcrConfig(enabled=False)


def _marked_line(
    canvas: Canvas, font: str, pieces: list[tuple[str, str]], y: float, rise: float
) -> None:
    x = 72.0
    for index, (name, mark) in enumerate(pieces):
        canvas.setFont(font, 11)
        canvas.drawString(x, y, name)
        x += canvas.stringWidth(name, font, 11)
        canvas.setFont(font, 7)
        canvas.drawString(x, y + rise, mark)
        x += canvas.stringWidth(mark, font, 7)
        if index < len(pieces) - 1:
            canvas.setFont(font, 11)
            canvas.drawString(x, y, ", ")
            x += canvas.stringWidth(", ", font, 11)


def _page(canvas: Canvas, font: str) -> None:
    authors = [("Ilsa Varga", "a"), ("Tomasz Oleksy", "b,c"), ("Hyejin Noh", "a,*")]
    _marked_line(canvas, font, authors, 700, 4.5)
    _marked_line(canvas, font, [("Oren Malka", "d"), ("Sunmi Cha", "e")], 650, -3.0)
    canvas.setFont(font, 11)
    canvas.drawString(72, 600, "Ilsa Varga and small caps stay whole")


def _text() -> str:
    return ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR).pages[0].text


def test_raised_letter_marks_are_set_apart_from_the_name() -> None:
    text = _text()
    assert "Ilsa Varga a" in text
    assert "Tomasz Oleksy b,c" in text
    assert "Hyejin Noh a,*" in text


def test_lowered_letter_marks_are_set_apart_too() -> None:
    assert "Oren Malka d" in _text()


def test_text_on_the_baseline_is_unchanged() -> None:
    assert "Ilsa Varga and small caps stay whole" in _text()


def test_author_line_with_letter_marks_reads_the_names_and_keeps_the_marks() -> None:
    document = ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR)
    found = paper_authors(document_lines(document), SelfMatcher(None))
    names = [(author.name, author.marks) for author in found]
    assert ("Ilsa Varga", "a") in names
    assert ("Tomasz Oleksy", "b") in names
    assert ("Hyejin Noh", "a") in names
    assert ("Oren Malka", "d") in names
    assert {name for name, _ in names} == {
        "Ilsa Varga",
        "Tomasz Oleksy",
        "Hyejin Noh",
        "Oren Malka",
        "Sunmi Cha",
    }


def _hyphenated(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, 11)
    canvas.drawString(72, 700, "Ilse Brandt, Jae-")
    canvas.drawString(72, 686, "won Seo and Tomas Reyes")


def test_a_word_hyphenated_at_the_line_end_is_read_whole() -> None:
    text = ingest_bytes(canvas_pdf([_hyphenated]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "\x02" not in text
    assert "Jaewon Seo" in text
