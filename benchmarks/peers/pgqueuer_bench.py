"""The shared workload on pgqueuer (run with the peers' virtual environment; see setup.sh)."""

from __future__ import annotations

import asyncio
import json
import signal
from datetime import timedelta

import asyncpg
from common import Recorder, conninfo, parse, record_latency, run_main
from pgqueuer import AsyncpgDriver, Job, Queries, QueueManager
from pgqueuer.domain.types import QueueExecutionMode

ENTRYPOINT = "noop"


async def _queries(dsn: str) -> tuple[asyncpg.Connection, Queries]:
    conn = await asyncpg.connect(dsn)
    return conn, Queries(AsyncpgDriver(conn))


async def _reset(dsn: str) -> None:
    conn, queries = await _queries(dsn)
    if not await queries.schema_is_installed():
        await queries.install()
    await queries.clear_queue()
    await conn.close()


async def _enqueue_batch(dsn: str, count: int) -> None:
    conn, queries = await _queries(dsn)
    await queries.enqueue([ENTRYPOINT] * count, [None] * count, [0] * count)
    await conn.close()


async def _enqueue_one(dsn: str, enqueued_at: float) -> None:
    conn, queries = await _queries(dsn)
    await queries.enqueue(ENTRYPOINT, str(enqueued_at).encode())
    await conn.close()


async def _worker(dsn: str, role: str, out: str, concurrency: int) -> None:
    conn, queries = await _queries(dsn)
    qm = QueueManager(queries)
    recorder = Recorder()

    @qm.entrypoint(ENTRYPOINT)
    async def noop(job: Job) -> None:
        if role == "idle":
            record_latency(out, float((job.payload or b"0").decode()))
            return
        recorder.start()
        recorder.end()

    if role == "idle":
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, qm.shutdown.set)
        await qm.run(dequeue_timeout=timedelta(seconds=2), batch_size=1)
    else:
        await qm.run(
            dequeue_timeout=timedelta(seconds=1),
            batch_size=concurrency,
            mode=QueueExecutionMode.drain,
        )
        recorder.dump(out)
    await conn.close()


def main() -> None:
    args = parse()
    dsn = conninfo(args.db)
    if args.role != "main":
        asyncio.run(_worker(dsn, args.role, args.out, args.concurrency))
        return
    figures = run_main(
        "pgqueuer",
        __file__,
        args,
        reset=lambda: asyncio.run(_reset(dsn)),
        enqueue_batch=lambda n: asyncio.run(_enqueue_batch(dsn, n)),
        enqueue_one=lambda t: asyncio.run(_enqueue_one(dsn, t)),
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
