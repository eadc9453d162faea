"""The status poll answered below the router gives exactly the route's answers.

A query string sends the same request through the framework's route (`status_poll` leaves any
request with one alone), so each case compares the two answers: body, status and headers.
"""

from __future__ import annotations

from fastapi.testclient import TestClient
from httpx2 import Response  # what the test client returns

from minesweeper.auth import revoke_tokens_of
from minesweeper.web.i18n import catalog
from minesweeper.web.security import SESSION_COOKIE
from minesweeper.web.status_poll import polled_job_id
from tests.integration.web.conftest import World

_KEPT_HEADERS = (
    "content-type",
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "vary",
    "set-cookie",
)


def _both(client: TestClient, job_id: str, headers: dict[str, str] | None = None) -> Response:
    """The fast path's answer, after checking that the route's answer is the same."""
    fast = client.get(f"/api/v1/jobs/{job_id}", headers=headers)
    routed = client.get(f"/api/v1/jobs/{job_id}", params={"via": "router"}, headers=headers)
    assert fast.status_code == routed.status_code
    assert fast.content == routed.content
    for name in _KEPT_HEADERS:
        assert fast.headers.get(name) == routed.headers.get(name), name
    return fast


def test_only_a_plain_get_of_one_job_takes_the_fast_path() -> None:
    def scope(method: str, path: str, query: bytes = b"") -> dict[str, object]:
        return {"type": "http", "method": method, "path": path, "query_string": query}

    assert polled_job_id(scope("GET", "/api/v1/jobs/1b2c-3d")) == "1b2c-3d"
    assert polled_job_id(scope("GET", "/api/v1/jobs/1b2c", b"via=router")) is None
    assert polled_job_id(scope("POST", "/api/v1/jobs/1b2c")) is None
    assert polled_job_id(scope("GET", "/api/v1/jobs/1b2c/events")) is None
    assert polled_job_id(scope("GET", "/api/v1/jobs")) is None
    assert polled_job_id(scope("GET", "/api/v1/jobs/a\x01b")) is None


def test_the_body_and_headers_are_the_routes(world: World) -> None:
    job_id = world.job_of_round_b()
    for who in ("admin", "member_b"):
        answer = _both(world.client(who), job_id)
        assert answer.status_code == 200
        assert answer.json()["id"] == job_id
        assert answer.headers["content-type"] == "application/json"


def test_anonymous_and_unknown_tokens_get_the_401_problem(world: World) -> None:
    job_id = world.job_of_round_b()
    for client in (world.client(), TestClient(world.app, headers={"Authorization": "Bearer x"})):
        refused = _both(client, job_id)
        assert refused.status_code == 401
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert refused.json()["code"] == "UNAUTHENTICATED"


def test_a_job_of_another_round_or_none_is_the_404_problem(world: World) -> None:
    job_id = world.job_of_round_b()
    for job in (job_id, "no-such-job"):
        hidden = _both(world.client("member_a"), job)
        assert hidden.status_code == 404
        assert hidden.json()["code"] == "JOB_NOT_FOUND"
        assert hidden.json()["detail"] == f"No job with id {job}."


def test_problems_follow_the_request_language(world: World) -> None:
    korean = {"Accept-Language": "ko-KR,ko;q=0.9"}
    hidden = _both(world.client("member_a"), "no-such-job", korean).json()
    assert hidden["title"] == catalog("ko")["problem.title.JOB_NOT_FOUND"]
    assert hidden["detail"] == catalog("ko")["problem.detail.JOB_NOT_FOUND"]
    anonymous = _both(world.client(), "no-such-job", korean).json()
    assert anonymous["title"] == catalog("ko")["problem.title.UNAUTHENTICATED"]


def test_the_job_list_stays_with_the_router(world: World) -> None:
    # Not a poll: a member still gets the list's own 403.
    refused = world.client("member_b").get("/api/v1/jobs")
    assert refused.status_code == 403
    assert refused.json()["code"] == "ADMIN_REQUIRED"


def test_a_control_character_in_the_id_is_the_routers_422(world: World) -> None:
    refused = world.client("admin").get("/api/v1/jobs/a%01b")
    assert refused.status_code == 422
    assert refused.json()["code"] == "CONTROL_CHARACTER"


def test_a_revoked_token_stops_at_the_next_fast_poll(world: World) -> None:
    job_id = world.job_of_round_b()
    poller = world.client("member_b")
    assert _both(poller, job_id).status_code == 200
    with world.db.session() as session:
        revoke_tokens_of(session, world.ids["user_member_b"])
    assert _both(poller, job_id).status_code == 401


def test_a_cookie_session_polls_as_through_the_route(world: World) -> None:
    job_id = world.job_of_round_b()
    browser = world.login("member_b")
    assert SESSION_COOKIE in browser.cookies
    # The session middleware still runs around the poll: same cookie handling, same Vary.
    answer = _both(browser, job_id)
    assert answer.status_code == 200
    assert answer.headers["vary"] == "Cookie"
