"""Shared FastAPI dependencies: who is asking, and may they touch this round.

Every route of the API and of the pages depends on `current_user` (or on a scope dependency
built on it), which is what the authorization matrix test checks. Access rules:
- anonymous: 401 problem on `/api/...`, a redirect to the login page elsewhere;
- a member sees only the rounds they belong to; anything of another round is 404, exactly as
  if it did not exist, so ids of other rounds leak nothing;
- an admin sees every round; admin-only routes answer 403 to members.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, TypeVar

from fastapi import Depends, Path, Request
from sqlalchemy import Connection
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from minesweeper.auth import user_for_session, user_for_token
from minesweeper.db import Database
from minesweeper.db.base import Base
from minesweeper.db.models import (
    Applicant,
    Document,
    PersonAggregate,
    ReviewFlag,
    Round,
    RoundMember,
)
from minesweeper.web.problems import ProblemError
from minesweeper.web.security import (
    SAFE_METHODS,
    SESSION_ID_KEY,
    csrf_matches,
    presented_csrf,
)

_Row = TypeVar("_Row", bound=Base)
MAX_ID = 2_147_483_647  # INTEGER primary keys; larger path ids are 422, never a database error
Ident = Annotated[int, Path(ge=1, le=MAX_ID)]


class LoginRequiredError(Exception):
    """A page needs a signed-in user; the app redirects to the login page."""


@dataclass(frozen=True, slots=True)
class Principal:
    user_id: int
    email: str
    is_admin: bool
    via_session: bool  # cookie session (needs CSRF on writes) rather than a Bearer token


def get_db(request: Request) -> Database:
    db: Database = request.app.state.db
    return db


MACHINE_PATHS = ("/api/", "/metrics")  # answered with problem JSON, never a login page


def is_api(request: Request) -> bool:
    return request.url.path.startswith(MACHINE_PATHS)


@dataclass(frozen=True, slots=True)
class Credentials:
    """What a request presents: a Bearer token, else the session id from its cookie."""

    token: str | None
    sid: str | None


def presented_credentials(request: Request) -> Credentials | None:
    auth = request.headers.get("authorization", "")
    token = auth[7:].strip() if auth[:7].lower() == "bearer " else None
    sid = None if token is not None else request.session.get(SESSION_ID_KEY)
    if token is None and not isinstance(sid, str):
        return None
    return Credentials(token, sid if isinstance(sid, str) else None)


def principal_in(conn: Connection | Session, credentials: Credentials) -> Principal | None:
    """The live user behind the credentials, looked up in the caller's connection or session:
    a revoked, expired or disabled token or session is nobody, from the moment it is revoked."""
    if credentials.token is not None:
        user = user_for_token(conn, credentials.token)
    elif credentials.sid is not None:
        user = user_for_session(conn, credentials.sid)
    else:
        user = None
    if user is None:
        return None
    return Principal(user.id, user.email, user.is_admin, via_session=credentials.token is None)


def _lookup(db: Database, credentials: Credentials) -> Principal | None:
    with db.read_session() as session:  # on SQLite no write lock: a busy worker holds none up
        return principal_in(session, credentials)


async def optional_user(request: Request) -> Principal | None:
    """The signed-in user, from a Bearer token or the session cookie, or None."""
    credentials = presented_credentials(request)
    if credentials is None:
        return None
    principal = await run_in_threadpool(_lookup, get_db(request), credentials)
    if principal is not None:
        request.state.principal = principal
    return principal


def unauthenticated(request: Request) -> Exception:
    """What an anonymous caller gets: a 401 problem on the API, the login page elsewhere."""
    if is_api(request):
        return ProblemError(
            401, "UNAUTHENTICATED", "Sign in, or send an API token as 'Authorization: Bearer'."
        )
    return LoginRequiredError()


async def current_user(
    request: Request, principal: Annotated[Principal | None, Depends(optional_user)]
) -> Principal:
    if principal is None:
        raise unauthenticated(request)
    unsafe = principal.via_session and request.method not in SAFE_METHODS
    if unsafe and not csrf_matches(request, await presented_csrf(request)):
        raise ProblemError(403, "CSRF_FAILED", "The form is stale or forged; reload the page.")
    return principal


CurrentUser = Annotated[Principal, Depends(current_user)]
Db = Annotated[Database, Depends(get_db)]


def require_admin(user: CurrentUser) -> Principal:
    if not user.is_admin:
        raise ProblemError(403, "ADMIN_REQUIRED", "Only an administrator may do this.")
    return user


AdminUser = Annotated[Principal, Depends(require_admin)]


def _not_found(what: str, ident: int) -> ProblemError:
    return ProblemError(404, "NOT_FOUND", f"No {what} with id {ident}.")


def round_visible(session: Session, user: Principal, round_id: int) -> bool:
    """`can_access_round` for the principal of this request, in one read: a membership row
    exists only for an existing round and user (foreign keys), and the principal was looked
    up live in this request (polls ask this every 2 s)."""
    if user.is_admin:
        return session.get(Round, round_id) is not None
    return session.get(RoundMember, (round_id, user.user_id)) is not None


def load_scoped(db: Database, user: Principal, model: type[_Row], ident: int) -> _Row:
    """Load a row of a round-scoped table, or 404 when it is absent or in a round not visible."""
    with db.session() as session:
        row = session.get(model, ident)
        round_id = None if row is None else round_id_of(session, row)
        if row is None or round_id is None or not round_visible(session, user, round_id):
            raise _not_found(model.__tablename__.rstrip("s").replace("_", " "), ident)
        return row


def round_id_of(session: Session, row: Base) -> int | None:
    """The round a row belongs to, following its applicant."""
    if isinstance(row, Round):
        return row.id
    if isinstance(row, Applicant):
        return row.round_id
    if isinstance(row, Document | PersonAggregate | ReviewFlag):
        applicant = session.get(Applicant, row.applicant_id)
        return None if applicant is None else applicant.round_id
    return None


def round_scope(round_id: Ident, user: CurrentUser, db: Db) -> Round:
    return load_scoped(db, user, Round, round_id)


def applicant_scope(applicant_id: Ident, user: CurrentUser, db: Db) -> Applicant:
    return load_scoped(db, user, Applicant, applicant_id)


def document_scope(document_id: Ident, user: CurrentUser, db: Db) -> Document:
    return load_scoped(db, user, Document, document_id)


def aggregate_scope(aggregate_id: Ident, user: CurrentUser, db: Db) -> PersonAggregate:
    return load_scoped(db, user, PersonAggregate, aggregate_id)


def flag_scope(flag_id: Ident, user: CurrentUser, db: Db) -> ReviewFlag:
    return load_scoped(db, user, ReviewFlag, flag_id)


ScopedRound = Annotated[Round, Depends(round_scope)]
ScopedApplicant = Annotated[Applicant, Depends(applicant_scope)]
ScopedDocument = Annotated[Document, Depends(document_scope)]
ScopedAggregate = Annotated[PersonAggregate, Depends(aggregate_scope)]
ScopedFlag = Annotated[ReviewFlag, Depends(flag_scope)]
