"""PDF with pypdfium2: text per page, a text layer where a page yields real text.

PDFium is not thread-safe, so every call into it holds one process-wide lock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pypdfium2 as pdfium
from PIL import Image

from minesweeper.ingest.config import Deadline, IngestLimits
from minesweeper.ingest.errors import IngestError

PDFIUM_LOCK = threading.RLock()
_MIN_TEXT_CHARS = 8  # fewer letters/digits than this on a page is "no text layer"
_ERR_PASSWORD = 4
_ERR_SECURITY = 5


def has_real_text(text: str) -> bool:
    return sum(1 for char in text if char.isalnum()) >= _MIN_TEXT_CHARS


def _open(data: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        if code in (_ERR_PASSWORD, _ERR_SECURITY):
            raise IngestError("encrypted", "the PDF is protected by a password") from exc
        message = "the PDF is damaged or truncated and cannot be opened"
        raise IngestError("corrupt", message) from exc


def read_pdf(data: bytes, limits: IngestLimits, deadline: Deadline) -> tuple[list[str], list[str]]:
    """(text per page, warnings)."""
    warnings: list[str] = []
    with PDFIUM_LOCK:
        document = _open(data)
        try:
            count = len(document)
            if count == 0:
                raise IngestError("corrupt", "the PDF has no pages")
            if count > limits.max_pages:
                raise IngestError(
                    "too_large", f"the PDF has {count} pages (limit {limits.max_pages})"
                )
            texts: list[str] = []
            kept = 0
            for index in range(count):
                deadline.check()
                try:
                    page = document[index]
                except pdfium.PdfiumError as exc:
                    message = f"page {index + 1} of the PDF cannot be loaded"
                    raise IngestError("corrupt", message) from exc
                try:
                    textpage = page.get_textpage()
                    text = textpage.get_text_bounded().replace("\r\n", "\n").replace("\r", "\n")
                    textpage.close()
                except pdfium.PdfiumError:
                    text = ""
                    warnings.append(f"page {index + 1}: text could not be read")
                finally:
                    page.close()
                kept += len(text)
                if kept > limits.max_text_chars:
                    raise IngestError("too_large", "the PDF holds more text than the limit")
                texts.append(text.replace("\x00", "").replace("\ufffe", ""))
        finally:
            document.close()
    if b"%%EOF" not in data[-2048:]:
        warnings.append("the file does not end like a complete PDF; it may be truncated")
    return texts, warnings


def pdf_renderer(data: bytes, limits: IngestLimits) -> Callable[[int, int], Image.Image]:
    """render(page, dpi): the page as an RGB image, resolution capped by the pixel limit."""

    def render(page_number: int, dpi: int) -> Image.Image:
        with PDFIUM_LOCK:
            document = _open(data)
            try:
                if not 1 <= page_number <= len(document):
                    raise IngestError("unsupported_format", f"no page {page_number} in this PDF")
                page = document[page_number - 1]
                try:
                    width_pt, height_pt = page.get_size()
                    scale = dpi / 72.0
                    pixels = width_pt * height_pt * scale * scale
                    if pixels > limits.max_image_pixels:
                        scale *= (limits.max_image_pixels / pixels) ** 0.5
                    bitmap = page.render(scale=scale)
                    image: Image.Image = bitmap.to_pil().convert("RGB")
                    bitmap.close()
                finally:
                    page.close()
            except pdfium.PdfiumError as exc:
                raise IngestError("corrupt", f"page {page_number} cannot be rendered") from exc
            finally:
                document.close()
        return image

    return render
