"""Minesweeper's job engine as one line of the shared peer harness (`bench-peers`).

The harness's `peerlib` times it exactly as it times the peers. Run it through the harness's
`--extra`, with `peerlib` on the path (see benchmarks/README.md for the command):

    PYTHONPATH=HARNESS_DIR python harness_minesweeper.py [--storage postgres|sqlite]
        [--prefetch N] [--max-prefetch N] [--in-transaction] [--label NAME]

Public API only: `enqueue(engine, ...)` per job (one statement that commits by itself; with
`--in-transaction`, `enqueue(conn, ...)` inside `engine.begin()` instead), `enqueue_many` per
bulk chunk, `Worker(engine, handlers, concurrency=C, prefetch=P, max_prefetch=M).run()` per
worker process (`--max-prefetch` left out: the worker's default).
"""

from __future__ import annotations

import argparse
import asyncio
import os
from typing import Any

import peerlib  # type: ignore[import-not-found]  # the harness's own module
from sqlalchemy import text

from minesweeper.db import Database, migrate
from minesweeper.jobs import JobContext, Worker, enqueue, enqueue_many


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--storage", choices=["postgres", "sqlite"], default="postgres")
    parser.add_argument("--prefetch", type=int, default=0)
    parser.add_argument("--max-prefetch", type=int, default=None)
    parser.add_argument("--in-transaction", action="store_true")
    parser.add_argument("--label", default="", help="the line's name in the table")


ARGS = peerlib.parse_args(_options)
if ARGS.storage == "postgres":
    URL = ARGS.dsn.replace("postgresql://", "postgresql+psycopg://", 1)
else:
    URL = f"sqlite:///{os.path.join(ARGS.scratch, 'minesweeper-harness.db')}"


def noop(_ctx: JobContext, payload: dict[str, Any]) -> None:
    peerlib.mark(payload["p"], int(payload["i"]))


class Adapter:
    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    async def enqueue(self, phase: str, i: int) -> None:
        if ARGS.in_transaction:
            with self.engine.begin() as conn:
                enqueue(conn, "noop", {"p": phase, "i": i})
        else:
            enqueue(self.engine, "noop", {"p": phase, "i": i})

    async def enqueue_many(self, phase: str, ids: list[int]) -> None:
        enqueue_many(self.engine, "noop", ({"p": phase, "i": i} for i in ids))

    async def remaining(self) -> int:
        with self.engine.connect() as conn:
            sql = "SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')"
            return int(conn.execute(text(sql)).scalar_one())

    def worker_cmds(self, n: int) -> list[list[str]]:
        return [peerlib.worker_argv()] * n


def worker() -> None:
    db = Database(URL)
    chosen = {} if ARGS.max_prefetch is None else {"max_prefetch": ARGS.max_prefetch}
    Worker(
        db.engine,
        {"noop": noop},
        concurrency=ARGS.concurrency,
        prefetch=ARGS.prefetch,
        log_jobs=False,
        **chosen,
    ).run()


async def main() -> None:
    if ARGS.storage == "sqlite":
        for suffix in ("", "-wal", "-shm"):
            path = URL.removeprefix("sqlite:///") + suffix
            if os.path.exists(path):
                os.remove(path)
    migrate.upgrade(URL)
    db = Database(URL)
    name = "minesweeper" + ("" if ARGS.storage == "postgres" else "-sqlite")
    name += "-tx" if ARGS.in_transaction else ""
    name += f"-prefetch{ARGS.prefetch}" if ARGS.prefetch else ""
    name = ARGS.label or name
    enqueue_how = "one transaction per job" if ARGS.in_transaction else "enqueue(engine) per job"
    await peerlib.run(
        name,
        "postgresql" if ARGS.storage == "postgres" else "sqlite",
        Adapter(db),
        ARGS,
        version=peerlib.version("minesweeper"),
        notes=f"Worker(concurrency={ARGS.concurrency}, prefetch={ARGS.prefetch}"
        + ("" if ARGS.max_prefetch is None else f", max_prefetch={ARGS.max_prefetch}")
        + "); "
        f"enqueue: {enqueue_how}; bulk: enqueue_many(engine) per chunk",
    )


if ARGS.worker:
    worker()
else:
    asyncio.run(main())
