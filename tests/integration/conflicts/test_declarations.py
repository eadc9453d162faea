"""Declared relations over the API: certain, the declaration as evidence, dismissed only with
a reason; an applicant's reviewer to avoid the same way; bad input answers a problem."""

from __future__ import annotations

from typing import Any

from minesweeper.jobs import run_worker_tick
from minesweeper.screening.conflicts.jobs import conflict_handlers
from tests.integration.web.conftest import World


def _drain(world: World) -> None:
    while run_worker_tick(world.db.engine, conflict_handlers(world.db)) is not None:
        pass


def _declared(world: World, reviewer_id: int) -> dict[str, Any]:
    matrix = world.client("admin").get(f"/api/v1/rounds/{world.ids['round_b']}/conflicts").json()
    found: list[dict[str, Any]] = [
        c
        for c in matrix["candidates"]
        if c["reviewer_id"] == reviewer_id and "declared" in c["relations"]
    ]
    [row] = found
    return row


def test_declared_relation_is_certain_with_the_declaration_as_evidence(world: World) -> None:
    round_b, member = world.ids["round_b"], world.client("member_b")
    # A reviewer no document links to the applicant: only the declaration makes the conflict.
    added = member.post(f"/api/v1/rounds/{round_b}/reviewers", json={"name": "정다은"})
    reviewer_id = added.json()["id"]
    body = {
        "reviewer_id": reviewer_id,
        "applicant_id": world.ids["applicant_b"],
        "relation": "former_family",
        "note": "전 배우자의 동생",
    }
    answer = member.post(f"/api/v1/rounds/{round_b}/declarations", json=body)
    assert answer.status_code == 201, answer.text
    _drain(world)
    row = _declared(world, reviewer_id)
    assert (row["level"], row["action"], row["relations"]) == ("certain", "block", ["declared"])
    [evidence] = row["evidence"]
    assert evidence["role"] == "reviewer:former_family"
    assert evidence["quote"] == "전 배우자의 동생"
    listed = member.get(f"/api/v1/rounds/{round_b}/declarations").json()
    assert [(d["relation"], d["side"]) for d in listed] == [("former_family", "reviewer")]

    # Dismissing needs a reason.
    url = f"/api/v1/conflicts/{row['conflict_id']}/decision"
    bare = member.post(url, json={"decision": "dismissed", "reason": ""})
    assert bare.status_code in (400, 422)
    assert bare.headers["content-type"].startswith("application/problem+json")
    ok = member.post(url, json={"decision": "dismissed", "reason": "divorce in 1998, no contact"})
    assert ok.status_code == 200, ok.text


def test_applicant_side_avoid_list_and_bad_declarations(world: World) -> None:
    round_b, member = world.ids["round_b"], world.client("member_b")
    reviewer_id = world.ids["reviewer_b"]
    avoid = {
        "reviewer_id": reviewer_id,
        "applicant_id": world.ids["applicant_b"],
        "relation": "personal",
        "note": "공개적인 학술 분쟁",
        "side": "applicant",
    }
    assert member.post(f"/api/v1/rounds/{round_b}/declarations", json=avoid).status_code == 201
    _drain(world)
    row = _declared(world, reviewer_id)
    assert row["level"] == "certain"
    assert row["evidence"][0]["role"] == "applicant:personal"

    unknown = member.post(
        f"/api/v1/rounds/{round_b}/declarations", json={**avoid, "relation": "friend"}
    )
    assert unknown.status_code == 422
    assert unknown.headers["content-type"].startswith("application/problem+json")
    other_round = member.post(
        f"/api/v1/rounds/{round_b}/declarations",
        json={**avoid, "applicant_id": world.ids["applicant_a"]},
    )
    assert other_round.status_code == 400
    assert "not in round" in other_round.json()["detail"]
    vague = member.post(
        f"/api/v1/rounds/{round_b}/declarations", json={**avoid, "relation": "other", "note": ""}
    )
    assert (vague.status_code, vague.json()["code"]) == (400, "INVALID_DECLARATION")
    outsider = world.client("member_a").post(f"/api/v1/rounds/{round_b}/declarations", json=avoid)
    assert outsider.status_code in (403, 404)


def test_declaration_form_on_the_reviewers_page(world: World) -> None:
    from tests.integration.web.conftest import csrf_of

    round_b = world.ids["round_b"]
    browser = world.login("member_b")
    page = browser.get(f"/rounds/{round_b}/reviewers")
    assert "declare" in page.text
    form = {
        "csrf_token": csrf_of(page.text),
        "reviewer_id": str(world.ids["reviewer_b"]),
        "applicant_id": str(world.ids["applicant_b"]),
        "relation": "business",
        "note": "공동 창업",
    }
    assert browser.post(f"/rounds/{round_b}/declarations", data=form).status_code == 303
    listed = world.client("member_b").get(f"/api/v1/rounds/{round_b}/declarations").json()
    assert [(d["relation"], d["note"]) for d in listed] == [("business", "공동 창업")]
    assert "공동 창업" in browser.get(f"/rounds/{round_b}/reviewers").text
    bad = browser.post(f"/rounds/{round_b}/declarations", data={**form, "relation": "friend"})
    assert bad.status_code == 400
