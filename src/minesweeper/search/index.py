"""Writing pages and chunks: at processing time, and for a re-index."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Applicant
from minesweeper.db.models_search import SearchChunk, SearchGeneration, SearchPage
from minesweeper.search.analyzer import display_text
from minesweeper.search.chunks import chunk_page
from minesweeper.search.embedding import Embedder
from minesweeper.search.generations import (
    current_generation,
    ensure_current,
    initial_chunk_size,
    live_generations,
)
from minesweeper.search.model import PageText
from minesweeper.search.passages import PassageCache
from minesweeper.search.vectors import write_vectors


def _round_of(session: Session, applicant_id: int) -> int:
    return session.scalars(select(Applicant.round_id).where(Applicant.id == applicant_id)).one()


def embed_ahead(
    db: Database, applicant_id: int, pages: Sequence[PageText], embedder: Embedder
) -> PassageCache:
    """Embed an applicant's chunks for every live generation built with `embedder`'s model,
    before the write transaction (module `passages`); a round without an index yet gets the
    chunks its first generation will have."""
    cache = PassageCache(embedder)
    with db.session() as session:
        round_id = _round_of(session, applicant_id)
        sizes = {
            g.chunk_size
            for g in live_generations(session, round_id)
            if g.embedding_model == embedder.name
        }
        if current_generation(session, round_id) is None:
            sizes.add(initial_chunk_size(embedder.max_tokens))
    texts = [
        draft.text
        for size in sorted(sizes)
        for page in pages
        if page.text.strip()
        for draft in chunk_page(display_text(page.text), size)
    ]
    cache.prefetch(texts)
    return cache


def index_applicant_pages(
    session: Session,
    applicant_id: int,
    pages: Iterable[PageText],
    embeddings: PassageCache | None = None,
) -> int:
    """Replace an applicant's page texts and their chunks in every live generation; chunks of a
    generation built with the model of `embeddings` get their vectors too.

    Runs inside the caller's transaction (process_applicant's roster write), so the index
    and the roster change together. Returns the number of pages stored.
    """
    round_id = _round_of(session, applicant_id)
    session.execute(delete(SearchPage).where(SearchPage.applicant_id == applicant_id))
    stored = [
        PageText(p.document_id, p.page, display_text(p.text)) for p in pages if p.text.strip()
    ]
    if stored:
        session.execute(
            insert(SearchPage),
            [
                {
                    "round_id": round_id,
                    "applicant_id": applicant_id,
                    "document_id": p.document_id,
                    "page": p.page,
                    "text": p.text,
                }
                for p in stored
            ],
        )
    embedder = embeddings.embedder if embeddings is not None else None
    ensure_current(
        session,
        round_id,
        initial_chunk_size(embedder.max_tokens if embedder else None),
        embedder.name if embedder else None,
    )
    for generation in live_generations(session, round_id):
        write_chunks(session, generation, applicant_id, stored, embeddings)
    return len(stored)


def write_chunks(
    session: Session,
    generation: SearchGeneration,
    applicant_id: int,
    pages: Iterable[PageText],
    embeddings: PassageCache | None = None,
) -> int:
    """Replace one applicant's chunks in one generation, with their vectors when the
    generation was built with the model of `embeddings`; returns how many were written."""
    session.execute(
        delete(SearchChunk).where(
            SearchChunk.generation_id == generation.id, SearchChunk.applicant_id == applicant_id
        )
    )
    rows = [
        {
            "generation_id": generation.id,
            "applicant_id": applicant_id,
            "document_id": page.document_id,
            "page": page.page,
            "start": draft.start,
            "text": draft.text,
            "norm": draft.norm,
            "grams": draft.grams,
        }
        for page in pages
        for draft in chunk_page(page.text, generation.chunk_size)
    ]
    if not rows:
        return 0
    if embeddings is None or generation.embedding_model != embeddings.embedder.name:
        # Without the generation's model these chunks are found by their words only.
        session.execute(insert(SearchChunk), rows)
        return len(rows)
    vectors = embeddings.vectors([str(r["text"]) for r in rows])
    ids = session.scalars(
        insert(SearchChunk).returning(SearchChunk.id, sort_by_parameter_order=True), rows
    ).all()
    write_vectors(session, generation.id, applicant_id, list(ids), vectors)
    return len(rows)


def round_pages(session: Session, round_id: int) -> dict[int, list[PageText]]:
    """Every stored page of a round, by applicant (what a re-index is built from)."""
    by_applicant: dict[int, list[PageText]] = {}
    for row in session.scalars(
        select(SearchPage)
        .where(SearchPage.round_id == round_id)
        .order_by(SearchPage.applicant_id, SearchPage.document_id, SearchPage.page)
    ):
        by_applicant.setdefault(row.applicant_id, []).append(
            PageText(row.document_id, row.page, row.text)
        )
    return by_applicant
