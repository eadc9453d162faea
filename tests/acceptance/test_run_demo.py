"""What `make run` does, through the real CLI: migrate, demo, serve with the embedded worker.

The served rounds page shows the demo round, and the embedded worker processes its jobs.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from bs4 import BeautifulSoup


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, dict[str, str], str]]:
    port = _free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'ms.db'}",
        "DATA_DIR": str(tmp_path),
        "PORT": str(port),
        "WORKER_POLL_INTERVAL_MS": "200",
    }
    assert _cli(env, "migrate").returncode == 0
    demo = _cli(env, "demo")
    assert demo.returncode == 0, demo.stderr
    login = re.search(r"demo admin login: (\S+) / (\S+)", demo.stdout)
    assert login is not None, demo.stdout
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "serve"], env=env, stdout=log, stderr=log
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
        yield base, env, f"{login.group(1)} {login.group(2)}"
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


@pytest.mark.slow
def test_demo_round_is_served_and_processed(served: tuple[str, dict[str, str], str]) -> None:
    base, env, login = served
    email, password = login.split(" ")
    with httpx.Client(base_url=base, follow_redirects=True, timeout=10) as client:
        form = BeautifulSoup(client.get("/login").text, "html.parser")
        csrf = form.find("input", {"name": "csrf_token"})
        assert csrf is not None
        page = client.post(
            "/login",
            data={"email": email, "password": password, "csrf_token": str(csrf["value"])},
        )
        assert page.status_code == 200
        assert "데모 2026 교원 채용" in BeautifulSoup(page.text, "html.parser").get_text()
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        listed = _cli(env, "jobs", "ls", "--type", "process_applicant", "--json")
        jobs = json.loads(listed.stdout)
        if jobs and all(j["status"] == "done" for j in jobs):
            break
        time.sleep(1)
    assert len(jobs) == 3
    assert all(j["status"] == "done" for j in jobs), jobs
