"""The real app served by `minesweeper serve` in a subprocess, and headless Debian Chromium.

No browser is downloaded: Playwright drives the system's Chromium by its path. Without it the
tests are skipped with the reason, except under CI=true where its absence is a failure.
Screenshots land in `test-artifacts/browser/`.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

CHROMIUM = Path(os.environ.get("MINESWEEPER_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[3] / "test-artifacts" / "browser"
SERVER_START_TIMEOUT_S = 120  # a loaded machine starts Python slowly; a healthy one in 2 s


@dataclass(frozen=True)
class Server:
    base_url: str
    env: dict[str, str]
    email: str
    password: str
    token: str

    def cli(self, *args: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "minesweeper", *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        return done.stdout

    def api(self) -> httpx.Client:
        return httpx.Client(
            base_url=self.base_url, headers={"Authorization": f"Bearer {self.token}"}, timeout=30
        )

    @contextmanager
    def worker(self) -> Iterator[None]:
        """A `minesweeper worker` process for the duration of the block."""
        process = subprocess.Popen(
            [sys.executable, "-m", "minesweeper", "worker"],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            yield
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def chromium_path() -> Path:
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"Chromium not found at {CHROMIUM} (required under CI)")
        pytest.skip(f"Chromium not found at {CHROMIUM}; browser tests skipped")
    return CHROMIUM


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, chromium_path: Path) -> Iterator[Server]:
    """The web app alone (`--no-worker`); tests start a worker when they want jobs to run."""
    root = tmp_path_factory.mktemp("served")
    port = _free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{root / 'app.db'}",
        "DATA_DIR": str(root / "data"),
        "SECRET_KEY": "browser-tests",
        "WORKER_POLL_INTERVAL_MS": "200",
        "EXTRACTOR_MODE": "text",
    }
    run = [sys.executable, "-m", "minesweeper"]
    subprocess.run([*run, "migrate"], env=env, check=True, capture_output=True, timeout=60)
    created = subprocess.run(
        [*run, "users", "create", "chair@example.org", "--admin"],
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    match = re.search(r"password: (\S+)", created)
    assert match, created
    token = subprocess.run(
        [*run, "users", "token", "chair@example.org"],
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout.strip()
    log = (root / "server.log").open("w")
    process = subprocess.Popen(
        [*run, "serve", "--no-worker", "--port", str(port)], env=env, stdout=log, stderr=log
    )
    base_url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while True:
        try:
            if httpx.get(f"{base_url}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"server did not start: {(root / 'server.log').read_text()}")
        time.sleep(0.2)
    yield Server(base_url, env, "chair@example.org", match.group(1), token)
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


@pytest.fixture(scope="module")
def browser(chromium_path: Path) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(
            executable_path=str(chromium_path), headless=True, args=CHROMIUM_ARGS
        )
        yield instance
        instance.close()


@pytest.fixture
def page(browser: object, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh browser context per test, with Korean as the browser's language."""
    from playwright.sync_api import Browser, ConsoleMessage

    assert isinstance(browser, Browser)
    context = browser.new_context(locale="ko-KR", viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(f"script error: {error}"))

    def on_console(message: ConsoleMessage) -> None:
        # Answers with an error status (a 409 the test asked for, aborted polls) log as
        # "Failed to load resource", and htmx logs them as "Response Status Error Code";
        # anything else, such as a CSP refusal, is a defect.
        expected = ("Failed to load resource", "Response Status Error Code")
        if message.type == "error" and not any(e in message.text for e in expected):
            problems.append(f"console: {message.text}")

    tab.on("console", on_console)
    yield tab
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(ARTIFACTS / f"{request.node.name}-final.png"), full_page=True)
    context.close()
    assert not problems, problems


AXE_SCRIPT = Path(__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
AXE_BLOCKING = ("serious", "critical")  # what fails a page; minor and moderate are reported


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core as pinned in package.json, installed by `make browser-deps` (npm ci)."""
    if not AXE_SCRIPT.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"axe-core not installed at {AXE_SCRIPT} (run `make browser-deps`)")
        pytest.skip("axe-core not installed (run `make browser-deps`); accessibility skipped")
    return AXE_SCRIPT.read_text("utf-8")


def axe_violations(page: object, source: str) -> list[dict[str, object]]:
    """Run axe-core in the page (evaluated by the driver, so the page's CSP stays strict)."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(source + "\n;undefined")
    found: list[dict[str, object]] = page.evaluate(
        """async () => {
          const result = await window.axe.run(document, {resultTypes: ["violations"]});
          return result.violations.map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            targets: v.nodes.slice(0, 5).map(n => n.target.join(" "))
          }));
        }"""
    )
    return found
