"""Signed approval pages the extractor was not written against, as scans come in.

Two layouts: an English committee page where each member signs on a rule above the typed
name (the label at the left margin, one line higher), and a Korean ruled 인준서 whose 서명
column, past the affiliation column, holds seals (round, double ring or square, in red,
pink, orange or black) or a ballpoint signature. Then what a scanner, a fax or a phone does to
them: 200 dpi JPEG, a 1-bit fax, a page fed sideways, several pages in one TIFF.
"""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from minesweeper.samples.fonts import image_font
from tests.support.stress_images import A4_INCHES, pen_stroke

BLACK_INK = (25, 25, 35)
BLUE_INK = (30, 60, 170)


@dataclass(frozen=True, slots=True)
class SignedLine:
    """One committee member of an English signature page."""

    label: str
    name: str  # the typed name under the rule ("" when the member writes it by hand)
    handwritten: str = ""  # the name written by hand under the rule
    struck: bool = False  # the member's pen ran through the handwritten name
    ink: tuple[int, int, int] = BLUE_INK


def english_signature_page(
    members: Sequence[SignedLine], *, applicant: str, dpi: int = 300, seed: int = 3
) -> Image.Image:
    rng = random.Random(seed)
    width, height = round(A4_INCHES[0] * dpi), round(A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.16)
    font = image_font(size)
    y = round(dpi * 1.3)
    for text in ("Doctoral Dissertation Approval", applicant):
        draw.text(((width - draw.textlength(text, font=font)) / 2, y), text, "black", font)
        y += round(size * 2.4)
    text = f"This certifies that the dissertation of {applicant} is approved."
    draw.text(((width - draw.textlength(text, font=font)) / 2, y), text, "black", font)
    y += round(dpi * 0.9)
    label_x, rule_x = round(dpi * 1.0), round(dpi * 4.0)
    rule_end = round(dpi * 7.2)
    for member in members:
        rule_y = y + round(size * 1.6)
        draw.text((label_x, rule_y - size), member.label, "black", font)
        draw.line((rule_x, rule_y, rule_end, rule_y), fill="black", width=max(2, dpi // 150))
        left = rule_x + rng.uniform(0.3, 0.9) * dpi
        pen_stroke(draw, left, rule_y - size * 0.9, dpi * 1.1, size * 2, rng, member.ink)
        if member.handwritten:
            hand = image_font(round(size * 1.5))
            draw.text(
                (rule_x + dpi * 0.05, rule_y + size * 0.4), member.handwritten, member.ink, hand
            )
            if member.struck:
                span = draw.textlength(member.handwritten, font=hand)
                middle = rule_y + size * 1.2
                pen_stroke(draw, rule_x + dpi * 0.05, middle, span, size, rng, member.ink)
        else:
            draw.text((rule_x, rule_y + size * 0.5), member.name, "black", font)
        y += round(dpi * 0.95)
    return image


@dataclass(frozen=True, slots=True)
class TableRow:
    """One member of a Korean ruled 인준서: label, name, affiliation, and the mark."""

    label: str
    name: str
    affiliation: str
    seal_rgb: tuple[int, int, int] | None = (205, 35, 40)
    square: bool = False
    double_ring: bool = False
    signature: bool = False


def korean_table_page(rows: Sequence[TableRow], *, dpi: int = 300, seed: int = 4) -> Image.Image:
    rng = random.Random(seed)
    width, height = round(A4_INCHES[0] * dpi), round(A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.15)
    font = image_font(size)
    title = image_font(round(size * 1.6))
    heading = "박사학위논문 심사결과 인준서"
    draw.text(
        ((width - draw.textlength(heading, font=title)) / 2, dpi * 1.0), heading, "black", title
    )
    sentence = "위 사람의 학위논문은 심사를 통과하였으므로 이를 인준합니다."
    draw.text(
        ((width - draw.textlength(sentence, font=font)) / 2, dpi * 2.0), sentence, "black", font
    )
    cols = [round(c * dpi) for c in (1.6, 1.3, 2.3, 1.3)]
    left = (width - sum(cols)) // 2
    row_h = round(dpi * 0.6)
    top = round(dpi * 3.0)
    line = max(2, dpi // 150)
    header = ("구 분", "성 명", "소 속", "서 명")
    all_rows: list[tuple[str, str, str]] = [header[:3]]
    all_rows += [(r.label, r.name, r.affiliation) for r in rows]
    for index, texts in enumerate(all_rows):
        y0 = top + index * row_h
        x = left
        cells = (*texts, header[3] if index == 0 else "")
        for col, text in zip(cols, cells, strict=True):
            draw.rectangle((x, y0, x + col, y0 + row_h), outline="black", width=line)
            if text:
                tw = draw.textlength(text, font=font)
                draw.text((x + (col - tw) / 2, y0 + (row_h - size) / 2), text, "black", font)
            x += col
    sign_x = left + sum(cols[:3])
    for index, row in enumerate(rows, start=1):
        cx = sign_x + cols[3] / 2 + rng.uniform(-0.1, 0.1) * dpi
        cy = top + index * row_h + row_h / 2
        if row.signature:
            pen_stroke(draw, sign_x + dpi * 0.15, cy, cols[3] - dpi * 0.3, size * 2, rng, BLUE_INK)
        elif row.seal_rgb is not None:
            _seal(draw, cx, cy, dpi * 0.22, row.name, row.seal_rgb, row.square, row.double_ring)
    return image


def _seal(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    radius: float,
    name: str,
    rgb: tuple[int, int, int],
    square: bool,
    double_ring: bool,
) -> None:
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    stroke = max(2, round(radius / 8))
    if square:
        draw.rectangle(box, outline=rgb, width=stroke)
    else:
        draw.ellipse(box, outline=rgb, width=stroke)
        if double_ring:
            inner = radius * 0.8
            draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), outline=rgb, width=1)
    small = image_font(max(8, round(radius * 0.55)))
    half = (len(name) + 1) // 2
    for index, part in enumerate((name[:half], name[half:])):
        part_width = draw.textlength(part, font=small)
        draw.text((cx - part_width / 2, cy - radius * 0.6 + index * radius * 0.6), part, rgb, small)


def photocopy(page: Image.Image) -> Image.Image:
    """A black-and-white photocopy: every ink, seals included, comes out grey to black."""
    return page.convert("L").point(lambda v: 0 if v < 200 else 255).convert("RGB")


def fax(page: Image.Image, dpi_from: int) -> bytes:
    """A 1-bit fax at 200 dpi, as a TIFF."""
    scale = 200 / dpi_from
    small = page.convert("L").resize((round(page.width * scale), round(page.height * scale)))
    buffer = io.BytesIO()
    small.point(lambda v: 255 if v > 170 else 0).convert("1").save(
        buffer, format="TIFF", dpi=(200, 200)
    )
    return buffer.getvalue()


def jpeg_200(page: Image.Image, dpi_from: int, quality: int = 70) -> bytes:
    scale = 200 / dpi_from
    small = page.resize((round(page.width * scale), round(page.height * scale)))
    buffer = io.BytesIO()
    small.save(buffer, format="JPEG", quality=quality, dpi=(200, 200))
    return buffer.getvalue()


def sideways_png(page: Image.Image, dpi: int) -> bytes:
    buffer = io.BytesIO()
    page.rotate(90, expand=True).save(buffer, format="PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def multipage_tiff(pages: Sequence[Image.Image], dpi: int) -> bytes:
    buffer = io.BytesIO()
    first, *rest = [p.convert("RGB") for p in pages]
    first.save(buffer, format="TIFF", save_all=True, append_images=rest, dpi=(dpi, dpi))
    return buffer.getvalue()
