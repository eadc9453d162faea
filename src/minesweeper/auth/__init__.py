"""Accounts: password hashing, API tokens, round membership and login throttling.

Plain functions over a SQLAlchemy session, so the web layer and the CLI share one logic.
"""

from minesweeper.auth.accounts import (
    add_to_round,
    all_users,
    authenticate,
    can_access_round,
    create_user,
    ensure_admin,
    get_user_by_email,
    issue_token,
    remove_from_round,
    reset_password,
    round_ids_of,
    user_for_token,
)
from minesweeper.auth.errors import (
    AuthError,
    LoginThrottledError,
    UserExistsError,
    UserNotFoundError,
)

__all__ = [
    "AuthError",
    "LoginThrottledError",
    "UserExistsError",
    "UserNotFoundError",
    "add_to_round",
    "all_users",
    "authenticate",
    "can_access_round",
    "create_user",
    "ensure_admin",
    "get_user_by_email",
    "issue_token",
    "remove_from_round",
    "reset_password",
    "round_ids_of",
    "user_for_token",
]
