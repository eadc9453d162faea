"""User accounts, API tokens and round membership, as functions over one session."""

from __future__ import annotations

from sqlalchemy import Connection, Select, bindparam, delete, or_, select, update
from sqlalchemy.orm import Session

from minesweeper.auth.errors import UserExistsError, UserNotFoundError
from minesweeper.auth.passwords import dummy_hash, generate_password, hash_password, verify_password
from minesweeper.auth.sessions import LIVE_USER_COLUMNS, LiveUser, end_sessions_of
from minesweeper.auth.tokens import generate_token, token_digest
from minesweeper.db.base import utcnow
from minesweeper.db.models import ApiToken, Round, RoundMember, User


def normalize_email(email: str) -> str:
    return email.strip().lower()


def get_user_by_email(session: Session, email: str) -> User | None:
    return session.scalar(select(User).where(User.email == normalize_email(email)))


def _require_user(session: Session, email: str) -> User:
    user = get_user_by_email(session, email)
    if user is None:
        raise UserNotFoundError(f"no user with email {normalize_email(email)}")
    return user


def create_user(
    session: Session, email: str, *, is_admin: bool = False, password: str | None = None
) -> tuple[User, str]:
    """Create a user; returns it with its password (generated unless given), shown only once."""
    address = normalize_email(email)
    if not address or "@" not in address:
        raise UserNotFoundError(f"not an email address: {email!r}")
    if get_user_by_email(session, address) is not None:
        raise UserExistsError(f"a user with email {address} already exists")
    secret = password or generate_password()
    user = User(email=address, password_hash=hash_password(secret), is_admin=is_admin)
    session.add(user)
    session.flush()
    return user, secret


def reset_password(
    session: Session, email: str, password: str | None = None, *, revoke_tokens: bool = False
) -> str:
    """Set a new password (generated unless given) and return it, shown only once.

    Every session signed in with the old password ends; API tokens too when asked (a reset
    after a leak), since a token does not depend on the password.
    """
    user = _require_user(session, email)
    secret = password or generate_password()
    user.password_hash = hash_password(secret)
    end_sessions_of(session, user.id)
    if revoke_tokens:
        revoke_tokens_of(session, user.id)
    session.flush()
    return secret


def disable_user(session: Session, email: str) -> User:
    """The user can no longer sign in; their sessions end and their tokens stop working."""
    user = _require_user(session, email)
    if user.disabled_at is None:
        user.disabled_at = utcnow()
    end_sessions_of(session, user.id)
    session.flush()
    return user


def enable_user(session: Session, email: str) -> User:
    user = _require_user(session, email)
    user.disabled_at = None
    session.flush()
    return user


def ensure_admin(session: Session, email: str) -> str:
    """An admin with a fresh password, created when missing (for demos and first start-up)."""
    user = get_user_by_email(session, email)
    if user is None:
        return create_user(session, email, is_admin=True)[1]
    user.is_admin = True
    return reset_password(session, email)


def authenticate(session: Session, email: str, password: str) -> User | None:
    user = get_user_by_email(session, email)
    if user is None:
        verify_password(dummy_hash(), password)  # same cost as a real check
        return None
    if not verify_password(user.password_hash, password):
        return None
    return user if user.disabled_at is None else None


def issue_token(session: Session, email: str) -> str:
    """A new API token for the user; the caller shows it once, only its digest is kept."""
    user = _require_user(session, email)
    token = generate_token()
    session.add(ApiToken(user_id=user.id, token_sha256=token_digest(token)))
    session.flush()
    return token


# Built once with bind parameters (asked on every API request): a statement built per call
# cost more than the database's own work.
_LIVE_TOKEN_USER = (
    select(*LIVE_USER_COLUMNS)
    .join(ApiToken, ApiToken.user_id == User.id)
    .where(
        ApiToken.token_sha256 == bindparam("digest"),
        ApiToken.revoked_at.is_(None),
        or_(ApiToken.expires_at.is_(None), ApiToken.expires_at > bindparam("now")),
        User.disabled_at.is_(None),
    )
)


def live_token_user(token: str) -> tuple[Select[int, str, bool], dict[str, object]]:
    """The statement (built once) and its parameters that read `LIVE_USER_COLUMNS` of a live
    token's user: not revoked, not expired, the user not disabled; no row for anyone else."""
    return _LIVE_TOKEN_USER, {"digest": token_digest(token), "now": utcnow()}


def user_for_token(conn: Connection | Session, token: str) -> LiveUser | None:
    """The user of a live token: not revoked, not expired, the user not disabled."""
    row = conn.execute(*live_token_user(token)).first()
    return None if row is None else LiveUser(*row)


def revoke_tokens_of(session: Session, user_id: int) -> int:
    result = session.execute(
        update(ApiToken)
        .where(ApiToken.user_id == user_id, ApiToken.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )
    return int(getattr(result, "rowcount", 0) or 0)


def add_to_round(session: Session, email: str, round_id: int) -> User:
    """Make the user a member of the round; adding an existing member changes nothing.

    The caller names an existing round (`screening.rounds.add_member` checks it).
    """
    user = _require_user(session, email)
    if session.get(RoundMember, (round_id, user.id)) is None:
        session.add(RoundMember(round_id=round_id, user_id=user.id))
        session.flush()
    return user


def remove_from_round(session: Session, user_id: int, round_id: int) -> bool:
    result = session.execute(
        delete(RoundMember).where(RoundMember.round_id == round_id, RoundMember.user_id == user_id)
    )
    return bool(getattr(result, "rowcount", 0))


def all_users(session: Session) -> list[User]:
    return list(session.scalars(select(User).order_by(User.email)))


def round_ids_of(session: Session, user_id: int) -> set[int]:
    rows = session.scalars(select(RoundMember.round_id).where(RoundMember.user_id == user_id))
    return set(rows)


def can_access_round(session: Session, user: User, round_id: int) -> bool:
    if session.get(Round, round_id) is None:
        return False
    return user.is_admin or session.get(RoundMember, (round_id, user.id)) is not None
