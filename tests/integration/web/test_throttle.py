"""Login throttling per (account, address) with growing delays, counted atomically."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from minesweeper.auth import throttle
from minesweeper.auth.errors import LoginThrottledError
from minesweeper.db import Database
from minesweeper.db.base import utcnow
from tests.integration.web.conftest import PASSWORD, World, csrf_of

MAX_DELAY_S = 300


def test_delays_grow_after_the_free_failures() -> None:
    delays = [throttle.delay_after(n, 3, MAX_DELAY_S) for n in range(1, 8)]
    assert delays == [0, 0, 15, 30, 60, 120, 240]
    assert throttle.delay_after(100, 3, MAX_DELAY_S) == MAX_DELAY_S


def test_a_pair_waits_then_a_success_clears_it(database: Database) -> None:
    key = throttle.throttle_key("Kim@Example.org", "10.0.0.1")
    assert key == "kim@example.org|10.0.0.1"
    for _ in range(3):
        with database.session() as session:
            throttle.reserve_attempt(session, key, 3, MAX_DELAY_S)
    with database.session() as session, pytest.raises(LoginThrottledError) as caught:
        throttle.reserve_attempt(session, key, 3, MAX_DELAY_S)
    assert 0 < caught.value.retry_after_s <= 15
    other = throttle.throttle_key("kim@example.org", "10.0.0.9")
    with database.session() as session:
        throttle.reserve_attempt(session, other, 3, MAX_DELAY_S)  # the owner elsewhere: free
        throttle.clear(session, key)
    with database.session() as session:
        throttle.reserve_attempt(session, key, 3, MAX_DELAY_S)


def test_parallel_attempts_are_counted_once_each(database: Database) -> None:
    key = throttle.throttle_key("race@example.org", "10.0.0.5")
    free = 5
    allowed: list[int] = []
    refused: list[int] = []
    barrier = threading.Barrier(20)

    def attempt(n: int) -> None:
        barrier.wait()
        try:
            with database.session() as session:
                throttle.reserve_attempt(session, key, free, MAX_DELAY_S)
            allowed.append(n)
        except LoginThrottledError:
            refused.append(n)

    threads = [threading.Thread(target=attempt, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    # The first `free` failures pass without delay; the next one sets a delay, so every later
    # attempt in the same instant is refused.
    assert len(allowed) == free
    assert len(refused) == 20 - free


def test_a_free_attempt_that_read_the_clock_earlier_still_passes(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two parallel attempts read the clock before the row lock: the one that commits first may
    # hold the later time. The other, still within the free failures, must not be refused.
    key = throttle.throttle_key("clock@example.org", "10.0.0.6")
    with database.session() as session:
        throttle.reserve_attempt(session, key, 5, MAX_DELAY_S)
    earlier = utcnow() - timedelta(seconds=2)
    monkeypatch.setattr(throttle, "utcnow", lambda: earlier)
    with database.session() as session:
        throttle.reserve_attempt(session, key, 5, MAX_DELAY_S)


def _login(client: TestClient, email: str, password: str, address: str | None = None) -> int:
    csrf = csrf_of(client.get("/login").text)
    headers = {"x-forwarded-for": address} if address else {}
    data = {"email": email, "password": password, "csrf_token": csrf}
    return client.post("/login", data=data, headers=headers).status_code


def test_a_stranger_cannot_lock_the_owner_out_and_the_header_is_not_believed(
    world: World,
) -> None:
    stranger = TestClient(world.app, follow_redirects=False, client=("10.1.1.1", 5000))
    for _ in range(3):
        assert _login(stranger, "b@example.org", "nope") == 401
    assert _login(stranger, "b@example.org", "nope") == 429
    # Picking another address by header does not help: no proxy is trusted by default.
    assert _login(stranger, "b@example.org", "nope", address="10.9.9.9") == 429
    owner = TestClient(world.app, follow_redirects=False, client=("10.2.2.2", 5000))
    assert _login(owner, "b@example.org", PASSWORD) == 303


def test_forwarded_address_from_a_trusted_proxy(world: World) -> None:
    from minesweeper.web.app import create_app

    world.settings.trusted_proxies = "10.0.0.0/8"
    app = create_app(world.settings, world.db)
    proxy = TestClient(app, follow_redirects=False, client=("10.0.0.1", 5000))
    for _ in range(3):
        assert _login(proxy, "b@example.org", "nope", address="203.0.113.7") == 401
    assert _login(proxy, "b@example.org", "nope", address="203.0.113.7") == 429
    assert _login(proxy, "b@example.org", PASSWORD, address="198.51.100.4") == 303
