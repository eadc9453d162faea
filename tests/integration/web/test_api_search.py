"""`GET /api/v1/rounds/{id}/search` on SQLite and PostgreSQL: hits, scope, bad input."""

from __future__ import annotations

from minesweeper.search import PageText, index_applicant_pages
from tests.integration.web.conftest import World

PROBLEM = "application/problem+json"


def _index(world: World) -> None:
    with world.db.session() as session:
        index_applicant_pages(
            session,
            world.ids["applicant_b"],
            [PageText(world.ids["document_b"], 1, "지도교수 박지훈 교수님께 감사드립니다.")],
        )


def test_member_searches_own_round(world: World) -> None:
    _index(world)
    response = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/search", params={"q": "박지훈", "limit": 5}
    )
    assert response.status_code == 200
    body = response.json()
    assert body["total"] == 1
    (hit,) = body["hits"]
    assert (hit["document_id"], hit["applicant_id"], hit["page"]) == (
        world.ids["document_b"],
        world.ids["applicant_b"],
        1,
    )
    start, end = hit["highlights"][0]
    assert hit["snippet"][start:end] == "박지훈"


def test_other_round_is_not_found(world: World) -> None:
    _index(world)
    response = world.client("member_a").get(
        f"/api/v1/rounds/{world.ids['round_b']}/search", params={"q": "박지훈"}
    )
    assert response.status_code == 404
    assert response.headers["content-type"] == PROBLEM


def test_bad_queries_are_422_problems(world: World) -> None:
    client = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/search"
    for params in ({"q": "a\x00b"}, {"q": "!!!"}, {"q": "x" * 201}, {"q": "a", "limit": 0}, {}):
        response = client.get(url, params=params)
        assert response.status_code == 422, params
        assert response.headers["content-type"] == PROBLEM


def test_reindex_is_202_then_409_with_the_running_job(world: World) -> None:
    _index(world)
    client = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/reindex"
    started = client.post(url, json={"chunk_size": 600})
    assert started.status_code == 202
    job = started.json()
    assert (job["type"], job["status"]) == ("reindex_round", "queued")
    again = client.post(url)
    assert again.status_code == 409
    assert again.headers["content-type"] == PROBLEM
    assert again.json()["code"] == "REINDEX_IN_PROGRESS"
    assert again.json()["details"]["job"]["id"] == job["id"]
    status = client.get(f"/api/v1/jobs/{job['id']}")
    assert status.status_code in (200, 202) and status.json()["id"] == job["id"]
    too_big = client.post(url, json={"chunk_size": 10**6})
    assert too_big.status_code == 422


def test_reindex_preflight_tells_what_the_index_was_built_with(world: World) -> None:
    _index(world)
    response = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/reindex/preflight"
    )
    assert response.status_code == 200
    body = response.json()
    assert body["stale"] is False
    assert body["current"]["analyzer_version"] == body["analyzer_version"]
    hidden = world.client("member_a").get(
        f"/api/v1/rounds/{world.ids['round_b']}/reindex/preflight"
    )
    assert hidden.status_code == 404
