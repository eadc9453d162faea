"""Free-form layouts: any lines as a text PDF, any form as a scanned page, fax-quality copies.

The fixed builders in `pdfs` and `scans` print one house style. These take the lines to print,
so tests can lay out approval pages, paper headers and certificates the way other
universities and publishers do (names before labels, tables, Hanja, seals of other colours,
sizes and positions, signatures), and degrade a page until nobody could read it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from minesweeper.samples.fonts import image_font
from minesweeper.samples.pdfs import _Writer

_A4_INCHES = (8.27, 11.69)


@dataclass(frozen=True, slots=True)
class PdfLine:
    """One printed line of a text PDF; an empty text leaves a gap."""

    text: str
    size: float = 11.0
    centered: bool = False
    gap: float = 6.0


def lines_pdf(pages: Sequence[Sequence[PdfLine | str]]) -> bytes:
    """A born-digital PDF: each page prints its lines top-down (plain strings at 11 pt)."""
    out = _Writer()
    for number, page in enumerate(pages):
        if number:
            out.page()
        for item in page:
            line = PdfLine(item) if isinstance(item, str) else item
            if line.text:
                out.line(line.text, line.size, centered=line.centered, gap=line.gap)
            else:
                out.space(line.size + line.gap)
    return out.finish()


@dataclass(frozen=True, slots=True)
class SealStyle:
    """How a seal landed: ink colour, radius in text heights, offset from "(인)", shape."""

    rgb: tuple[int, int, int] = (214, 40, 40)
    radius: float = 0.9
    dx: float = 0.0  # text heights to the right of the "(인)" slot (negative: towards the name)
    dy: float = 0.0
    square: bool = False
    oval: bool = False  # a 타원 seal: taller than wide, as many personal seals are cut


@dataclass(frozen=True, slots=True)
class FormLine:
    """One line of a printed form. `seal` / `signature` mark the name (`mark_name`) at the end
    of the line: a seal over the trailing "(인)", a pen signature after the text."""

    text: str
    centered: bool = False
    seal: SealStyle | None = None
    signature: bool = False
    mark_name: str = ""
    indent: float = 1.4  # left margin in inches for lines that are not centred
    handwritten: str = ""  # a name written by pen on the blank after the text
    signature_over_name: bool = False  # the pen stroke crosses the printed `mark_name`


def form_image(lines: Sequence[FormLine], *, dpi: int = 150, seed: int = 3) -> Image.Image:
    """A white A4 page with the lines printed at about 14 pt and their seals or signatures."""
    rng = random.Random(seed)
    width, height = round(_A4_INCHES[0] * dpi), round(_A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.2)
    font = image_font(size)
    y = round(dpi * 1.3)
    stamps: list[tuple[float, float, float, str, SealStyle]] = []
    for line in lines:
        text_width = draw.textlength(line.text, font=font)
        x = round((width - text_width) / 2) if line.centered else round(dpi * line.indent)
        draw.text((x, y), line.text, fill="black", font=font)
        end = x + text_width
        if line.handwritten:
            end = _pen_name(draw, line.handwritten, end + size * 1.5, y, size, rng)
        if line.seal is not None:
            style = line.seal
            cx = end - size * 0.9 + style.dx * size
            cy = y + size * 0.55 + style.dy * size
            stamps.append((cx, cy, size * style.radius, line.mark_name or line.text, style))
        if line.signature:
            left = end + size * 0.8
            if line.signature_over_name and line.mark_name in line.text:
                # Signed across the typed name, as people do when the slot is too short.
                start = line.text.index(line.mark_name)
                left = x + draw.textlength(line.text[:start], font=font)
                left += draw.textlength(line.mark_name, font=font) * 0.5
            _signature(draw, left, y + size * 0.5, size, rng)
        y += round(size * 2.3)
    # Seal ink is translucent: stamped over print, the print still shows through it.
    ink = Image.new("RGB", image.size, "white")
    ink_draw = ImageDraw.Draw(ink)
    for cx, cy, radius, name, style in stamps:
        _seal(ink_draw, cx, cy, radius, name, style)
    return ImageChops.multiply(image, ink)


def _pen_name(
    draw: ImageDraw.ImageDraw, name: str, left: float, top: float, size: int, rng: random.Random
) -> float:
    """A name written by hand: larger, heavier strokes in blue-black ink, each syllable a
    little off the baseline. Returns where the writing ends."""
    pen = image_font(round(size * 1.25), bold=True)
    x = left
    for syllable in name:
        dy = rng.uniform(-0.15, 0.15) * size
        draw.text((x, top + dy), syllable, fill=(25, 30, 90), font=pen, stroke_width=2,
                  stroke_fill=(25, 30, 90))  # fmt: skip
        x += draw.textlength(syllable, font=pen) * rng.uniform(1.05, 1.3)
    return x


def _seal(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, name: str, style: SealStyle
) -> None:
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    stroke = max(2, round(radius / 7))
    if style.square:
        draw.rectangle(box, outline=style.rgb, width=stroke)
    elif style.oval:
        oval = (cx - radius * 0.75, cy - radius * 1.15, cx + radius * 0.75, cy + radius * 1.15)
        draw.ellipse(oval, outline=style.rgb, width=stroke)
    else:
        draw.ellipse(box, outline=style.rgb, width=stroke)
    small = image_font(max(8, round(radius * 0.5)))
    text_width = draw.textlength(name, font=small)
    draw.text((cx - text_width / 2, cy - radius * 0.3), name, fill=style.rgb, font=small)


def _signature(
    draw: ImageDraw.ImageDraw, left: float, middle: float, size: int, rng: random.Random
) -> None:
    """A cursive pen stroke: a wavy polyline about five text heights wide."""
    points = []
    steps = 40
    for step in range(steps + 1):
        x = left + step * size * 5 / steps
        y = middle + size * 0.6 * rng.uniform(-1, 1) * (1 if step % 3 else 0.4)
        points.append((x, y))
    draw.line(points, fill=(20, 20, 60), width=max(2, size // 10), joint="curve")


def fax_copy(page: Image.Image, *, scale: float = 0.22, seed: int = 11) -> Image.Image:
    """A fax-quality copy: shrunk, blurred, speckled and thresholded to black and white, so the
    names can no longer be read by anyone."""
    rng = random.Random(seed)
    small = page.convert("L").resize(
        (max(1, round(page.width * scale)), max(1, round(page.height * scale)))
    )
    blurred = small.filter(ImageFilter.GaussianBlur(1.2)).resize(page.size)
    pixels = blurred.load()
    assert pixels is not None
    for _ in range(page.width * page.height // 60):
        x, y = rng.randrange(page.width), rng.randrange(page.height)
        pixels[x, y] = 0
    return blurred.point(lambda value: 255 if value > 170 else 0).convert("RGB")


def shadowed_photo(page: Image.Image, *, depth: float = 0.45, seed: int = 5) -> Image.Image:
    """The page photographed under a lamp: a shadow darkening it towards one corner (losing
    up to `depth` of the light there), a warm cast and a little camera blur."""
    rng = random.Random(seed)
    # Light falls off smoothly towards one corner: the product of a vertical and a horizontal
    # ramp, darkest (1 - depth) where both are darkest.
    vertical = Image.linear_gradient("L").resize(page.size)
    horizontal = vertical.transpose(Image.Transpose.ROTATE_90).resize(page.size)
    if rng.random() < 0.5:
        horizontal = horizontal.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    light = ImageChops.multiply(vertical.point(lambda v: 255 - v), horizontal)
    ramp = light.point(lambda value: round(255 * (1 - depth * value / 255)))
    shade = Image.merge("RGB", (ramp, ramp, ramp.point(lambda value: round(value * 0.93))))
    return ImageChops.multiply(page.convert("RGB"), shade).filter(ImageFilter.GaussianBlur(0.7))


def docx_paragraphs(paragraphs: Sequence[str]) -> bytes:
    """A DOCX holding the paragraphs as written (a Korean 이력서, a CV in any house style)."""
    import io

    from docx import Document

    document = Document()
    for text in paragraphs:
        document.add_paragraph(text)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()
