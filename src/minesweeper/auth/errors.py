"""The one root exception of the accounts package and its few kinds.

Each carries `code` (the stable machine-readable name) and `http_status`, so `web/errors.py`
maps the whole family in one place.
"""

from __future__ import annotations


class AuthError(Exception):
    """Root of every accounts error."""

    code = "AUTH_ERROR"
    http_status = 400


class UserExistsError(AuthError):
    code = "USER_EXISTS"
    http_status = 409


class UserNotFoundError(AuthError):
    code = "USER_NOT_FOUND"
    http_status = 404


class LoginThrottledError(AuthError):
    """Too many failed logins for this account or address; try again after `retry_after_s`."""

    code = "LOGIN_THROTTLED"
    http_status = 429

    def __init__(self, retry_after_s: int) -> None:
        super().__init__(f"too many failed logins; try again in {retry_after_s} s")
        self.retry_after_s = retry_after_s
