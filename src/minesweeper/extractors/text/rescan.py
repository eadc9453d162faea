"""A second OCR pass for approval pages whose committee names were not read.

Phone photos of a form have uneven light: Tesseract's global threshold then drops the typed
names while still reading the bold labels. When a scanned page shows two or more role labels
with no name beside them, the page is rendered again, its lighting flattened (each pixel
divided by a heavily blurred copy, i.e. the paper's local brightness), seal ink removed, and
OCR run once more. Only that page, only once, and only when Tesseract is there.
"""

from __future__ import annotations

import dataclasses
import subprocess

import numpy as np
from PIL import Image, ImageFilter

from minesweeper.extractors.text.labels import is_label_only
from minesweeper.extractors.text.lines import page_lines
from minesweeper.extractors.text.reread import reread_lines
from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.model import IngestedDocument, OcrWord, Page, TextSource
from minesweeper.ingest.ocr import ocr_image, remove_red_ink, tesseract_available

_MIN_BARE_LABELS = 2  # label cells without a name that make a page worth a second pass
_BLUR_RADIUS_RATIO = 0.02  # background blur radius, as a share of the page width
_SMALL_TEXT_PX = 32  # text lower than this is upscaled before OCR (Tesseract likes ~30 px+)


def bare_labels(page: Page) -> int:
    """Lines of an OCR page holding only a role label (the name beside it was not read)."""
    return sum(1 for line in page_lines(page) if len(line.cells) == 1 and is_label_only(line.text))


def _text_height(page: Page) -> float:
    heights = sorted(word.height for word in page.words)
    return float(heights[len(heights) // 2]) if heights else 0.0


def _scaled(word: OcrWord, scale: int) -> OcrWord:
    """A word box from the upscaled image, back in the page's own pixels."""
    if scale == 1:
        return word
    return dataclasses.replace(
        word,
        left=word.left // scale,
        top=word.top // scale,
        width=max(1, word.width // scale),
        height=max(1, word.height // scale),
    )


def flatten_lighting(image: Image.Image) -> Image.Image:
    gray = image.convert("L")
    radius = max(8, int(gray.width * _BLUR_RADIUS_RATIO))
    background = np.asarray(gray.filter(ImageFilter.GaussianBlur(radius)), dtype=np.float32)
    pixels = np.asarray(gray, dtype=np.float32)
    flat = np.clip(pixels / np.maximum(background, 1.0) * 255.0, 0, 255).astype(np.uint8)
    return Image.fromarray(flat)


def rescan(document: IngestedDocument, config: OcrConfig | None = None) -> IngestedDocument:
    """The document with its name-less approval pages OCRed again, then its committee lines
    whose names were misread read again one by one (or unchanged)."""
    config = config or OcrConfig()
    if document.renderer is None or not tesseract_available(config):
        return document
    pages = list(document.pages)
    changed = False
    for position, page in enumerate(pages):
        if page.text_source != TextSource.OCR or not page.ocr_dpi:
            continue
        if bare_labels(page) < _MIN_BARE_LABELS:
            continue
        try:
            image = document.render_page(page.number, page.ocr_dpi).convert("RGB")
            cleaned, _ratio = remove_red_ink(image)
            flat = flatten_lighting(cleaned)
            scale = 2 if _text_height(page) < _SMALL_TEXT_PX else 1
            if scale > 1:
                flat = flat.resize(
                    (flat.width * scale, flat.height * scale), Image.Resampling.LANCZOS
                )
            result = ocr_image(flat, config, page.ocr_dpi * scale)
        except (OSError, subprocess.SubprocessError):
            continue  # the first pass stands
        words = tuple(_scaled(word, scale) for word in result.words)
        candidate = dataclasses.replace(page, text=result.text, words=words)
        if result.words and bare_labels(candidate) < bare_labels(page):
            pages[position] = candidate
            changed = True
    if changed:
        document = dataclasses.replace(document, pages=tuple(pages))
    return reread_lines(document, config, flatten_lighting)
