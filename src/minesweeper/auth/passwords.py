"""Argon2id password hashes and generated passwords."""

from __future__ import annotations

import secrets
from functools import lru_cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

GENERATED_PASSWORD_BYTES = 15  # 20 URL-safe characters, about 120 bits


@lru_cache(maxsize=1)
def _hasher() -> PasswordHasher:
    # argon2-cffi's defaults follow RFC 9106's second recommended profile.
    return PasswordHasher()


def hash_password(password: str) -> str:
    return _hasher().hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    try:
        return _hasher().verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def generate_password() -> str:
    return secrets.token_urlsafe(GENERATED_PASSWORD_BYTES)


@lru_cache(maxsize=1)
def dummy_hash() -> str:
    """A hash to verify against when the account does not exist, so timing reveals nothing."""
    return hash_password(secrets.token_urlsafe(16))
