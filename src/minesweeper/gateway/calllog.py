"""Where the gateway writes one row per model call: the `ai_calls` table, or memory in tests.

A `CallRecord` has no field that could hold text, a name or an image, by construction.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass
from typing import Protocol

from sqlalchemy.exc import SQLAlchemyError

from minesweeper.db import Database
from minesweeper.db.models_ai import AiCall

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class CallRecord:
    job_id: str | None
    document_id: int | None
    page: int | None
    backend: str
    model: str
    duration_ms: int
    http_attempts: int
    tokens_in: int | None
    tokens_out: int | None
    outcome: str  # ok | invalid_output | unavailable
    names_returned: int = 0
    names_grounded: int = 0
    names_dropped: int = 0
    names_unverified: int = 0


class CallLog(Protocol):
    def record(self, call: CallRecord) -> None: ...


class DatabaseCallLog:
    """Writes each record in its own short transaction.

    A failed write is logged and swallowed: losing one log row must never fail the document.
    """

    def __init__(self, database: Database) -> None:
        self._database = database

    def record(self, call: CallRecord) -> None:
        try:
            with self._database.session() as session:
                session.add(AiCall(**asdict(call)))
        except SQLAlchemyError:
            log.warning("could not write the ai_calls row", exc_info=True)


class MemoryCallLog:
    """Keeps records in a list (the CLI's dry runs and unit tests)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.records: list[CallRecord] = []

    def record(self, call: CallRecord) -> None:
        with self._lock:
            self.records.append(call)
