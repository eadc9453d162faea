"""`minesweeper worker` and `minesweeper jobs ...`: run and inspect background jobs."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import typer

from minesweeper.settings import Settings, load_settings

jobs_app = typer.Typer(help="Inspect and manage background jobs.", no_args_is_help=True)


def worker_handlers(db: Any, settings: Settings) -> dict[str, Any]:
    """The job types this application's workers run (diagnostic ones included)."""
    from minesweeper.screening.handlers import build_handlers

    return dict(build_handlers(db, settings))


def _database(settings: Settings) -> Any:
    from minesweeper.db import Database

    return Database(settings.database_url, sqlite_synchronous=settings.sqlite_synchronous)


def _print_job(job: Any, as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps(job.to_api(), ensure_ascii=False))
        return
    data = job.to_api()
    for name in ("id", "type", "status", "stage", "percent", "attempts", "max_attempts"):
        typer.echo(f"{name}: {data[name]}")
    if job.error:
        typer.echo(f"error: {job.error.get('code')}: {job.error.get('message')}")
    if job.result is not None:
        typer.echo(f"result: {json.dumps(job.result, ensure_ascii=False)}")


def _fail(message: str) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(1)


@jobs_app.command("enqueue")
def enqueue_cmd(
    job_type: str = typer.Argument(..., metavar="TYPE", help="Job type, e.g. noop, sleep."),
    payload: str = typer.Option("{}", help="Payload as a JSON object."),
    key: str | None = typer.Option(None, help="Single-flight key."),
    priority: int = typer.Option(0, help="Higher runs first."),
    max_attempts: int = typer.Option(3, help="Tries before the job ends in error."),
) -> None:
    """Queue a job and print its id."""
    from minesweeper.jobs import JobConflict, enqueue

    try:
        data = json.loads(payload)
    except json.JSONDecodeError as exc:
        _fail(f"--payload is not valid JSON: {exc}")
    if not isinstance(data, dict):
        _fail("--payload must be a JSON object")
    db = _database(load_settings())
    try:
        with db.engine.begin() as conn:
            job = enqueue(
                conn, job_type, data, key=key, priority=priority, max_attempts=max_attempts
            )
    except JobConflict as exc:
        _fail(f"conflict: job {exc.existing.id} ({exc.existing.status}) is already active")
    finally:
        db.dispose()
    typer.echo(job.id)


@jobs_app.command("show")
def show_cmd(job_id: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Show one job."""
    from minesweeper.jobs import get_job

    db = _database(load_settings())
    with db.engine.connect() as conn:
        job = get_job(conn, job_id)
    db.dispose()
    if job is None:
        _fail(f"job {job_id} not found")
    _print_job(job, as_json)


@jobs_app.command("ls")
def ls_cmd(
    status: str | None = typer.Option(None, help="queued, running, done, error, cancelled."),
    job_type: str | None = typer.Option(None, "--type", help="Only this job type."),
    limit: int = typer.Option(50, help="Most jobs to list."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """List jobs, newest first."""
    from minesweeper.jobs import list_jobs

    db = _database(load_settings())
    with db.engine.connect() as conn:
        jobs = list_jobs(conn, status=status, type=job_type, limit=limit)
    db.dispose()
    if as_json:
        typer.echo(json.dumps([j.to_api() for j in jobs], ensure_ascii=False))
        return
    for job in jobs:
        typer.echo(f"{job.id}  {job.type:<16} {job.status:<9} {job.percent:>3}%  {job.attempts}")


def _change(job_id: str, action: str) -> None:
    from minesweeper.jobs import JobConflict, JobError, cancel, retry

    db = _database(load_settings())
    try:
        with db.engine.begin() as conn:
            job = cancel(conn, job_id) if action == "cancel" else retry(conn, job_id)
    except JobConflict as exc:
        _fail(f"conflict: job {exc.existing.id} ({exc.existing.status}) is already active")
    except JobError as exc:
        _fail(str(exc))
    finally:
        db.dispose()
    suffix = " (cancel requested)" if job.status == "running" else ""
    typer.echo(f"{job.id} {job.status}{suffix}")


@jobs_app.command("cancel")
def cancel_cmd(job_id: str) -> None:
    """Cancel a queued job, or ask a running one to stop."""
    _change(job_id, "cancel")


@jobs_app.command("retry")
def retry_cmd(job_id: str) -> None:
    """Queue a failed or cancelled job again."""
    _change(job_id, "retry")


@jobs_app.command("prune")
def prune_cmd(
    older_than: float = typer.Option(..., "--older-than", help="Age in days."),
) -> None:
    """Delete finished jobs older than the given number of days."""
    from minesweeper.jobs import prune

    db = _database(load_settings())
    removed = prune(db.engine, timedelta(days=older_than))
    db.dispose()
    typer.echo(f"pruned {removed} jobs")


def worker(
    concurrency: int | None = typer.Option(
        None, min=1, help="Jobs run at once (default: WORKER_CONCURRENCY)."
    ),
    types: str | None = typer.Option(None, help="Comma-separated job types to run."),
    lease_seconds: float = typer.Option(60.0, min=1.0, help="Lease per claim (seconds)."),
    prefetch: int = typer.Option(0, min=0, help="Jobs always claimed ahead of a free slot."),
    max_prefetch: int | None = typer.Option(
        None,
        min=0,
        help="Most jobs claimed ahead of a free slot while jobs are short (default 500; 0: "
        "only --prefetch).",
    ),
    burst: bool = typer.Option(False, "--burst", help="Exit once the queue is empty."),
) -> None:
    """Run a worker until SIGTERM/SIGINT (the first finishes running jobs, a second hands
    them back to the queue)."""
    from minesweeper.jobs import Worker
    from minesweeper.jobs.worker import DEFAULT_MAX_PREFETCH

    settings = load_settings()
    db = _database(settings)
    chosen = [t.strip() for t in types.split(",") if t.strip()] if types else None
    Worker(
        db.engine,
        worker_handlers(db, settings),
        concurrency=concurrency or settings.worker_concurrency,
        lease_seconds=lease_seconds,
        poll_interval_ms=settings.worker_poll_interval_ms,
        types=chosen,
        label=f"extractor={settings.extractor_mode}",
        exit_when_idle=burst,
        prefetch=prefetch,
        retention=timedelta(days=settings.job_retention_days),
        max_prefetch=DEFAULT_MAX_PREFETCH if max_prefetch is None else max_prefetch,
    ).run()
    db.dispose()


def register(app: typer.Typer) -> None:
    app.add_typer(jobs_app, name="jobs")
    app.command("worker")(worker)
