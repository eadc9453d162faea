"""`minesweeper bench http` runs `serve` and a busy worker, polls, and prints its figures.

A smoke run with few clients and seconds: what is checked is that every request was answered
and counted, never how fast (figures are read from the command, not asserted by time).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_bench_http_prints_its_figures_as_json(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 'bench.db'}"
    result = subprocess.run(
        [
            sys.executable, "-m", "minesweeper", "bench", "http", "--db", db_url,
            "--clients", "4", "--duration", "2", "--interval", "0.5",
            "--ceiling-clients", "2", "--ceiling-duration", "1", "--json",
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "DATA_DIR": str(tmp_path / "data")},
        timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["db"] == "sqlite"
    assert figures["worker_busy"] is True
    pollers = figures["pollers"]
    assert pollers["clients"] == 4
    assert pollers["errors"] == 0, pollers["errors_by_kind"]
    assert pollers["requests"] >= 4  # each client asked at least once
    assert pollers["p50_ms"] <= pollers["p95_ms"] <= pollers["p99_ms"]
    assert figures["ceiling"]["errors"] == 0
    assert figures["ceiling"]["req_per_s"] > 0
    for phase in (pollers, figures["ceiling"]):  # the server's is read from Linux's /proc
        assert phase["server_cpu_ms_per_request"] is None or phase["server_cpu_ms_per_request"] > 0
        assert phase["client_cpu_ms_per_request"] > 0
