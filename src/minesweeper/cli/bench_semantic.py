"""`minesweeper bench search --semantic`: embedding throughput, raw and through a re-index.

The same chunks are embedded twice: straight through the model (the raw rate), then by a
re-index of a round that holds them (chunking, embedding, writing vectors, swapping the
generation), so the two rates say what the index adds to the model's own cost. Then hybrid
query latency over that round (query embedding, exact cosine, fusion).
"""

from __future__ import annotations

import statistics
import time
from typing import Any


def run_semantic(url: str, texts: list[str], chunks: int, queries: int = 20) -> dict[str, Any]:
    from minesweeper.db import Database
    from minesweeper.db.models import Applicant, Round
    from minesweeper.db.models_search import SearchPage
    from minesweeper.ingest.categories import UploadCategory
    from minesweeper.screening.documents import add_document
    from minesweeper.search import search_round
    from minesweeper.search.chunks import chunk_page
    from minesweeper.search.embedding import E5_MODEL_ID, load_embedder
    from minesweeper.search.generations import initial_chunk_size
    from minesweeper.search.reindex import IndexPlan, build_round

    embedder = load_embedder(E5_MODEL_ID)
    chunk_size = initial_chunk_size(embedder.max_tokens)
    pieces: list[str] = []
    pages: list[str] = []
    for text in texts:
        drafts = chunk_page(text, chunk_size)
        pages.append(text)
        pieces.extend(d.text for d in drafts)
        if len(pieces) >= chunks:
            break
    started = time.perf_counter()
    embedder.passages(pieces)
    raw_s = time.perf_counter() - started

    db = Database(url)
    try:
        with db.session() as session:
            round_ = Round(name="bench-semantic")
            session.add(round_)
            session.flush()
            applicant = Applicant(round_id=round_.id, name="지원자")
            session.add(applicant)
            session.flush()
            doc = add_document(session, applicant.id, "s.txt", UploadCategory.PAPER, b"semantic")
            session.add_all(
                SearchPage(
                    round_id=round_.id,
                    applicant_id=applicant.id,
                    document_id=doc.id,
                    page=n,
                    text=t,
                )
                for n, t in enumerate(pages, 1)
            )
            round_id = round_.id
        started = time.perf_counter()
        built = build_round(db, "bench", round_id, IndexPlan(chunk_size, embedder), lambda *_: None)
        reindex_s = time.perf_counter() - started
        latencies: list[float] = []
        with db.session() as session:
            for n in range(queries):
                t0 = time.perf_counter()
                search_round(session, round_id, f"연구 결과 {n}", embedder=embedder)
                latencies.append((time.perf_counter() - t0) * 1000)
    finally:
        db.dispose()
    latencies.sort()
    raw_rate = len(pieces) / raw_s
    reindex_rate = int(built["chunks"]) / reindex_s
    return {
        "embedding_model": embedder.name,
        "embedding_chunk_size": chunk_size,
        "embedded_chunks": len(pieces),
        "embed_raw_chunks_per_s": round(raw_rate, 2),
        "embed_reindex_chunks_per_s": round(reindex_rate, 2),
        "embed_reindex_vs_raw": round(reindex_rate / raw_rate, 3),
        "hybrid_query_p50_ms": round(statistics.median(latencies), 2),
        "hybrid_query_p95_ms": round(latencies[max(0, int(len(latencies) * 0.95) - 1)], 2),
    }
