"""Request and response shapes of the Ollama and OpenAI-compatible protocols."""

from __future__ import annotations

import base64

import pytest

from minesweeper.gateway.backends import (
    ChatMessage,
    MalformedResponseError,
    OllamaBackend,
    OpenAIBackend,
)

SCHEMA = {"type": "object", "properties": {"persons": {"type": "array"}}}
PNG = b"\x89PNG\r\n\x1a\nfake-bytes"


def _messages() -> list[ChatMessage]:
    return [ChatMessage("system", "read"), ChatMessage("user", "page 1", images=(PNG,))]


def test_ollama_payload_carries_base64_images_schema_and_no_stream() -> None:
    payload = OllamaBackend().payload("qwen2.5vl:7b", _messages(), SCHEMA)
    assert payload["model"] == "qwen2.5vl:7b"
    assert payload["stream"] is False
    assert payload["format"] == SCHEMA
    assert payload["messages"][0] == {"role": "system", "content": "read"}
    assert base64.b64decode(payload["messages"][1]["images"][0]) == PNG


def test_openai_payload_carries_data_uri_parts_and_json_schema_format() -> None:
    payload = OpenAIBackend().payload("qwen2-vl", _messages(), SCHEMA)
    parts = payload["messages"][1]["content"]
    assert parts[0] == {"type": "text", "text": "page 1"}
    url = parts[1]["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    assert base64.b64decode(url.split(",", 1)[1]) == PNG
    assert payload["response_format"]["type"] == "json_schema"
    assert payload["response_format"]["json_schema"]["schema"] == SCHEMA
    assert payload["messages"][0] == {"role": "system", "content": "read"}


@pytest.mark.parametrize(
    ("base", "expected"),
    [
        ("http://h:8000", "http://h:8000/v1/chat/completions"),
        ("http://h:8000/v1/", "http://h:8000/v1/chat/completions"),
    ],
)
def test_openai_url_accepts_root_or_v1(base: str, expected: str) -> None:
    assert OpenAIBackend().url(base) == expected


def test_ollama_url() -> None:
    assert OllamaBackend().url("http://127.0.0.1:11434/") == "http://127.0.0.1:11434/api/chat"


def test_parse_reads_content_and_token_counts() -> None:
    ollama = OllamaBackend().parse(
        {"message": {"role": "assistant", "content": "{}"}, "prompt_eval_count": 9, "eval_count": 3}
    )
    assert (ollama.content, ollama.tokens_in, ollama.tokens_out) == ("{}", 9, 3)
    openai = OpenAIBackend().parse(
        {
            "choices": [{"message": {"content": "[]"}}],
            "usage": {"prompt_tokens": 5, "completion_tokens": 2},
        }
    )
    assert (openai.content, openai.tokens_in, openai.tokens_out) == ("[]", 5, 2)


def test_parse_without_usage_reports_unknown_tokens() -> None:
    answer = OpenAIBackend().parse({"choices": [{"message": {"content": "x"}}]})
    assert answer.tokens_in is None
    assert answer.tokens_out is None


@pytest.mark.parametrize("body", [{}, {"message": {}}, {"message": {"content": 3}}, []])
def test_ollama_parse_rejects_other_shapes(body: object) -> None:
    with pytest.raises(MalformedResponseError):
        OllamaBackend().parse(body)


@pytest.mark.parametrize("body", [{}, {"choices": []}, {"choices": [{"message": None}]}])
def test_openai_parse_rejects_other_shapes(body: object) -> None:
    with pytest.raises(MalformedResponseError):
        OpenAIBackend().parse(body)
