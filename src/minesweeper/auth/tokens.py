"""API tokens: random strings shown once; only their sha256 is stored."""

from __future__ import annotations

import hashlib
import secrets

TOKEN_PREFIX = "ms_"  # makes a leaked token easy to recognise in logs and secret scanners
TOKEN_BYTES = 32


def generate_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()
