"""Rounds, members and applicants through `/api/v1`, on SQLite and PostgreSQL."""

from __future__ import annotations

from tests.integration.web.conftest import World

PROBLEM = "application/problem+json"


def test_admin_creates_round_and_adds_member(world: World) -> None:
    admin = world.client("admin")
    created = admin.post("/api/v1/rounds", json={"name": "  2027 Spring hiring "})
    assert created.status_code == 201
    round_id = created.json()["id"]
    assert created.json()["name"] == "2027 Spring hiring"
    added = admin.post(f"/api/v1/rounds/{round_id}/members", json={"email": "A@example.org"})
    assert added.status_code == 201
    assert added.json()["email"] == "a@example.org"
    members = admin.get(f"/api/v1/rounds/{round_id}/members").json()
    assert [m["email"] for m in members] == ["a@example.org"]
    visible = world.client("member_a").get("/api/v1/rounds").json()
    assert {r["id"] for r in visible} == {world.ids["round_a"], round_id}


def test_member_cannot_create_rounds(world: World) -> None:
    response = world.client("member_a").post("/api/v1/rounds", json={"name": "mine"})
    assert response.status_code == 403
    assert response.headers["content-type"] == PROBLEM
    assert response.json()["code"] == "ADMIN_REQUIRED"


def test_member_adds_applicant_and_reads_round(world: World) -> None:
    client = world.client("member_b")
    round_id = world.ids["round_b"]
    created = client.post(
        f"/api/v1/rounds/{round_id}/applicants", json={"name": "박세나", "name_en": "Sena Park"}
    )
    assert created.status_code == 201
    body = created.json()
    assert (body["name"], body["name_en"], body["document_count"]) == ("박세나", "Sena Park", 0)
    detail = client.get(f"/api/v1/rounds/{round_id}").json()
    by_name = {a["name"]: a for a in detail["applicants"]}
    assert by_name["이두리"]["document_count"] == 1
    assert "박세나" in by_name


def test_other_round_is_not_found(world: World) -> None:
    client = world.client("member_a")
    response = client.get(f"/api/v1/rounds/{world.ids['round_b']}")
    assert response.status_code == 404
    assert response.headers["content-type"] == PROBLEM
    body = response.json()
    assert set(body) >= {"type", "title", "status", "detail", "code"}
    assert body["status"] == 404


def test_anonymous_gets_401_problem(world: World) -> None:
    response = world.client().get("/api/v1/rounds")
    assert response.status_code == 401
    assert response.json()["code"] == "UNAUTHENTICATED"


def test_bad_token_is_401(world: World) -> None:
    client = world.client()
    response = client.get("/api/v1/me", headers={"Authorization": "Bearer ms_not-a-token"})
    assert response.status_code == 401


def test_validation_errors_are_problems(world: World) -> None:
    response = world.client("admin").post("/api/v1/rounds", json={"name": ""})
    assert response.status_code == 422
    assert response.headers["content-type"] == PROBLEM
    body = response.json()
    assert body["code"] == "VALIDATION_ERROR"
    assert body["details"]["errors"][0]["loc"][-1] == "name"


def test_unknown_member_email_is_404(world: World) -> None:
    response = world.client("admin").post(
        f"/api/v1/rounds/{world.ids['round_a']}/members", json={"email": "nobody@example.org"}
    )
    assert response.status_code == 404
    assert response.json()["code"] == "USER_NOT_FOUND"


def test_remove_member(world: World) -> None:
    admin = world.client("admin")
    round_b, user = world.ids["round_b"], world.ids["user_member_b"]
    assert admin.delete(f"/api/v1/rounds/{round_b}/members/{user}").status_code == 204
    assert world.client("member_b").get(f"/api/v1/rounds/{round_b}").status_code == 404
    assert admin.delete(f"/api/v1/rounds/{round_b}/members/{user}").status_code == 404


def test_admin_creates_user_with_generated_password(world: World) -> None:
    admin = world.client("admin")
    created = admin.post("/api/v1/users", json={"email": "new@example.org"})
    assert created.status_code == 201
    assert len(created.json()["password"]) >= 16
    again = admin.post("/api/v1/users", json={"email": "new@example.org"})
    assert again.status_code == 409
    assert again.json()["code"] == "USER_EXISTS"
    me = world.client("member_a").get("/api/v1/me").json()
    assert me == {"id": world.ids["user_member_a"], "email": "a@example.org", "is_admin": False}
