"""`minesweeper users`: accounts for the web app and API tokens for scripts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import typer
from sqlalchemy.orm import Session

from minesweeper.settings import load_settings

_T = TypeVar("_T")


def _in_session(action: Callable[[Session], _T]) -> _T:
    """Run one account change in one transaction; an account error exits 1 with its message."""
    from minesweeper.auth import AuthError
    from minesweeper.db import Database
    from minesweeper.screening.errors import ScreeningError

    db = Database(load_settings().database_url)
    try:
        with db.session() as session:
            return action(session)
    except (AuthError, ScreeningError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from exc
    finally:
        db.dispose()


def register(app: typer.Typer) -> None:
    users = typer.Typer(help="Manage users, API tokens and round membership.", no_args_is_help=True)
    app.add_typer(users, name="users")

    @users.command("create")
    def create(
        email: str,
        admin: bool = typer.Option(False, "--admin", help="Administrator (all rounds, users)."),
    ) -> None:
        """Create a user and print the generated password (shown only once)."""
        from minesweeper.auth import create_user

        def run(session: Session) -> tuple[str, str]:
            user, password = create_user(session, email, is_admin=admin)
            return user.email, password

        address, password = _in_session(run)
        typer.echo(f"created {'admin' if admin else 'member'} {address}")
        typer.echo(f"password: {password}")

    @users.command("token")
    def token(email: str) -> None:
        """Print a new API token for the user (send it as 'Authorization: Bearer TOKEN')."""
        from minesweeper.auth import issue_token

        typer.echo(_in_session(lambda session: issue_token(session, email)))

    @users.command("add-to-round")
    def add_round(email: str, round_id: int) -> None:
        """Make the user a member of a round."""
        from minesweeper.screening.rounds import add_member

        user = _in_session(lambda session: add_member(session, email, round_id).email)
        typer.echo(f"{user} is a member of round {round_id}")

    @users.command("reset-password")
    def reset(email: str) -> None:
        """Give the user a new generated password and print it (shown only once)."""
        from minesweeper.auth import reset_password

        typer.echo(f"password: {_in_session(lambda session: reset_password(session, email))}")
