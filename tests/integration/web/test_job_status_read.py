"""The job status poll reads caller, access and job in one go; every refusal still holds at
once: a revoked token or session, a member taken off the round, a job of another round."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import update

from minesweeper.auth import remove_from_round, revoke_tokens_of
from minesweeper.db.models import ApiToken, UserSession
from minesweeper.jobs.model import utcnow
from tests.integration.web.conftest import World, csrf_of


def test_a_revoked_token_is_refused_on_the_next_poll(world: World) -> None:
    job_id = world.job_of_round_b()
    poller = world.client("member_b")
    assert poller.get(f"/api/v1/jobs/{job_id}").json()["id"] == job_id
    with world.db.session() as session:
        revoke_tokens_of(session, world.ids["user_member_b"])
    refused = poller.get(f"/api/v1/jobs/{job_id}")
    assert refused.status_code == 401
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert refused.json()["code"] == "UNAUTHENTICATED"


def test_a_logged_out_session_is_refused_on_the_next_poll(world: World) -> None:
    job_id = world.job_of_round_b()
    browser = world.login("member_b")
    assert browser.get(f"/api/v1/jobs/{job_id}").status_code == 200
    csrf = csrf_of(browser.get("/").text)
    cookies = dict(browser.cookies.items())
    assert browser.post("/logout", data={"csrf_token": csrf}).status_code == 303
    copied = world.client()
    for name, value in cookies.items():
        copied.cookies.set(name, value)
    assert copied.get(f"/api/v1/jobs/{job_id}").json()["code"] == "UNAUTHENTICATED"


def test_a_member_taken_off_the_round_no_longer_sees_its_job(world: World) -> None:
    job_id = world.job_of_round_b()
    poller = world.client("member_b")
    assert poller.get(f"/api/v1/jobs/{job_id}").status_code == 200
    assert world.client("member_a").get(f"/api/v1/jobs/{job_id}").json()["code"] == (
        "JOB_NOT_FOUND"
    )
    with world.db.session() as session:
        remove_from_round(session, world.ids["user_member_b"], world.ids["round_b"])
    gone = poller.get(f"/api/v1/jobs/{job_id}")
    assert gone.status_code == 404
    assert gone.json()["code"] == "JOB_NOT_FOUND"


def test_a_token_is_refused_from_its_expiry_on(world: World) -> None:
    """The poll's read compares the token's expiry with the time it is asked at (a bound
    datetime, written as each database stores it)."""
    job_id = world.job_of_round_b()
    poller = world.client("member_b")
    token_id = world.ids["token_member_b"]
    for expires_at, status in ((utcnow() + timedelta(hours=1), 200), (utcnow(), 401)):
        with world.db.session() as session:
            session.execute(
                update(ApiToken).where(ApiToken.id == token_id).values(expires_at=expires_at)
            )
        assert poller.get(f"/api/v1/jobs/{job_id}").status_code == status


def test_a_session_is_refused_from_its_expiry_on(world: World) -> None:
    job_id = world.job_of_round_b()
    browser = world.login("member_b")
    assert browser.get(f"/api/v1/jobs/{job_id}").status_code == 200
    with world.db.session() as session:
        session.execute(
            update(UserSession)
            .where(UserSession.user_id == world.ids["user_member_b"])
            .values(expires_at=utcnow() - timedelta(seconds=1))
        )
    assert browser.get(f"/api/v1/jobs/{job_id}").json()["code"] == "UNAUTHENTICATED"
