"""Request and response shapes of the two model server protocols the gateway speaks.

- Ollama `POST /api/chat`: images as base64 strings in `messages[].images`, the JSON schema in
  `format`, `stream: false`; the answer is `message.content`, token counts `prompt_eval_count`
  and `eval_count`.
- OpenAI-compatible `POST /v1/chat/completions` (vLLM, llama.cpp server, LM Studio...): images
  as `image_url` content parts holding data URIs, the schema in `response_format` of type
  `json_schema`; the answer is `choices[0].message.content`, token counts in `usage`.
Pure functions only; the HTTP exchange lives in `client.py`.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any, Protocol

from minesweeper.gateway.config import ApiKind

JsonObject = dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: str  # system | user | assistant
    text: str
    images: tuple[bytes, ...] = ()  # PNG bytes


@dataclass(frozen=True, slots=True)
class RawAnswer:
    content: str
    tokens_in: int | None
    tokens_out: int | None


class MalformedResponseError(ValueError):
    """The server answered 200 but not in its protocol's shape."""


class Backend(Protocol):
    name: ApiKind

    def url(self, base_url: str) -> str: ...

    def payload(
        self, model: str, messages: list[ChatMessage], schema: JsonObject
    ) -> JsonObject: ...

    def parse(self, body: Any) -> RawAnswer: ...


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class OllamaBackend:
    name: ApiKind = "ollama"

    def url(self, base_url: str) -> str:
        return base_url.rstrip("/") + "/api/chat"

    def payload(self, model: str, messages: list[ChatMessage], schema: JsonObject) -> JsonObject:
        wire: list[JsonObject] = []
        for message in messages:
            entry: JsonObject = {"role": message.role, "content": message.text}
            if message.images:
                entry["images"] = [_b64(image) for image in message.images]
            wire.append(entry)
        # temperature 0: the same page gives the same reading, which keeps re-runs comparable.
        return {
            "model": model,
            "messages": wire,
            "format": schema,
            "stream": False,
            "options": {"temperature": 0},
        }

    def parse(self, body: Any) -> RawAnswer:
        try:
            content = body["message"]["content"]
        except (KeyError, TypeError) as exc:
            raise MalformedResponseError("no message.content in the Ollama answer") from exc
        if not isinstance(content, str):
            raise MalformedResponseError("message.content is not a string")
        return RawAnswer(
            content=content,
            tokens_in=_int_or_none(body.get("prompt_eval_count")),
            tokens_out=_int_or_none(body.get("eval_count")),
        )


class OpenAIBackend:
    name: ApiKind = "openai"

    def url(self, base_url: str) -> str:
        root = base_url.rstrip("/")
        # Accept both `http://host:8000` and `http://host:8000/v1` as VLM_BASE_URL.
        if not root.endswith("/v1"):
            root += "/v1"
        return root + "/chat/completions"

    def payload(self, model: str, messages: list[ChatMessage], schema: JsonObject) -> JsonObject:
        wire: list[JsonObject] = []
        for message in messages:
            if not message.images:
                wire.append({"role": message.role, "content": message.text})
                continue
            parts: list[JsonObject] = [{"type": "text", "text": message.text}]
            parts.extend(
                {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{_b64(img)}"}}
                for img in message.images
            )
            wire.append({"role": message.role, "content": parts})
        return {
            "model": model,
            "messages": wire,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "page_answer", "schema": schema, "strict": True},
            },
            "temperature": 0,
            "stream": False,
        }

    def parse(self, body: Any) -> RawAnswer:
        try:
            content = body["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError) as exc:
            raise MalformedResponseError("no choices[0].message.content in the answer") from exc
        if not isinstance(content, str):
            raise MalformedResponseError("choices[0].message.content is not a string")
        usage = body.get("usage") if isinstance(body.get("usage"), dict) else {}
        return RawAnswer(
            content=content,
            tokens_in=_int_or_none(usage.get("prompt_tokens")),
            tokens_out=_int_or_none(usage.get("completion_tokens")),
        )


def backend_for(api: ApiKind) -> Backend:
    return OllamaBackend() if api == "ollama" else OpenAIBackend()
