"""Table cells whose text nearly fills them: the cell border between two words separates
the cells in the text layer (a tab), however narrow the gap; without the border the same
gap is an ordinary space."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stress_pdf import canvas_pdf

_WORDS = ("Graph pruning at the edge", "M. Abernathy, J. Han")


def _row(ruled: bool) -> bytes:
    def draw(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 10)
        x = 60.0
        for text in _WORDS:
            width = canvas.stringWidth(text, font, 10) + 6  # 3 pt either side: no column gap
            if ruled:
                canvas.rect(x, 700, width, 20)
            canvas.drawString(x + 3, 706, text)
            x += width

    return canvas_pdf([draw])


def _text(pdf: bytes) -> str:
    return ingest_bytes(pdf, "row.pdf", ocr=OcrConfig(enabled=False)).pages[0].text.strip()


def test_cell_border_separates_cells() -> None:
    assert _text(_row(ruled=True)) == "\t".join(_WORDS)


def test_narrow_gap_without_border_stays_a_space() -> None:
    assert _text(_row(ruled=False)) == " ".join(_WORDS)


def _under_a_drawing() -> bytes:
    """A committee row printed over a small curved drawing (an emblem, a glyph drawn as an
    outline): the drawing's pieces stand where the words are, but border no cell."""

    def draw(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 10)
        x = 60.0
        for word in ("Rapporteurs", ":", "Ilse", "Marvaux"):
            width = canvas.stringWidth(word, font, 10)
            path = canvas.beginPath()  # a petal as wide as the word, with curved sides
            path.moveTo(x, 700)
            for step in range(12):  # an outline of many curved segments
                path.curveTo(x + width / 3, 702 + step, x + width, 706, x + width, 700 + step / 2)
            path.close()
            canvas.drawPath(path, stroke=1, fill=0)
            canvas.drawString(x, 704, word)
            x += width + canvas.stringWidth(" ", font, 10)

    return canvas_pdf([draw])


def test_a_small_curved_drawing_is_no_cell_border() -> None:
    assert _text(_under_a_drawing()) == "Rapporteurs : Ilse Marvaux"
