"""`minesweeper` command line. Each command group lives in its own module of this package."""

from __future__ import annotations

import typer

from minesweeper import __version__
from minesweeper.cli import bench, pipeline
from minesweeper.cli import ingest as ingest_cli
from minesweeper.cli import jobs as jobs_cli
from minesweeper.cli import reindex as reindex_cli
from minesweeper.cli import reviewers as reviewers_cli
from minesweeper.cli import search as search_cli
from minesweeper.cli import users as users_cli
from minesweeper.cli.core import register_core

app = typer.Typer(
    name="minesweeper",
    help="Conflict-of-interest screening for hiring committees.",
    no_args_is_help=True,
    add_completion=False,
)
register_core(app)
jobs_cli.register(app)
bench.register(app)
ingest_cli.register(app)
pipeline.register(app)
users_cli.register(app)
reviewers_cli.register(app)
search_cli.register(app)
reindex_cli.register(app)


@app.command()
def version() -> None:
    """Print the installed version."""
    typer.echo(__version__)


def main() -> None:
    app()
