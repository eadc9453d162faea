"""Shared fixtures: a fresh, migrated database per test on SQLite and on PostgreSQL.

PostgreSQL tests clone a template database migrated once per session (fast), and are
skipped with a visible reason when no server is reachable, except under CI=true where
an unreachable server is a failure.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from sqlalchemy import create_engine, text

from minesweeper.db import Database, migrate
from tests.support.shared import shared_missing

# Property tests judge results, never speed: the machine is shared, and a slow example under
# load is no failure.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")

PG_ADMIN_URL = os.environ.get(
    "MINESWEEPER_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
_TEMPLATE = f"ms_template_{os.getpid()}"
SHARED_DIR = Path(__file__).resolve().parents[2] / "shared"


def _pg_reachable() -> bool:
    try:
        engine = create_engine(PG_ADMIN_URL, connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception:
        return False
    return True


def _pg_url(database: str) -> str:
    return PG_ADMIN_URL.rsplit("/", 1)[0] + "/" + database


def _admin_exec(sql: str) -> None:
    engine = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text(sql))
    engine.dispose()


@pytest.fixture(scope="session")
def pg_template() -> Iterator[str]:
    """Name of a migrated template database, created once per test session."""
    if not _pg_reachable():
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL is not reachable at {PG_ADMIN_URL} (required under CI)")
        pytest.skip(f"PostgreSQL not reachable at {PG_ADMIN_URL}; PostgreSQL tier skipped")
    _admin_exec(f'DROP DATABASE IF EXISTS "{_TEMPLATE}"')
    _admin_exec(f'CREATE DATABASE "{_TEMPLATE}"')
    migrate.upgrade(_pg_url(_TEMPLATE))
    yield _TEMPLATE
    _admin_exec(f'DROP DATABASE IF EXISTS "{_TEMPLATE}" WITH (FORCE)')


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite file that tests copy (migrating per test would be slow)."""
    path = tmp_path_factory.mktemp("sqlite-template") / "template.db"
    migrate.upgrade(f"sqlite:///{path}")
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    engine.dispose()
    return path


def _fresh_pg(template: str) -> Iterator[str]:
    name = f"ms_test_{uuid.uuid4().hex[:12]}"
    _admin_exec(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    try:
        yield _pg_url(name)
    finally:
        _admin_exec(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """URL of a fresh, migrated, empty database: one SQLite file or one PostgreSQL database."""
    if request.param == "sqlite":
        template: Path = request.getfixturevalue("sqlite_template")
        target = tmp_path / "test.db"
        target.write_bytes(template.read_bytes())
        yield f"sqlite:///{target}"
    else:
        yield from _fresh_pg(request.getfixturevalue("pg_template"))


@pytest.fixture
def pg_url(pg_template: str) -> Iterator[str]:
    """A fresh migrated PostgreSQL database only (for tests of PostgreSQL's protocol)."""
    yield from _fresh_pg(pg_template)


@pytest.fixture
def sqlite_url(tmp_path: Path, sqlite_template: Path) -> str:
    """A fresh migrated SQLite database only (for tests that are SQLite-specific)."""
    target = tmp_path / "test.db"
    target.write_bytes(sqlite_template.read_bytes())
    return f"sqlite:///{target}"


@pytest.fixture
def database(db_url: str) -> Iterator[Database]:
    db = Database(db_url)
    yield db
    db.dispose()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared folder (corpus, real-world documents) beside the checkout, when present."""
    if not SHARED_DIR.is_dir():
        shared_missing("shared/ folder with corpus and real-world documents is not present")
    return SHARED_DIR


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say how many PostgreSQL tests ran, so a CI log proves the tier was exercised."""
    counts = {"passed": 0, "skipped": 0, "failed": 0}
    for outcome in counts:
        for report in terminalreporter.stats.get(outcome, []):
            if report.when in ("call", "setup") and "postgres" in report.keywords:
                if outcome == "passed" and report.when != "call":
                    continue
                counts[outcome] += 1
    terminalreporter.write_line(
        f"PostgreSQL tier: {counts['passed']} passed, {counts['failed']} failed, "
        f"{counts['skipped']} skipped"
    )
