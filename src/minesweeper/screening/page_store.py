"""Prepare a document's pages for the viewer, in the worker: images at fixed sizes, word boxes.

A page is drawn once per size, each within a pixel budget: a huge page (a 200-inch poster) is
drawn at a lower resolution, never at the resolution asked of a normal page. Word boxes come
from the text layer for PDF pages that have one and from the OCR words ingest already read for
scans and images: nothing is OCR'd twice, and a request never renders or OCRs.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from minesweeper.db.models_pages import PageImage, PageWords
from minesweeper.ingest import IngestedDocument, Page, SourceFormat, TextSource, pdf_word_boxes
from minesweeper.ingest.errors import IngestError
from minesweeper.screening.page_words import Word, place_words


@dataclass(frozen=True, slots=True)
class PageSize:
    dpi: int  # resolution of a normal page
    max_pixels: int  # budget: a page that would take more is drawn smaller


# The only sizes there are: a thumbnail and the reading size (zoomed in the browser).
PAGE_SIZES: dict[str, PageSize] = {
    "small": PageSize(dpi=50, max_pixels=500_000),
    "large": PageSize(dpi=150, max_pixels=6_000_000),
}
PROBE_DPI = 9  # a cheap first drawing that tells the page's size in inches
# zlib level 1: several times faster to write than the default for a page of text, a little
# larger; the worker writes every page of every document, a browser reads a few.
PNG_COMPRESS_LEVEL = 1
IMAGE_FORMATS = frozenset({"pdf", "png", "jpeg", "tiff", "webp"})


@dataclass(frozen=True, slots=True)
class PreparedImage:
    size: str
    width: int
    height: int
    png: bytes


@dataclass(frozen=True, slots=True)
class PreparedPage:
    number: int
    text: str
    words: list[Word]
    images: tuple[PreparedImage, ...]


def fitted_dpi(width_in: float, height_in: float, size: PageSize) -> int:
    """The size's resolution, lowered until the page fits its pixel budget (at least 1)."""
    area = max(width_in * height_in, 1e-6)
    budget_dpi = (size.max_pixels / area) ** 0.5
    return max(1, min(size.dpi, int(budget_dpi)))


def _within_budget(image: Image.Image, max_pixels: int) -> Image.Image:
    """Scaled down when the drawing still exceeds the budget (an image drawn at its own size)."""
    pixels = image.width * image.height
    if pixels <= max_pixels:
        return image
    scale = (max_pixels / pixels) ** 0.5
    size = (max(1, int(image.width * scale)), max(1, int(image.height * scale)))
    return image.resize(size, Image.Resampling.LANCZOS)


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def _images(document: IngestedDocument, number: int) -> tuple[PreparedImage, ...]:
    """The page drawn at every size (drawing a page small costs less than shrinking it)."""
    probe = document.render_page(number, PROBE_DPI)
    width_in, height_in = probe.width / PROBE_DPI, probe.height / PROBE_DPI
    prepared = []
    for name, size in PAGE_SIZES.items():
        drawn = document.render_page(number, fitted_dpi(width_in, height_in, size))
        image = _within_budget(drawn, size.max_pixels)
        prepared.append(PreparedImage(name, image.width, image.height, _png(image)))
    return tuple(prepared)


def _words(data: bytes, document: IngestedDocument, page: Page) -> list[Word]:
    if page.text_source == TextSource.OCR and page.words and page.ocr_size:
        width, height = page.ocr_size
        boxes = [
            (w.text, w.left / width, w.top / height, w.width / width, w.height / height)
            for w in page.words
        ]
        return place_words(page.text, boxes)
    if page.text_source == TextSource.LAYER and document.format == SourceFormat.PDF:
        return place_words(page.text, pdf_word_boxes(data, page.number))
    return []


def prepare_pages(data: bytes, document: IngestedDocument) -> list[PreparedPage]:
    """Every page's text, word boxes and images (text-only formats: text alone)."""
    drawn = str(document.format) in IMAGE_FORMATS and document.renderer is not None
    prepared = []
    for page in document.pages:
        try:
            images = _images(document, page.number) if drawn else ()
            words = _words(data, document, page)
        except IngestError:
            images, words = (), []  # the page stays text only; its text is still shown
        prepared.append(PreparedPage(page.number, page.text, words, images))
    return prepared


def is_prepared(session: Session, sha256: str) -> bool:
    found = session.scalar(select(PageWords.page).where(PageWords.blob_sha256 == sha256).limit(1))
    return found is not None


def store_pages(session: Session, sha256: str, page_count: int, pages: list[PreparedPage]) -> None:
    """Replace what is stored for these bytes, in the caller's transaction."""
    for model in (PageImage, PageWords):
        session.execute(delete(model).where(model.blob_sha256 == sha256))
    for page in pages:
        session.add(
            PageWords(
                blob_sha256=sha256,
                page=page.number,
                page_count=page_count,
                text=page.text,
                words=page.words,
            )
        )
        for image in page.images:
            session.add(
                PageImage(
                    blob_sha256=sha256,
                    page=page.number,
                    size=image.size,
                    width=image.width,
                    height=image.height,
                    png=image.png,
                )
            )
    session.flush()
