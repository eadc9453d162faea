"""One error map: domain errors answer with their own code and status, in one `type` scheme."""

from __future__ import annotations

from minesweeper.web.problems import PROBLEM_TYPE_BASE
from tests.integration.web.conftest import World


def test_job_engine_problems_use_the_app_type_scheme(world: World) -> None:
    body = world.client("admin").get("/api/v1/jobs/no-such-job").json()
    assert body["code"] == "JOB_NOT_FOUND"
    assert body["type"] == PROBLEM_TYPE_BASE + "job-not-found"


def test_app_problems_use_the_same_scheme(world: World) -> None:
    body = world.client("admin").post("/api/v1/rounds", json={"name": ""}).json()
    assert body["type"] == PROBLEM_TYPE_BASE + "validation-error"


def test_a_domain_error_carries_its_own_status_and_code(world: World) -> None:
    client = world.client("admin")
    round_id = world.ids["round_a"]
    response = client.post(
        f"/api/v1/rounds/{round_id}/members", json={"email": "nobody@example.org"}
    )
    assert response.status_code == 404
    body = response.json()
    assert body["code"] == "USER_NOT_FOUND"
    assert body["type"] == PROBLEM_TYPE_BASE + "user-not-found"


def test_a_second_user_with_the_same_email_is_409(world: World) -> None:
    client = world.client("admin")
    response = client.post("/api/v1/users", json={"email": world.emails["admin"]})
    assert response.status_code == 409
    assert response.json()["code"] == "USER_EXISTS"
