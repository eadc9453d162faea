"""The one root exception of the accounts package and its few kinds."""

from __future__ import annotations


class AuthError(Exception):
    """Root of every accounts error; `code` is the stable machine-readable name."""

    code = "AUTH_ERROR"


class UserExistsError(AuthError):
    code = "USER_EXISTS"


class UserNotFoundError(AuthError):
    code = "USER_NOT_FOUND"


class RoundNotFoundError(AuthError):
    code = "ROUND_NOT_FOUND"


class LoginThrottledError(AuthError):
    """Too many failed logins for this account or address; try again after `retry_after_s`."""

    code = "LOGIN_THROTTLED"

    def __init__(self, retry_after_s: int) -> None:
        super().__init__(f"too many failed logins; try again in {retry_after_s} s")
        self.retry_after_s = retry_after_s
