"""How the gateway reaches the model server; built from `Settings` by `factory.py`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ApiKind = Literal["ollama", "openai"]


@dataclass(frozen=True, slots=True)
class GatewayConfig:
    api: ApiKind
    base_url: str
    model: str
    api_key: str | None = None
    timeout_s: float = 120.0  # one request, connect to last byte
    concurrency: int = 1  # requests in flight to the model server, per worker process
    transient_attempts: int = 3  # tries per request on timeouts, connection errors, 429, 5xx
    backoff_s: float = 1.0  # first wait between tries; doubles each time
    backoff_cap_s: float = 20.0  # longest wait between tries (also caps Retry-After)
