"""`minesweeper bench chaos`: a generated round processed while workers are killed with -9.

Worker processes (`minesweeper worker`, short leases) are killed at random moments and
replaced while the round runs. At the end it reports:
- lost: jobs that ended in error or cancelled (a kill must never cost a job);
- stuck: jobs still queued or running when the time limit ran out;
- duplicated: persons that appear twice for one applicant (a job run again after a kill must
  replace its results, never add to them);
- retried: jobs that needed more than one attempt (expected: the killed ones),
with the time the round took to complete.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from typing import Any

import typer
from sqlalchemy import text

LEASE_S = 5  # short, so killed workers' jobs come back quickly
LIMIT_S = 900.0


def _spawn(url: str, concurrency: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "DATABASE_URL": url, "WORKER_POLL_INTERVAL_MS": "500"}
    args = [sys.executable, "-m", "minesweeper", "worker", "--lease-seconds", str(LEASE_S)]
    args += ["--concurrency", str(concurrency)]
    return subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run_chaos_bench(
    url: str, applicants: int, workers: int, concurrency: int, mean_kill_gap_s: float, seed: int
) -> dict[str, Any]:
    from minesweeper.cli.bench_round import _load_round
    from minesweeper.db import Database, migrate

    rng = random.Random(seed)
    migrate.upgrade(url)
    db = Database(url)
    procs = [_spawn(url, concurrency) for _ in range(workers)]
    kills = 0
    try:
        with db.engine.begin() as conn:
            before = conn.execute(text("SELECT count(*) FROM jobs")).scalar_one()
        if before:
            raise typer.BadParameter("--db must be an empty scratch database (it has jobs)")
        _load_round(db, applicants, scans=False)
        started = time.monotonic()
        next_kill = started + rng.expovariate(1 / mean_kill_gap_s)
        while True:
            with db.engine.connect() as conn:
                unfinished = conn.execute(
                    text("SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')")
                ).scalar_one()
            now = time.monotonic()
            if unfinished == 0 or now - started > LIMIT_S:
                break
            if now >= next_kill:
                victim = rng.randrange(len(procs))
                procs[victim].send_signal(signal.SIGKILL)
                procs[victim].wait()
                procs[victim] = _spawn(url, concurrency)
                kills += 1
                next_kill = now + rng.expovariate(1 / mean_kill_gap_s)
            time.sleep(0.1)
        elapsed = time.monotonic() - started
        with db.engine.connect() as conn:

            def count(sql: str) -> int:
                return int(conn.execute(text(sql)).scalar_one())

            figures = {
                "db": db.engine.dialect.name,
                "applicants": applicants,
                "workers": workers,
                "concurrency": concurrency,
                "kills": kills,
                "total_s": round(elapsed, 2),
                "jobs": count("SELECT count(*) FROM jobs"),
                "lost": count("SELECT count(*) FROM jobs WHERE status IN ('error', 'cancelled')"),
                "stuck": count("SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')"),
                "duplicated": count(
                    "SELECT count(*) FROM (SELECT applicant_id, name_normalized"
                    " FROM person_aggregates GROUP BY applicant_id, name_normalized"
                    " HAVING count(*) > 1) AS twice"
                ),
                "retried": count("SELECT count(*) FROM jobs WHERE attempts > 1"),
                "applicants_without_persons": count(
                    "SELECT count(*) FROM applicants a WHERE NOT EXISTS"
                    " (SELECT 1 FROM person_aggregates p WHERE p.applicant_id = a.id)"
                ),
            }
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait()
        db.dispose()
    return figures


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("chaos")
    def chaos(
        db: str = typer.Option(..., "--db", help="Database URL (an empty scratch database)."),
        applicants: int = typer.Option(20, min=1, help="Generated applicants in the round."),
        workers: int = typer.Option(3, min=1, help="Worker processes kept running."),
        concurrency: int = typer.Option(2, min=1, help="Jobs at once per worker."),
        kill_every: float = typer.Option(
            2.0, min=0.1, help="Mean seconds between kill -9s (random, exponential)."
        ),
        seed: int = typer.Option(1, help="Random seed of the kill schedule."),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Process a round while killing workers with kill -9; report lost/stuck/duplicated."""
        figures = run_chaos_bench(db, applicants, workers, concurrency, kill_every, seed)
        if as_json:
            typer.echo(json.dumps(figures))
        else:
            for name, value in figures.items():
                typer.echo(f"{name}: {value}")
        if figures["lost"] or figures["stuck"] or figures["duplicated"]:
            raise typer.Exit(1)
