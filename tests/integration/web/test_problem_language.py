"""Problem titles and details follow the request's language; the code stays the same."""

from __future__ import annotations

import re

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from minesweeper.jobs import enqueue
from minesweeper.jobs.http import create_jobs_router
from minesweeper.web.errors import engine_problem
from minesweeper.web.i18n import LANG_COOKIE, catalog
from tests.integration.web.conftest import World

_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _provoke(world: World, code: str, headers: dict[str, str]) -> dict[str, object]:
    client = world.client("admin")
    if code == "VALIDATION_ERROR":
        response = client.post("/api/v1/rounds", json={"name": ""}, headers=headers)
    elif code == "USER_NOT_FOUND":
        response = client.post(
            f"/api/v1/rounds/{world.ids['round_a']}/members",
            json={"email": "nobody@example.org"},
            headers=headers,
        )
    else:
        response = client.get("/api/v1/jobs/no-such-job", headers=headers)
    body: dict[str, object] = response.json()
    assert body["code"] == code
    return body


CODES = ("VALIDATION_ERROR", "USER_NOT_FOUND", "JOB_NOT_FOUND")


@pytest.mark.parametrize("code", CODES)
def test_korean_problems_are_korean(world: World, code: str) -> None:
    body = _provoke(world, code, {"Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"})
    title, detail = str(body["title"]), str(body["detail"])
    assert title == catalog("ko")[f"problem.title.{code}"]
    assert _HANGUL.search(detail), detail
    assert not re.search(r"[A-Za-z]{4,}", detail.replace("body.name", "")), detail
    assert "problem." not in title + detail


@pytest.mark.parametrize("code", CODES)
def test_english_problems_are_english(world: World, code: str) -> None:
    body = _provoke(world, code, {"Accept-Language": "en-US,en;q=0.9"})
    title, detail = str(body["title"]), str(body["detail"])
    assert title == catalog("en")[f"problem.title.{code}"]
    assert not _HANGUL.search(title + detail)
    assert detail and "problem." not in title + detail


def test_the_language_cookie_wins_over_the_browser(world: World) -> None:
    client = world.client("admin")
    client.cookies.set(LANG_COOKIE, "ko")
    body = client.get("/api/v1/jobs/no-such-job", headers={"Accept-Language": "en"}).json()
    assert body["detail"] == catalog("ko")["problem.detail.JOB_NOT_FOUND"]


def test_a_validation_detail_names_the_field_not_the_validator(world: World) -> None:
    for lang in ("ko", "en"):
        body = _provoke(world, "VALIDATION_ERROR", {"Accept-Language": lang})
        assert "body.name" in str(body["detail"])
        # The validator's own English sentence stays in `details`, never in the detail.
        errors = body["details"]["errors"]  # type: ignore[index]
        assert errors[0]["msg"] not in str(body["detail"])


def _engine_client(world: World) -> TestClient:
    """The job engine's router alone, with the app's problem factory: its own answers."""
    app = FastAPI()
    app.include_router(create_jobs_router(lambda: world.db.engine, problem=engine_problem))
    return TestClient(app)


def test_the_job_engines_own_problems_follow_the_request_language(world: World) -> None:
    client = _engine_client(world)
    korean = client.post("/api/v1/jobs/no-such-job/cancel", headers={"Accept-Language": "ko"})
    assert korean.status_code == 404
    assert korean.json()["title"] == catalog("ko")["problem.title.JOB_NOT_FOUND"]
    assert korean.json()["detail"] == catalog("ko")["problem.detail.JOB_NOT_FOUND"]
    with world.db.engine.begin() as conn:
        queued = enqueue(conn, "noop", {}).id
    state = client.post(f"/api/v1/jobs/{queued}/retry", headers={"Accept-Language": "ko"})
    assert state.status_code == 409
    assert state.json()["title"] == catalog("ko")["problem.title.JOB_STATE_CONFLICT"]
    assert state.json()["job"]["id"] == queued


def test_the_job_engines_problems_are_english_when_no_language_is_named(world: World) -> None:
    plain = _engine_client(world).post("/api/v1/jobs/no-such-job/cancel").json()
    assert plain["title"] == catalog("en")["problem.title.JOB_NOT_FOUND"]
    assert plain["detail"] == "No job with id no-such-job."
    assert plain["type"].endswith("/job-not-found")  # the app's type scheme, not about:blank
