"""The HTTP exchange through the real client against the fake server, for both protocols."""

from __future__ import annotations

import hashlib
import socket
import time

import pytest

from minesweeper.extractors.vlm.schema import PageAnswer
from minesweeper.gateway.backends import ChatMessage
from minesweeper.gateway.client import ModelClient
from minesweeper.gateway.config import GatewayConfig
from minesweeper.gateway.errors import GatewayError, ModelUnavailable
from tests.fakes.vlm_server import FakeVlmServer, good, http_error, malformed, person, slow

IMAGE = b"\x89PNG\r\n\x1a\n page image bytes"
KEY = hashlib.sha256(IMAGE).hexdigest()


def _client(server: FakeVlmServer, **overrides: object) -> ModelClient:
    options: dict[str, object] = {"timeout_s": 2.0, "backoff_s": 0.01, "backoff_cap_s": 0.05}
    options.update(overrides)
    config = GatewayConfig(api=server.api, base_url=server.url, model="vision-7b", **options)  # type: ignore[arg-type]
    return ModelClient(config)


def _ask(client: ModelClient) -> list[ChatMessage]:
    return [ChatMessage("system", "read"), ChatMessage("user", "page 1", images=(IMAGE,))]


def test_good_answer_is_validated_and_counted(fake_server: FakeVlmServer) -> None:
    fake_server.script(KEY, good(person("김철수")))
    client = _client(fake_server)
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is not None
    assert [p.name for p in call.answer.persons] == ["김철수"]
    assert (call.stats.http_attempts, call.stats.tokens_in, call.stats.tokens_out) == (1, 812, 64)
    assert fake_server.requests[0].image_sha256 == (KEY,)


def test_malformed_answer_is_asked_again_with_the_validation_error(
    fake_server: FakeVlmServer,
) -> None:
    fake_server.script(KEY, malformed('{"persons": [{"name": "x"}]}'), good())
    client = _client(fake_server)
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is not None
    assert call.answer.persons == []
    second = fake_server.requests[1].body["messages"]
    assert second[-2]["role"] == "assistant"
    assert second[-2]["content"] == '{"persons": [{"name": "x"}]}'
    assert "persons.0.role: Field required" in second[-1]["content"]
    assert call.stats.tokens_in == 2 * 812  # both answers are counted


def test_malformed_twice_reports_invalid_without_the_model_text(
    fake_server: FakeVlmServer,
) -> None:
    fake_server.script(KEY, malformed("not json 홍길동"))
    client = _client(fake_server)
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is None
    assert call.invalid_detail.startswith("not valid JSON")
    assert "홍길동" not in call.invalid_detail
    assert len(fake_server.requests) == 2


def test_server_error_then_success_is_retried(fake_server: FakeVlmServer) -> None:
    fake_server.script(KEY, http_error(500), http_error(503), good(person("이영희")))
    client = _client(fake_server)
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is not None
    assert call.stats.http_attempts == 3


def test_rate_limit_honours_retry_after(fake_server: FakeVlmServer) -> None:
    fake_server.script(KEY, http_error(429, retry_after_s=0.3), good())
    client = _client(fake_server, backoff_cap_s=1.0)
    started = time.perf_counter()
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is not None
    assert time.perf_counter() - started >= 0.3


def test_timeout_then_success_is_retried(fake_server: FakeVlmServer) -> None:
    fake_server.script(KEY, slow(1.5), good(person("박민준")))
    client = _client(fake_server, timeout_s=0.3)
    call = client.complete_json(_ask(client), PageAnswer)
    assert call.answer is not None
    assert call.stats.http_attempts == 2


def test_server_that_stays_down_raises_a_retryable_error_naming_it(
    fake_server: FakeVlmServer,
) -> None:
    fake_server.script(KEY, http_error(502))
    client = _client(fake_server, transient_attempts=3)
    with pytest.raises(ModelUnavailable) as caught:
        client.complete_json(_ask(client), PageAnswer)
    assert fake_server.url in str(caught.value)
    assert "HTTP 502" in str(caught.value)
    assert caught.value.retryable is True
    assert isinstance(caught.value, GatewayError)
    assert len(fake_server.requests) == 3


def test_unreachable_server_raises_after_the_retries() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    config = GatewayConfig(api="ollama", base_url=url, model="m", backoff_s=0.01)
    client = ModelClient(config)
    with pytest.raises(ModelUnavailable, match=f"model server {url} unreachable after 3"):
        client.complete_json(_ask(client), PageAnswer)


def test_client_error_is_not_retried(fake_server: FakeVlmServer) -> None:
    fake_server.script(KEY, http_error(404))
    client = _client(fake_server)
    with pytest.raises(ModelUnavailable, match=r"HTTP 404 \(scripted failure\)"):
        client.complete_json(_ask(client), PageAnswer)
    assert len(fake_server.requests) == 1


def test_api_key_is_sent_as_bearer_token(fake_server: FakeVlmServer) -> None:
    client = _client(fake_server, api_key="s3cret")
    client.complete_json(_ask(client), PageAnswer)
    assert fake_server.requests[0].authorization == "Bearer s3cret"


def test_schema_sent_is_the_answer_schema(fake_server: FakeVlmServer) -> None:
    client = _client(fake_server)
    client.complete_json(_ask(client), PageAnswer)
    body = fake_server.requests[0].body
    schema = (
        body["format"]
        if fake_server.api == "ollama"
        else body["response_format"]["json_schema"]["schema"]
    )
    assert schema == PageAnswer.model_json_schema()
