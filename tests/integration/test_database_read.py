"""`Database.read`: the reads of a status poll run on the event loop, on both databases,
on the driver's own connection.

On PostgreSQL the driver's async mode awaits each round trip on the loop (no thread hop, no
other request held up); on SQLite the read runs in place. Nothing here measures time.
"""

from __future__ import annotations

import asyncio
import threading

import pytest
from sqlalchemy import func, literal, select, text

from minesweeper.db import Database
from minesweeper.db.driver_reads import Reads
from minesweeper.db.engine import ASYNC_READ_POOL_SIZE

_ONE = select(literal(1).label("one"))
_SLEEP = select(func.pg_sleep(0.5).label("slept"))


async def _thread_and_answer(reads: Reads) -> tuple[int, int]:
    row = await reads.first(_ONE, {})
    assert row is not None
    return threading.get_ident(), row["one"]


def test_a_read_runs_in_the_event_loops_thread(database: Database) -> None:
    async def main() -> tuple[int, tuple[int, int]]:
        return threading.get_ident(), await database.read(_thread_and_answer)

    loop_thread, (read_thread, answer) = asyncio.run(main())
    assert answer == 1
    assert read_thread == loop_thread


def test_reads_go_on_while_one_waits_on_the_server(pg_url: str) -> None:
    """A read waiting on PostgreSQL (`pg_sleep`) leaves the loop free for the others."""
    db = Database(pg_url)
    finished: list[str] = []

    async def slow(reads: Reads) -> None:
        await reads.first(_SLEEP, {})
        finished.append("slow")

    async def quick(reads: Reads) -> None:
        await reads.first(_ONE, {})
        finished.append("quick")

    async def main() -> None:
        await asyncio.gather(db.read(slow), db.read(quick))

    try:
        asyncio.run(main())
    finally:
        db.dispose()
    assert finished == ["quick", "slow"]


@pytest.mark.parametrize("loops", [3])
def test_each_event_loop_gets_its_own_connections(database: Database, loops: int) -> None:
    """More concurrent reads than the pool holds make reads wait for a connection; a pool's
    waits belong to one loop, so a second `asyncio.run` (or a test client) must not reuse it."""

    async def many() -> list[tuple[int, int]]:
        reads = [database.read(_thread_and_answer) for _ in range(ASYNC_READ_POOL_SIZE * 3)]
        return await asyncio.gather(*reads)

    for _ in range(loops):
        assert {answer for _, answer in asyncio.run(many())} == {1}


def test_dispose_closes_the_reads_connections(pg_url: str) -> None:
    db = Database(pg_url)
    asyncio.run(db.read(_thread_and_answer))
    db.dispose()
    probe = Database(pg_url)
    try:
        with probe.engine.connect() as conn:
            others = conn.execute(
                text(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            ).scalar_one()
    finally:
        probe.dispose()
    assert others == 0
