"""Wiring: settings -> gateway client -> VLM extractor. The only place that reads VLM_* settings."""

from __future__ import annotations

from minesweeper.db import Database
from minesweeper.extractors.model import Extractor
from minesweeper.extractors.vlm import VlmExtractor
from minesweeper.gateway.calllog import CallLog, DatabaseCallLog, MemoryCallLog
from minesweeper.gateway.client import ModelClient
from minesweeper.gateway.config import GatewayConfig
from minesweeper.gateway.page_reader import GatewayPageModel
from minesweeper.settings import Settings


def gateway_config(settings: Settings) -> GatewayConfig:
    return GatewayConfig(
        api=settings.vlm_api,
        base_url=settings.vlm_base_url,
        model=settings.vlm_model,
        api_key=settings.vlm_api_key or None,
        timeout_s=settings.vlm_timeout_s,
        concurrency=settings.vlm_concurrency,
    )


def build_model_client(settings: Settings) -> ModelClient:
    return ModelClient(gateway_config(settings))


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
