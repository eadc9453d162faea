"""`minesweeper search ROUND_ID QUERY`: full-text search over every page of a round."""

from __future__ import annotations

import json

import typer

from minesweeper.settings import load_settings


def register(app: typer.Typer) -> None:
    @app.command("search")
    def search(
        round_id: int,
        query: str,
        applicant_id: int | None = typer.Option(None, "--applicant-id", help="One applicant only."),
        limit: int = typer.Option(20, min=1, max=200, help="Most hits to print."),
        as_json: bool = typer.Option(False, "--json", help="Print the API's JSON shape."),
    ) -> None:
        """Pages of the round that contain every word of QUERY (Korean and English); with
        EMBEDDING_MODEL on, fused with the pages nearest it in meaning."""
        from minesweeper.db import Database
        from minesweeper.search import search_round
        from minesweeper.search.analyzer import query_terms
        from minesweeper.search.embedding import usable_embedder

        if not query_terms(query):
            typer.echo("error: the search text has no letters or digits", err=True)
            raise typer.Exit(2)
        settings = load_settings()
        db = Database(settings.database_url)
        try:
            with db.session() as session:
                result = search_round(
                    session,
                    round_id,
                    query,
                    applicant_id=applicant_id,
                    limit=limit,
                    embedder=usable_embedder(settings.embedding_model),
                )
        finally:
            db.dispose()
        if as_json:
            typer.echo(json.dumps(result.to_dict(), ensure_ascii=False))
            return
        for hit in result.hits:
            typer.echo(
                f"applicant {hit.applicant_id}  document {hit.document_id}  page {hit.page}: "
                f"{hit.snippet}"
            )
        typer.echo(f"{result.total} page(s)")
