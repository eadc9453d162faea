"""`minesweeper serve` bounds a request's head (request line and headers) at 16 KiB, as h11 did.

Raw sockets against the real server: an oversized head is refused with 431 and the connection
closed, whether it comes in one write or dribbled in pieces; heads under the bound, bodies of any
size and kept-alive connections with several requests are served as before.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import httpx
import pytest

from minesweeper.web.http_protocol import HEAD_LIMIT_BYTES

pytestmark = pytest.mark.slow
SERVER_START_TIMEOUT_S = 120  # a loaded machine starts Python slowly


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    tmp = tmp_path_factory.mktemp("serve-head")
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp / 'ms.db'}", "DATA_DIR": str(tmp)}
    cli = [sys.executable, "-m", "minesweeper"]
    subprocess.run([*cli, "migrate"], env=env, check=True, capture_output=True, timeout=120)
    log = (tmp / "serve.log").open("w")
    server = subprocess.Popen(
        [*cli, "serve", "--no-worker", "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=log,
        stderr=log,
    )
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"server did not start: {(tmp / 'serve.log').read_text()}")
            time.sleep(0.2)
        yield "127.0.0.1", port
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


def _exchange(address: tuple[str, int], *pieces: bytes) -> bytes:
    """Send the pieces one by one, then read until the server closes or stops answering."""
    with socket.create_connection(address, timeout=10) as sock:
        try:
            for piece in pieces:
                sock.sendall(piece)
                time.sleep(0.05)  # separate reads on the server's side
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server refused and closed while the rest was on its way
        received = b""
        sock.settimeout(5)
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except (TimeoutError, ConnectionResetError):
            pass
        return received


def _get(headers: bytes = b"", close: bool = True) -> bytes:
    connection = b"Connection: close\r\n" if close else b""
    return b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + headers + connection + b"\r\n"


def test_a_head_over_the_bound_in_one_write_is_refused(address: tuple[str, int]) -> None:
    big = b"X-Big: " + b"a" * (HEAD_LIMIT_BYTES + 1024) + b"\r\n"
    answer = _exchange(address, _get(big))
    assert answer.startswith(b"HTTP/1.1 431 "), answer[:200]
    assert b"connection: close" in answer.lower()


def test_a_head_dribbled_in_pieces_is_refused_before_it_ends(address: tuple[str, int]) -> None:
    piece = b"X-Piece: " + b"b" * 4000 + b"\r\n"
    # The head never ends (no blank line): the server must not wait for it.
    answer = _exchange(address, b"GET /healthz HTTP/1.1\r\nHost: x\r\n", *[piece] * 8)
    assert answer.startswith(b"HTTP/1.1 431 "), answer[:200]


def test_a_head_under_the_bound_is_served(address: tuple[str, int]) -> None:
    headers = b"".join(b"X-H%d: " % n + b"c" * 1000 + b"\r\n" for n in range(12))
    answer = _exchange(address, _get(headers))
    assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]


def test_kept_alive_requests_each_get_their_own_bound(address: tuple[str, int]) -> None:
    """Three 12 KiB heads on one connection: 36 KiB in all, each under the bound."""
    headers = b"".join(b"X-H%d: " % n + b"d" * 1000 + b"\r\n" for n in range(12))
    answer = _exchange(
        address, _get(headers, close=False), _get(headers, close=False), _get(headers)
    )
    assert answer.count(b"HTTP/1.1 200 ") == 3, answer[:300]


def test_a_large_body_is_not_counted_as_head(address: tuple[str, int]) -> None:
    body = b"{" + b'"k": "' + b"e" * 200_000 + b'"}'
    head = (
        b"POST /api/v1/rounds HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body)
    )
    answer = _exchange(address, head + body)
    status = answer.split(b"\r\n", 1)[0]
    assert status.startswith(b"HTTP/1.1 ") and b" 431 " not in status, status
