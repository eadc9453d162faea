"""Page images: a printed approval page, its scan as a PDF without text layer, a phone photo.

Drawn with Pillow; Hangul needs the Nanum font (Debian `fonts-nanum`).
"""

from __future__ import annotations

import io
import random
from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFilter

from minesweeper.samples.content import Committee, approval_lines_ko
from minesweeper.samples.fonts import image_font

_A4_INCHES = (8.27, 11.69)
_SEAL_RGB = (214, 40, 40)


def approval_page_image(
    applicant: str,
    advisor: str,
    committee: Sequence[str],
    *,
    title: str = "자기 지도 표현 학습을 위한 일관성 기반 목적 함수",
    dpi: int = 200,
    seals: bool = True,
    seal_over_name: bool = False,
) -> Image.Image:
    """A white A4 인준지 at `dpi`, with a red seal circle over each "(인)" when `seals`
    (or over the printed name itself when `seal_over_name`, as careless stamps land)."""
    width, height = round(_A4_INCHES[0] * dpi), round(_A4_INCHES[1] * dpi)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = round(dpi * 0.2)  # about 14 pt text
    font = image_font(size)
    y = round(dpi * 1.5)
    lines = approval_lines_ko(applicant, advisor, Committee.of(committee), title)
    for index, text in enumerate(lines):
        if index < 5:
            text_width = draw.textlength(text, font=font)
            x = round((width - text_width) / 2)
        else:
            x = round(dpi * 1.6)
        draw.text((x, y), text, fill="black", font=font)
        if seals and text.endswith("(인)"):
            name = text.split()[-2]
            if seal_over_name:
                start = x + draw.textlength(text[: text.rindex(name)], font=font)
                seal_x = start + draw.textlength(name, font=font) / 2
            else:
                seal_x = x + draw.textlength(text[:-3].rstrip(), font=font) + size * 1.4
            _draw_seal(draw, seal_x, y + size * 0.55, size * 0.9, name)
        y += round(size * (2.4 if index >= 4 else 2.0))
    return image


def _draw_seal(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, name: str) -> None:
    """A round red seal (도장) with the name inside, stamped over "(인)"."""
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    draw.ellipse(box, outline=_SEAL_RGB, width=max(2, round(radius / 8)))
    small = image_font(max(8, round(radius * 0.55)))
    text_width = draw.textlength(name, font=small)
    draw.text((cx - text_width / 2, cy - radius * 0.35), name, fill=_SEAL_RGB, font=small)


def scanned_pdf(pages: Sequence[Image.Image], *, dpi: int = 200) -> bytes:
    """A PDF made only of page images (JPEG inside), so it has no text layer."""
    if not pages:
        raise ValueError("a scanned PDF needs at least one page")
    buffer = io.BytesIO()
    first, *rest = [page.convert("RGB") for page in pages]
    first.save(buffer, format="PDF", save_all=True, append_images=rest, resolution=float(dpi))
    return buffer.getvalue()


def phone_photo_jpeg(page: Image.Image, *, seed: int = 7, quality: int = 80) -> bytes:
    """The page photographed on a desk: tilted, off-white, slightly blurred, on brown wood."""
    rng = random.Random(seed)
    tinted = Image.blend(page.convert("RGB"), Image.new("RGB", page.size, (236, 228, 210)), 0.15)
    tilted = tinted.rotate(rng.uniform(-2.5, 2.5), expand=True, fillcolor=(120, 82, 50))
    margin = round(min(page.size) * 0.06)
    desk = Image.new("RGB", (tilted.width + 2 * margin, tilted.height + 2 * margin), (120, 82, 50))
    desk.paste(tilted, (margin, margin))
    photo = desk.filter(ImageFilter.GaussianBlur(0.8))
    buffer = io.BytesIO()
    photo.save(buffer, format="JPEG", quality=quality)
    return buffer.getvalue()


def image_bytes(image: Image.Image, fmt: str = "PNG", **params: object) -> bytes:
    """Encode an image (PNG, JPEG, TIFF, WEBP)."""
    buffer = io.BytesIO()
    image.save(buffer, format=fmt, **params)
    return buffer.getvalue()
