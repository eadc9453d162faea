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
    cases: list[dict[str, str | int]] = [
        {"q": "a\x00b"},
        {"q": "!!!"},
        {"q": "x" * 201},
        {"q": "a", "limit": 0},
        {},
    ]
    for params in cases:
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


def test_round_page_search_box_lists_hits_that_open_the_viewer(world: World) -> None:
    from urllib.parse import parse_qs, urlparse

    from bs4 import BeautifulSoup

    _index(world)
    client = world.login("member_b")
    round_page = BeautifulSoup(client.get(f"/rounds/{world.ids['round_b']}").text, "html.parser")
    form = round_page.select_one("form.search-box")
    assert form is not None and form["action"] == f"/rounds/{world.ids['round_b']}/search"
    page = client.get(f"/rounds/{world.ids['round_b']}/search", params={"q": "박지훈"})
    assert page.status_code == 200
    soup = BeautifulSoup(page.text, "html.parser")
    (item,) = soup.select("ol.search-hits li")
    mark, anchor = item.select_one("mark"), item.select_one("a")
    assert mark is not None and anchor is not None
    assert mark.get_text() == "박지훈"
    href = str(anchor["href"])
    link = urlparse(href)
    assert link.path == f"/documents/{world.ids['document_b']}/pages/1"
    assert parse_qs(link.query) == {"quote": ["박지훈"]}
    viewer = client.get(href)
    assert viewer.status_code == 200


def test_admin_reindex_of_every_round_is_202_then_409_and_admin_only(world: World) -> None:
    member = world.client("member_b").post("/api/v1/admin/reindex")
    assert member.status_code == 403 and member.headers["content-type"] == PROBLEM
    admin = world.client("admin")
    started = admin.post("/api/v1/admin/reindex")
    assert started.status_code == 202
    job = started.json()
    assert (job["type"], job["status"]) == ("reindex_all", "queued")
    again = admin.post("/api/v1/admin/reindex", json={})
    assert again.status_code == 409 and again.headers["content-type"] == PROBLEM
    assert again.json()["code"] == "REINDEX_IN_PROGRESS"
    assert again.json()["details"]["job"]["id"] == job["id"]


def test_search_page_says_the_index_is_stale_once_documents_were_added(world: World) -> None:
    from bs4 import BeautifulSoup

    from minesweeper.screening.documents import add_document

    _index(world)
    client = world.login("member_b")
    url = f"/rounds/{world.ids['round_b']}/search"
    fresh = BeautifulSoup(client.get(url).text, "html.parser")
    assert fresh.select_one(".stale-index") is None
    assert fresh.select_one("[data-reindex]") is not None
    with world.db.session() as session:
        add_document(session, world.ids["applicant_b"], "new.txt", "cv", b"added later")
    stale = BeautifulSoup(client.get(url).text, "html.parser")
    notice = stale.select_one(".stale-index")
    assert notice is not None and notice["data-documents-since"] == "1"
    assert notice.select_one("button[data-reindex-open]") is not None
    preflight = (
        world.client("member_b")
        .get(f"/api/v1/rounds/{world.ids['round_b']}/reindex/preflight")
        .json()
    )
    assert (preflight["stale"], preflight["documents_since"]) == (True, 1)


def test_pages_attach_to_the_every_round_reindex_only_for_admins(world: World) -> None:
    from bs4 import BeautifulSoup

    job = world.client("admin").post("/api/v1/admin/reindex").json()
    url = f"/rounds/{world.ids['round_b']}/search"
    for who, attached in (("member_b", ""), ("admin", job["id"])):
        soup = BeautifulSoup(world.login(who).get(url).text, "html.parser")
        root = soup.select_one("[data-reindex]")
        assert root is not None and root["data-active-job"] == attached, who
    rounds = BeautifulSoup(world.login("admin").get("/").text, "html.parser").select_one(
        "[data-reindex]"
    )
    assert rounds is not None and rounds["data-start-url"] == "/api/v1/admin/reindex"
    assert rounds["data-active-job"] == job["id"]
    member_rounds = BeautifulSoup(world.login("member_b").get("/").text, "html.parser")
    assert member_rounds.select_one("[data-reindex]") is None
