"""PostgreSQL LISTEN: wakes idle workers as soon as an enqueue commits. Polling remains the
fallback, so a lost connection only costs latency, never a job."""

from __future__ import annotations

import logging
import threading
from typing import Any

from sqlalchemy import Engine

from minesweeper.jobs.queries import NOTIFY_CHANNEL

log = logging.getLogger("minesweeper.jobs")
_RECONNECT_DELAY_S = 2.0
_CHECK_STOP_S = 1.0


class Listener:
    def __init__(self, engine: Engine, wake: threading.Event) -> None:
        self._engine = engine
        self._wake = wake
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="jobs-listen", daemon=True)

    @staticmethod
    def supported(engine: Engine) -> bool:
        return engine.dialect.name == "postgresql" and engine.dialect.driver == "psycopg"

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=_CHECK_STOP_S * 3)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._listen()
            except Exception as exc:
                log.warning("LISTEN connection failed (polling continues): %s", exc)
                self._stop.wait(_RECONNECT_DELAY_S)

    def _listen(self) -> None:
        raw = self._engine.raw_connection()
        try:
            driver: Any = raw.driver_connection
            driver.autocommit = True
            driver.execute(f"LISTEN {NOTIFY_CHANNEL}")
            while not self._stop.is_set():
                for _ in driver.notifies(timeout=_CHECK_STOP_S, stop_after=1):
                    self._wake.set()
        finally:
            raw.invalidate()  # never hand a LISTENing connection back to the pool
