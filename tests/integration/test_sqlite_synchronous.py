"""SQLite's durability level is a setting: NORMAL by default, FULL on request."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from minesweeper.db import Database

# PRAGMA synchronous reads back as a number: 1 = NORMAL, 2 = FULL.
LEVELS = {"NORMAL": 1, "FULL": 2}


@pytest.mark.parametrize("level", ["NORMAL", "FULL"])
def test_every_connection_gets_the_chosen_level(tmp_path: Path, level: str) -> None:
    db = Database(f"sqlite:///{tmp_path / 'x.db'}", sqlite_synchronous=level)  # type: ignore[arg-type]
    try:
        with db.engine.connect() as conn:
            assert conn.execute(text("PRAGMA synchronous")).scalar_one() == LEVELS[level]
            assert conn.execute(text("PRAGMA journal_mode")).scalar_one() == "wal"
    finally:
        db.dispose()
