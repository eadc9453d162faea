"""Every status the API answers is listed for its operation, with the problem+json schema.

The document used to omit statuses the API returns (409 on the snapshot of a round not yet
finalized, 400 and 413 on bodies); schemathesis's status check (test_openapi_contract.py)
rarely reaches them, so these probes provoke each one and look it up in the document.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from minesweeper.web.app import create_app
from minesweeper.web.problems import PROBLEM_MEDIA_TYPE
from tests.integration.web.conftest import World


def _spec(client: TestClient) -> dict[str, Any]:
    spec: dict[str, Any] = client.get("/api/v1/openapi.json").json()
    return spec


def _documented(spec: dict[str, Any], method: str, path: str, status: int) -> dict[str, Any]:
    responses: dict[str, Any] = spec["paths"][path][method]["responses"]
    assert str(status) in responses, f"{method.upper()} {path} answers {status}, undocumented"
    answer: dict[str, Any] = responses[str(status)]
    return answer


def _check(client: TestClient, method: str, path: str, status: int, response: Any) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM_MEDIA_TYPE
    answer = _documented(_spec(client), method, path, status)
    assert answer["content"] == {
        PROBLEM_MEDIA_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}
    }


def test_the_snapshot_of_a_round_not_finalized_is_a_documented_409(world: World) -> None:
    client = world.client("member_b")
    response = client.get(f"/api/v1/rounds/{world.ids['round_b']}/snapshot")
    _check(client, "get", "/api/v1/rounds/{round_id}/snapshot", 409, response)


def test_an_unparsable_body_is_a_documented_problem(world: World) -> None:
    client = world.client("admin")
    response = client.post(
        "/api/v1/rounds", content=b"{", headers={"content-type": "application/json"}
    )
    _check(client, "post", "/api/v1/rounds", response.status_code, response)
    assert response.status_code in (400, 422)


def test_a_body_over_the_limit_is_a_documented_413(world: World) -> None:
    world.settings.max_request_bytes = 2_000
    client = TestClient(
        create_app(world.settings, world.db),
        headers={"Authorization": f"Bearer {world.tokens['admin']}"},
    )
    body = b'{"name": "' + b"x" * 5_000 + b'"}'
    response = client.post(
        "/api/v1/rounds", content=body, headers={"content-type": "application/json"}
    )
    _check(client, "post", "/api/v1/rounds", 413, response)


def test_the_app_wide_statuses_are_on_every_operation(world: World) -> None:
    """Every write lists 409 (a finalized round refuses writes), every body 400 and 413."""
    spec = _spec(world.client("admin"))
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            statuses = set(operation["responses"])
            assert {"401", "403", "404", "422"} <= statuses, (method, path)
            if "requestBody" in operation:
                assert {"400", "413"} <= statuses, (method, path)
            if method in ("post", "put", "patch", "delete"):
                assert "409" in statuses, (method, path)
            for status, answer in operation["responses"].items():
                if status.startswith(("4", "5")):
                    assert list(answer["content"]) == [PROBLEM_MEDIA_TYPE], (method, path, status)


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/documents/{document_id}/pages/{page}.png",
        "/api/v1/documents/{document_id}/pages/{page}/highlights",
        "/api/v1/flags/{flag_id}/image.png",
    ],
)
def test_page_routes_document_not_ready_409_and_no_503(world: World, path: str) -> None:
    """They read what the worker stored: nothing runs long enough to need a time limit, and a
    document processed before pages were stored answers 409 with the job preparing them."""
    spec = _spec(world.client("admin"))
    _documented(spec, "get", path, 409)
    assert "503" not in spec["paths"][path]["get"]["responses"]
