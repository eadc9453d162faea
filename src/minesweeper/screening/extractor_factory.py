"""Builds the person extractor that EXTRACTOR_MODE (or a CLI flag) asks for."""

from __future__ import annotations

from typing import Literal

from minesweeper.db import Database
from minesweeper.extractors.model import Extractor
from minesweeper.extractors.text import TextExtractor
from minesweeper.settings import Settings

ExtractorMode = Literal["text", "vlm"]


def build_extractor(
    settings: Settings, mode: ExtractorMode | None = None, db: Database | None = None
) -> Extractor:
    chosen = mode or settings.extractor_mode
    text = TextExtractor()
    if chosen == "text":
        return text
    from minesweeper.gateway.factory import build_vlm_extractor

    return build_vlm_extractor(settings, text, db)
