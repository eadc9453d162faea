"""Password hashes and API tokens."""

from __future__ import annotations

from minesweeper.auth.passwords import generate_password, hash_password, verify_password
from minesweeper.auth.tokens import TOKEN_PREFIX, generate_token, token_digest


def test_hash_and_verify() -> None:
    hashed = hash_password("s3cret")
    assert hashed.startswith("$argon2id$")
    assert verify_password(hashed, "s3cret")
    assert not verify_password(hashed, "S3cret")
    assert not verify_password("not a hash", "s3cret")


def test_generated_passwords_are_long_and_distinct() -> None:
    passwords = {generate_password() for _ in range(20)}
    assert len(passwords) == 20
    assert all(len(p) >= 20 for p in passwords)


def test_tokens_are_prefixed_and_stored_as_digests() -> None:
    token = generate_token()
    assert token.startswith(TOKEN_PREFIX)
    digest = token_digest(token)
    assert len(digest) == 64
    assert token not in digest
    assert digest == token_digest(token)
