"""Secret key, sessions and CSRF tokens.

Sessions are signed cookies (Starlette's SessionMiddleware, itsdangerous): HttpOnly,
SameSite=Lax, Secure when SESSION_COOKIE_SECURE is set. The cookie carries only a random
session id; the session itself is a database row (auth/sessions.py), so logout, a password
reset or disabling the user ends it on the server. Each session carries a CSRF token; every
state-changing request authenticated by the cookie must echo it, as a form field `csrf_token`
or an `X-CSRF-Token` header (htmx and app.js send the header). Bearer-token requests carry no
cookie, so they cannot be forged cross-site and need no CSRF token.
"""

from __future__ import annotations

import hmac
import os
import secrets
from pathlib import Path

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from minesweeper.settings import Settings

SESSION_COOKIE = "ms_session"
SESSION_ID_KEY = "sid"  # the server-side session's id (auth/sessions.py) inside the cookie
CSRF_HEADER = "x-csrf-token"
CSRF_FIELD = "csrf_token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_SECRET_FILE = "secret_key"


def secret_key(settings: Settings) -> str:
    """SECRET_KEY, or a key generated once and kept in DATA_DIR (so restarts keep sessions)."""
    if settings.secret_key:
        return settings.secret_key
    path = Path(settings.data_dir) / _SECRET_FILE
    if path.exists():
        return path.read_text("utf-8").strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(48)
    # O_EXCL: when two processes start at once, one writes and the other reads its key.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text("utf-8").strip()
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(key)
    return key


def csrf_token(request: Request) -> str:
    """The session's CSRF token, created on first use."""
    token = request.session.get("csrf")
    if not isinstance(token, str):
        token = secrets.token_urlsafe(32)
        request.session["csrf"] = token
    return token


def csrf_matches(request: Request, presented: str | None) -> bool:
    expected = request.session.get("csrf")
    if not isinstance(expected, str) or not presented:
        return False
    return hmac.compare_digest(expected, presented)


async def presented_csrf(request: Request) -> str | None:
    """The token a request carries: header first, then a form field."""
    header = request.headers.get(CSRF_HEADER)
    if header:
        return header
    content_type = request.headers.get("content-type", "")
    if content_type.startswith(("application/x-www-form-urlencoded", "multipart/form-data")):
        form = await request.form()  # Starlette caches it, so the route can read it again
        value = form.get(CSRF_FIELD)
        return value if isinstance(value, str) else None
    return None


# Pages load only this site's own scripts (htmx is vendored); inline styles are the progress
# bars' widths. Nothing may frame the app (clickjacking on decision buttons).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
)
SECURITY_HEADERS = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
)


class SecurityHeaders:
    """Pure ASGI middleware (streams, such as job events, pass through untouched)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(n, v) for n, v in SECURITY_HEADERS if n not in present]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


class _BodyTooLargeError(Exception):
    """Raised from `receive` once a body without a declared length passes the limit."""


class BodySizeGuard:
    """Refuse request bodies over the limit with a 413 problem.

    A declared Content-Length over the limit is refused before anything is read. A body without
    one (chunked) is counted as it arrives, and reading stops at the limit, so no upload can fill
    the memory or the disk whatever it claims.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers", [])).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise _BodyTooLargeError
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except _BodyTooLargeError:
            if started:
                raise
            await self._refuse(scope, receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        # Imported here: the error map imports this module. It runs before the error
        # handlers, so it asks for the request's language itself, as they do.
        from minesweeper.web.errors import localized
        from minesweeper.web.problems import problem

        detail = f"The request body is over the limit of {self.max_bytes} bytes."
        title, detail = localized(Request(scope), "TOO_LARGE", detail)
        await problem(413, title, detail, "TOO_LARGE")(scope, receive, send)
