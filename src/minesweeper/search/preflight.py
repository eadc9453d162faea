"""What a re-index would be built with, checked before it starts (the preflight answer).

The same checks guard a start: the model `EMBEDDING_MODEL` names must load (422
`EMBEDDING_MODEL_UNAVAILABLE`) and the chunk size must fit its window (422 `CHUNK_TOO_LONG`
with `max_tokens`, `recommended_chunk_size`, `needs_rechunk`).
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from minesweeper.search.embedding import (
    check_chunk_size,
    load_embedder,
    model_id,
    recommended_chunk_size,
)
from minesweeper.search.generations import generation_info, initial_chunk_size


def planned_chunk_size(embedding_setting: str | None, chunk_size: int | None) -> int:
    """The chunk size a re-index will use; raises when the model does not load or the size
    does not fit it."""
    model = model_id(embedding_setting)
    if model is None:
        return chunk_size or initial_chunk_size(None)
    embedder = load_embedder(model)
    size = chunk_size or initial_chunk_size(embedder.max_tokens)
    check_chunk_size(embedder.max_tokens, size)
    return size


def reindex_preflight(
    session: Session, round_id: int, embedding_setting: str | None, chunk_size: int | None
) -> dict[str, object]:
    """The serving index (`generation_info`) and the plan of a re-index: its chunk size, the
    model and its window; `needs_rechunk` when the serving chunks are longer than the model's
    window allows."""
    size = planned_chunk_size(embedding_setting, chunk_size)
    model = model_id(embedding_setting)
    info = generation_info(session, round_id, model)
    current = info["current"]
    plan: dict[str, object] = {"chunk_size": size, "embedding_model": model}
    needs_rechunk = False
    if model is not None:
        max_tokens = load_embedder(model).max_tokens
        recommended = recommended_chunk_size(max_tokens)
        plan |= {"max_tokens": max_tokens, "recommended_chunk_size": recommended}
        if isinstance(current, dict):
            needs_rechunk = int(current["chunk_size"]) > recommended
    return info | {"plan": plan, "needs_rechunk": needs_rechunk}
