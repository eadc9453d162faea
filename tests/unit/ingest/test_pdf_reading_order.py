"""A text layer written in another order than it is printed: word processors that draw the
body first and the title block last. Text printed above everything drawn before it is read
first; columns and tables keep their order."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.extractors.text.bylines.authors import paper_authors
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import document_lines
from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stress_pdf import canvas_pdf

NO_OCR = OcrConfig(enabled=False)
_BODY = [f"Body line {n} of the first column on sampling." for n in range(1, 6)]
_RIGHT = [f"Right column line {n} on estimators." for n in range(1, 4)]


def _body_first(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, 10)
    for n, text in enumerate(_BODY):  # the left column, from its top down
        canvas.drawString(60, 500 - 14 * n, text)
    for n, text in enumerate(_RIGHT):  # the right column, from its top down
        canvas.drawString(320, 500 - 14 * n, text)
    canvas.setFont(font, 14)
    canvas.drawString(60, 760, "Sampling Estimators for Sparse Graphs")
    canvas.setFont(font, 11)
    canvas.drawString(60, 730, "Hyejin Noh1, Oren Malka2, Sunmi Cha1")
    canvas.drawString(60, 712, "1Dept. of Statistics, Inha University")
    canvas.drawString(60, 690, "Abstract")


def _in_order(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, 14)
    canvas.drawString(60, 760, "Sampling Estimators for Sparse Graphs")
    canvas.setFont(font, 10)
    for n, text in enumerate(_BODY):
        canvas.drawString(60, 500 - 14 * n, text)
    for n, text in enumerate(_RIGHT):
        canvas.drawString(320, 500 - 14 * n, text)


def _footer_first(canvas: Canvas, font: str) -> None:
    canvas.setFont(font, 8)
    canvas.drawString(60, 60, "Proceedings of the Workshop on Sampling, pages 1-9")
    canvas.setFont(font, 14)
    canvas.drawString(60, 760, "Sampling Estimators for Sparse Graphs")
    canvas.setFont(font, 11)
    for column, (name, place) in enumerate([("Hyejin Noh", "Inha"), ("Oren Malka", "Haifa")]):
        canvas.drawString(60 + 200 * column, 730, name)
        canvas.drawString(60 + 200 * column, 716, place)
    canvas.drawString(60, 690, "Abstract")


def _lines(draw: object) -> list[str]:
    page = ingest_bytes(canvas_pdf([draw]), "p.pdf", ocr=NO_OCR).pages[0]  # type: ignore[list-item]
    return [line for line in page.text.splitlines() if line.strip()]


def test_a_title_block_drawn_after_the_body_is_read_first() -> None:
    lines = _lines(_body_first)
    assert lines[:4] == [
        "Sampling Estimators for Sparse Graphs",
        "Hyejin Noh1, Oren Malka2, Sunmi Cha1",
        "1Dept. of Statistics, Inha University",
        "Abstract",
    ]
    assert lines[4:] == [*_BODY, *_RIGHT]


def test_a_footer_drawn_first_is_read_after_the_title_block() -> None:
    assert _lines(_footer_first) == [
        "Sampling Estimators for Sparse Graphs",
        "Hyejin Noh",
        "Inha",
        "Oren Malka",
        "Haifa",
        "Abstract",
        "Proceedings of the Workshop on Sampling, pages 1-9",
    ]


def test_its_authors_are_read_from_the_byline() -> None:
    document = ingest_bytes(canvas_pdf([_body_first]), "p.pdf", ocr=NO_OCR)
    names = {a.name for a in paper_authors(document_lines(document), SelfMatcher("Sunmi Cha"))}
    assert names == {"Hyejin Noh", "Oren Malka", "Sunmi Cha"}


def test_columns_drawn_in_reading_order_keep_it() -> None:
    lines = _lines(_in_order)
    assert lines == ["Sampling Estimators for Sparse Graphs", *_BODY, *_RIGHT]
