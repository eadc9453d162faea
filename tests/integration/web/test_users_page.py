"""The users page: each user's API tokens with revoke, password reset offering revoke, disable.

Tokens could be revoked only from the command line, and the page offered no reset at all.
"""

from __future__ import annotations

from bs4 import BeautifulSoup
from fastapi.testclient import TestClient
from sqlalchemy import select

from minesweeper.db.models import AuditEvent
from tests.integration.web.conftest import World, csrf_of

PAGE = "/admin/users"


def _page(client: TestClient) -> BeautifulSoup:
    response = client.get(PAGE)
    assert response.status_code == 200
    return BeautifulSoup(response.text, "html.parser")


def _row(soup: BeautifulSoup, user_id: int) -> BeautifulSoup:
    row = soup.select_one(f"tr[data-user-id='{user_id}']")
    assert row is not None
    return row  # type: ignore[return-value]


def _actions(world: World) -> list[str]:
    with world.db.session() as session:
        return list(session.scalars(select(AuditEvent.action).order_by(AuditEvent.id)))


def test_a_token_is_listed_and_revoked_from_the_page(world: World) -> None:
    admin = world.login("admin")
    soup = _page(admin)
    token = _row(soup, world.ids["user_member_b"]).select_one("li[data-token-id]")
    assert token is not None and token["data-token-state"] == "active"
    assert world.client("member_b").get("/api/v1/rounds").status_code == 200
    response = admin.post(
        f"/admin/tokens/{token['data-token-id']}/revoke", data={"csrf_token": csrf_of(str(soup))}
    )
    assert response.status_code == 303
    assert world.client("member_b").get("/api/v1/rounds").status_code == 401
    after = _row(_page(admin), world.ids["user_member_b"]).select_one("li[data-token-id]")
    assert after is not None and after["data-token-state"] == "revoked"
    assert after.select_one("form.revoke-token") is None
    assert "token.revoke" in _actions(world)
    again = admin.post(
        f"/admin/tokens/{token['data-token-id']}/revoke", data={"csrf_token": csrf_of(str(soup))}
    )
    assert again.status_code == 400
    assert BeautifulSoup(again.text, "html.parser").select_one("[data-error='users.token_gone']")


def test_a_reset_offers_to_revoke_tokens_and_ends_sessions(world: World) -> None:
    admin = world.login("admin")
    member = world.login("member_b")
    soup = _page(admin)
    form = _row(soup, world.ids["user_member_b"]).select_one("form.reset-password")
    assert form is not None and form.select_one("input[name=revoke_tokens]") is not None
    response = admin.post(
        str(form["action"]), data={"csrf_token": csrf_of(str(soup)), "revoke_tokens": "1"}
    )
    assert response.status_code == 200
    notice = BeautifulSoup(response.text, "html.parser").select_one("[data-reset]")
    assert notice is not None and notice["data-reset"] == world.emails["member_b"]
    assert notice.select_one("code.password") is not None
    assert member.get("/").status_code == 303  # the old session ended
    assert world.client("member_b").get("/api/v1/rounds").status_code == 401
    assert "user.reset_password" in _actions(world)


def test_a_reset_without_revoking_keeps_the_tokens(world: World) -> None:
    admin = world.login("admin")
    soup = _page(admin)
    response = admin.post(
        f"/admin/users/{world.ids['user_member_a']}/reset-password",
        data={"csrf_token": csrf_of(str(soup))},
    )
    assert response.status_code == 200
    assert world.client("member_a").get("/api/v1/rounds").status_code == 200


def test_disable_and_enable_a_user_but_never_oneself(world: World) -> None:
    admin = world.login("admin")
    csrf = csrf_of(str(_page(admin)))
    member = world.ids["user_member_a"]
    assert (
        admin.post(f"/admin/users/{member}/disable", data={"csrf_token": csrf}).status_code == 303
    )
    assert world.client("member_a").get("/api/v1/rounds").status_code == 401
    assert _row(_page(admin), member)["data-disabled"] == "true"
    enabled = admin.post(f"/admin/users/{member}/enable", data={"csrf_token": csrf})
    assert enabled.status_code == 303
    assert world.client("member_a").get("/api/v1/rounds").status_code == 200
    own = admin.post(f"/admin/users/{world.ids['user_admin']}/disable", data={"csrf_token": csrf})
    assert own.status_code == 400
    assert _row(_page(admin), world.ids["user_admin"]).select_one("form.disable-user") is None
    assert world.client("admin").get("/api/v1/rounds").status_code == 200


def test_members_may_not_use_the_users_actions(world: World) -> None:
    member = world.login("member_a")
    csrf = csrf_of(member.get("/").text)
    for path in (
        f"/admin/users/{world.ids['user_member_b']}/reset-password",
        f"/admin/users/{world.ids['user_member_b']}/disable",
        "/admin/tokens/1/revoke",
    ):
        assert member.post(path, data={"csrf_token": csrf}).status_code == 403, path
