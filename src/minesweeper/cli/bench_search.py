"""`minesweeper bench search`: indexing, query latency and a reviewer sweep over generated text."""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import typer

_SURNAMES = "김이박최정강조윤장임한오서신권황안송류홍"
_GIVEN = "민서지준현우수영하윤도연진호성은예원재"
_FILLER_KO = [
    "본",
    "연구는",
    "실험",
    "결과와",
    "방법을",
    "서술하며",
    "선행",
    "연구를",
    "검토하고",
    "한계를",
    "논의한다",
]
_FILLER_EN = [
    "the",
    "results",
    "of",
    "this",
    "study",
    "show",
    "that",
    "speech",
    "models",
    "improve",
    "with",
    "data",
]


def _page(rng: random.Random, words: int = 220) -> str:
    out: list[str] = []
    for _ in range(words):
        roll = rng.random()
        if roll < 0.04:
            out.append(rng.choice(_SURNAMES) + rng.choice(_GIVEN) + rng.choice(_GIVEN))
        elif roll < 0.6:
            out.append(rng.choice(_FILLER_KO))
        else:
            out.append(rng.choice(_FILLER_EN))
    return " ".join(out)


def run_benchmark(
    pages: int,
    queries: int = 200,
    seed: int = 7,
    db_url: str | None = None,
    semantic_chunks: int = 0,
) -> dict[str, Any]:
    """On `db_url` (an empty database, migrated here) or a scratch SQLite file; with
    `semantic_chunks`, also the embedding figures (`bench_semantic`) over that many chunks."""
    with tempfile.TemporaryDirectory() as tmp:
        url = db_url or f"sqlite:///{Path(tmp) / 'bench.db'}"
        figures = _run(url, pages, queries, seed)
        if semantic_chunks:
            from minesweeper.cli.bench_semantic import run_semantic

            rng = random.Random(seed + 1)
            texts = [_page(rng) for _ in range(semantic_chunks)]
            figures |= run_semantic(url, texts, semantic_chunks)
        return figures


def _run(url: str, pages: int, queries: int, seed: int) -> dict[str, Any]:
    from sqlalchemy import func, select

    from minesweeper.db import Database
    from minesweeper.db import migrate as migrations
    from minesweeper.db.models import Applicant, Round
    from minesweeper.db.models_search import SearchChunk
    from minesweeper.ingest.categories import UploadCategory
    from minesweeper.screening.documents import add_document
    from minesweeper.search import PageText, index_applicant_pages, search_round
    from minesweeper.search.sweep import name_forms, sweep_round

    rng = random.Random(seed)
    texts = [_page(rng) for _ in range(pages)]
    per_applicant = 50
    migrations.upgrade(url)
    db = Database(url)
    try:
        with db.session() as session:
            round_ = Round(name="bench")
            session.add(round_)
            session.flush()
            round_id = round_.id
        started = time.perf_counter()
        for first in range(0, pages, per_applicant):
            with db.session() as session:
                applicant = Applicant(round_id=round_id, name="지원자")
                session.add(applicant)
                session.flush()
                doc = add_document(
                    session, applicant.id, "p.txt", UploadCategory.PAPER, str(first).encode()
                )
                batch = texts[first : first + per_applicant]
                index_applicant_pages(
                    session,
                    applicant.id,
                    [PageText(doc.id, n, t) for n, t in enumerate(batch, 1)],
                )
        index_s = time.perf_counter() - started
        names = [
            rng.choice(_SURNAMES) + rng.choice(_GIVEN) + rng.choice(_GIVEN) for _ in range(queries)
        ]
        latencies: list[float] = []
        with db.session() as session:
            for name in names:
                t0 = time.perf_counter()
                search_round(session, round_id, name)
                latencies.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            for name in names[:20]:
                sweep_round(session, round_id, name_forms(name, None))
            sweep_s = time.perf_counter() - t0
            chunks = session.scalar(select(func.count(SearchChunk.id))) or 0
    finally:
        db.dispose()
    latencies.sort()
    return {
        "database": url.split(":", 1)[0].split("+", 1)[0],
        "pages": pages,
        "chunks": chunks,
        "index_seconds": round(index_s, 2),
        "index_pages_per_s": round(pages / index_s, 1),
        "queries": queries,
        "query_p50_ms": round(statistics.median(latencies), 2),
        "query_p95_ms": round(latencies[int(len(latencies) * 0.95) - 1], 2),
        "sweep_20_reviewers_s": round(sweep_s, 2),
    }


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("search")
    def bench_search(
        pages: int = typer.Option(10_000, min=100, help="Generated pages to index."),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
        db: str | None = typer.Option(
            None, "--db", help="An empty database URL (migrated here); default a scratch SQLite."
        ),
        semantic: bool = typer.Option(
            False, "--semantic", help="Also embedding throughput (needs the extra `semantic`)."
        ),
        semantic_chunks: int = typer.Option(
            32, min=1, help="Chunks embedded for the --semantic figures."
        ),
    ) -> None:
        """Indexing pages/s, query p50/p95 and a 20-reviewer sweep over generated pages; with
        --semantic, embedding chunks/s raw and through a re-index, and hybrid query latency."""
        figures = run_benchmark(
            pages, db_url=db, semantic_chunks=semantic_chunks if semantic else 0
        )
        if as_json:
            typer.echo(json.dumps(figures))
            return
        for key, value in figures.items():
            typer.echo(f"{key}: {value}")
