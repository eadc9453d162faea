"""`minesweeper bench search` in a subprocess, on a scratch SQLite file and on a given database."""

from __future__ import annotations

import json
from pathlib import Path

from tests.acceptance.test_cli_core import run_cli


def test_bench_search_prints_its_figures_for_the_database_it_was_given(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'given.db'}"
    done = run_cli("bench", "search", "--pages", "100", "--db", url, "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["database"], figures["pages"], figures["queries"]) == ("sqlite", 100, 200)
    assert figures["chunks"] >= 100  # every page is at least one chunk
    assert (tmp_path / "given.db").stat().st_size > 0  # it ran on the given file
