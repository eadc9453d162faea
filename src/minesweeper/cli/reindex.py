"""`minesweeper reindex ROUND_ID | --all`: rebuild search indexes through the worker."""

from __future__ import annotations

import json

import typer

from minesweeper.settings import load_settings


def register(app: typer.Typer) -> None:
    @app.command("reindex")
    def reindex(
        round_id: int | None = typer.Argument(None, help="The round to re-index."),
        all_rounds: bool = typer.Option(
            False, "--all", help="Every round, one after another, in one job."
        ),
        wait: bool = typer.Option(False, "--wait", help="Wait for the job to end."),
    ) -> None:
        """Queue a re-index (a worker runs it) and print the job; one already live is exit 1."""
        from minesweeper.db import Database
        from minesweeper.jobs import JobConflict
        from minesweeper.search.batch import wait_for_job
        from minesweeper.search.errors import SearchError
        from minesweeper.search.preflight import planned_chunk_size
        from minesweeper.search.reindex import start_reindex
        from minesweeper.search.reindex_all import start_reindex_all

        if all_rounds == (round_id is not None):
            typer.echo("error: give a ROUND_ID or --all", err=True)
            raise typer.Exit(2)
        settings = load_settings()
        try:  # the preflight's checks: the model loads and its chunks fit it
            planned_chunk_size(settings.embedding_model, None)
        except SearchError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from exc
        db = Database(settings.database_url)
        try:
            try:
                with db.session() as session:
                    if round_id is None:
                        job = start_reindex_all(session)
                    else:
                        job = start_reindex(session, round_id)
            except JobConflict as exc:
                typer.echo(f"error: {exc}", err=True)
                typer.echo(json.dumps(exc.existing.to_api()))
                raise typer.Exit(1) from exc
            if wait:
                job = wait_for_job(db, job.id)
            typer.echo(json.dumps(job.to_api()))
            if job.status == "error":
                raise typer.Exit(1)
        finally:
            db.dispose()
