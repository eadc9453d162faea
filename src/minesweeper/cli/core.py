"""Core commands: migrate, serve, demo."""

from __future__ import annotations

import typer

from minesweeper.settings import load_settings


def register_core(app: typer.Typer) -> None:
    @app.command()
    def migrate() -> None:
        """Create or upgrade the database schema to the latest version."""
        from minesweeper.db import migrate as migrations

        settings = load_settings()
        migrations.upgrade(settings.database_url)
        typer.echo(f"database at head: {_redacted(settings.database_url)}")

    @app.command()
    def serve(
        host: str | None = typer.Option(None, help="Bind address (default: HOST setting)."),
        port: int | None = typer.Option(None, help="Port (default: PORT setting)."),
        no_worker: bool = typer.Option(False, "--no-worker", help="Run the web app alone."),
    ) -> None:
        """Serve the web app, with an embedded worker unless --no-worker."""
        from minesweeper.serve import run_server

        settings = load_settings()
        run_server(
            settings,
            host=host or settings.host,
            port=port or settings.port,
            embedded_worker=not no_worker,
        )

    @app.command()
    def demo() -> None:
        """Create a demo round with generated applicant documents and queue their processing."""
        from minesweeper.demo import load_demo

        settings = load_settings()
        summary = load_demo(settings)
        typer.echo(summary)


def _redacted(url: str) -> str:
    """Hide a password in a database URL before printing it."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
