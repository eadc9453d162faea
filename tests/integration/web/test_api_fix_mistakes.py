"""Mistakes are fixable and audited: undo, rename, archive, delete (never on a final round)."""

from __future__ import annotations

from sqlalchemy import select

from minesweeper.db.models import Applicant, AuditEvent, Document, PersonAggregate
from tests.integration.web.conftest import World


def _actions(world: World) -> list[str]:
    with world.db.session() as session:
        return list(session.scalars(select(AuditEvent.action).order_by(AuditEvent.id)))


def test_undo_a_person_a_flag_and_a_candidate_back_to_pending(world: World) -> None:
    client = world.client("member_b")
    person, flag, conflict = world.ids["aggregate_b"], world.ids["flag_b"], world.ids["conflict_b"]
    client.post(f"/api/v1/aggregates/{person}/confirm", json={"reason": "thesis"})
    undone = client.post(f"/api/v1/aggregates/{person}/undo")
    assert undone.status_code == 200
    assert undone.json()["final_status"] == "pending"
    client.post(f"/api/v1/flags/{flag}/resolve", json={"status": "resolved", "reason": "seen"})
    reopened = client.post(f"/api/v1/flags/{flag}/reopen")
    assert reopened.json()["status"] == "open"
    assert reopened.json()["resolution_reason"] is None
    client.post(
        f"/api/v1/conflicts/{conflict}/decision", json={"decision": "dismissed", "reason": "no"}
    )
    pending = client.delete(f"/api/v1/conflicts/{conflict}/decision")
    assert pending.status_code == 200
    assert pending.json()["decision"] is None
    assert _actions(world) == [
        "aggregate.confirm",
        "aggregate.undo",
        "flag.resolved",
        "flag.reopen",
        "conflict.dismissed",
        "conflict.undo",
    ]


def test_rename_and_archive_a_round_and_rename_an_applicant(world: World) -> None:
    admin = world.client("admin")
    round_b, applicant = world.ids["round_b"], world.ids["applicant_b"]
    assert (
        world.client("member_b").patch(f"/api/v1/rounds/{round_b}", json={"name": "x"}).status_code
        == 403
    )
    renamed = admin.patch(f"/api/v1/rounds/{round_b}", json={"name": "2027 초빙 (2차)"})
    assert renamed.json()["name"] == "2027 초빙 (2차)"
    archived = admin.patch(f"/api/v1/rounds/{round_b}", json={"archived": True})
    assert archived.json()["archived"] is True
    person = world.client("member_b").patch(
        f"/api/v1/applicants/{applicant}", json={"name": "이두리", "name_en": "Doo-ri Lee"}
    )
    assert person.status_code == 200
    assert person.json()["name_en"] == "Doo-ri Lee"
    assert _actions(world) == ["round.rename", "round.archive", "applicant.rename"]


def test_delete_a_document_reprocesses_and_delete_an_applicant(world: World) -> None:
    client = world.client("member_b")
    applicant, document = world.ids["applicant_b"], world.ids["document_b"]
    deleted = client.delete(f"/api/v1/documents/{document}")
    assert deleted.status_code == 202
    assert deleted.json()["type"] == "process_applicant"
    with world.db.session() as session:
        assert session.get(Document, document) is None
    assert client.delete(f"/api/v1/documents/{document}").status_code == 404
    gone = client.delete(f"/api/v1/applicants/{applicant}")
    assert gone.status_code == 204
    with world.db.session() as session:
        assert session.get(Applicant, applicant) is None
        assert (
            session.scalars(
                select(PersonAggregate).where(PersonAggregate.applicant_id == applicant)
            ).all()
            == []
        )
    assert _actions(world) == ["document.delete", "applicant.delete"]
    assert client.get(f"/api/v1/applicants/{applicant}").status_code == 404


def test_none_of_it_on_a_finalized_round(world: World) -> None:
    admin = world.client("admin")
    round_b = world.ids["round_b"]
    admin.post(f"/api/v1/rounds/{round_b}/finalize", json={"acknowledge_pending": True})
    answers = [
        admin.patch(f"/api/v1/rounds/{round_b}", json={"archived": True}),
        admin.patch(f"/api/v1/applicants/{world.ids['applicant_b']}", json={"name": "x"}),
        admin.delete(f"/api/v1/documents/{world.ids['document_b']}"),
        admin.delete(f"/api/v1/applicants/{world.ids['applicant_b']}"),
        admin.post(f"/api/v1/aggregates/{world.ids['aggregate_b']}/undo"),
        admin.post(f"/api/v1/flags/{world.ids['flag_b']}/reopen"),
        admin.delete(f"/api/v1/conflicts/{world.ids['conflict_b']}/decision"),
    ]
    assert [a.json()["code"] for a in answers] == ["ROUND_FINALIZED"] * len(answers)
