"""Safety limits and OCR configuration for ingest.

Defaults match the application settings (MAX_UPLOAD_BYTES, MAX_PAGES, INGEST_TIMEOUT_S,
OCR_PAGE_BUDGET, OCR_DPI); ingest may not import the settings module (leaf stage), so the
caller builds these from its settings and passes them in.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from minesweeper.ingest.errors import IngestError


class IngestSettings(Protocol):
    """The application settings fields ingest reads (duck-typed: ingest is a leaf stage)."""

    max_upload_bytes: int
    max_pages: int
    ingest_timeout_s: float
    ocr_page_budget: int
    ocr_dpi: int
    data_dir: Path


@dataclass(frozen=True, slots=True)
class IngestLimits:
    max_bytes: int = 50 * 1024 * 1024  # largest accepted upload
    max_pages: int = 2000
    timeout_s: float = 120.0  # wall-clock budget for one document, OCR included
    max_zip_entries: int = 2000
    max_zip_total_bytes: int = 200 * 1024 * 1024  # sum of uncompressed zip members
    max_zip_ratio: float = 200.0  # uncompressed/compressed, per member
    max_image_pixels: int = 100_000_000  # about 10k x 10k; larger images are bombs
    max_text_chars: int = 20_000_000  # cap on extracted text kept per document

    @classmethod
    def from_settings(cls, settings: IngestSettings) -> IngestLimits:
        return cls(
            max_bytes=settings.max_upload_bytes,
            max_pages=settings.max_pages,
            timeout_s=settings.ingest_timeout_s,
        )


@dataclass(frozen=True, slots=True)
class OcrConfig:
    enabled: bool = True
    tesseract_cmd: str = "tesseract"  # a path that does not exist means "not installed"
    languages: str = "kor+eng"
    dpi: int = 300
    page_budget: int = 12  # most pages OCRed per document
    psm: int = 4  # single column of variable-size text: finds the names on approval pages
    workers: int = 2  # pages OCRed in parallel, each Tesseract with one thread
    page_timeout_s: float = 60.0
    cache_dir: Path | None = None  # optional on-disk cache of OCR results by image hash

    @classmethod
    def from_settings(cls, settings: IngestSettings) -> OcrConfig:
        """OCR as configured: TESSERACT_CMD, OCR_WORKERS, OCR_DPI, OCR_PAGE_BUDGET, and a
        disk cache under DATA_DIR/cache/ocr."""
        return cls(
            tesseract_cmd=str(getattr(settings, "tesseract_cmd", "tesseract")),
            workers=int(getattr(settings, "ocr_workers", 2)),
            dpi=settings.ocr_dpi,
            page_budget=settings.ocr_page_budget,
            cache_dir=Path(settings.data_dir) / "cache" / "ocr",
        )


class Deadline:
    """A wall-clock budget checked between units of work (pages, zip members, records)."""

    def __init__(self, seconds: float) -> None:
        self._end = time.monotonic() + seconds
        self.seconds = seconds

    def remaining(self) -> float:
        return self._end - time.monotonic()

    def check(self) -> None:
        if time.monotonic() > self._end:
            raise IngestError(
                "timeout", f"reading the document took longer than {self.seconds:g} s"
            )
