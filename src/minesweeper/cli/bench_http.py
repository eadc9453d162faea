"""`minesweeper bench http`: many pages polling a job's status while a worker is busy.

It starts `minesweeper serve --no-worker` (one process) and `minesweeper worker` on the given
database, keeps the worker busy with generated applicants for the whole run, and then:
1. pollers: `--clients` clients each ask `GET /api/v1/jobs/{id}` every `--interval` seconds
   for `--duration` seconds, as the pages do; latency percentiles, requests/s and errors;
2. ceiling: `--ceiling-clients` clients ask back to back for `--ceiling-duration` seconds:
   the requests/s one process answers at most.
Figures only: the targets (0 errors, p99 <= 100 ms, a ceiling >= 1,000 requests/s) are read
from the output, never asserted by timing in a test.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from statistics import quantiles
from typing import Any

import typer

SERVER_START_S = 60.0
REFILL_BELOW = 3  # queued jobs: below this, more applicants are loaded to keep the worker busy
REFILL_APPLICANTS = 4
REQUEST_TIMEOUT_S = 30.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _cpu_s(pid: int) -> float | None:
    """CPU seconds the process has used so far, all threads (Linux `/proc`; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def _cpu_ms_per_request(before: float | None, after: float | None, requests: int) -> float | None:
    if before is None or after is None or not requests:
        return None
    return round((after - before) * 1000 / requests, 2)


def _percentile_ms(values: list[float], pct: int) -> float:
    if not values:
        return 0.0
    if len(values) < 2:
        return round(values[0] * 1000, 1)
    return round(quantiles(values, n=100, method="inclusive")[pct - 1] * 1000, 1)


def _prepare(url: str) -> tuple[str, str]:
    """(API token of an admin, id of the job to poll) in a migrated database."""
    from minesweeper.auth import create_user, issue_token
    from minesweeper.cli.bench_round import _load_round
    from minesweeper.db import Database, migrate

    migrate.upgrade(url)
    db = Database(url)
    try:
        with db.session() as session:
            email = f"bench-{os.getpid()}-{time.time_ns()}@example.org"
            create_user(session, email, is_admin=True)
            token = issue_token(session, email)
        job_id = _load_round(db, 1, scans=False)[0]
    finally:
        db.dispose()
    return token, job_id


def _keep_busy(url: str, stop: threading.Event, done: list[int]) -> None:
    """Load applicants whenever the queue runs low, so the worker never idles."""
    from sqlalchemy import text

    from minesweeper.cli.bench_round import _load_round
    from minesweeper.db import Database

    db = Database(url)
    try:
        with db.engine.connect() as conn:
            start = conn.execute(text("SELECT count(*) FROM jobs WHERE status = 'done'")).scalar()
        while not stop.is_set():
            with db.engine.connect() as conn:
                queued = conn.execute(
                    text("SELECT count(*) FROM jobs WHERE status = 'queued'")
                ).scalar_one()
            if queued < REFILL_BELOW:
                _load_round(db, REFILL_APPLICANTS, scans=False)
            stop.wait(0.5)
        with db.engine.connect() as conn:
            end = conn.execute(text("SELECT count(*) FROM jobs WHERE status = 'done'")).scalar()
        done.append(int(end or 0) - int(start or 0))
    finally:
        db.dispose()


class _Client:
    """One keep-alive HTTP/1.1 connection asking for one path, as a page's poll does.

    Bare asyncio streams rather than an HTTP library: the load generator shares the machine
    with the server, and a library's connection pool (httpx walks every pooled connection on
    each request) cost more CPU per request than the server's answer, so the figures measured
    the client's own queue.
    """

    def __init__(self, host: str, port: int, request: bytes) -> None:
        self.host, self.port, self.request = host, port, request
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def get(self) -> int:
        """The status of one answer, its body read in full; reconnects after a failure."""
        if self.streams is None:
            self.streams = await asyncio.open_connection(self.host, self.port)
        reader, writer = self.streams
        try:
            writer.write(self.request)
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            length = 0
            for line in lines[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            await reader.readexactly(length)
            return int(lines[0].split(" ", 2)[1])
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None


async def _poll(
    base_url: str, token: str, job_id: str, clients: int, duration_s: float, interval_s: float
) -> dict[str, Any]:
    host, _, port = base_url.removeprefix("http://").partition(":")
    request = (
        f"GET /api/v1/jobs/{job_id} HTTP/1.1\r\nHost: {host}:{port}\r\n"
        f"Authorization: Bearer {token}\r\nAccept: application/json\r\n\r\n"
    ).encode()
    latencies: list[float] = []
    errors: dict[str, int] = {}
    deadline = time.monotonic() + duration_s

    async def one(offset: float) -> None:
        client = _Client(host, int(port), request)
        await asyncio.sleep(offset)  # spread the clients over one interval
        while time.monotonic() < deadline:
            started = time.monotonic()
            try:
                status = await asyncio.wait_for(client.get(), REQUEST_TIMEOUT_S)
                if status != 200:
                    errors[str(status)] = errors.get(str(status), 0) + 1
                else:
                    latencies.append(time.monotonic() - started)
            except (OSError, asyncio.IncompleteReadError, TimeoutError, ValueError) as exc:
                errors[type(exc).__name__] = errors.get(type(exc).__name__, 0) + 1
            if interval_s:
                await asyncio.sleep(max(0.0, interval_s - (time.monotonic() - started)))
        client.close()

    began = time.monotonic()
    await asyncio.gather(*(one(interval_s * n / clients) for n in range(clients)))
    elapsed = time.monotonic() - began
    return {
        "clients": clients,
        "duration_s": round(elapsed, 1),
        "requests": len(latencies) + sum(errors.values()),
        "errors": sum(errors.values()),
        "errors_by_kind": errors,
        "req_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": _percentile_ms(latencies, 50),
        "p95_ms": _percentile_ms(latencies, 95),
        "p99_ms": _percentile_ms(latencies, 99),
    }


def _wait_ready(base_url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    import httpx

    deadline = time.monotonic() + SERVER_START_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise typer.BadParameter(f"the server stopped: {log.read_text()[-2000:]}")
        try:
            if httpx.get(f"{base_url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise typer.BadParameter("the server did not start in time")


def run_http_bench(
    url: str,
    clients: int,
    duration_s: float,
    interval_s: float,
    ceiling_clients: int,
    ceiling_duration_s: float,
    busy_worker: bool,
) -> dict[str, Any]:
    token, job_id = _prepare(url)
    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "DATABASE_URL": url, "WORKER_POLL_INTERVAL_MS": "200"}
    run = [sys.executable, "-m", "minesweeper"]
    with tempfile.TemporaryDirectory() as scratch:
        env.setdefault("DATA_DIR", scratch)
        log = Path(scratch) / "server.log"
        with log.open("wb") as out:
            server = subprocess.Popen(
                [*run, "serve", "--no-worker", "--host", "127.0.0.1", "--port", str(port)],
                env=env,
                stdout=out,
                stderr=out,
            )
        worker = None
        stop, done = threading.Event(), list[int]()
        feeder = threading.Thread(target=_keep_busy, args=(url, stop, done), daemon=True)
        try:
            _wait_ready(base_url, server, log)
            if busy_worker:
                worker = subprocess.Popen(
                    [*run, "worker"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )
                feeder.start()
            # The generator's CPU is this thread's alone (the feeder runs in its own thread):
            # on a machine of few cores it shares them with the server, which bounds the
            # ceiling as much as the server's own cost does.
            cpu, own = [_cpu_s(server.pid)], [time.thread_time()]
            pollers = asyncio.run(_poll(base_url, token, job_id, clients, duration_s, interval_s))
            cpu.append(_cpu_s(server.pid))
            own.append(time.thread_time())
            ceiling = asyncio.run(
                _poll(base_url, token, job_id, ceiling_clients, ceiling_duration_s, 0.0)
            )
            cpu.append(_cpu_s(server.pid))
            own.append(time.thread_time())
        finally:
            stop.set()
            if feeder.is_alive():
                feeder.join(timeout=30)
            for process in (worker, server):
                if process is not None:
                    process.terminate()
                    try:
                        process.wait(timeout=30)
                    except subprocess.TimeoutExpired:
                        process.kill()
    from sqlalchemy.engine import make_url

    return {
        "db": make_url(url).get_backend_name(),
        "endpoint": "GET /api/v1/jobs/{id}",
        "interval_s": interval_s,
        "worker_busy": busy_worker,
        "worker_jobs_done": done[0] if done else 0,
        "pollers": {
            **pollers,
            "server_cpu_ms_per_request": _cpu_ms_per_request(cpu[0], cpu[1], pollers["requests"]),
            "client_cpu_ms_per_request": _cpu_ms_per_request(own[0], own[1], pollers["requests"]),
        },
        "ceiling": {
            "clients": ceiling["clients"],
            "duration_s": ceiling["duration_s"],
            "errors": ceiling["errors"],
            "req_per_s": ceiling["req_per_s"],
            "p50_ms": ceiling["p50_ms"],
            "p99_ms": ceiling["p99_ms"],
            "server_cpu_ms_per_request": _cpu_ms_per_request(cpu[1], cpu[2], ceiling["requests"]),
            "client_cpu_ms_per_request": _cpu_ms_per_request(own[1], own[2], ceiling["requests"]),
        },
    }


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("http")
    def http(
        db: str = typer.Option(
            "", "--db", help="Database URL (default: a scratch SQLite file, removed afterwards)."
        ),
        clients: int = typer.Option(200, min=1, help="Polling clients."),
        duration: float = typer.Option(60.0, min=1, help="Seconds the pollers run."),
        interval: float = typer.Option(2.0, min=0, help="Seconds between one client's polls."),
        ceiling_clients: int = typer.Option(
            32, min=1, help="Clients asking back to back for the ceiling."
        ),
        ceiling_duration: float = typer.Option(10.0, min=1, help="Seconds the ceiling runs."),
        busy_worker: bool = typer.Option(
            True, "--busy-worker/--idle", help="Keep a worker processing applicants meanwhile."
        ),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Poll a job's status from many clients against `serve`; print latency and req/s."""
        with tempfile.TemporaryDirectory() as scratch:
            url = db or f"sqlite:///{Path(scratch) / 'bench.db'}"
            figures = run_http_bench(
                url, clients, duration, interval, ceiling_clients, ceiling_duration, busy_worker
            )
        if as_json:
            typer.echo(json.dumps(figures))
        else:
            for name, value in figures.items():
                typer.echo(f"{name}: {value}")
