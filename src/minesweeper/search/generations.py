"""Index generations of a round: which one serves searches, which one is being built."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from minesweeper.db.base import utcnow
from minesweeper.db.models import Applicant, Document
from minesweeper.db.models_search import SearchChunk, SearchGeneration, SearchVector
from minesweeper.search.analyzer import ANALYZER_VERSION
from minesweeper.search.chunks import DEFAULT_CHUNK_SIZE
from minesweeper.search.embedding import recommended_chunk_size


def initial_chunk_size(max_tokens: int | None) -> int:
    """Chunk size of a round's first index, and of a re-index that names none: the lexical
    default, or what fits the embedding model's window when one is on."""
    if max_tokens is None:
        return DEFAULT_CHUNK_SIZE
    return min(DEFAULT_CHUNK_SIZE, recommended_chunk_size(max_tokens))


def current_generation(session: Session, round_id: int) -> SearchGeneration | None:
    return session.scalars(
        select(SearchGeneration).where(
            SearchGeneration.round_id == round_id, SearchGeneration.state == "current"
        )
    ).one_or_none()


def live_generations(session: Session, round_id: int) -> list[SearchGeneration]:
    """The current generation and any being built: processing writes into all of them."""
    return list(
        session.scalars(
            select(SearchGeneration)
            .where(
                SearchGeneration.round_id == round_id,
                SearchGeneration.state.in_(("current", "building")),
            )
            .order_by(SearchGeneration.id)
        )
    )


def ensure_current(
    session: Session,
    round_id: int,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    embedding_model: str | None = None,
) -> SearchGeneration:
    existing = current_generation(session, round_id)
    if existing is not None:
        return existing
    generation = SearchGeneration(
        round_id=round_id,
        state="current",
        analyzer_version=ANALYZER_VERSION,
        embedding_model=embedding_model,
        chunk_size=chunk_size,
        activated_at=utcnow(),
    )
    session.add(generation)
    session.flush()
    return generation


def make_current(session: Session, generation: SearchGeneration) -> None:
    """Retire the serving generation and promote `generation`, inside the caller's transaction."""
    session.execute(
        update(SearchGeneration)
        .where(
            SearchGeneration.round_id == generation.round_id,
            SearchGeneration.state == "current",
        )
        .values(state="retired")
    )
    session.flush()
    generation.state = "current"
    generation.activated_at = utcnow()
    session.flush()


def documents_since(session: Session, round_id: int, since: datetime | None) -> int:
    """Documents of the round added after `since` (all of them without a build)."""
    stmt = (
        select(func.count(Document.id))
        .join(Applicant, Applicant.id == Document.applicant_id)
        .where(Applicant.round_id == round_id)
    )
    if since is not None:
        stmt = stmt.where(Document.created_at > since)
    return int(session.scalar(stmt) or 0)


def word_only_chunks(session: Session, generation: SearchGeneration) -> int:
    """Chunks of a generation built with a model that have no vector (written by a process
    without that model): found by their words only until a re-index."""
    if generation.embedding_model is None:
        return 0
    stmt = (
        select(func.count(SearchChunk.id))
        .outerjoin(SearchVector, SearchVector.chunk_id == SearchChunk.id)
        .where(SearchChunk.generation_id == generation.id, SearchVector.chunk_id.is_(None))
    )
    return int(session.scalar(stmt) or 0)


def generation_info(
    session: Session, round_id: int, embedding_model: str | None = None
) -> dict[str, object]:
    """What the round's serving index was built with, and whether it is stale: built by
    another analyzer or embedding model than this installation's (`embedding_model`: the one
    `EMBEDDING_MODEL` names, None when off), documents added after it was built, or chunks
    without vectors in an index that has them. `reason` names the first that applies."""
    current = current_generation(session, round_id)
    if current is None:
        changed = documents_since(session, round_id, None)
        return {
            "current": None,
            "analyzer_version": ANALYZER_VERSION,
            "embedding_model": embedding_model,
            "documents_since": changed,
            "word_only_chunks": 0,
            "stale": changed > 0,
            "reason": "documents" if changed else None,
        }
    changed = documents_since(session, round_id, current.activated_at or current.created_at)
    word_only = word_only_chunks(session, current)
    reasons = [
        ("analyzer", current.analyzer_version != ANALYZER_VERSION),
        ("model", current.embedding_model != embedding_model),
        ("documents", changed > 0),
        ("word_only", word_only > 0),
    ]
    reason = next((name for name, applies in reasons if applies), None)
    return {
        "current": {
            "id": current.id,
            "analyzer_version": current.analyzer_version,
            "embedding_model": current.embedding_model,
            "chunk_size": current.chunk_size,
            "activated_at": current.activated_at.isoformat() if current.activated_at else None,
        },
        "analyzer_version": ANALYZER_VERSION,
        "embedding_model": embedding_model,
        "documents_since": changed,
        "word_only_chunks": word_only,
        "stale": reason is not None,
        "reason": reason,
    }


def stale_rounds(
    session: Session, round_ids: list[int], embedding_model: str | None
) -> dict[int, str]:
    """Rounds whose serving index was built with another analyzer or embedding model than
    this installation's, with the reason (`analyzer` or `model`): the admin list's notice."""
    if not round_ids:
        return {}
    found: dict[int, str] = {}
    for generation in session.scalars(
        select(SearchGeneration).where(
            SearchGeneration.round_id.in_(round_ids), SearchGeneration.state == "current"
        )
    ):
        if generation.analyzer_version != ANALYZER_VERSION:
            found[generation.round_id] = "analyzer"
        elif generation.embedding_model != embedding_model:
            found[generation.round_id] = "model"
    return found
