"""How the pipeline is tuned for one deployment (safety limits, OCR), built from settings."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.ingest import IngestLimits, OcrConfig
from minesweeper.settings import Settings


@dataclass(frozen=True, slots=True)
class PipelineOptions:
    limits: IngestLimits | None = None
    ocr: OcrConfig | None = None


def pipeline_options(settings: Settings) -> PipelineOptions:
    return PipelineOptions(
        limits=IngestLimits(
            max_bytes=settings.max_upload_bytes,
            max_pages=settings.max_pages,
            timeout_s=settings.ingest_timeout_s,
        ),
        ocr=OcrConfig(page_budget=settings.ocr_page_budget, dpi=settings.ocr_dpi),
    )
