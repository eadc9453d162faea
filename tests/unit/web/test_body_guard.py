"""The body size guard: declared lengths and streamed (chunked) bodies."""

from __future__ import annotations

import asyncio
import json

from starlette.types import Message, Receive, Scope, Send

from minesweeper.web.security import BodySizeGuard


async def _echo_length(scope: Scope, receive: Receive, send: Send) -> None:
    total = 0
    while True:
        message = await receive()
        total += len(message.get("body", b""))
        if not message.get("more_body"):
            break
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": str(total).encode()})


def _run(
    headers: list[tuple[bytes, bytes]], chunks: list[bytes], path: str = "/"
) -> tuple[int, bytes]:
    messages: list[Message] = [
        {"type": "http.request", "body": c, "more_body": i < len(chunks) - 1}
        for i, c in enumerate(chunks)
    ]
    sent: list[Message] = []

    async def receive() -> Message:
        return messages.pop(0)

    async def send(message: Message) -> None:
        sent.append(message)

    scope: Scope = {"type": "http", "method": "POST", "path": path, "headers": headers}
    asyncio.run(BodySizeGuard(_echo_length, max_bytes=10)(scope, receive, send))
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return int(sent[0]["status"]), body


def test_small_body_passes() -> None:
    assert _run([(b"content-length", b"6")], [b"abc", b"def"]) == (200, b"6")


def test_declared_length_over_limit_is_refused_unread() -> None:
    status, body = _run([(b"content-length", b"11")], [b"x" * 11])
    assert status == 413
    assert json.loads(body)["code"] == "TOO_LARGE"


def test_streamed_body_is_cut_at_the_limit() -> None:
    status, body = _run([], [b"x" * 6, b"x" * 6, b"x" * 6])
    assert status == 413
    assert json.loads(body)["code"] == "TOO_LARGE"


def test_the_refusal_speaks_the_requests_language() -> None:
    from minesweeper.web.i18n import catalog

    api = "/api/v1/rounds"
    named = [(b"content-length", b"11"), (b"accept-language", b"ko")]
    korean = json.loads(_run(named, [], api)[1])
    assert korean["title"] == catalog("ko")["problem.title.TOO_LARGE"]
    assert korean["detail"] == catalog("ko")["problem.detail.TOO_LARGE"]
    # An API request naming no language gets the English the message is written in; a page
    # (an upload form) gets Korean, as every page does.
    english = json.loads(_run([(b"content-length", b"11")], [], api)[1])
    assert english["title"] == catalog("en")["problem.title.TOO_LARGE"]
    assert english["detail"] == "The request body is over the limit of 10 bytes."
    page = json.loads(_run([(b"content-length", b"11")], [])[1])
    assert page["title"] == catalog("ko")["problem.title.TOO_LARGE"]
