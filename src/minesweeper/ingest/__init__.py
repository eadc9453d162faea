"""Stage 1: bytes -> pages of text and images, safely (format sniffing, limits, OCR)."""

from minesweeper.ingest.config import IngestLimits, OcrConfig
from minesweeper.ingest.core import ingest_bytes
from minesweeper.ingest.errors import IngestError, IngestErrorCode
from minesweeper.ingest.model import (
    IngestedDocument,
    OcrWord,
    Page,
    ScholarCoauthor,
    ScholarProfile,
    ScholarPublication,
    SourceFormat,
    TextSource,
    WordBox,
)
from minesweeper.ingest.pdf import pdf_word_boxes
from minesweeper.ingest.sniff import sniff_format

__all__ = [
    "IngestError",
    "IngestErrorCode",
    "IngestLimits",
    "IngestedDocument",
    "OcrConfig",
    "OcrWord",
    "Page",
    "ScholarCoauthor",
    "ScholarProfile",
    "ScholarPublication",
    "SourceFormat",
    "TextSource",
    "WordBox",
    "ingest_bytes",
    "pdf_word_boxes",
    "sniff_format",
]
