"""Documents with rendered pages, made by code for the vision tests.

Each page is drawn with Pillow (a Nanum font when the system has one, so Hangul shows) from
its lines; a page may also carry a red seal stamp. The document's renderer draws the page at
the requested dpi, so what the extractor sends is a real image of the page.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource

_FONT_DIR = Path("/usr/share/fonts/truetype/nanum")
A4_INCHES = (8.27, 11.69)


@dataclass(frozen=True)
class PageSpec:
    drawn: tuple[str, ...]  # what the image shows
    text: str = ""  # what the page's text says (layer or OCR), may differ from the image
    text_source: TextSource = TextSource.NONE
    seal: str | None = None  # a name stamped in red


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in ("NanumGothic.ttf", "NanumMyeongjo.ttf"):
        if (_FONT_DIR / name).is_file():
            return ImageFont.truetype(str(_FONT_DIR / name), size)
    return ImageFont.load_default(size)


def draw_page(spec: PageSpec, dpi: int) -> Image.Image:
    # Drawn small (a tenth of A4 at the dpi) to keep the tests fast; still a real page image.
    width, height = (max(int(side * dpi / 10), 80) for side in A4_INCHES)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    size = max(height // 30, 8)
    for row, line in enumerate(spec.drawn):
        draw.text((size, size * (2 + 2 * row)), line, fill="black", font=_font(size))
    if spec.seal:
        box = (width - 5 * size, height - 5 * size, width - size, height - size)
        draw.ellipse(box, outline=(200, 0, 0), width=max(size // 6, 1))
        draw.text(
            (box[0] + size // 2, box[1] + size), spec.seal, fill=(200, 0, 0), font=_font(size)
        )
    return image


def make_document(*pages: PageSpec, fmt: SourceFormat = SourceFormat.PDF) -> IngestedDocument:
    def render(number: int, dpi: int) -> Image.Image:
        return draw_page(pages[number - 1], dpi)

    return IngestedDocument(
        format=fmt,
        page_count=len(pages),
        has_text_layer=any(p.text_source is TextSource.LAYER for p in pages),
        pages=tuple(
            Page(number=i, text=p.text, text_source=p.text_source)
            for i, p in enumerate(pages, start=1)
        ),
        note="scanned PDF without text layer",
        renderer=render,
    )


def png_sha256(document: IngestedDocument, page_number: int, dpi: int) -> str:
    """The hash of the PNG the extractor sends for this page (the fake server's script key)."""
    buffer = io.BytesIO()
    document.render_page(page_number, dpi).save(buffer, format="PNG")
    return hashlib.sha256(buffer.getvalue()).hexdigest()
