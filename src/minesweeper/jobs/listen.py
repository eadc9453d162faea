"""Cross-process wake-ups: PostgreSQL LISTEN, or SQLite's `PRAGMA data_version`. Each wakes
idle workers as soon as an enqueue commits elsewhere. Polling remains the fallback, so a lost
connection only costs latency, never a job."""

from __future__ import annotations

import logging
import sqlite3
import threading
from abc import ABC, abstractmethod
from typing import Any

from sqlalchemy import Engine

from minesweeper.jobs.queries import NOTIFY_CHANNEL

log = logging.getLogger("minesweeper.jobs")
_RECONNECT_DELAY_S = 2.0
_CHECK_STOP_S = 1.0


class _WakeSource(ABC):
    """A daemon thread that sets `wake` on outside commits; on failure it waits and retries."""

    _NAME = "jobs-wake"
    _FAILED = "wake-up source failed (polling continues): %s"

    def __init__(self, wake: threading.Event) -> None:
        self._wake = wake
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=self._NAME, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=_CHECK_STOP_S * 3)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._follow()
            except Exception as exc:
                log.warning(self._FAILED, exc)
                self._stop.wait(_RECONNECT_DELAY_S)

    @abstractmethod
    def _follow(self) -> None:
        """Follow the outside commits until stopped; raise when the connection is lost."""


class Listener(_WakeSource):
    """PostgreSQL: LISTENs on the jobs channel, which every enqueue NOTIFYs."""

    _NAME = "jobs-listen"
    _FAILED = "LISTEN connection failed (polling continues): %s"

    def __init__(self, engine: Engine, wake: threading.Event) -> None:
        super().__init__(wake)
        self._engine = engine

    @staticmethod
    def supported(engine: Engine) -> bool:
        return engine.dialect.name == "postgresql" and engine.dialect.driver == "psycopg"

    def _follow(self) -> None:
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


class DataVersionWatcher(_WakeSource):
    """SQLite: wakes idle workers when another connection (another process) commits.

    `PRAGMA data_version` changes whenever a different connection commits to the file. In
    WAL mode it is answered from the shared-memory WAL index, so checking it every few
    milliseconds costs no disk I/O, unlike a claim query per poll. Our own process's commits
    (claims, completions) also count as "another connection"; such a wake-up only makes the
    worker look once more.
    """

    INTERVAL_S = 0.005

    _NAME = "jobs-watch"
    _FAILED = "watching the SQLite file failed (polling continues): %s"

    def __init__(self, engine: Engine, wake: threading.Event) -> None:
        super().__init__(wake)
        self._path = str(engine.url.database)

    @staticmethod
    def supported(engine: Engine) -> bool:
        database = engine.url.database or ""
        return engine.dialect.name == "sqlite" and database not in ("", ":memory:")

    def _follow(self) -> None:
        conn = sqlite3.connect(self._path, isolation_level=None, check_same_thread=False)
        try:
            last = conn.execute("PRAGMA data_version").fetchone()[0]
            while not self._stop.wait(self.INTERVAL_S):
                version = conn.execute("PRAGMA data_version").fetchone()[0]
                if version != last:
                    last = version
                    self._wake.set()
        finally:
            conn.close()


def start_wake_source(
    engine: Engine, wake: threading.Event
) -> Listener | DataVersionWatcher | None:
    """What tells this worker's idle loop that a job was queued by another process."""
    source: Listener | DataVersionWatcher | None = None
    if Listener.supported(engine):
        source = Listener(engine, wake)
    elif DataVersionWatcher.supported(engine):
        source = DataVersionWatcher(engine, wake)
    if source is not None:
        source.start()
    return source
