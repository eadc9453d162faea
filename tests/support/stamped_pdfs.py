"""Born-digital approval pages with marks placed on them, as PDF editors and e-seal tools do.

The text layer carries the form and the typed names; the seals and signatures are pictures
(PNG with transparency) or ink drawn as curves: a red seal image over "(인)" in a ruled
table, a scanned signature on the rule beside a typed English name, ink drawn across a name
in a two-column block, and a clean page with a shaded, ruled table and no mark at all.
"""

from __future__ import annotations

import io
import itertools
import random
from dataclasses import dataclass

from PIL import Image, ImageDraw
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from minesweeper.samples.fonts import image_font, pdf_font
from tests.support.stress_images import pen_stroke

RED_SEAL = (205, 35, 40)
BLUE_INK = (30, 60, 170)
_WIDTH, _HEIGHT = A4


@dataclass(frozen=True, slots=True)
class Member:
    label: str
    name: str
    mark: str = ""  # "", "seal" or "signature"


def _seal_png(text: str) -> ImageReader:
    """A round red seal with the name's first syllable, on a transparent ground."""
    size = 160
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((8, 8, size - 8, size - 8), outline=(*RED_SEAL, 255), width=10)
    draw.text(
        (size / 2, size / 2), text[:1], fill=(*RED_SEAL, 255), font=image_font(70), anchor="mm"
    )
    return _reader(image)


def _signature_png(seed: int) -> ImageReader:
    image = Image.new("RGBA", (420, 120), (0, 0, 0, 0))
    pen_stroke(ImageDraw.Draw(image), 10, 60, 400, 90, random.Random(seed), (*BLUE_INK,))
    return _reader(image)


def _reader(image: Image.Image) -> ImageReader:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    buffer.seek(0)
    return ImageReader(buffer)


def _drawn_signature(pdf: canvas.Canvas, left: float, base: float, width: float) -> None:
    """Ink drawn in a reader: loops of Bézier curves, in blue."""
    pdf.setStrokeColorRGB(BLUE_INK[0] / 255, BLUE_INK[1] / 255, BLUE_INK[2] / 255)
    pdf.setLineWidth(1.2)
    path = pdf.beginPath()
    path.moveTo(left, base)
    step = width / 4
    for loop in range(4):
        x = left + loop * step
        path.curveTo(x + step * 0.2, base + 22, x + step * 0.9, base + 22, x + step, base - 2)
    pdf.drawPath(path, stroke=1, fill=0)


def table_page(applicant: str, members: list[Member]) -> bytes:
    """A ruled 인준서 table (직위 | 성명 | 서명 또는 날인) with a shaded header row; marks over
    the printed "(인)"."""
    font = pdf_font()
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    pdf.setFont(font, 14)
    pdf.drawCentredString(_WIDTH / 2, 760, f"{applicant}의 공학박사 학위논문을 인준함")
    left, right, row_height, top = 90.0, 505.0, 44.0, 700.0
    columns = (left, 210.0, 360.0, right)
    pdf.setFillGray(0.85)
    pdf.rect(left, top - row_height, right - left, row_height, stroke=0, fill=1)
    pdf.setFillGray(0)
    rows = len(members) + 1
    for row in range(rows + 1):
        pdf.line(left, top - row * row_height, right, top - row * row_height)
    for x in columns:
        pdf.line(x, top, x, top - rows * row_height)
    pdf.setFont(font, 11)
    headers = ("직위", "성명", "서명 또는 날인")
    for text, (a, b) in zip(headers, itertools.pairwise(columns), strict=True):
        pdf.drawCentredString((a + b) / 2, top - row_height / 2 - 4, text)
    for index, member in enumerate(members, start=1):
        middle = top - index * row_height - row_height / 2
        pdf.drawCentredString(150, middle - 4, member.label)
        pdf.drawCentredString(285, middle - 4, " ".join(member.name))
        pdf.drawCentredString(432, middle - 4, "(인)")
        if member.mark == "seal":
            pdf.drawImage(_seal_png(member.name), 414, middle - 18, 36, 36, mask="auto")
        elif member.mark == "signature":
            pdf.drawImage(_signature_png(index), 380, middle - 14, 110, 32, mask="auto")
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def signed_lines_page(applicant: str, members: list[Member]) -> bytes:
    """An English page: each typed name at the left, a rule to its right with the role under
    it, and the member's signature on the rule (a pasted image or ink drawn in a reader)."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    pdf.setFont("Times-Roman", 13)
    pdf.drawCentredString(
        _WIDTH / 2, 740, f"This certifies that the thesis of {applicant} is approved."
    )
    for index, member in enumerate(members):
        base = 640 - index * 80
        pdf.setFont("Times-Roman", 12)
        pdf.drawString(90, base, member.name)
        pdf.line(250, base - 4, 500, base - 4)
        pdf.setFont("Times-Italic", 9)
        pdf.drawString(250, base - 16, member.label)
        if member.mark == "signature" and index % 2:
            _drawn_signature(pdf, 290, base, 160)
        elif member.mark == "signature":
            pdf.drawImage(_signature_png(index), 280, base - 6, 170, 46, mask="auto")
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def two_column_page(applicant: str, left: Member, right: Member) -> bytes:
    """Labels above names in two columns; a signature drawn across a name, not beside it."""
    font = pdf_font()
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    pdf.setFont(font, 14)
    pdf.drawCentredString(_WIDTH / 2, 760, f"{applicant}의 석사학위논문을 인준함")
    for member, x in ((left, 170.0), (right, 420.0)):
        pdf.setFont(font, 11)
        pdf.drawCentredString(x, 620, member.label)
        pdf.drawCentredString(x, 580, member.name)
        pdf.line(x - 80, 574, x + 80, 574)
        if member.mark == "signature":
            _drawn_signature(pdf, x - 60, 578, 130)
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def label_line_name_page(applicant: str, members: list[Member], *, flourish: bool = False) -> bytes:
    """An English page: each row reads role label, signature rule, typed name (the name at the
    right end of the rule); the signature sits on the rule, left of the name it belongs to.
    With `flourish`, a pasted signature has a separate swoosh under its letters, a little
    apart from them."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    pdf.setFont("Times-Roman", 12)
    pdf.drawCentredString(_WIDTH / 2, 740, f"The dissertation of {applicant} has been approved.")
    for index, member in enumerate(members):
        base = 640 - index * 66
        pdf.setFont("Times-Roman", 10)
        pdf.drawString(70, base, member.label)
        pdf.line(190, base - 3, 400, base - 3)
        pdf.drawString(410, base, member.name)
        if member.mark == "signature" and index % 2:
            _drawn_signature(pdf, 230, base, 140)
        elif member.mark == "signature":
            # With a flourish the letters stand above the name's row, the swoosh along it.
            lift = 4 if flourish else -6
            pdf.drawImage(_signature_png(index), 220, base + lift, 150, 44, mask="auto")
            if flourish:
                _swoosh(pdf, 240, base + 4, 80)
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _swoosh(pdf: canvas.Canvas, left: float, base: float, width: float) -> None:
    """A pen's thin underline: one shallow curve, left to right."""
    pdf.setStrokeColorRGB(BLUE_INK[0] / 255, BLUE_INK[1] / 255, BLUE_INK[2] / 255)
    pdf.setLineWidth(0.5)
    path = pdf.beginPath()
    path.moveTo(left, base)
    path.curveTo(left + width * 0.3, base - 2, left + width * 0.7, base + 2, left + width, base)
    pdf.drawPath(path, stroke=1, fill=0)
