"""Index generations of a round: which one serves searches, which one is being built."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from minesweeper.db.base import utcnow
from minesweeper.db.models import Applicant, Document
from minesweeper.db.models_search import SearchGeneration
from minesweeper.search.analyzer import ANALYZER_VERSION
from minesweeper.search.chunks import DEFAULT_CHUNK_SIZE


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
    session: Session, round_id: int, chunk_size: int = DEFAULT_CHUNK_SIZE
) -> SearchGeneration:
    existing = current_generation(session, round_id)
    if existing is not None:
        return existing
    generation = SearchGeneration(
        round_id=round_id,
        state="current",
        analyzer_version=ANALYZER_VERSION,
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


def generation_info(session: Session, round_id: int) -> dict[str, object]:
    """What the round's serving index was built with, and whether it is stale: built by an
    older analyzer, or documents were added to the round after it was built."""
    current = current_generation(session, round_id)
    if current is None:
        changed = documents_since(session, round_id, None)
        return {
            "current": None,
            "analyzer_version": ANALYZER_VERSION,
            "documents_since": changed,
            "stale": changed > 0,
        }
    changed = documents_since(session, round_id, current.activated_at or current.created_at)
    return {
        "current": {
            "id": current.id,
            "analyzer_version": current.analyzer_version,
            "embedding_model": current.embedding_model,
            "chunk_size": current.chunk_size,
            "activated_at": current.activated_at.isoformat() if current.activated_at else None,
        },
        "analyzer_version": ANALYZER_VERSION,
        "documents_since": changed,
        "stale": current.analyzer_version != ANALYZER_VERSION or changed > 0,
    }
