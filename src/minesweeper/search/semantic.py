"""The semantic half of a search: the pages nearest the query in meaning, and their fusion with
the lexical hits.

Every vector of the round's serving generation is ranked by exact cosine against the query's
(numpy; no extension on either database). e5's cosines are compressed: unrelated text still
scores about 0.70-0.80, so a floor keeps pages that share nothing with the query out; each page
counts once, by its nearest chunk. The lexical and the semantic rankings are then fused by
reciprocal rank fusion (k = 60): a page both find comes first.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models_search import SearchChunk, SearchGeneration
from minesweeper.search.embedding import Embedder, embed_query_within
from minesweeper.search.model import SearchHit
from minesweeper.search.vectors import cosine_rank, generation_vectors, rrf_fuse

SEMANTIC_CANDIDATES = 50  # chunks taken from the vector ranking before fusion
SEMANTIC_MIN_COSINE = 0.80  # e5 cosine under which a chunk is not taken as related
SNIPPET_CHARS = 200  # of a page found by meaning only: the start of its nearest chunk

PageKey = tuple[int, int]  # (document_id, page)


def semantic_pages(
    session: Session,
    generation: SearchGeneration,
    embedder: Embedder,
    query: str,
    applicant_id: int | None,
) -> dict[PageKey, tuple[SearchChunk, float]] | None:
    """The pages nearest `query`, best first, with their nearest chunk and its cosine; None
    when the query could not be embedded in time (the search is then lexical only)."""
    query_vector = embed_query_within(embedder, query)
    if query_vector is None:
        return None
    chunk_ids, matrix = generation_vectors(session, generation.id, applicant_id)
    if matrix is None:
        return {}
    ranked = cosine_rank(matrix, query_vector, SEMANTIC_CANDIDATES, SEMANTIC_MIN_COSINE)
    wanted = [chunk_ids[row] for row, _ in ranked]
    chunks = {
        c.id: c for c in session.scalars(select(SearchChunk).where(SearchChunk.id.in_(wanted)))
    }
    pages: dict[PageKey, tuple[SearchChunk, float]] = {}
    for row, cosine in ranked:
        chunk = chunks[chunk_ids[row]]
        pages.setdefault((chunk.document_id, chunk.page), (chunk, cosine))
    return pages


def _semantic_hit(chunk: SearchChunk) -> SearchHit:
    text = " ".join(chunk.text.split())
    return SearchHit(
        document_id=chunk.document_id,
        applicant_id=chunk.applicant_id,
        page=chunk.page,
        snippet=text[:SNIPPET_CHARS],
        score=0.0,
        matched=("semantic",),
    )


def fuse(
    lexical: dict[PageKey, SearchHit], nearest: dict[PageKey, tuple[SearchChunk, float]]
) -> list[SearchHit]:
    """Both rankings (dicts in rank order) fused by RRF; a page found by its words keeps its
    snippet and highlights, the score is the fused one."""
    fused = rrf_fuse([list(lexical), list(nearest)])
    hits: list[SearchHit] = []
    for key, score in fused:
        hit = lexical.get(key) or _semantic_hit(nearest[key][0])
        matched = tuple(
            name
            for name, found in (("lexical", key in lexical), ("semantic", key in nearest))
            if found
        )
        hits.append(
            SearchHit(
                document_id=hit.document_id,
                applicant_id=hit.applicant_id,
                page=hit.page,
                snippet=hit.snippet,
                score=score,
                highlights=hit.highlights,
                matched=matched,
            )
        )
    return hits
