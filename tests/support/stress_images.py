"""Page images with the physics of real scans and photos: ruled approval tables, seals that
overlap the name, a big official university seal, blue-ink signatures, grayscale 150 dpi
scans with a slight skew, and phone photos with perspective and uneven lighting."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from minesweeper.samples.fonts import image_font

A4_INCHES = (8.27, 11.69)
RED = (205, 35, 40)
BLUE_INK = (30, 60, 170)


@dataclass(frozen=True, slots=True)
class Cell:
    """One table cell: text, and what was put on it by hand (a seal over the text, a pen
    signature, a seal shifted left onto the neighbouring name)."""

    text: str = ""
    seal: str = ""  # the name inside the seal impression
    seal_shift: float = 0.0  # cell widths to the left (towards the name cell)
    signature: bool = False


def ruled_form(
    heading: Sequence[str],
    rows: Sequence[Sequence[Cell]],
    widths_in: Sequence[float],
    *,
    dpi: int = 200,
    footer: Sequence[str] = (),
    university_seal: str = "",
    seed: int = 5,
) -> Image.Image:
    """An A4 page: centred heading lines, a ruled table, footer lines, and optionally a big
    red square university seal stamped over the last footer line."""
    rng = random.Random(seed)
    width, height = round(A4_INCHES[0] * dpi), round(A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.19)
    font = image_font(size)
    y = round(dpi * 1.2)
    for text in heading:
        draw.text(((width - draw.textlength(text, font=font)) / 2, y), text, "black", font)
        y += round(size * 2.2)
    y += size
    row_px = round(dpi * 0.55)
    cols = [round(w * dpi) for w in widths_in]
    left = (width - sum(cols)) // 2
    stamps: list[tuple[float, float, float, str, bool]] = []
    for row in rows:
        x = left
        for cell, col in zip(row, cols, strict=True):
            draw.rectangle((x, y, x + col, y + row_px), outline="black", width=max(1, dpi // 100))
            cx, cy = x + col / 2, y + row_px / 2
            if cell.text:
                text_width = draw.textlength(cell.text, font=font)
                draw.text((cx - text_width / 2, cy - size * 0.6), cell.text, "black", font)
            if cell.seal:
                stamps.append((cx - cell.seal_shift * col, cy, size * 0.95, cell.seal, False))
            if cell.signature:
                pen_stroke(draw, cx - col * 0.35, cy, col * 0.7, size, rng)
            x += col
        y += row_px
    y += size * 2
    for text in footer:
        draw.text(((width - draw.textlength(text, font=font)) / 2, y), text, "black", font)
        last = (width + draw.textlength(text, font=font)) / 2
        y += round(size * 2.2)
    if university_seal and footer:
        stamps.append((last - size, y - size * 2.2 + size * 0.5, size * 2.4, university_seal, True))
    ink = Image.new("RGB", image.size, "white")
    ink_draw = ImageDraw.Draw(ink)
    for cx, cy, radius, name, square in stamps:
        seal(ink_draw, cx, cy, radius, name, square)
    return ImageChops.multiply(image, ink)


def seal(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, name: str, square: bool
) -> None:
    """A seal impression: ring (or square frame) and the name inside, in red ink."""
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    stroke = max(2, round(radius / 7))
    if square:
        draw.rectangle(box, outline=RED, width=stroke)
        small = image_font(max(8, round(radius * 0.42)))
        half = (len(name) + 1) // 2
        for index, part in enumerate((name[:half], name[half:])):
            part_width = draw.textlength(part, font=small)
            top = cy - radius * 0.55 + index * radius * 0.6
            draw.text((cx - part_width / 2, top), part, fill=RED, font=small)
        return
    draw.ellipse(box, outline=RED, width=stroke)
    small = image_font(max(8, round(radius * 0.5)))
    text_width = draw.textlength(name, font=small)
    draw.text((cx - text_width / 2, cy - radius * 0.3), name, fill=RED, font=small)


def pen_stroke(
    draw: ImageDraw.ImageDraw,
    left: float,
    middle: float,
    span: float,
    size: int,
    rng: random.Random,
    rgb: tuple[int, int, int] = BLUE_INK,
) -> None:
    """A cursive signature in ballpoint ink: a looping polyline."""
    points = []
    steps = 48
    for step in range(steps + 1):
        x = left + step * span / steps
        y = middle + size * 0.55 * rng.uniform(-1, 1) * (1 if step % 4 else 0.3)
        points.append((x, y))
    draw.line(points, fill=rgb, width=max(2, size // 9), joint="curve")


def gray_scan(page: Image.Image, *, skew_deg: float, dpi_from: int, dpi_to: int) -> Image.Image:
    """A cheap grayscale office scan: resampled to `dpi_to`, slightly rotated, a grey
    background and a little blur, as flatbed scanners deliver it."""
    scale = dpi_to / dpi_from
    small = page.convert("L").resize((round(page.width * scale), round(page.height * scale)))
    rotated = small.rotate(skew_deg, resample=Image.Resampling.BICUBIC, fillcolor=255)
    toned = rotated.point(lambda value: round(25 + value * 0.88))
    return toned.filter(ImageFilter.GaussianBlur(0.5))


def phone_photo(page: Image.Image, *, seed: int = 2, quality: int = 82) -> bytes:
    """A phone photo of the page: perspective (the phone held at an angle), a shadow across
    one side, warm light, JPEG compression."""
    rng = random.Random(seed)
    w, h = page.size
    pad = round(w * 0.08)
    canvas = Image.new("RGB", (w + 2 * pad, h + 2 * pad), (96, 78, 60))
    canvas.paste(page.convert("RGB"), (pad, pad))
    cw, ch = canvas.size
    squeeze = w * 0.05
    # Output corners come from these source corners: the top edge looks narrower.
    quad = (
        -squeeze + rng.uniform(-5, 5),
        0.0,
        -squeeze * 0.2,
        float(ch),
        cw + squeeze * 0.2,
        float(ch),
        cw + squeeze + rng.uniform(-5, 5),
        0.0,
    )
    warped = canvas.transform(
        (cw, ch), Image.Transform.QUAD, quad, Image.Resampling.BICUBIC, fillcolor=(96, 78, 60)
    )
    pixels = np.asarray(warped, dtype=np.float32)
    xs = np.linspace(0.62, 1.05, cw, dtype=np.float32)[None, :, None]
    ys = np.linspace(1.0, 0.9, ch, dtype=np.float32)[:, None, None]
    tint = np.array([1.0, 0.96, 0.88], dtype=np.float32)[None, None, :]
    lit = np.clip(pixels * xs * ys * tint, 0, 255).astype(np.uint8)
    photo = Image.fromarray(lit).filter(ImageFilter.GaussianBlur(0.7))
    buffer = io.BytesIO()
    photo.save(buffer, format="JPEG", quality=quality)
    return buffer.getvalue()


def lines_form(lines: Sequence[str], *, dpi: int = 200) -> Image.Image:
    """Plain printed lines (a certificate, a report): left-aligned at 1.3 inch."""
    width, height = round(A4_INCHES[0] * dpi), round(A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.19)
    font = image_font(size)
    y = round(dpi * 1.3)
    for text in lines:
        draw.text((round(dpi * 1.3), y), text, "black", font)
        y += round(size * 2.3)
    return image
