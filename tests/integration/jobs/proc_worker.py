"""A separate process for the multi-process tests: `python proc_worker.py MODE URL [ARGS]`.

Modes:
- `effects`: run a worker whose handler records each job's effect in `job_effects`
  (a table with a unique job id), until the queue is empty;
- `sleeper LEASE_S`: run a worker for the built-in `sleep` jobs with a short lease;
- `unflushed LEASE_S`: run a worker whose handler logs each run in `job_runs` (no unique
  key: a rerun adds a row), but whose finished jobs are never written (every cycle that
  carries completions fails, as when the database stops answering), until it is killed;
- `starts START_AT THREADS`: at START_AT (epoch seconds), start the same keyed job from
  THREADS threads at once and print one line per outcome (`created ID`/`conflict ID`).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from minesweeper.db.engine import create_engine_for_url
from minesweeper.jobs import JobConflict, JobContext, Worker, builtin_handlers, enqueue


def _recorder(engine: Engine, table: str) -> Callable[[JobContext, dict[str, Any]], None]:
    def record(ctx: JobContext, _payload: dict[str, Any]) -> None:
        with engine.connect() as conn:
            if engine.dialect.name == "sqlite":
                conn.execution_options(sqlite_begin="IMMEDIATE")
            with conn.begin():
                conn.execute(
                    text(f"INSERT INTO {table} (job_id, worker_id) VALUES (:j, :w)"),
                    {"j": ctx.job.id, "w": ctx.worker_id},
                )

    return record


def effects(url: str) -> None:
    engine = create_engine_for_url(url)
    Worker(
        engine, {"effect": _recorder(engine, "job_effects")}, concurrency=4, prefetch=4,
        poll_interval_ms=100, exit_when_idle=True, log_jobs=False,
    ).run()  # fmt: skip


def unflushed(url: str, lease_s: str) -> None:
    engine = create_engine_for_url(url)
    worker = Worker(
        engine, {"effect": _recorder(engine, "job_runs")}, concurrency=4,
        lease_seconds=float(lease_s), poll_interval_ms=100, log_jobs=False,
    )  # fmt: skip
    claim = worker._claimer.claim

    def claim_unless_completing(*args: Any, **kwargs: Any) -> Any:
        if kwargs.get("completions"):
            raise OperationalError("cycle", {}, ConnectionError("the database stopped answering"))
        return claim(*args, **kwargs)

    worker._claimer.claim = claim_unless_completing  # type: ignore[method-assign]
    worker.run()


def sleeper(url: str, lease_s: str) -> None:
    engine = create_engine_for_url(url)
    Worker(engine, builtin_handlers(), lease_seconds=float(lease_s), poll_interval_ms=100).run()


def starts(url: str, start_at: str, threads: str) -> None:
    engine = create_engine_for_url(url, pool_size=int(threads))
    lines: list[str] = []
    lock = threading.Lock()

    def one() -> None:
        time.sleep(max(0.0, float(start_at) - time.time()))
        try:
            with engine.begin() as conn:
                line = "created " + enqueue(conn, "sleep", key="same", policy="reject").id
        except JobConflict as exc:
            line = "conflict " + exc.existing.id
        with lock:
            lines.append(line)

    workers = [threading.Thread(target=one) for _ in range(int(threads))]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    print("\n".join(lines), flush=True)


if __name__ == "__main__":
    mode, *args = sys.argv[1:]
    commands: dict[str, Callable[..., None]] = {
        "effects": effects,
        "sleeper": sleeper,
        "unflushed": unflushed,
        "starts": starts,
    }
    commands[mode](*args)
