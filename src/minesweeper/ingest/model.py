"""What ingest makes of one file: format, pages with their text, a note for the reviewer.

Frozen dataclasses only; no ORM. Later stages (type, extract, the page viewer) read these.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image


class SourceFormat(StrEnum):
    PDF = "pdf"
    PNG = "png"
    JPEG = "jpeg"
    TIFF = "tiff"
    WEBP = "webp"
    HWP = "hwp"
    HWPX = "hwpx"
    DOCX = "docx"
    HTML = "html"
    TEXT = "txt"


class TextSource(StrEnum):
    LAYER = "layer"  # the file's own text (PDF text layer, HWP/HWPX/DOCX/HTML/text)
    OCR = "ocr"  # recognised from the page image
    NONE = "none"  # no text could be obtained


@dataclass(frozen=True, slots=True)
class OcrWord:
    """One OCR word with its box in page pixels at `Page.ocr_dpi` and a 0-1 confidence."""

    text: str
    left: int
    top: int
    width: int
    height: int
    confidence: float
    line_id: int = 0  # words with the same line_id sit on one OCR line


@dataclass(frozen=True, slots=True)
class Page:
    number: int  # 1-based
    text: str
    text_source: TextSource
    words: tuple[OcrWord, ...] = ()  # filled for OCR pages
    ocr_dpi: int | None = None
    # (width, height) in pixels of the image the OCR words were read from: their boxes' frame.
    ocr_size: tuple[int, int] | None = None
    red_ink_ratio: float = 0.0  # share of page pixels that look like red seal ink (0-1)
    blank: bool = False  # no text layer and no ink at all: nothing to read or to OCR
    bold: tuple[str, ...] = ()  # runs of text set in bold (a CV bolds its owner's name)


@dataclass(frozen=True, slots=True)
class ScholarCoauthor:
    name: str
    affiliation: str | None = None


@dataclass(frozen=True, slots=True)
class ScholarPublication:
    title: str
    authors: str  # the author string as printed, e.g. "M Kim, S Park, JW Lee"
    venue: str | None = None
    year: str | None = None


@dataclass(frozen=True, slots=True)
class ScholarProfile:
    """The structured parts of a saved Google Scholar profile page."""

    name: str
    affiliation: str | None
    coauthors: tuple[ScholarCoauthor, ...]
    publications: tuple[ScholarPublication, ...]


PageRenderer = Callable[[int, int], "Image"]
"""render(page_number, dpi) -> a PIL image of that page."""

WordBox = tuple[str, float, float, float, float]
"""(text, left, top, width, height): a box as fractions of the page's width and height."""

LayerWords = Callable[[int], list[WordBox]]
"""words(page_number) -> the words of that page's text layer with their boxes."""


@dataclass(frozen=True, slots=True)
class IngestedDocument:
    format: SourceFormat
    page_count: int
    has_text_layer: bool
    pages: tuple[Page, ...]
    note: str  # for the reviewer, e.g. "scanned PDF, 3 pages without text layer"
    warnings: tuple[str, ...] = ()
    scholar: ScholarProfile | None = None
    renderer: PageRenderer | None = field(default=None, compare=False, repr=False)
    # PDFs: where each word of a text layer is printed, and each page rendered with only what
    # was not typed (seal and signature images, drawn ink): marks beside a printed name.
    layer_words: LayerWords | None = field(default=None, compare=False, repr=False)
    marks_renderer: PageRenderer | None = field(default=None, compare=False, repr=False)

    @property
    def text(self) -> str:
        return "\n\n".join(page.text for page in self.pages)

    def render_page(self, page_number: int, dpi: int = 150) -> Image:
        """Render one page (1-based) as an image; raises IngestError for text-only formats."""
        from minesweeper.ingest.errors import IngestError

        if self.renderer is None:
            raise IngestError("unsupported_format", f"{self.format} pages cannot be rendered")
        return self.renderer(page_number, dpi)
