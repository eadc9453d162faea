"""The HTTP exchange with the model server: limits, transient retries, schema validation.

One call = one logical question (e.g. one page). Inside it:
- each HTTP request holds a slot of the process-wide semaphore (VLM_CONCURRENCY);
- timeouts, connection errors, 429 and 5xx are retried with exponential backoff (429 and 503
  honour `Retry-After`, capped); when every try fails, `ModelUnavailable` names the server;
- the answer is validated against the pydantic model; on failure the question is asked once
  more with the validation error, and a second failure is reported as invalid output.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

from minesweeper.gateway.backends import (
    Backend,
    ChatMessage,
    MalformedResponseError,
    RawAnswer,
    backend_for,
)
from minesweeper.gateway.config import GatewayConfig
from minesweeper.gateway.errors import ModelUnavailable
from minesweeper.gateway.limits import server_semaphore

AnswerT = TypeVar("AnswerT", bound=BaseModel)
MAX_ECHOED_ANSWER_CHARS = 4000  # how much of a bad answer is sent back with the correction
MAX_SERVER_MESSAGE_CHARS = 200  # how much of a server's error text goes into our message


@dataclass(slots=True)
class CallStats:
    http_attempts: int = 0
    tokens_in: int | None = None
    tokens_out: int | None = None

    def add_tokens(self, answer: RawAnswer) -> None:
        if answer.tokens_in is not None:
            self.tokens_in = (self.tokens_in or 0) + answer.tokens_in
        if answer.tokens_out is not None:
            self.tokens_out = (self.tokens_out or 0) + answer.tokens_out


@dataclass(frozen=True, slots=True)
class JsonCall(Generic[AnswerT]):
    """A validated answer, or `answer=None` with `invalid_detail` after two bad answers."""

    answer: AnswerT | None
    invalid_detail: str
    stats: CallStats


def describe_invalid(exc: Exception) -> str:
    """A short reason that never repeats the model's text (it may hold names)."""
    if isinstance(exc, ValidationError):
        parts = []
        for error in exc.errors(include_input=False, include_url=False)[:5]:
            where = ".".join(str(p) for p in error["loc"]) or "answer"
            parts.append(f"{where}: {error['msg']}")
        return "; ".join(parts)
    if isinstance(exc, json.JSONDecodeError):
        return f"not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
    return str(exc)


class ModelClient:
    """One model server, one model. Thread-safe and holds no open connection between calls."""

    def __init__(
        self, config: GatewayConfig, *, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        self.config = config
        self.backend: Backend = backend_for(config.api)
        self._semaphore = server_semaphore(config.base_url, config.concurrency)
        self._sleep = sleep
        self._headers = {"Authorization": f"Bearer {config.api_key}"} if config.api_key else {}

    def complete_json(
        self, messages: list[ChatMessage], answer_type: type[AnswerT]
    ) -> JsonCall[AnswerT]:
        # A connection pool per call, not per client: calls take seconds of model time, so
        # reuse gains nothing, and nothing is left open when a job drops its extractor.
        with httpx.Client(
            timeout=httpx.Timeout(self.config.timeout_s), headers=self._headers
        ) as http:
            return self._complete(http, messages, answer_type)

    def _complete(
        self, http: httpx.Client, messages: list[ChatMessage], answer_type: type[AnswerT]
    ) -> JsonCall[AnswerT]:
        schema = answer_type.model_json_schema()
        stats = CallStats()
        raw = self._exchange(http, messages, schema, stats)
        try:
            return JsonCall(_validate(raw, answer_type), "", stats)
        except (ValidationError, json.JSONDecodeError, MalformedResponseError) as exc:
            detail = describe_invalid(exc)
        correction = [
            *messages,
            ChatMessage("assistant", raw.content[:MAX_ECHOED_ANSWER_CHARS]),
            ChatMessage(
                "user",
                "이 답은 형식이 맞지 않습니다 / That answer does not match the JSON schema: "
                f"{detail}. Answer again with JSON that matches the schema exactly.",
            ),
        ]
        raw = self._exchange(http, correction, schema, stats)
        try:
            return JsonCall(_validate(raw, answer_type), "", stats)
        except (ValidationError, json.JSONDecodeError, MalformedResponseError) as exc:
            return JsonCall(None, describe_invalid(exc), stats)

    def _exchange(
        self,
        http: httpx.Client,
        messages: list[ChatMessage],
        schema: dict[str, object],
        stats: CallStats,
    ) -> RawAnswer:
        url = self.backend.url(self.config.base_url)
        payload = self.backend.payload(self.config.model, messages, schema)
        attempts = max(self.config.transient_attempts, 1)
        cause = ""
        for attempt in range(1, attempts + 1):
            stats.http_attempts += 1
            retry_after: float | None = None
            with self._semaphore:
                try:
                    response = http.post(url, json=payload)
                except httpx.TimeoutException:
                    cause = f"timed out after {self.config.timeout_s:g} s"
                except httpx.TransportError as exc:
                    cause = f"connection failed ({type(exc).__name__})"
                else:
                    status = response.status_code
                    if status < 400:
                        answer = _parse(self.backend, response)
                        stats.add_tokens(answer)
                        return answer
                    cause = f"HTTP {status}{_server_message(response)}"
                    if status != 429 and status < 500:
                        # 4xx other than 429 (model not pulled, bad key) will not heal by
                        # retrying now; the job engine retries the job later.
                        raise ModelUnavailable(self.config.base_url, attempt, cause)
                    retry_after = _retry_after_s(response)
            if attempt < attempts:
                backoff = self.config.backoff_s * 2 ** (attempt - 1)
                self._sleep(
                    min(
                        retry_after if retry_after is not None else backoff,
                        self.config.backoff_cap_s,
                    )
                )
        raise ModelUnavailable(self.config.base_url, attempts, cause)


def _parse(backend: Backend, response: httpx.Response) -> RawAnswer:
    try:
        body = response.json()
    except ValueError:
        return RawAnswer(content="", tokens_in=None, tokens_out=None)
    try:
        return backend.parse(body)
    except MalformedResponseError:
        return RawAnswer(content="", tokens_in=None, tokens_out=None)


def _server_message(response: httpx.Response) -> str:
    """The server's own error text (`{"error": "..."}` or `{"error": {"message": ...}}`)."""
    try:
        error = response.json().get("error")
    except (ValueError, AttributeError):
        return ""
    if isinstance(error, dict):
        error = error.get("message")
    return f" ({error[:MAX_SERVER_MESSAGE_CHARS]})" if isinstance(error, str) and error else ""


def _validate(raw: RawAnswer, answer_type: type[AnswerT]) -> AnswerT:
    if not raw.content.strip():
        raise MalformedResponseError("empty answer")
    return answer_type.model_validate(json.loads(raw.content))


def _retry_after_s(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After")
    if value is None:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        return None  # an HTTP date: fall back to our own backoff
