"""`get_job_beside`: the host's row and the job in one statement, on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import Engine, Integer, bindparam, literal, select

from minesweeper.jobs import enqueue, get_job, get_job_beside

# A host statement with a row only when asked for one (as a live credential has one).
HOST = select(literal(7).label("host_answer")).where(bindparam("wanted", type_=Integer) == 1)


def test_the_hosts_row_and_the_job(engine: Engine) -> None:
    queued = enqueue(engine, "report", {"round_id": 3})
    with engine.connect() as conn:
        row, job = get_job_beside(conn, queued.id, HOST, {"wanted": 1})
        assert row is not None and row["host_answer"] == 7
        assert job == get_job(conn, queued.id)


def test_no_such_job_still_gives_the_hosts_row(engine: Engine) -> None:
    with engine.connect() as conn:
        row, job = get_job_beside(conn, "no-such-job", HOST, {"wanted": 1})
    assert row is not None and row["host_answer"] == 7
    assert job is None


def test_no_host_row_reads_no_job(engine: Engine) -> None:
    queued = enqueue(engine, "report", {"round_id": 3})
    with engine.connect() as conn:
        assert get_job_beside(conn, queued.id, HOST, {"wanted": 0}) == (None, None)
