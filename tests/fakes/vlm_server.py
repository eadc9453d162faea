"""A local fake vision-model server speaking Ollama's and the OpenAI chat completions protocol.

Started by tests on 127.0.0.1 with a free port. It checks request shapes the way the real
servers document them and answers from a script keyed by the sha256 of the request's image:

- Ollama `POST /api/chat`: `model`, `messages[]` with `role`, `content` and optional `images`
  (base64 strings), `format` (a JSON schema object), `stream: false`. Answer: `message.content`
  plus `done`, durations in nanoseconds, `prompt_eval_count`, `eval_count`. Errors: `{"error"}`.
- OpenAI `POST /v1/chat/completions`: `messages[].content` a string or parts of type `text` or
  `image_url` (`{"url": "data:image/png;base64,..."}`), `response_format` of type
  `json_schema` with `json_schema.name` and `.schema`. Answer: `choices[0].message.content`,
  `usage.prompt_tokens` / `completion_tokens` / `total_tokens`. Errors: `{"error": {...}}`.

Each image hash has a list of replies consumed in order (the last one repeats), so a script
can say "500, then a good answer". Every request is recorded, and the highest number of
requests in flight at once is kept for concurrency tests.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

Api = Literal["ollama", "openai"]
PNG_DATA_URI = "data:image/png;base64,"
_ANY_IMAGE = "*"


@dataclass(frozen=True)
class Reply:
    """One scripted answer. `content` is the model's message text (JSON or not)."""

    content: str = '{"persons": []}'
    status: int = 200
    delay_s: float = 0.0  # wait before answering (slow model, or a timeout for the client)
    headers: tuple[tuple[str, str], ...] = ()
    tokens_in: int = 812
    tokens_out: int = 64


def good(*persons: dict[str, Any]) -> Reply:
    return Reply(content=json.dumps({"persons": list(persons)}, ensure_ascii=False))


def person(
    name: str,
    role: str = "committee_member",
    source_kind: str = "printed",
    confidence: float = 0.9,
    evidence: str = "심사위원",
    affiliation: str | None = None,
) -> dict[str, Any]:
    return {
        "name": name,
        "role": role,
        "source_kind": source_kind,
        "confidence": confidence,
        "evidence": evidence,
        "affiliation": affiliation,
    }


def malformed(text: str = '{"persons": [{"name": "') -> Reply:
    return Reply(content=text)


def http_error(status: int, retry_after_s: float | None = None) -> Reply:
    headers = (("Retry-After", f"{retry_after_s:g}"),) if retry_after_s is not None else ()
    return Reply(status=status, headers=headers)


def slow(delay_s: float, reply: Reply | None = None) -> Reply:
    base = reply or Reply()
    return Reply(base.content, base.status, delay_s, base.headers, base.tokens_in, base.tokens_out)


@dataclass
class RecordedRequest:
    path: str
    body: dict[str, Any]
    image_sha256: tuple[str, ...]
    authorization: str | None


@dataclass
class _State:
    script: dict[str, list[Reply]] = field(default_factory=dict)
    requests: list[RecordedRequest] = field(default_factory=list)
    in_flight: int = 0
    max_in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    stopping: threading.Event = field(default_factory=threading.Event)


class ShapeError(ValueError):
    pass


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise ShapeError(message)


def _ollama_images(body: dict[str, Any]) -> list[bytes]:
    _require(isinstance(body.get("model"), str) and body["model"] != "", "model is required")
    _require(body.get("stream") is False, "stream must be false for one JSON answer")
    _require(isinstance(body.get("format"), dict), "format must be a JSON schema object")
    messages: list[dict[str, Any]] = body.get("messages") or []
    _require(isinstance(messages, list) and len(messages) > 0, "messages must be a list")
    images: list[bytes] = []
    for message in messages:
        _require(message.get("role") in {"system", "user", "assistant", "tool"}, "bad role")
        _require(isinstance(message.get("content"), str), "content must be a string")
        for item in message.get("images", []):
            _require(isinstance(item, str), "images must be base64 strings")
            images.append(base64.b64decode(item, validate=True))
    return images


def _openai_images(body: dict[str, Any]) -> list[bytes]:
    _require(isinstance(body.get("model"), str) and body["model"] != "", "model is required")
    fmt = body.get("response_format")
    _require(isinstance(fmt, dict) and fmt.get("type") == "json_schema", "response_format")
    spec: dict[str, Any] = fmt["json_schema"] if isinstance(fmt, dict) else {}
    _require(isinstance(spec, dict) and isinstance(spec.get("name"), str), "json_schema.name")
    _require(isinstance(spec.get("schema"), dict), "json_schema.schema must be an object")
    messages: list[dict[str, Any]] = body.get("messages") or []
    _require(isinstance(messages, list) and len(messages) > 0, "messages must be a list")
    images: list[bytes] = []
    for message in messages:
        _require(message.get("role") in {"system", "user", "assistant", "developer"}, "role")
        content = message.get("content")
        if isinstance(content, str):
            continue
        _require(isinstance(content, list), "content must be a string or a list of parts")
        parts: list[dict[str, Any]] = content if isinstance(content, list) else []
        for part in parts:
            if part.get("type") == "text":
                _require(isinstance(part.get("text"), str), "text part needs text")
                continue
            _require(part.get("type") == "image_url", f"unknown part type {part.get('type')}")
            url = part["image_url"]["url"]
            _require(url.startswith(PNG_DATA_URI), "image_url must be a PNG data URI")
            images.append(base64.b64decode(url[len(PNG_DATA_URI) :], validate=True))
    return images


def _ollama_body(model: str, reply: Reply) -> dict[str, Any]:
    return {
        "model": model,
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "message": {"role": "assistant", "content": reply.content},
        "done_reason": "stop",
        "done": True,
        "total_duration": 1_200_000_000,
        "load_duration": 10_000_000,
        "prompt_eval_count": reply.tokens_in,
        "prompt_eval_duration": 400_000_000,
        "eval_count": reply.tokens_out,
        "eval_duration": 700_000_000,
    }


def _openai_body(model: str, reply: Reply) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": reply.content},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": reply.tokens_in,
            "completion_tokens": reply.tokens_out,
            "total_tokens": reply.tokens_in + reply.tokens_out,
        },
    }


class FakeVlmServer:
    def __init__(self, api: Api) -> None:
        self.api = api
        self._state = _State()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        assert self._server is not None, "server not started"
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._state.lock:
            return list(self._state.requests)

    @property
    def max_in_flight(self) -> int:
        return self._state.max_in_flight

    def script(self, image_sha256: str, *replies: Reply) -> None:
        with self._state.lock:
            self._state.script[image_sha256] = list(replies)

    def answer_by_default(self, *replies: Reply) -> None:
        """Replies for any image the script does not name (e.g. pages rendered elsewhere)."""
        self.script(_ANY_IMAGE, *replies)

    def start(self) -> None:
        handler = _make_handler(self.api, self._state)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._state.stopping.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)


@contextmanager
def running(api: Api) -> Iterator[FakeVlmServer]:
    server = FakeVlmServer(api)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def _make_handler(api: Api, state: _State) -> type[BaseHTTPRequestHandler]:
    path = "/api/chat" if api == "ollama" else "/v1/chat/completions"

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        _counted = False

        def log_message(self, format: str, *args: Any) -> None:
            return  # keep test output clean

        def do_GET(self) -> None:
            # The listing endpoints a client probes before relying on the server:
            # Ollama `GET /api/tags` -> {"models": [...]};
            # OpenAI `GET /v1/models` -> {"object": "list", "data": [...]}.
            listing = "/api/tags" if api == "ollama" else "/v1/models"
            if self.path != listing:
                self._send(404, {"error": f"unknown path {self.path}"})
            elif api == "ollama":
                self._send(200, {"models": [{"name": "fake-vlm", "model": "fake-vlm"}]})
            else:
                self._send(200, {"object": "list", "data": [{"id": "fake-vlm", "object": "model"}]})

        def do_POST(self) -> None:
            with state.lock:
                state.in_flight += 1
                state.max_in_flight = max(state.max_in_flight, state.in_flight)
            self._counted = True
            try:
                self._answer()
            except (BrokenPipeError, ConnectionResetError):
                return  # the client gave up (its timeout); nothing left to answer
            finally:
                self._leave()

        def _leave(self) -> None:
            # Leave the in-flight count before the answer goes out: once the client has the
            # answer it may send its next request, which must not overlap this one's count.
            if self._counted:
                self._counted = False
                with state.lock:
                    state.in_flight -= 1

        def _answer(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            if self.path != path:
                self._send(404, {"error": f"unknown path {self.path}"})
                return
            try:
                body = json.loads(raw)
                images = _ollama_images(body) if api == "ollama" else _openai_images(body)
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                self._send(400, _error_body(api, f"bad request: {exc}"))
                return
            hashes = tuple(hashlib.sha256(image).hexdigest() for image in images)
            with state.lock:
                state.requests.append(
                    RecordedRequest(self.path, body, hashes, self.headers.get("Authorization"))
                )
                replies = state.script.get(hashes[0]) if hashes else None
                replies = replies or state.script.get(_ANY_IMAGE)
                reply = (replies.pop(0) if len(replies) > 1 else replies[0]) if replies else Reply()
            if reply.delay_s and state.stopping.wait(reply.delay_s):
                return
            if reply.status != 200:
                self._send(reply.status, _error_body(api, "scripted failure"), reply.headers)
                return
            model = str(body["model"])
            answer = _ollama_body(model, reply) if api == "ollama" else _openai_body(model, reply)
            self._send(200, answer, reply.headers)

        def _send(
            self, status: int, body: dict[str, Any], headers: tuple[tuple[str, str], ...] = ()
        ) -> None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self._leave()
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

    return Handler


def _error_body(api: Api, message: str) -> dict[str, Any]:
    if api == "ollama":
        return {"error": message}
    return {"error": {"message": message, "type": "server_error", "code": None}}
