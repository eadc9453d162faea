"""Search over a round's current index generation: the same answer on both databases.

The database narrows to candidate chunks (every term's phrase of grams, or a substring scan for
one-syllable words); Python then verifies each term against the chunk's normalised text, so a
hit is always a real occurrence and its snippet is cut from the page's own text. Scores come
from the verified occurrences, not from a database ranking function, so both databases agree.
With an embedding model whose vectors the generation holds, the pages nearest the query in
meaning (module `semantic`) are fused with those by reciprocal rank fusion.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models_search import SearchChunk
from minesweeper.search.analyzer import QueryTerm, normalize, query_terms, term_pattern
from minesweeper.search.embedding import Embedder
from minesweeper.search.fulltext import matching_chunks
from minesweeper.search.generations import current_generation
from minesweeper.search.model import SearchHit, SearchResult
from minesweeper.search.semantic import fuse, semantic_pages

SNIPPET_CONTEXT_CHARS = 80
DEFAULT_LIMIT = 20
MAX_LIMIT = 200


@dataclass(frozen=True, slots=True)
class _Verified:
    chunk: SearchChunk
    spans: tuple[tuple[int, int], ...]  # matches in the chunk's normalised text, sorted
    first: tuple[int, int]  # the first match of the query's first term


def _verify(chunk: SearchChunk, terms: list[QueryTerm]) -> _Verified | None:
    spans: list[tuple[int, int]] = []
    first: tuple[int, int] | None = None
    for term in terms:
        found = [(m.start(), m.end()) for m in term_pattern(term).finditer(chunk.norm)]
        if not found:
            return None
        if first is None:
            first = found[0]
        spans.extend(found)
    assert first is not None
    return _Verified(chunk, tuple(sorted(spans)), first)


def _hit(verified: _Verified) -> SearchHit:
    chunk = verified.chunk
    mapped = normalize(chunk.text)
    start, end = mapped.source_span(*verified.first)
    lo = max(0, start - SNIPPET_CONTEXT_CHARS)
    hi = min(len(chunk.text), end + SNIPPET_CONTEXT_CHARS)
    snippet = " ".join(chunk.text[lo:hi].split(" "))
    snippet = "".join(" " if c.isspace() else c for c in snippet)
    highlights: list[tuple[int, int]] = []
    for span in verified.spans:
        s, e = mapped.source_span(*span)
        if s >= lo and e <= hi:
            highlights.append((s - lo, e - lo))
    return SearchHit(
        document_id=chunk.document_id,
        applicant_id=chunk.applicant_id,
        page=chunk.page,
        snippet=snippet,
        score=float(len(verified.spans)),
        highlights=tuple(highlights),
    )


def candidate_chunks(
    session: Session, generation_id: int, terms: list[QueryTerm], applicant_id: int | None
) -> list[SearchChunk]:
    indexed = [t.phrase for t in terms if not t.needs_scan]
    stmt = matching_chunks(session, indexed) if indexed else select(SearchChunk)
    stmt = stmt.where(SearchChunk.generation_id == generation_id)
    for term in terms:
        if term.needs_scan:
            # One syllable has no bigram: a substring scan, scoped to the round's generation.
            stmt = stmt.where(SearchChunk.norm.contains(term.text, autoescape=True))
    if applicant_id is not None:
        stmt = stmt.where(SearchChunk.applicant_id == applicant_id)
    return list(session.scalars(stmt.order_by(SearchChunk.id)))


def search_round(
    session: Session,
    round_id: int,
    query: str,
    *,
    applicant_id: int | None = None,
    limit: int = DEFAULT_LIMIT,
    embedder: Embedder | None = None,
) -> SearchResult:
    """Pages of the round that contain every word of `query`, best first (one hit per page);
    with `embedder` (and a generation built with its model) also the pages nearest in
    meaning, fused with them."""
    terms = query_terms(query)
    generation = current_generation(session, round_id)
    if not terms or generation is None:
        return SearchResult((), 0)
    best: dict[tuple[int, int], _Verified] = {}
    for chunk in candidate_chunks(session, generation.id, terms, applicant_id):
        verified = _verify(chunk, terms)
        if verified is None:
            continue
        key = (chunk.document_id, chunk.page)
        kept = best.get(key)
        if kept is None or len(verified.spans) > len(kept.spans):
            best[key] = verified
    ranked = sorted(
        best.values(),
        key=lambda v: (-len(v.spans), v.chunk.document_id, v.chunk.page),
    )
    limit = max(1, min(limit, MAX_LIMIT))
    nearest = (
        semantic_pages(session, generation, embedder, query, applicant_id)
        if embedder is not None and generation.embedding_model == embedder.name
        else None
    )
    if nearest is None:
        return SearchResult(tuple(_hit(v) for v in ranked[:limit]), len(best))
    lexical = {(v.chunk.document_id, v.chunk.page): _hit(v) for v in ranked}
    hits = fuse(lexical, nearest)
    return SearchResult(tuple(hits[:limit]), len(hits), semantic=True)
