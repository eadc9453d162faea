"""Roster, flags and decisions on people; every decision leaves an audit event."""

from __future__ import annotations

from sqlalchemy import select

from minesweeper.db.models import AuditEvent, PersonAggregate, ReviewFlag
from tests.integration.web.conftest import World


def _events(world: World) -> list[AuditEvent]:
    with world.db.session() as session:
        return list(session.scalars(select(AuditEvent).order_by(AuditEvent.id)))


def test_roster_lists_people_and_flags(world: World) -> None:
    roster = world.client("member_b").get(f"/api/v1/applicants/{world.ids['applicant_b']}/roster")
    assert roster.status_code == 200
    body = roster.json()
    assert {p["canonical_name"] for p in body["aggregates"]} == {"Jisoo Park", "J. Park"}
    assert [f["flag_type"] for f in body["flags"]] == ["seal"]
    assert body["applicant"]["name"] == "이두리"
    flags = world.client("member_b").get(f"/api/v1/applicants/{world.ids['applicant_b']}/flags")
    assert [f["id"] for f in flags.json()] == [world.ids["flag_b"]]


def test_confirm_and_reject_are_audited(world: World) -> None:
    client = world.client("member_b")
    person = world.ids["aggregate_b"]
    confirmed = client.post(f"/api/v1/aggregates/{person}/confirm", json={"reason": "thesis p.1"})
    assert confirmed.status_code == 200
    assert confirmed.json()["final_status"] == "confirmed"
    rejected = client.post(f"/api/v1/aggregates/{person}/reject", json={})
    assert rejected.json()["final_status"] == "rejected"
    events = _events(world)
    assert [e.action for e in events] == ["aggregate.confirm", "aggregate.reject"]
    first = events[0]
    assert first.actor_id == world.ids["user_member_b"]
    assert first.round_id == world.ids["round_b"]
    assert first.entity_type == "person_aggregates"
    assert first.entity_id == str(person)
    assert first.details["reason"] == "thesis p.1"
    assert first.details["before"] == "pending"


def test_correct_name_keeps_old_as_alias(world: World) -> None:
    person = world.ids["aggregate_b2"]
    response = world.client("member_b").post(
        f"/api/v1/aggregates/{person}/correct", json={"name": "Park Jisoo"}
    )
    assert response.status_code == 200
    assert response.json()["canonical_name"] == "Park Jisoo"
    assert "J. Park" in response.json()["aliases"]
    assert _events(world)[-1].details == {
        "before": "J. Park",
        "after": "Park Jisoo",
        "reason": None,
    }


def test_merge_moves_sources_and_flags(world: World) -> None:
    keep, other = world.ids["aggregate_b"], world.ids["aggregate_b2"]
    response = world.client("member_b").post(
        f"/api/v1/aggregates/{keep}/merge", json={"other_id": other, "reason": "same person"}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert len(body["sources"]) == 3
    assert "J. Park" in body["aliases"]
    with world.db.session() as session:
        assert session.get(PersonAggregate, other) is None
        flag = session.get(ReviewFlag, world.ids["flag_b"])
        assert flag is not None and flag.person_id == keep
    assert _events(world)[-1].details["merged"]["canonical_name"] == "J. Park"


def test_merge_with_itself_or_another_round_is_rejected(world: World) -> None:
    client = world.client("member_b")
    keep = world.ids["aggregate_b"]
    same = client.post(f"/api/v1/aggregates/{keep}/merge", json={"other_id": keep})
    assert same.status_code == 400
    assert same.json()["code"] == "DECISION_REJECTED"
    missing = client.post(f"/api/v1/aggregates/{keep}/merge", json={"other_id": 999999})
    assert missing.json()["detail"] == same.json()["detail"]


def test_split_moves_chosen_sources(world: World) -> None:
    person = world.ids["aggregate_b"]
    response = world.client("member_b").post(
        f"/api/v1/aggregates/{person}/split", json={"source_indexes": [1], "name": "Minho Lee"}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert len(body["kept"]["sources"]) == 1
    assert body["created"]["canonical_name"] == "Minho Lee"
    assert body["created"]["roles"] == ["committee_member"]
    bad = world.client("member_b").post(
        f"/api/v1/aggregates/{person}/split", json={"source_indexes": [0], "name": "Everyone"}
    )
    assert bad.status_code == 400  # the only source left cannot move


def test_resolve_flag_records_who_and_why(world: World) -> None:
    flag = world.ids["flag_b"]
    client = world.client("member_b")
    response = client.post(
        f"/api/v1/flags/{flag}/resolve",
        json={"status": "dismissed", "reason": "seal is the university's"},
    )
    assert response.status_code == 200
    body = response.json()
    assert (body["status"], body["resolution_reason"]) == ("dismissed", "seal is the university's")
    assert body["resolved_at"] is not None
    event = _events(world)[-1]
    assert event.action == "flag.dismissed"
    assert event.actor_id == world.ids["user_member_b"]
    empty_reason = client.post(
        f"/api/v1/flags/{flag}/resolve", json={"status": "resolved", "reason": ""}
    )
    assert empty_reason.status_code == 422


def test_merge_and_correct_settle_an_ambiguity_and_the_matrix_follows(world: World) -> None:
    from minesweeper.jobs import api as jobs_api

    client = world.client("member_b")
    initials, full = world.ids["aggregate_b2"], world.ids["aggregate_b"]
    with world.db.session() as session:
        person = session.get(PersonAggregate, initials)
        assert person is not None
        person.ambiguous = True
    merged = client.post(f"/api/v1/aggregates/{initials}/merge", json={"other_id": full})
    assert merged.status_code == 200
    assert merged.json()["ambiguous"] is False
    corrected = client.post(f"/api/v1/aggregates/{initials}/correct", json={"name": "박지수"})
    body = corrected.json()
    assert body["canonical_name"] == "박지수"
    assert "J. Park" in body["aliases"] and "Jisoo Park" in body["aliases"]
    with world.db.engine.connect() as conn:
        queued = jobs_api.list_jobs(conn, type="recompute_conflicts", limit=10)
    assert queued, "the matrix is recomputed after people change the roster"


def test_add_a_related_person_by_hand(world: World) -> None:
    client = world.client("member_b")
    applicant = world.ids["applicant_b"]
    added = client.post(
        f"/api/v1/applicants/{applicant}/persons",
        json={
            "name": "최민호",
            "role": "committee_member",
            "document_id": world.ids["document_b"],
            "page": 1,
            "quote": "Committee: Minho Lee",
        },
    )
    assert added.status_code == 201, added.text
    body = added.json()
    assert body["final_status"] == "confirmed"
    assert body["sources"][0]["source_kind"] == "human"
    assert _events(world)[-1].action == "aggregate.add"
    roster = client.get(f"/api/v1/applicants/{applicant}/roster").json()
    assert "최민호" in {p["canonical_name"] for p in roster["aggregates"]}
    other_doc = client.post(
        f"/api/v1/applicants/{applicant}/persons",
        json={"name": "x", "role": "advisor", "document_id": 999999, "page": 1},
    )
    assert other_doc.status_code == 400
