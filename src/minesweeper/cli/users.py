"""`minesweeper users`: accounts for the web app and API tokens for scripts."""

from __future__ import annotations

import typer

from minesweeper.settings import load_settings


def register(app: typer.Typer) -> None:
    users = typer.Typer(help="Manage users, API tokens and round membership.", no_args_is_help=True)
    app.add_typer(users, name="users")

    @users.command("create")
    def create(
        email: str,
        admin: bool = typer.Option(False, "--admin", help="Administrator (all rounds, users)."),
    ) -> None:
        """Create a user and print the generated password (shown only once)."""
        from minesweeper.auth import AuthError, create_user
        from minesweeper.db import Database

        db = Database(load_settings().database_url)
        try:
            with db.session() as session:
                user, password = create_user(session, email, is_admin=admin)
                address = user.email
        except AuthError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
        finally:
            db.dispose()
        typer.echo(f"created {'admin' if admin else 'member'} {address}")
        typer.echo(f"password: {password}")

    @users.command("token")
    def token(email: str) -> None:
        """Print a new API token for the user (send it as 'Authorization: Bearer TOKEN')."""
        from minesweeper.auth import AuthError, issue_token
        from minesweeper.db import Database

        db = Database(load_settings().database_url)
        try:
            with db.session() as session:
                value = issue_token(session, email)
        except AuthError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
        finally:
            db.dispose()
        typer.echo(value)

    @users.command("add-to-round")
    def add_round(email: str, round_id: int) -> None:
        """Make the user a member of a round."""
        from minesweeper.auth import AuthError, add_to_round
        from minesweeper.db import Database

        db = Database(load_settings().database_url)
        try:
            with db.session() as session:
                add_to_round(session, email, round_id)
        except AuthError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
        finally:
            db.dispose()
        typer.echo(f"{email.strip().lower()} is a member of round {round_id}")
