"""Reads on the driver's own connection (`Database.read`) give SQLAlchemy's own answers.

A statement is compiled once by SQLAlchemy and run on the DBAPI connection; each column must
come back as SQLAlchemy's execution path hands it back (SQLite keeps datetimes, booleans and
JSON as text), and the PostgreSQL pool must hand out no connection that failed or that the
server closed. Nothing here measures time.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import Select, bindparam, column, create_engine, select, table, text, update

from minesweeper.db import Database
from minesweeper.db.driver_reads import CompiledRead, Reads
from minesweeper.db.engine import ASYNC_READ_POOL_SIZE
from minesweeper.jobs import enqueue, job_beside
from minesweeper.jobs.model import utcnow
from minesweeper.jobs.queries import JOBS

# A host row beside the job, as a status poll reads it: a label, an integer and a boolean.
_HOST = select(
    bindparam("wanted", type_=JOBS.c.priority.type).label("host_wanted"),
    (bindparam("flag", type_=JOBS.c.cancel_requested.type)).label("host_flag"),
)
_JOB_BESIDE = job_beside(_HOST)
_NO_TABLE: Select[Any] = select(column("x")).select_from(table("no_such_table"))
_ONE: Select[Any] = select(bindparam("one", 1).label("one"))


def _filled_job(db: Database) -> str:
    """A job whose every nullable column is set: JSON, datetimes, booleans, integers."""
    now = utcnow()
    with db.engine.begin() as conn:
        job = enqueue(conn, "demo", {"applicant_id": 7, "name": "이두리"}, key="k")
        conn.execute(
            update(JOBS)
            .where(JOBS.c.id == job.id)
            .values(
                status="running",
                stage="extract",
                processed=2,
                total=5,
                error={"message": "once", "code": "X", "details": {}},
                result={"pages": [1, 2], "ok": True},
                worker_id="w1",
                lease_expires_at=now + timedelta(seconds=30),
                cancel_requested=True,
                started_at=now,
                finished_at=now + timedelta(seconds=1),
            )
        )
    return job.id


def test_each_column_reads_back_as_through_sqlalchemy(database: Database) -> None:
    job_id = _filled_job(database)
    params = {"wanted": 3, "flag": True, "b_job": job_id}
    with database.engine.connect() as conn:
        expected = dict(conn.execute(_JOB_BESIDE, params).mappings().one())

    async def read(reads: Reads) -> dict[str, Any] | None:
        return await reads.first(_JOB_BESIDE, params)

    got = asyncio.run(database.read(read))
    assert got == expected
    assert {key: type(value) for key, value in got.items()} == {
        key: type(value) for key, value in expected.items()
    }
    assert got["result"] == {"pages": [1, 2], "ok": True}
    assert got["cancel_requested"] is True
    assert got["host_flag"] is True


def test_no_row_is_none(database: Database) -> None:
    async def read(reads: Reads) -> dict[str, Any] | None:
        return await reads.first(select(JOBS.c.id).where(JOBS.c.id == bindparam("id")), {"id": "x"})

    assert asyncio.run(database.read(read)) is None


@pytest.mark.parametrize("url", ["sqlite://", "postgresql+psycopg://nobody@localhost/none"])
def test_statements_the_driver_cannot_take_as_compiled_are_refused(url: str) -> None:
    dialect = create_engine(url).dialect  # no connection is opened
    expanding = select(JOBS.c.id).where(JOBS.c.id.in_(bindparam("ids", expanding=True)))
    with pytest.raises(ValueError, match="execution time"):
        CompiledRead(expanding, dialect)
    twice = select(JOBS.c.id, JOBS.c.id.label("id"))
    with pytest.raises(ValueError, match="distinct column keys"):
        CompiledRead(twice, dialect)


def _backends(url: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            count = conn.execute(
                text(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            ).scalar_one()
    finally:
        engine.dispose()
    return int(count)


def _terminate_others(url: str) -> None:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            conn.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            )
    finally:
        engine.dispose()


async def _one(reads: Reads) -> int:
    row = await reads.first(_ONE, {})
    assert row is not None
    return int(row["one"])


def test_a_connection_the_server_closed_is_not_handed_out_again(pg_url: str) -> None:
    db = Database(pg_url)

    async def main() -> tuple[int, int]:
        first = await db.read(_one)
        await asyncio.to_thread(_terminate_others, pg_url)  # as a server restart would
        return first, await db.read(_one)

    try:
        assert asyncio.run(main()) == (1, 1)
    finally:
        db.dispose()


def test_a_failed_read_closes_its_connection_and_frees_its_place(pg_url: str) -> None:
    db = Database(pg_url)

    async def fails(reads: Reads) -> None:
        await reads.first(_NO_TABLE, {})

    async def main() -> int:
        for _ in range(ASYNC_READ_POOL_SIZE + 1):  # one more than the pool holds
            with pytest.raises(Exception, match="no_such_table"):
                await db.read(fails)
        # Guards against a deadlock only (a place never freed), not a measure of time.
        return await asyncio.wait_for(db.read(_one), 60)

    try:
        assert asyncio.run(main()) == 1
        # The failed reads' connections were closed: only the last read's is left.
        assert _backends(pg_url) == 1
    finally:
        db.dispose()
