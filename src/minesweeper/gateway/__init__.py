"""The one door every model call goes through: schema check, grounding, limits, call log."""

from minesweeper.gateway.calllog import CallLog, CallRecord, DatabaseCallLog, MemoryCallLog
from minesweeper.gateway.client import ModelClient
from minesweeper.gateway.config import GatewayConfig
from minesweeper.gateway.context import call_context
from minesweeper.gateway.errors import GatewayError, ModelUnavailable
from minesweeper.gateway.factory import build_model_client, gateway_config

__all__ = [
    "CallLog",
    "CallRecord",
    "DatabaseCallLog",
    "GatewayConfig",
    "GatewayError",
    "MemoryCallLog",
    "ModelClient",
    "ModelUnavailable",
    "build_model_client",
    "call_context",
    "gateway_config",
]
