"""`minesweeper bench ...`: benchmark commands that print figures (JSON with --json)."""

from __future__ import annotations

import typer

bench_app = typer.Typer(help="Benchmarks that print figures.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(bench_app, name="bench")
