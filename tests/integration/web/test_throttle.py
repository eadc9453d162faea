"""Login throttling in the database: per account, and (more leniently) per address."""

from __future__ import annotations

import pytest

from minesweeper.auth import throttle
from minesweeper.auth.errors import LoginThrottledError
from minesweeper.db import Database

WINDOW_S = 300


def test_account_limit_then_clear(database: Database) -> None:
    keys = throttle.throttle_keys("Kim@Example.org", "10.0.0.1")
    assert keys == ["email:kim@example.org", "ip:10.0.0.1"]
    with database.session() as session:
        for _ in range(3):
            throttle.check_allowed(session, keys, 3, WINDOW_S)
            throttle.record_failure(session, keys, WINDOW_S)
        with pytest.raises(LoginThrottledError) as caught:
            throttle.check_allowed(session, keys, 3, WINDOW_S)
        assert 0 < caught.value.retry_after_s <= WINDOW_S
        throttle.clear(session, keys[:1])
        throttle.check_allowed(session, keys, 3, WINDOW_S)


def test_address_gets_more_tries_than_an_account(database: Database) -> None:
    limit = 2
    allowed = limit * throttle.ADDRESS_FAILURES_FACTOR
    with database.session() as session:
        for n in range(allowed):
            keys = throttle.throttle_keys(f"user{n}@example.org", "10.0.0.2")
            throttle.check_allowed(session, keys, limit, WINDOW_S)
            throttle.record_failure(session, keys, WINDOW_S)
        fresh_account = throttle.throttle_keys("new@example.org", "10.0.0.2")
        with pytest.raises(LoginThrottledError):
            throttle.check_allowed(session, fresh_account, limit, WINDOW_S)
        other_address = throttle.throttle_keys("new@example.org", "10.0.0.3")
        throttle.check_allowed(session, other_address, limit, WINDOW_S)
