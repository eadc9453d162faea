"""Builds the person extractor that EXTRACTOR_MODE (or a CLI flag) asks for.

The VLM extractor reaches the model through the gateway's client; this is where the two meet.
"""

from __future__ import annotations

from typing import Literal

from minesweeper.db import Database
from minesweeper.extractors.model import Extractor
from minesweeper.extractors.text import TextExtractor
from minesweeper.gateway import CallLog, DatabaseCallLog, MemoryCallLog, ModelClient
from minesweeper.settings import Settings

ExtractorMode = Literal["text", "vlm"]


def build_extractor(
    settings: Settings, mode: ExtractorMode | None = None, db: Database | None = None
) -> Extractor:
    chosen = mode or settings.extractor_mode
    text = TextExtractor()
    if chosen == "text":
        return text
    return build_vlm_extractor(settings, text, db)


def build_vlm_extractor(
    settings: Settings,
    text_extractor: Extractor | None,
    call_log: CallLog | Database | None = None,
    *,
    client: ModelClient | None = None,
) -> Extractor:
    """The `vlm` extractor: hybrid over `text_extractor`, model calls through the gateway.

    Given a `Database`, calls are logged to its `ai_calls` table; given nothing (a dry run
    from the command line), they are kept in memory only.
    """
    from minesweeper.extractors.vlm import VlmExtractor
    from minesweeper.extractors.vlm.page_reader import GatewayPageModel
    from minesweeper.gateway import build_model_client

    if isinstance(call_log, Database):
        call_log = DatabaseCallLog(call_log)
    model = GatewayPageModel(client or build_model_client(settings), call_log or MemoryCallLog())
    return VlmExtractor(
        model,
        text_extractor,
        max_pages=settings.vlm_max_pages,
        dpi=settings.vlm_dpi,
        hybrid=text_extractor is not None,
    )
