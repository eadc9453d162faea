"""The shared workload on procrastinate (run with the peers' virtual environment)."""

from __future__ import annotations

import json
import signal
import sys
from typing import Any

import procrastinate
import psycopg
from common import Recorder, conninfo, parse, record_latency, run_main

args = parse()
DSN = conninfo(args.db)
app = procrastinate.App(connector=procrastinate.PsycopgConnector(conninfo=DSN))
recorder = Recorder()


@app.task(name="noop")
async def noop(enqueued_at: float | None = None) -> None:
    if args.role == "idle":
        record_latency(args.out, enqueued_at or 0.0)
        return
    recorder.start()
    recorder.end()


def reset() -> None:
    with psycopg.connect(DSN, autocommit=True) as conn:
        installed = conn.execute("SELECT to_regclass('procrastinate_jobs')").fetchone()
        if installed is None or installed[0] is None:
            with app.open():
                app.schema_manager.apply_schema()
        conn.execute("DELETE FROM procrastinate_jobs")


def enqueue_batch(count: int) -> None:
    with app.open():
        noop.batch_defer(*({} for _ in range(count)))


def enqueue_one(enqueued_at: float) -> None:
    with app.open():
        noop.defer(enqueued_at=enqueued_at)


def worker() -> None:
    options: dict[str, Any] = {"concurrency": args.concurrency, "delete_jobs": "never"}
    if args.role == "drain":
        app.run_worker(wait=False, **options)
        recorder.dump(args.out)
    else:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        app.run_worker(wait=True, concurrency=1, delete_jobs="never")


if __name__ == "__main__":
    if args.role != "main":
        worker()
    else:
        print(
            json.dumps(run_main("procrastinate", __file__, args, reset, enqueue_batch, enqueue_one))
        )
