"""Sessions live on the server: logout, a password reset or disabling the user ends them.

A copied cookie used to keep working for its 12 hours after logout, writes included.
"""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select

from minesweeper.auth import disable_user, reset_password
from minesweeper.db.models import Round
from tests.integration.web.conftest import PASSWORD, World, csrf_of


def _copy(world: World, client: TestClient) -> TestClient:
    """A second client holding the same cookies, as a thief with a copied cookie would."""
    thief = TestClient(world.app, follow_redirects=False)
    for name, value in client.cookies.items():
        thief.cookies.set(name, value)
    return thief


def test_a_copied_cookie_stops_working_after_logout(world: World) -> None:
    owner = world.login("admin")
    thief = _copy(world, owner)
    stolen_csrf = csrf_of(thief.get("/").text)
    csrf = csrf_of(owner.get("/").text)
    assert owner.post("/logout", data={"csrf_token": csrf}).status_code == 303
    assert thief.get("/").status_code == 303  # sent to the login page
    assert thief.get("/api/v1/rounds").status_code == 401
    write = thief.post("/rounds", data={"name": "Stolen round", "csrf_token": stolen_csrf})
    assert write.headers.get("location", "").startswith("/login")
    with world.db.session() as session:
        assert session.scalar(select(Round).where(Round.name == "Stolen round")) is None


def test_a_password_reset_ends_every_session(world: World) -> None:
    client = world.login("member_b")
    with world.db.session() as session:
        reset_password(session, world.emails["member_b"])
    assert client.get("/").status_code == 303


def test_a_disabled_user_loses_sessions_and_tokens(world: World) -> None:
    client = world.login("member_b")
    assert world.client("member_b").get("/api/v1/rounds").status_code == 200
    with world.db.session() as session:
        disable_user(session, world.emails["member_b"])
    assert client.get("/").status_code == 303
    assert world.client("member_b").get("/api/v1/rounds").status_code == 401
    fresh = TestClient(world.app, follow_redirects=False)
    csrf = csrf_of(fresh.get("/login").text)
    response = fresh.post(
        "/login",
        data={"email": world.emails["member_b"], "password": PASSWORD, "csrf_token": csrf},
    )
    assert response.status_code == 401
