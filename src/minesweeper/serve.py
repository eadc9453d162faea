"""`minesweeper serve`: the web app, plus an embedded worker for the single-machine default."""

from __future__ import annotations

import sys
from datetime import timedelta

import uvicorn

from minesweeper.db import Database
from minesweeper.db.migrate import is_at_head
from minesweeper.jobs import Worker
from minesweeper.screening.handlers import build_handlers
from minesweeper.settings import Settings
from minesweeper.web.app import create_app
from minesweeper.web.http_protocol import BoundedHeadProtocol


def run_server(settings: Settings, *, host: str, port: int, embedded_worker: bool) -> None:
    db = Database(settings.database_url, sqlite_synchronous=settings.sqlite_synchronous)
    if not is_at_head(settings.database_url):
        sys.exit("the database schema is not up to date: run `minesweeper migrate` first")
    app = create_app(settings, db)
    worker: Worker | None = None
    if embedded_worker:
        worker = Worker(
            db.engine,
            build_handlers(db, settings),
            concurrency=settings.worker_concurrency,
            poll_interval_ms=settings.worker_poll_interval_ms,
            retention=timedelta(days=settings.job_retention_days),
            label=f"extractor={settings.extractor_mode}",
        )
        worker.start_in_thread()
    try:
        # The app reads X-Forwarded-For itself, from TRUSTED_PROXIES only (web/client_address.py).
        uvicorn.run(
            app,
            host=host,
            port=port,
            log_level="info",
            proxy_headers=False,
            http=BoundedHeadProtocol,
        )
    finally:
        if worker is not None:
            worker.stop()
        db.dispose()
