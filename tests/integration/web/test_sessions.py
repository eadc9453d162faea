"""Browser sessions: login, cookie flags, CSRF on every write, throttling, logout."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from minesweeper.auth import reset_password
from minesweeper.web.app import create_app
from tests.integration.web.conftest import PASSWORD, World, csrf_of


def test_login_sets_a_safe_cookie_and_redirects_back(world: World) -> None:
    client = TestClient(world.app, follow_redirects=False)
    bounce = client.get(f"/rounds/{world.ids['round_b']}")
    assert bounce.status_code == 303
    assert bounce.headers["location"] == f"/login?next=%2Frounds%2F{world.ids['round_b']}"
    page = client.get("/login")
    csrf = csrf_of(page.text)
    response = client.post(
        "/login",
        data={
            "email": "B@example.org",
            "password": PASSWORD,
            "csrf_token": csrf,
            "next": f"/rounds/{world.ids['round_b']}",
        },
    )
    assert response.status_code == 303
    assert response.headers["location"] == f"/rounds/{world.ids['round_b']}"
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie
    assert "samesite=lax" in cookie
    assert "secure" not in cookie
    assert client.get(f"/rounds/{world.ids['round_b']}").status_code == 200


def test_secure_cookie_setting(world: World) -> None:
    world.settings.session_cookie_secure = True
    app = create_app(world.settings, world.db)
    client = TestClient(app, base_url="https://testserver", follow_redirects=False)
    response = client.get("/login")
    assert "secure" in response.headers["set-cookie"].lower()


def test_open_redirect_is_refused(world: World) -> None:
    client = TestClient(world.app, follow_redirects=False)
    csrf = csrf_of(client.get("/login").text)
    response = client.post(
        "/login",
        data={
            "email": "b@example.org",
            "password": PASSWORD,
            "csrf_token": csrf,
            "next": "//evil.example/",
        },
    )
    assert response.headers["location"] == "/"


def test_login_without_csrf_is_refused(world: World) -> None:
    client = TestClient(world.app, follow_redirects=False)
    client.get("/login")
    response = client.post("/login", data={"email": "b@example.org", "password": PASSWORD})
    assert response.status_code == 403


def test_session_writes_need_csrf_token(world: World) -> None:
    client = world.login("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/applicants"
    refused = client.post(url, json={"name": "X"})
    assert refused.status_code == 403
    assert refused.json()["code"] == "CSRF_FAILED"
    token = csrf_of(client.get(f"/rounds/{world.ids['round_b']}").text)
    accepted = client.post(url, json={"name": "X"}, headers={"X-CSRF-Token": token})
    assert accepted.status_code == 201
    form = client.post(f"/rounds/{world.ids['round_b']}/applicants", data={"name": "Y"})
    assert form.status_code == 403
    form = client.post(
        f"/rounds/{world.ids['round_b']}/applicants", data={"name": "Y", "csrf_token": token}
    )
    assert form.status_code == 303


def test_bearer_token_needs_no_csrf(world: World) -> None:
    response = world.client("member_b").post(
        f"/api/v1/rounds/{world.ids['round_b']}/applicants", json={"name": "Z"}
    )
    assert response.status_code == 201


def test_failed_logins_are_throttled(world: World) -> None:
    client = TestClient(world.app, follow_redirects=False)
    csrf = csrf_of(client.get("/login").text)
    wrong = {"email": "b@example.org", "password": "nope", "csrf_token": csrf}
    statuses = [client.post("/login", data=wrong).status_code for _ in range(3)]
    assert statuses == [401, 401, 401]
    blocked = client.post("/login", data={**wrong, "password": PASSWORD})
    assert blocked.status_code == 429
    assert int(blocked.headers["retry-after"]) > 0
    assert 'data-error="login.throttled"' in blocked.text


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_logout_ends_the_session(world: World, lang: str) -> None:
    client = world.login("member_b")
    client.cookies.set("lang", lang)
    token = csrf_of(client.get("/").text)
    response = client.post("/logout", data={"csrf_token": token})
    assert response.status_code == 303
    assert client.get("/").status_code == 303


def test_new_password_ends_existing_sessions(world: World) -> None:
    client = world.login("member_b")
    assert client.get("/").status_code == 200
    with world.db.session() as session:
        reset_password(session, world.emails["member_b"], "another long password")
    assert client.get("/").status_code == 303
    assert world.client("member_b").get("/api/v1/me").status_code == 200  # tokens stay valid
