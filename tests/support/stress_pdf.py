"""Born-digital pages drawn object by object, the way publishers and graduate schools lay
them out: two text columns, author blocks spanning both, superscripts as raised small text
(separate text objects, not glued characters), footnote affiliations at the foot of page 1,
approval tables with grid lines, dotted leaders and signature lines with names below."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from minesweeper.samples.fonts import pdf_font

WIDTH_PT, HEIGHT_PT = A4
MARGIN_PT = 54.0
GUTTER_PT = 18.0
COLUMN_PT = (WIDTH_PT - 2 * MARGIN_PT - GUTTER_PT) / 2

Draw = Callable[[Canvas, str], None]


def canvas_pdf(pages: Sequence[Draw]) -> bytes:
    """A PDF whose pages are drawn by the given functions (canvas, font name)."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    font = pdf_font()
    for draw in pages:
        draw(canvas, font)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


@dataclass(frozen=True, slots=True)
class Author:
    """An author as printed: the name and its raised marks (affiliation numbers, * or †)."""

    name: str
    marks: str = ""


def author_line(
    canvas: Canvas, font: str, authors: Sequence[Author], y: float, size: float = 11.0
) -> None:
    """Centred author names; each mark is its own raised text object in a smaller font."""
    small = size * 0.62
    pieces: list[tuple[str, float, float]] = []  # text, size, rise
    for index, author in enumerate(authors):
        pieces.append((author.name, size, 0.0))
        if author.marks:
            pieces.append((author.marks, small, size * 0.42))
        if index < len(authors) - 1:
            joiner = ", and " if index == len(authors) - 2 and len(authors) > 2 else ", "
            if len(authors) == 2:
                joiner = " and "
            pieces.append((joiner, size, 0.0))
    width = sum(canvas.stringWidth(text, font, points) for text, points, _ in pieces)
    x = (WIDTH_PT - width) / 2
    for text, points, rise in pieces:
        canvas.setFont(font, points)
        canvas.drawString(x, y + rise, text)
        x += canvas.stringWidth(text, font, points)


def raised_note(canvas: Canvas, font: str, mark: str, text: str, x: float, y: float) -> None:
    """A footnote line: a raised small mark, then the note at 8 pt."""
    canvas.setFont(font, 5.5)
    canvas.drawString(x, y + 3, mark)
    canvas.setFont(font, 8)
    canvas.drawString(x + canvas.stringWidth(mark, font, 5.5) + 1, y, text)


def column_text(
    canvas: Canvas,
    font: str,
    paragraphs: Sequence[str],
    column: int,
    top: float,
    bottom: float,
    size: float = 9.0,
) -> float:
    """Wrap paragraphs into the left (0) or right (1) column; returns the y it stopped at."""
    x = MARGIN_PT + column * (COLUMN_PT + GUTTER_PT)
    y = top
    canvas.setFont(font, size)
    for paragraph in paragraphs:
        for part in simpleSplit(paragraph, font, size, COLUMN_PT):
            if y < bottom:
                return y
            canvas.drawString(x, y, part)
            y -= size + 2.5
        y -= 4
    return y


def centred(canvas: Canvas, font: str, text: str, y: float, size: float = 12.0) -> None:
    canvas.setFont(font, size)
    canvas.drawCentredString(WIDTH_PT / 2, y, text)


def grid_table(
    canvas: Canvas,
    font: str,
    rows: Sequence[Sequence[str]],
    widths_pt: Sequence[float],
    top: float,
    row_pt: float = 30.0,
    size: float = 12.0,
) -> float:
    """A ruled table: every cell boxed, text centred in its cell. Returns the bottom y."""
    left = (WIDTH_PT - sum(widths_pt)) / 2
    canvas.setLineWidth(0.8)
    for index, row in enumerate(rows):
        y_top = top - index * row_pt
        x = left
        for text, width in zip(row, widths_pt, strict=True):
            canvas.rect(x, y_top - row_pt, width, row_pt)
            if text:
                canvas.setFont(font, size)
                canvas.drawCentredString(x + width / 2, y_top - row_pt / 2 - size / 3, text)
            x += width
    return top - len(rows) * row_pt


def dotted_leader(
    canvas: Canvas, font: str, label: str, name: str, y: float, size: float = 12.0
) -> None:
    """ "label ........ name (인)": label at the left margin, name right-aligned, dots between."""
    left, right = MARGIN_PT + 40, WIDTH_PT - MARGIN_PT - 40
    canvas.setFont(font, size)
    canvas.drawString(left, y, label)
    tail = f"{name}  (인)"
    canvas.drawRightString(right, y, tail)
    start = left + canvas.stringWidth(label, font, size) + 6
    end = right - canvas.stringWidth(tail, font, size) - 6
    dot = canvas.stringWidth(".", font, size)
    canvas.drawString(start, y, "." * max(3, int((end - start) / (dot * 1.6))))


def signature_blocks(
    canvas: Canvas, font: str, blocks: Sequence[tuple[str, str]], top: float, per_row: int = 2
) -> None:
    """Signature lines "________" side by side, the name below each line, the role below it."""
    span = (WIDTH_PT - 2 * MARGIN_PT) / per_row
    for index, (name, role) in enumerate(blocks):
        column, row = index % per_row, index // per_row
        x = MARGIN_PT + column * span + 20
        y = top - row * 90
        canvas.setLineWidth(0.6)
        canvas.line(x, y, x + span - 50, y)
        canvas.setFont(font, 11)
        canvas.drawString(x, y - 16, name)
        canvas.setFont(font, 10)
        canvas.drawString(x, y - 30, role)


def row_grid(
    canvas: Canvas,
    font: str,
    rows: Sequence[tuple[Sequence[str], float]],
    top: float,
    columns: int,
    rule_above: bool = False,
) -> None:
    """Text blocks side by side, drawn row by row across the columns (all names, then all
    first affiliation lines...), as word processors and conference templates emit them:
    the text layer then reads across the columns, not down each one. rows: (cells, size)."""
    span = (WIDTH_PT - 2 * MARGIN_PT) / columns
    y = top
    for cells, size in rows:
        canvas.setFont(font, size)
        for index, text in enumerate(cells):
            centre = MARGIN_PT + span * (index + 0.5)
            if rule_above and y == top:
                canvas.line(centre - span * 0.4, y + size + 6, centre + span * 0.4, y + size + 6)
            canvas.drawCentredString(centre, y, text)
        y -= size + 4


def searchable_scan(page: Image.Image, lines: Sequence[tuple[str, float, float]]) -> bytes:
    """A scanner's "searchable PDF": the page image, and over it an invisible OCR text layer
    (render mode 3) with the given lines at (x, y) in points from the bottom left."""
    return _scan_with_text(page, lines, render_mode=3)


def filled_form(page: Image.Image, lines: Sequence[tuple[str, float, float]]) -> bytes:
    """A scanned form filled in on a computer: the page image, and the typed fields over it
    as visible text at (x, y) in points from the bottom left."""
    return _scan_with_text(page, lines, render_mode=0)


def _scan_with_text(
    page: Image.Image, lines: Sequence[tuple[str, float, float]], *, render_mode: int
) -> bytes:
    from reportlab.lib.utils import ImageReader

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    canvas.drawImage(ImageReader(page.convert("RGB")), 0, 0, WIDTH_PT, HEIGHT_PT)
    font = pdf_font()
    for text, x, y in lines:
        layer = canvas.beginText(x, y)
        layer.setTextRenderMode(render_mode)
        layer.setFont(font, 13)
        layer.textOut(text)
        canvas.drawText(layer)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()
