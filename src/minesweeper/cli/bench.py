"""`minesweeper bench ...`: benchmark commands that print figures (JSON with --json)."""

from __future__ import annotations

import typer

from minesweeper.cli import (
    bench_chaos,
    bench_http,
    bench_ingest,
    bench_pipeline,
    bench_queue,
    bench_round,
    bench_search,
)

bench_app = typer.Typer(help="Benchmarks that print figures.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(bench_app, name="bench")
    bench_queue.register(bench_app)
    bench_ingest.register(bench_app)
    bench_pipeline.register(bench_app)
    bench_round.register(bench_app)
    bench_chaos.register(bench_app)
    bench_search.register(bench_app)
    bench_http.register(bench_app)
