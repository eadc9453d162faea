"""Two `minesweeper serve` processes on one PostgreSQL database start the same re-index at once:
the jobs table's unique index lets exactly one in (202); the other answers 409 naming it."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import httpx
import pytest

pytestmark = [pytest.mark.postgres, pytest.mark.slow]
SERVER_START_TIMEOUT_S = 120  # a loaded machine starts Python slowly; a healthy one in 2 s


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _cli(env: dict[str, str], *args: str) -> str:
    run = [sys.executable, "-m", "minesweeper", *args]
    return subprocess.run(
        run, env=env, check=True, capture_output=True, text=True, timeout=60
    ).stdout


@pytest.fixture
def servers(pg_url: str, tmp_path: Path) -> Iterator[tuple[list[str], str]]:
    """Two web processes (no worker, so a started job stays queued) and an admin's token."""
    env = {
        **os.environ,
        "DATABASE_URL": pg_url,
        "DATA_DIR": str(tmp_path / "data"),
        "SECRET_KEY": "two-servers",
    }
    created = _cli(env, "users", "create", "admin@example.org", "--admin")
    assert re.search(r"password: \S+", created), created
    token = _cli(env, "users", "token", "admin@example.org").strip()
    processes: list[subprocess.Popen[bytes]] = []
    logs: list[IO[str]] = []
    urls: list[str] = []
    try:
        for n in range(2):
            port = _free_port()
            log = (tmp_path / f"server{n}.log").open("w")
            logs.append(log)
            run = [sys.executable, "-m", "minesweeper", "serve", "--no-worker", "--port", str(port)]
            processes.append(subprocess.Popen(run, env=env, stdout=log, stderr=log))
            urls.append(f"http://127.0.0.1:{port}")
        for n, (process, url) in enumerate(zip(processes, urls, strict=True)):
            deadline = time.monotonic() + SERVER_START_TIMEOUT_S
            while True:
                try:
                    if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(
                        f"server did not start: {(tmp_path / f'server{n}.log').read_text()}"
                    )
                time.sleep(0.2)
        yield urls, token
    finally:
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for opened in logs:
            opened.close()


def _start_at_once(urls: list[str], token: str, path: str) -> list[httpx.Response]:
    """One POST per server, released together by a barrier."""
    barrier = threading.Barrier(len(urls))
    answers: list[httpx.Response | None] = [None] * len(urls)
    headers = {"Authorization": f"Bearer {token}"}

    def start(n: int) -> None:
        with httpx.Client(base_url=urls[n], headers=headers, timeout=30) as client:
            client.get("/healthz")  # the connection is open before the race starts
            barrier.wait()
            answers[n] = client.post(path)

    threads = [threading.Thread(target=start, args=(n,)) for n in range(len(urls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert all(a is not None for a in answers)
    return [a for a in answers if a is not None]


@pytest.mark.parametrize("scope", ["every round", "one round"])
def test_exactly_one_of_two_servers_starts_the_reindex(
    servers: tuple[list[str], str], scope: str
) -> None:
    urls, token = servers
    path = "/api/v1/admin/reindex"
    if scope == "one round":
        with httpx.Client(headers={"Authorization": f"Bearer {token}"}) as client:
            made = client.post(f"{urls[0]}/api/v1/rounds", json={"name": "Round"})
        path = f"/api/v1/rounds/{made.json()['id']}/reindex"
    answers = _start_at_once(urls, token, path)
    by_status = {a.status_code: a.json() for a in answers}
    assert sorted(a.status_code for a in answers) == [202, 409], [a.text for a in answers]
    started, refused = by_status[202], by_status[409]
    assert refused["code"] == "REINDEX_IN_PROGRESS"
    assert refused["details"]["job"]["id"] == started["id"]
    assert refused["details"]["job"]["status"] == "queued"
