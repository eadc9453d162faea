"""Data files are private to the server's user: files 0600, folders 0700."""

from __future__ import annotations

import stat
from pathlib import Path

from sqlalchemy import text

from minesweeper.db.engine import create_engine_for_url


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_sqlite_database_is_private(tmp_path: Path) -> None:
    target = tmp_path / "data" / "minesweeper.db"
    engine = create_engine_for_url(f"sqlite:///{target}")
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE t (x INTEGER)"))
    engine.dispose()
    assert _mode(target) == 0o600
    assert _mode(target.parent) == 0o700
