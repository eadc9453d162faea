"""A quick check that the model server answers, before a long run depends on it.

`minesweeper eval --extractor vlm` calls it so a wrong VLM_BASE_URL fails in seconds with the
server's address, instead of after every document has been retried.
"""

from __future__ import annotations

import httpx

from minesweeper.gateway.config import GatewayConfig
from minesweeper.gateway.errors import ModelUnavailable

PROBE_TIMEOUT_S = 5.0
# A cheap read-only endpoint of each API that needs no model to be loaded.
_PROBE_PATHS = {"ollama": "/api/tags", "openai": "/models"}


def probe_model_server(config: GatewayConfig) -> None:
    """Raise ModelUnavailable unless the model server answers its listing endpoint."""
    base = config.base_url.rstrip("/")
    if config.api == "openai" and not base.endswith("/v1"):
        base += "/v1"
    url = base + _PROBE_PATHS[config.api]
    headers = {"Authorization": f"Bearer {config.api_key}"} if config.api_key else {}
    try:
        response = httpx.get(url, headers=headers, timeout=PROBE_TIMEOUT_S)
    except httpx.HTTPError as exc:
        raise ModelUnavailable(config.base_url, 1, f"{type(exc).__name__}: {exc}") from exc
    if response.status_code >= 400:
        raise ModelUnavailable(config.base_url, 1, f"HTTP {response.status_code} from {url}")
