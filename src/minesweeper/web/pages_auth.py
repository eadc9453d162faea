"""Sign in, sign out, and the language switch."""

from __future__ import annotations

import secrets
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from minesweeper.auth import LoginThrottledError, authenticate, end_session, start_session, throttle
from minesweeper.web.client_address import client_address
from minesweeper.web.deps import CurrentUser, Db, optional_user
from minesweeper.web.i18n import LANG_COOKIE, LANGUAGES
from minesweeper.web.security import SESSION_ID_KEY, csrf_matches
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)
LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600


def safe_next(target: str | None) -> str:
    """Only same-site paths: `//evil.example` or `https://...` would be an open redirect."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


@router.get("/login")
async def login_form(request: Request, next: str = "/") -> Response:
    if await optional_user(request) is not None:
        return RedirectResponse(safe_next(next), status_code=303)
    return render(request, "login.html", {"next": safe_next(next), "error": None})


@router.post("/login")
async def login(
    request: Request,
    db: Db,
    email: Annotated[str, Form(max_length=300)],
    password: Annotated[str, Form(max_length=1000)],
    csrf_token: Annotated[str, Form(max_length=200)] = "",
    next: Annotated[str, Form(max_length=2000)] = "/",
) -> Response:
    target = safe_next(next)
    if not csrf_matches(request, csrf_token):
        return render(request, "login.html", {"next": target, "error": "login.stale"}, 403)
    settings = request.app.state.settings
    key = throttle.throttle_key(email, client_address(request, settings.trusted_proxies))

    def attempt() -> str | None:
        with db.session() as session:  # committed before the slow password check
            throttle.reserve_attempt(
                session, key, settings.login_max_failures, settings.login_window_s
            )
        with db.session() as session:
            user = authenticate(session, email, password)
            if user is None:
                return None  # the reserved attempt stays counted as a failure
            throttle.clear(session, key)
            return start_session(session, user.id, settings.session_max_age_s)

    try:
        signed_in = await run_in_threadpool(attempt)
    except LoginThrottledError as exc:
        response = render(
            request,
            "login.html",
            {"next": target, "error": "login.throttled", "wait": exc.retry_after_s},
            429,
        )
        response.headers["Retry-After"] = str(exc.retry_after_s)
        return response
    if signed_in is None:
        return render(request, "login.html", {"next": target, "error": "login.failed"}, 401)
    # A fresh session on sign-in: a token planted before login is useless afterwards.
    request.session.clear()
    request.session[SESSION_ID_KEY] = signed_in
    request.session["csrf"] = secrets.token_urlsafe(32)
    return RedirectResponse(target, status_code=303)


@router.post("/logout")
def logout(request: Request, db: Db, _user: CurrentUser) -> Response:
    sid = request.session.get(SESSION_ID_KEY)
    if isinstance(sid, str):
        with db.session() as session:
            end_session(session, sid)  # a copy of the cookie signs nobody in from now on
    request.session.clear()
    return RedirectResponse("/login", status_code=303)


@router.get("/lang/{code}")
def switch_language(request: Request, code: str, next: str = "/") -> Response:
    """Remember the chosen language; harmless as a GET, it changes nothing but the display."""
    response = RedirectResponse(safe_next(next), status_code=303)
    if code in LANGUAGES:
        response.set_cookie(
            LANG_COOKIE, code, max_age=LANG_COOKIE_MAX_AGE_S, samesite="lax", httponly=True
        )
    return response
