"""Wiring: settings -> gateway client. The only place that reads the VLM_* model settings."""

from __future__ import annotations

from minesweeper.gateway.client import ModelClient
from minesweeper.gateway.config import GatewayConfig
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
