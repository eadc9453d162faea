"""Page images for the viewer, and where the quoted words sit on a page.

PNGs are cached on disk by (sha256, page, dpi): a document's bytes never change, so neither do
its pages. Highlight boxes come from the PDF text layer (pdfium's text search) when the page
has one, else from the OCR words of the page; they are fractions of the page's width and height,
so the viewer can place them over the image at any size.
"""

from __future__ import annotations

import io
import os
import re
import tempfile
from collections import OrderedDict
from pathlib import Path
from threading import Lock

import pypdfium2 as pdfium
from pydantic import BaseModel

from minesweeper.db import Database
from minesweeper.db.models import Blob, Document
from minesweeper.ingest import IngestError, IngestLimits, OcrConfig, TextSource, ingest_bytes
from minesweeper.screening.control_chars import strip_control_characters
from minesweeper.screening.errors import PageUnavailableError
from minesweeper.screening.time_limit import within_time_limit

PDF_POINTS_PER_INCH = 72
# Formats whose pages are drawn as images; HWP, HWPX, DOCX, HTML and text have text only.
PAGE_IMAGE_FORMATS = frozenset({"pdf", "png", "jpeg", "tiff", "webp"})
MIN_TOKEN_CHARS = 2  # single letters would light up half the page


class Highlight(BaseModel):
    left: float
    top: float
    width: float
    height: float
    text: str


def _blob(db: Database, document: Document) -> bytes:
    with db.session() as session:
        blob = session.get(Blob, document.blob_sha256)
        if blob is None:
            raise PageUnavailableError(f"the bytes of document {document.id} are missing")
        return blob.data


def page_png(db: Database, data_dir: Path, document: Document, page: int, dpi: int) -> bytes:
    """The page as PNG, within the request time limit (TimedOutError past it)."""
    return within_time_limit(lambda: _page_png(db, data_dir, document, page, dpi))


def _page_png(db: Database, data_dir: Path, document: Document, page: int, dpi: int) -> bytes:
    cache = Path(data_dir) / "cache" / "pages" / f"{document.blob_sha256}-{page}-{dpi}.png"
    if cache.exists():
        return cache.read_bytes()
    data = _blob(db, document)
    try:
        ingested = ingest_bytes(data, document.filename, ocr=OcrConfig(enabled=False))
        if page > ingested.page_count:
            raise PageUnavailableError(f"document {document.id} has {ingested.page_count} pages")
        image = ingested.render_page(page, dpi)
    except IngestError as exc:
        raise PageUnavailableError(str(exc)) from exc
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, format="PNG", optimize=True)
    png = buffer.getvalue()
    _write_atomically(cache, png)
    return png


def has_page_images(document: Document) -> bool:
    """Whether the viewer can show this document's pages as images (None: not ingested yet)."""
    return document.source_format is None or document.source_format in PAGE_IMAGE_FORMATS


def page_text(db: Database, document: Document, page: int) -> str:
    """The text of one page, for formats that have no page image."""
    try:
        data = _blob(db, document)
        ingested = ingest_bytes(data, document.filename, ocr=OcrConfig(enabled=False))
    except IngestError as exc:
        raise PageUnavailableError(str(exc)) from exc
    if page > ingested.page_count:
        raise PageUnavailableError(f"document {document.id} has {ingested.page_count} pages")
    return ingested.pages[page - 1].text


def _write_atomically(target: Path, data: bytes) -> None:
    """Write under a unique temporary name, then rename: concurrent writers of one page never
    share a file, and a reader sees the whole file or none."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, partial = tempfile.mkstemp(dir=target.parent, prefix=target.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(partial, target)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise


HIGHLIGHT_CACHE_SIZE = 256
# Bytes never change under a sha256, so results are cached by content, not by database.
_highlight_cache: OrderedDict[tuple[str, int, str], tuple[Highlight, ...]] = OrderedDict()
_cache_lock = Lock()


def find_highlights(db: Database, document: Document, page: int, quote: str) -> list[Highlight]:
    """Boxes of the quote on the page, within the request time limit (TimedOutError past it)."""
    # Quotes stored from documents may hold control characters the request boundary never saw.
    clean = strip_control_characters(quote)
    return within_time_limit(lambda: _find_highlights(db, document, page, clean))


def _find_highlights(db: Database, document: Document, page: int, quote: str) -> list[Highlight]:
    key = (document.blob_sha256, page, quote)
    with _cache_lock:
        if key in _highlight_cache:
            _highlight_cache.move_to_end(key)
            return list(_highlight_cache[key])
    data = _blob(db, document)
    boxes = None
    if data.startswith(b"%PDF"):
        boxes = _pdf_text_boxes(data, page, quote)
    found = tuple(boxes if boxes is not None else _ocr_boxes(data, document.filename, page, quote))
    with _cache_lock:
        _highlight_cache[key] = found
        while len(_highlight_cache) > HIGHLIGHT_CACHE_SIZE:
            _highlight_cache.popitem(last=False)
    return list(found)


def _search_terms(quote: str) -> list[str]:
    """The whole quote first, then its lines, then its words: text layers break lines freely."""
    collapsed = " ".join(quote.split())
    lines = [" ".join(line.split()) for line in quote.splitlines()]
    words = collapsed.split(" ")
    terms = [collapsed, *lines, *words]
    seen: list[str] = []
    for term in terms:
        if len(term) >= MIN_TOKEN_CHARS and term not in seen:
            seen.append(term)
    return seen


def _pdf_text_boxes(data: bytes, page_number: int, quote: str) -> list[Highlight] | None:
    """Boxes from the text layer; None when the page has no text layer to search."""
    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        return None
    try:
        if not 1 <= page_number <= len(pdf):
            raise PageUnavailableError(f"the document has {len(pdf)} pages")
        page = pdf[page_number - 1]
        width, height = page.get_size()
        textpage = page.get_textpage()
        if textpage.count_chars() == 0:
            return None
        for term in _search_terms(quote):
            boxes = _occurrences(textpage, term, width, height)
            if boxes:
                return boxes
        return []
    finally:
        pdf.close()


def _occurrences(
    textpage: pdfium.PdfTextPage, term: str, width: float, height: float
) -> list[Highlight]:
    searcher = textpage.search(term, match_case=False)
    boxes: list[Highlight] = []
    while (hit := searcher.get_next()) is not None:
        index, count = hit
        for i in range(textpage.count_rects(index, count)):
            left, bottom, right, top = textpage.get_rect(i)
            boxes.append(
                Highlight(
                    left=left / width,
                    top=(height - top) / height,
                    width=(right - left) / width,
                    height=(top - bottom) / height,
                    text=term,
                )
            )
    return boxes


_PUNCT = re.compile(r"[^\w]+", re.UNICODE)


def _ocr_boxes(data: bytes, filename: str, page_number: int, quote: str) -> list[Highlight]:
    try:
        ingested = ingest_bytes(data, filename, limits=IngestLimits())
    except IngestError as exc:
        raise PageUnavailableError(str(exc)) from exc
    if not 1 <= page_number <= ingested.page_count:
        raise PageUnavailableError(f"the document has {ingested.page_count} pages")
    page = next((p for p in ingested.pages if p.number == page_number), None)
    if page is None or page.text_source != TextSource.OCR or not page.words or not page.ocr_dpi:
        return []
    wanted = {t for t in (_PUNCT.sub("", w).lower() for w in quote.split()) if len(t) >= 2}
    image = ingested.render_page(page_number, page.ocr_dpi)
    width, height = image.size
    return [
        Highlight(
            left=word.left / width,
            top=word.top / height,
            width=word.width / width,
            height=word.height / height,
            text=word.text,
        )
        for word in page.words
        if _PUNCT.sub("", word.text).lower() in wanted
    ]


CROP_MARGIN = 0.08  # around the evidence, as a share of the page height: the mark sits near it


def crop_around(png: bytes, boxes: list[Highlight]) -> bytes:
    """The band of the page holding the boxes (full width, with a margin); the page if none."""
    if not boxes:
        return png
    from PIL import Image

    image = Image.open(io.BytesIO(png))
    width, height = image.size
    top = max(0.0, min(b.top for b in boxes) - CROP_MARGIN)
    bottom = min(1.0, max(b.top + b.height for b in boxes) + CROP_MARGIN)
    band = image.crop((0, int(top * height), width, int(bottom * height)))
    buffer = io.BytesIO()
    band.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()
