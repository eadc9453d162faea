"""Writing pages and chunks: at processing time, and for a re-index."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant
from minesweeper.db.models_search import SearchChunk, SearchGeneration, SearchPage
from minesweeper.search.analyzer import display_text
from minesweeper.search.chunks import chunk_page
from minesweeper.search.generations import ensure_current, live_generations
from minesweeper.search.model import PageText


def index_applicant_pages(session: Session, applicant_id: int, pages: Iterable[PageText]) -> int:
    """Replace an applicant's page texts and their chunks in every live generation.

    Runs inside the caller's transaction (process_applicant's roster write), so the index
    and the roster change together. Returns the number of pages stored.
    """
    round_id = session.scalars(select(Applicant.round_id).where(Applicant.id == applicant_id)).one()
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
    ensure_current(session, round_id)
    for generation in live_generations(session, round_id):
        write_chunks(session, generation, applicant_id, stored)
    return len(stored)


def write_chunks(
    session: Session, generation: SearchGeneration, applicant_id: int, pages: Iterable[PageText]
) -> int:
    """Replace one applicant's chunks in one generation; returns how many were written."""
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
    if rows:
        session.execute(insert(SearchChunk), rows)
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
