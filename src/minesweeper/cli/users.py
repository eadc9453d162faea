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
    def token(
        email: str,
        expires_days: int | None = typer.Option(
            None, "--expires-days", min=1, help="Stop working after this many days."
        ),
    ) -> None:
        """Print a new API token for the user (send it as 'Authorization: Bearer TOKEN')."""
        from minesweeper.auth.token_admin import issue_expiring_token

        typer.echo(_in_session(lambda session: issue_expiring_token(session, email, expires_days)))

    @users.command("tokens")
    def tokens(email: str) -> None:
        """List the user's API tokens: id, state, created, expires."""
        from minesweeper.auth.token_admin import tokens_of
        from minesweeper.db.base import utcnow

        now = utcnow()
        for info in _in_session(lambda session: tokens_of(session, email)):
            expires = info.expires_at.isoformat() if info.expires_at else "never"
            typer.echo(f"{info.id}\t{info.state(now)}\t{info.created_at.isoformat()}\t{expires}")

    @users.command("revoke-token")
    def revoke(token_id: int) -> None:
        """Revoke one API token by its id (see `users tokens`)."""
        from minesweeper.auth.token_admin import revoke_token

        if not _in_session(lambda session: revoke_token(session, token_id)):
            typer.echo(f"error: no active token {token_id}", err=True)
            raise typer.Exit(1)
        typer.echo(f"revoked token {token_id}")

    @users.command("disable")
    def disable(email: str) -> None:
        """Stop the user signing in; their sessions end and their tokens stop working."""
        from minesweeper.auth import disable_user

        typer.echo(f"disabled {_in_session(lambda session: disable_user(session, email).email)}")

    @users.command("enable")
    def enable(email: str) -> None:
        """Let a disabled user sign in again."""
        from minesweeper.auth import enable_user

        typer.echo(f"enabled {_in_session(lambda session: enable_user(session, email).email)}")

    @users.command("add-to-round")
    def add_round(email: str, round_id: int) -> None:
        """Make the user a member of a round."""
        from minesweeper.screening.rounds import add_member

        user = _in_session(lambda session: add_member(session, email, round_id).email)
        typer.echo(f"{user} is a member of round {round_id}")

    @users.command("reset-password")
    def reset(
        email: str,
        revoke_tokens: bool = typer.Option(
            False, "--revoke-tokens", help="Also revoke the user's API tokens (after a leak)."
        ),
    ) -> None:
        """Give the user a new generated password and print it (shown only once).

        Every browser session of the user ends.
        """
        from minesweeper.auth import reset_password

        secret = _in_session(
            lambda session: reset_password(session, email, revoke_tokens=revoke_tokens)
        )
        typer.echo(f"password: {secret}")
