"""Exact cosine ranking and reciprocal rank fusion (pure numpy), and the vectors' rows.

Vectors are stored as float32 little-endian bytes, one row per chunk. A query reads the
round's vectors of the serving generation and ranks them all by cosine: exact, no database
extension, and the same answer on SQLite and PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

import numpy as np
from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from minesweeper.db.models_search import SearchVector
from minesweeper.search.embedding import Vectors

RRF_K = 60  # reciprocal rank fusion constant (Cormack et al. 2009): 1 / (k + rank)

K = TypeVar("K", bound=Hashable)


def to_bytes(vector: Vectors) -> bytes:
    return np.asarray(vector, dtype="<f4").reshape(-1).tobytes()


def from_bytes(blobs: Sequence[bytes], dim: int) -> Vectors:
    """Stack stored vectors into an (n, dim) float32 matrix."""
    if not blobs:
        return np.zeros((0, dim), dtype=np.float32)
    joined = np.frombuffer(b"".join(blobs), dtype="<f4")
    return joined.reshape(len(blobs), dim).astype(np.float32)


def cosine_rank(
    matrix: Vectors, query: Vectors, limit: int, min_cosine: float = -1.0
) -> list[tuple[int, float]]:
    """(row, cosine) of the `limit` rows most similar to `query`, best first; rows under
    `min_cosine` are left out; equal scores keep row order."""
    if matrix.shape[0] == 0 or limit <= 0:
        return []
    q = np.asarray(query, dtype=np.float32).reshape(-1)
    q_norm = float(np.linalg.norm(q))
    norms = np.linalg.norm(matrix, axis=1)
    if q_norm == 0.0:
        return []
    scores = (matrix @ q) / (np.where(norms == 0.0, 1.0, norms) * q_norm)
    scores = np.where(norms == 0.0, -1.0, scores)
    order = np.argsort(-scores, kind="stable")[:limit]
    return [(int(i), float(scores[i])) for i in order if scores[i] >= min_cosine]


def rrf_fuse(rankings: Sequence[Sequence[K]], k: int = RRF_K) -> list[tuple[K, float]]:
    """Reciprocal rank fusion: each item scores the sum of 1 / (k + rank) over the rankings it
    appears in (rank from 1), best first; ties keep first-seen order."""
    scores: dict[K, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda kv: -kv[1])


def write_vectors(
    session: Session,
    generation_id: int,
    applicant_id: int,
    chunk_ids: Sequence[int],
    vectors: Vectors,
) -> None:
    if not chunk_ids:
        return
    dim = int(vectors.shape[1])
    session.execute(
        insert(SearchVector),
        [
            {
                "chunk_id": chunk_id,
                "generation_id": generation_id,
                "applicant_id": applicant_id,
                "dim": dim,
                "vector": to_bytes(vector),
            }
            for chunk_id, vector in zip(chunk_ids, vectors, strict=True)
        ],
    )


def generation_vectors(
    session: Session, generation_id: int, applicant_id: int | None = None
) -> tuple[list[int], Vectors | None]:
    """Chunk ids and the matrix of their vectors (None: the generation has none)."""
    stmt = select(SearchVector.chunk_id, SearchVector.dim, SearchVector.vector).where(
        SearchVector.generation_id == generation_id
    )
    if applicant_id is not None:
        stmt = stmt.where(SearchVector.applicant_id == applicant_id)
    rows = session.execute(stmt.order_by(SearchVector.chunk_id)).all()
    if not rows:
        return [], None
    dim = int(rows[0].dim)
    return [int(r.chunk_id) for r in rows], from_bytes([bytes(r.vector) for r in rows], dim)
