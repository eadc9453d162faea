"""`minesweeper jobs ...` and `minesweeper worker` as a user runs them (real subprocesses)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper.db.engine import create_engine_for_url
from minesweeper.jobs import get_job


def _env(db_url: str) -> dict[str, str]:
    return {**os.environ, "DATABASE_URL": db_url, "WORKER_POLL_INTERVAL_MS": "100"}


def cli(db_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", *args],
        capture_output=True, text=True, env=_env(db_url), timeout=120, check=False,
    )  # fmt: skip


def _show(db_url: str, job_id: str) -> dict[str, object]:
    result = cli(db_url, "jobs", "show", job_id, "--json")
    assert result.returncode == 0, result.stderr
    data: dict[str, object] = json.loads(result.stdout)
    return data


@pytest.mark.slow
def test_enqueue_conflict_show_ls_cancel_retry_prune(db_url: str) -> None:
    created = cli(db_url, "jobs", "enqueue", "sleep", "--payload", '{"seconds": 1}', "--key", "r1")
    assert created.returncode == 0, created.stderr
    job_id = created.stdout.strip()
    conflict = cli(db_url, "jobs", "enqueue", "sleep", "--key", "r1")
    assert conflict.returncode == 1
    assert job_id in conflict.stderr
    assert _show(db_url, job_id)["status"] == "queued"
    listed = json.loads(cli(db_url, "jobs", "ls", "--status", "queued", "--json").stdout)
    assert [j["id"] for j in listed] == [job_id]
    assert "cancelled" in cli(db_url, "jobs", "cancel", job_id).stdout
    assert "queued" in cli(db_url, "jobs", "retry", job_id).stdout
    worker = cli(db_url, "worker", "--burst")
    assert worker.returncode == 0, worker.stderr
    assert "[worker] polling every 100ms (extractor=" in worker.stderr
    assert f"[worker] processed job {job_id}" in worker.stderr
    assert _show(db_url, job_id)["status"] == "done"
    assert cli(db_url, "jobs", "prune", "--older-than", "1").stdout.strip() == "pruned 0 jobs"
    assert cli(db_url, "jobs", "prune", "--older-than", "0").stdout.strip() == "pruned 1 jobs"
    missing = cli(db_url, "jobs", "show", job_id)
    assert missing.returncode == 1


def test_bad_payload_is_refused(db_url: str) -> None:
    result = cli(db_url, "jobs", "enqueue", "noop", "--payload", "[1]")
    assert result.returncode == 1
    assert "JSON object" in result.stderr


@pytest.mark.slow
def _status(db_url: str, job_id: str) -> str:
    # Read straight from the database: a CLI call per poll is too slow on a loaded machine
    # to see a short job while it runs.
    engine = create_engine_for_url(db_url)
    try:
        with engine.connect() as conn:
            job = get_job(conn, job_id)
    finally:
        engine.dispose()
    assert job is not None
    return job.status


def test_sigterm_lets_the_running_job_finish_and_exits_0(db_url: str) -> None:
    job_id = cli(db_url, "jobs", "enqueue", "sleep", "--payload", '{"seconds": 4}').stdout.strip()
    worker = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "worker"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(db_url),
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while _status(db_url, job_id) != "running":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        worker.send_signal(signal.SIGTERM)
        _, err = worker.communicate(timeout=30)
    finally:
        if worker.poll() is None:
            worker.kill()
    assert worker.returncode == 0, err
    assert f"processed job {job_id}" in err
    assert _show(db_url, job_id)["status"] == "done"


@pytest.mark.slow
def test_bench_queue_prints_the_figures_as_json(sqlite_url: str) -> None:
    result = cli(
        sqlite_url, "bench", "queue", "--db", sqlite_url, "--jobs", "200", "--workers", "1",
        "--concurrency", "4", "--latency-samples", "5", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["db"] == "sqlite"
    assert figures["jobs"] == 200
    assert figures["throughput_per_s"] > 0
    assert figures["enqueue_per_s"] > 0
    assert figures["enqueue_bulk_per_s"] > 0
    assert set(figures["latency_ms"]) == {"p50", "p95", "p99"}
    assert figures["latency_samples"] == 5


@pytest.mark.slow
def test_bench_round_processes_a_generated_round(sqlite_url: str, tmp_path: Path) -> None:
    env = {**os.environ, "WORKER_CONCURRENCY": "2", "DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "bench", "round", "--applicants", "3", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["applicants"] == 3
    assert figures["worker_concurrency"] == 2
    assert figures["failed"] == 0
    assert set(figures["queue_wait_s"]) == {"p50", "p95", "max"}
