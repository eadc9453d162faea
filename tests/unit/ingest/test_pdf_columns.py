"""Text printed side by side in separate blocks keeps its column gap as a tab; words of
one sentence and raised superscripts stay as they were."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stress_pdf import Author, author_line, canvas_pdf, row_grid

NO_OCR = OcrConfig(enabled=False)


def _page(canvas: Canvas, font: str) -> None:
    row_grid(canvas, font, [(("Haesol Gil", "Marcus Lindqvist", "Taeyoon Kook"), 11)], 700, 3)
    author_line(canvas, font, [Author("Subin Ham", "1"), Author("Jungmin Ok", "2,*")], 600)
    canvas.setFont(font, 11)
    canvas.drawString(80, 500, "Approved by the committee on")
    canvas.drawString(80 + canvas.stringWidth("Approved by the committee on ", font, 11), 500,
                      "June 3, 2024")  # fmt: skip


def test_blocks_side_by_side_are_separated_by_tabs() -> None:
    lines = ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR).pages[0].text.splitlines()
    assert "Haesol Gil\tMarcus Lindqvist\tTaeyoon Kook" in lines


def test_words_and_superscripts_of_one_line_keep_their_spaces() -> None:
    text = ingest_bytes(canvas_pdf([_page]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "Subin Ham1 and Jungmin Ok2,*" in text
    assert "Approved by the committee on June 3, 2024" in text


def _fields_pushed_apart(canvas: Canvas, font: str) -> None:
    """A title page's two fields on one line, the right one drawn from a printed space
    (" Author:"): PDFium then generates no space of its own, and its printed one spans the
    gap between the columns."""
    canvas.setFont(font, 11)
    for y, (left, right) in ((700, ("Supervisor:", "Author:")), (680, ("Ilse Varga", "Nora Kis"))):
        canvas.drawString(80, y, left)
        canvas.drawString(320, y, f" {right}")


def test_a_printed_space_across_a_columns_gap_is_a_tab() -> None:
    text = ingest_bytes(canvas_pdf([_fields_pushed_apart]), "p.pdf", ocr=NO_OCR).pages[0].text
    assert "Supervisor:\tAuthor:" in text.splitlines()
    assert "Ilse Varga\tNora Kis" in text.splitlines()
