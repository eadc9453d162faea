"""How the pipeline is tuned for one deployment (safety limits, OCR), built from settings."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.ingest import IngestLimits, OcrConfig
from minesweeper.settings import Settings


@dataclass(frozen=True, slots=True)
class PipelineOptions:
    limits: IngestLimits | None = None
    ocr: OcrConfig | None = None
    embedding_model: str | None = None  # `EMBEDDING_MODEL`: pages get vectors when set


def pipeline_options(settings: Settings) -> PipelineOptions:
    return PipelineOptions(
        limits=IngestLimits.from_settings(settings),
        ocr=OcrConfig.from_settings(settings),
        embedding_model=settings.embedding_model or None,
    )
