"""`minesweeper reindex ROUND_ID | --all`: rebuild search indexes through the worker."""

from __future__ import annotations

import json

import typer

from minesweeper.settings import load_settings


def register(app: typer.Typer) -> None:
    @app.command("reindex")
    def reindex(
        round_id: int | None = typer.Argument(None, help="The round to re-index."),
        all_rounds: bool = typer.Option(False, "--all", help="Every round, one after another."),
        wait: bool = typer.Option(False, "--wait", help="Wait for the job to end."),
    ) -> None:
        """Queue a re-index (a worker runs it); prints the job, or the batch report."""
        from minesweeper.db import Database
        from minesweeper.search.batch import reindex_all, wait_for_job
        from minesweeper.search.errors import ReindexInProgressError
        from minesweeper.search.reindex import start_reindex

        if all_rounds == (round_id is not None):
            typer.echo("error: give a ROUND_ID or --all", err=True)
            raise typer.Exit(2)
        db = Database(load_settings().database_url)
        try:
            if all_rounds:
                typer.echo(json.dumps(reindex_all(db).to_dict()))
                return
            assert round_id is not None
            try:
                with db.session() as session:
                    job = start_reindex(session, round_id)
            except ReindexInProgressError as exc:
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
