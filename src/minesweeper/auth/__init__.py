"""Accounts: password hashing, API tokens, round membership and login throttling.

Plain functions over a SQLAlchemy session, so the web layer and the CLI share one logic.
"""

from minesweeper.auth.accounts import (
    add_to_round,
    all_users,
    authenticate,
    can_access_round,
    create_user,
    disable_user,
    enable_user,
    ensure_admin,
    get_user_by_email,
    issue_token,
    live_token_user,
    remove_from_round,
    reset_password,
    revoke_tokens_of,
    round_ids_of,
    user_for_token,
)
from minesweeper.auth.errors import (
    AuthError,
    LoginThrottledError,
    UserExistsError,
    UserNotFoundError,
)
from minesweeper.auth.sessions import (
    LiveUser,
    end_session,
    live_session_user,
    start_session,
    user_for_session,
)

__all__ = [
    "AuthError",
    "LiveUser",
    "LoginThrottledError",
    "UserExistsError",
    "UserNotFoundError",
    "add_to_round",
    "all_users",
    "authenticate",
    "can_access_round",
    "create_user",
    "disable_user",
    "enable_user",
    "end_session",
    "ensure_admin",
    "get_user_by_email",
    "issue_token",
    "live_session_user",
    "live_token_user",
    "remove_from_round",
    "reset_password",
    "revoke_tokens_of",
    "round_ids_of",
    "start_session",
    "user_for_session",
    "user_for_token",
]
