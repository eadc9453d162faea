"""ingest_bytes: one uploaded file -> an IngestedDocument, or an IngestError.

The worker must never crash on what an applicant uploads, so every reader failure ends as
an IngestError with a code (encrypted, corrupt, unsupported_format, too_large, timeout).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Collection
from functools import partial
from pathlib import PurePath

from PIL import Image

from minesweeper.ingest.config import Deadline, IngestLimits, OcrConfig
from minesweeper.ingest.deskew import ORIENT_DPI, Orienter, deskewing
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.html import read_html
from minesweeper.ingest.hwp import read_hwp
from minesweeper.ingest.images import check_decodes, frame_count, image_renderer, open_image
from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.ingest.ocr_pages import blank_pages, choose_pages, ocr_pages
from minesweeper.ingest.office import read_docx, read_hwpx
from minesweeper.ingest.orientation import page_rotation, upright_turn
from minesweeper.ingest.pdf import (
    has_real_text,
    pdf_renderer,
    pdf_word_boxes,
    read_pdf,
    scan_pages,
)
from minesweeper.ingest.pdf_marks import pdf_marks_renderer
from minesweeper.ingest.perspective import flattening
from minesweeper.ingest.sniff import sniff_format
from minesweeper.ingest.text import decode_text, text_pages
from minesweeper.ingest.wrong_characters import reversed_pages, wrong_characters

_EXTENSIONS: dict[str, frozenset[SourceFormat]] = {
    ".pdf": frozenset({SourceFormat.PDF}),
    ".png": frozenset({SourceFormat.PNG}),
    ".jpg": frozenset({SourceFormat.JPEG}),
    ".jpeg": frozenset({SourceFormat.JPEG}),
    ".tif": frozenset({SourceFormat.TIFF}),
    ".tiff": frozenset({SourceFormat.TIFF}),
    ".webp": frozenset({SourceFormat.WEBP}),
    ".hwp": frozenset({SourceFormat.HWP}),
    ".hwpx": frozenset({SourceFormat.HWPX}),
    ".docx": frozenset({SourceFormat.DOCX}),
    ".html": frozenset({SourceFormat.HTML}),
    ".htm": frozenset({SourceFormat.HTML}),
    ".txt": frozenset({SourceFormat.TEXT}),
    ".text": frozenset({SourceFormat.TEXT}),
    ".md": frozenset({SourceFormat.TEXT}),
}
# A scanned form's typed fields: the student's and the members' names, dates, a title.
_FILLED_FORM_WORDS = 30
_RASTER = {SourceFormat.PNG, SourceFormat.JPEG, SourceFormat.TIFF, SourceFormat.WEBP}
Renderer = Callable[[int, int], Image.Image]


def ingest_bytes(
    data: bytes,
    filename: str = "",
    *,
    limits: IngestLimits | None = None,
    ocr: OcrConfig | None = None,
) -> IngestedDocument:
    """Read one uploaded file. The format comes from the bytes; the name only adds a note."""
    limits = limits or IngestLimits()
    ocr = ocr or OcrConfig()
    if len(data) > limits.max_bytes:
        raise IngestError(
            "too_large", f"the file is {len(data)} bytes (limit {limits.max_bytes} bytes)"
        )
    if not data.strip(b"\x00 \t\r\n"):
        raise IngestError("corrupt", "the file is empty")
    source_format = sniff_format(data)
    if source_format is None:
        raise IngestError(
            "unsupported_format",
            "the file is not a PDF, image, HWP, HWPX, DOCX, HTML or text document",
        )
    deadline = Deadline(limits.timeout_s)
    try:
        document = _read(source_format, data, limits, ocr, deadline)
    except IngestError:
        raise
    except (MemoryError, zlib.error, RecursionError) as exc:
        raise IngestError("corrupt", f"the {source_format} file could not be read safely") from exc
    except Exception as exc:  # any parser failure on hostile bytes is a document error
        raise IngestError(
            "corrupt", f"the {source_format} file could not be read ({type(exc).__name__})"
        ) from exc
    mismatch = _extension_note(filename, source_format)
    if mismatch:
        return _with_note(document, mismatch)
    return document


def _extension_note(filename: str, source_format: SourceFormat) -> str:
    suffix = PurePath(filename).suffix.lower()
    expected = _EXTENSIONS.get(suffix)
    if not suffix or expected is None or source_format in expected:
        return ""
    return f"named {suffix} but the content is {source_format.name}; read by content"


def _with_note(document: IngestedDocument, extra: str) -> IngestedDocument:
    return IngestedDocument(
        format=document.format,
        page_count=document.page_count,
        has_text_layer=document.has_text_layer,
        pages=document.pages,
        note=f"{document.note}; {extra}",
        warnings=(*document.warnings, extra),
        scholar=document.scholar,
        renderer=document.renderer,
    )


def _read(
    fmt: SourceFormat, data: bytes, limits: IngestLimits, ocr: OcrConfig, deadline: Deadline
) -> IngestedDocument:
    if fmt is SourceFormat.PDF:
        return _read_pdf(data, limits, ocr, deadline)
    if fmt in _RASTER:
        return _read_image(fmt, data, limits, ocr, deadline)
    if fmt is SourceFormat.HWP:
        sections, note = read_hwp(data, limits, deadline)
        return _text_document(fmt, sections, note or f"HWP, {len(sections)} section(s)")
    if fmt is SourceFormat.HWPX:
        sections, note = read_hwpx(data, limits, deadline)
        return _text_document(fmt, sections, note or f"HWPX, {len(sections)} section(s)")
    if fmt is SourceFormat.DOCX:
        return _text_document(fmt, [read_docx(data, limits, deadline)], "DOCX")
    if fmt is SourceFormat.HTML:
        text, scholar = read_html(data)
        note = "HTML, Google Scholar profile" if scholar is not None else "HTML page"
        document = _text_document(fmt, [text], note)
        return IngestedDocument(
            format=fmt,
            page_count=1,
            has_text_layer=document.has_text_layer,
            pages=document.pages,
            note=note,
            scholar=scholar,
        )
    text, encoding = decode_text(data)
    return _text_document(fmt, text_pages(text), f"text file ({encoding})")


def _text_document(fmt: SourceFormat, texts: list[str], note: str) -> IngestedDocument:
    pages = tuple(
        Page(number, text, TextSource.LAYER if text.strip() else TextSource.NONE)
        for number, text in enumerate(texts or [""], start=1)
    )
    has_text = any(page.text_source is TextSource.LAYER for page in pages)
    if not has_text:
        note = f"{note}; no text found"
    return IngestedDocument(
        format=fmt, page_count=len(pages), has_text_layer=has_text, pages=pages, note=note
    )


def _read_pdf(
    data: bytes, limits: IngestLimits, ocr: OcrConfig, deadline: Deadline
) -> IngestedDocument:
    read = read_pdf(data, limits, deadline)
    texts, warnings = read.texts, read.warnings
    render = pdf_renderer(data, limits)
    layer = [has_real_text(text) for text in texts]
    pages = {
        number: Page(number, text, TextSource.LAYER, bold=bold)
        if has
        else Page(number, "", TextSource.NONE)
        for number, (text, has, bold) in enumerate(
            zip(texts, layer, read.bold, strict=True), start=1
        )
    }
    missing = [number for number, has in enumerate(layer, start=1) if not has]
    blanks = blank_pages(missing, render, deadline)
    for number in blanks:
        pages[number] = Page(number, "", TextSource.NONE, blank=True)
    missing = [number for number in missing if number not in blanks]
    # A scanner's own OCR layer, and a layer of the wrong characters, are replaced by OCR
    # of the page image (geometry, seals); the layer's text stays where OCR is unavailable or
    # reads nothing.
    scans = scan_pages(data)
    scanned = {n for n in scans.ocr_layer if layer[n - 1]}
    # A form filled in on a computer over its scan: the few typed words are the layer, the
    # form's labels only in the image.
    filled = {
        n
        for n in scans.covered - scans.ocr_layer
        if layer[n - 1] and len(texts[n - 1].split()) <= _FILLED_FORM_WORDS
    }
    misread = {
        n for n, text in enumerate(texts, start=1) if layer[n - 1] and wrong_characters(text)
    } | {n for n in reversed_pages(texts) if layer[n - 1]}
    hidden = sorted(scanned | filled | misread)
    targets = sorted([*missing, *hidden])
    # Scanned pages are read flat and upright.
    render, chosen = _cleaned(render, targets, len(texts), ocr, deadline)
    layer_pages = {n: pages[n] for n in hidden}
    ocr_note, ocr_warnings = _ocr_missing(pages, targets, chosen, render, ocr, deadline)
    for number, original in layer_pages.items():
        if pages[number].text_source is not TextSource.OCR:
            pages[number] = original
    count = len(texts)
    printed = count - len(blanks)
    if not missing:
        note = f"PDF with text layer, {count} page(s)"
    elif len(missing) == printed:
        note = f"scanned PDF, {len(missing)} page(s) without text layer"
    else:
        listed = ", ".join(str(n) for n in missing[:10]) + (", ..." if len(missing) > 10 else "")
        note = f"PDF with text layer, {len(missing)} of {count} page(s) without it ({listed})"
    if blanks:
        note += f"; {len(blanks)} blank page(s)"
    if scanned:
        note += f"; {len(scanned)} page(s) are scans under an invisible OCR layer"
    if filled:
        note += f"; {len(filled)} page(s) are scanned forms with typed fields"
    if misread:
        note += f"; {len(misread)} page(s) have a text layer of the wrong characters"
    return IngestedDocument(
        format=SourceFormat.PDF,
        page_count=count,
        has_text_layer=any(layer),
        pages=tuple(pages[n] for n in sorted(pages)),
        note=note + ocr_note,
        warnings=tuple(warnings + ocr_warnings),
        renderer=render,
        layer_words=partial(pdf_word_boxes, data),
        marks_renderer=pdf_marks_renderer(data, limits),
    )


def _read_image(
    fmt: SourceFormat, data: bytes, limits: IngestLimits, ocr: OcrConfig, deadline: Deadline
) -> IngestedDocument:
    image = open_image(data, limits)
    try:
        check_decodes(image, limits)
        count = frame_count(image, limits)
    finally:
        image.close()
    numbers = list(range(1, count + 1))
    render, chosen = _cleaned(image_renderer(data, limits), numbers, count, ocr, deadline)
    pages = {n: Page(n, "", TextSource.NONE) for n in numbers}
    ocr_note, warnings = _ocr_missing(pages, numbers, chosen, render, ocr, deadline)
    kind = f"{fmt.name} image" + (f", {count} pages" if count > 1 else "")
    return IngestedDocument(
        format=fmt,
        page_count=count,
        has_text_layer=False,
        pages=tuple(pages[n] for n in sorted(pages)),
        note=kind + ocr_note,
        warnings=tuple(warnings),
        renderer=render,
    )


def _cleaned(
    render: Renderer, pages: list[int], page_count: int, ocr: OcrConfig, deadline: Deadline
) -> tuple[Renderer, list[int]]:
    """The renderer OCR, seal detection and the page viewer all use for scanned pages, and
    the pages of `pages` OCR will read (within the page budget).

    A photographed sheet is flattened first: its corners are found against the darker desk
    around it, and every later step would lose that contrast or be misled by the desk
    (lifting the shadow divides the desk by its own brightness and turns it white; levelling
    would align to the desk's edge). Then the light, the orientation, the contrast and the
    skew of the page itself (`deskewing`). Pages that are not photos of a tilted sheet leave
    the first step untouched after one look at a small rendering.

    The pages to OCR are chosen on renderings that are not turned (seal ink is the same any
    way up), so that the costlier orientation by reading is spent on those pages alone.
    """
    flat = flattening(render, pages)
    chosen: list[int] = []
    if pages and tesseract_available(ocr):
        scout = deskewing(flat, pages)
        chosen = choose_pages(pages, page_count, ocr.page_budget, scout, deadline)
    return deskewing(flat, pages, _orienter(ocr, chosen, deadline)), chosen


def _orienter(ocr: OcrConfig, read: Collection[int], deadline: Deadline) -> Orienter | None:
    """Orientation detection, when Tesseract is there: OSD for every scanned page, and where
    OSD cannot tell, the way the page reads best for the pages about to be OCRed."""
    if not tesseract_available(ocr):
        return None
    reading = frozenset(read)

    def orient(page_number: int, image: Image.Image) -> int:
        if page_number in reading:
            return upright_turn(image, ORIENT_DPI, ocr, deadline)
        return page_rotation(image, ocr)

    return orient


def _ocr_missing(
    pages: dict[int, Page],
    missing: list[int],
    chosen: list[int],
    render: Renderer,
    ocr: OcrConfig,
    deadline: Deadline,
) -> tuple[str, list[str]]:
    """OCR the `chosen` of the pages `missing` text into `pages`; (note suffix, warnings)."""
    if not missing:
        return "", []
    if not tesseract_available(ocr):
        why = "disabled" if not ocr.enabled else "Tesseract is not installed"
        return f"; OCR unavailable ({why})", []
    results, warnings = ocr_pages(chosen, render, ocr, deadline)
    pages.update(results)
    read = sum(1 for page in results.values() if page.text_source is TextSource.OCR)
    note = f"; OCR read {read} of {len(missing)} page(s)"
    if len(chosen) < len(missing):
        note += f" (page budget {ocr.page_budget})"
    return note, warnings
