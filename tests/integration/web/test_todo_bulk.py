"""Bulk decisions from the to-do list: one reason, one audit event per item, undone as one."""

from __future__ import annotations

from bs4 import BeautifulSoup
from sqlalchemy import select

from minesweeper.db.models import AuditEvent, PersonAggregate, ReviewFlag
from minesweeper.db.models_conflicts import Conflict
from tests.integration.web.conftest import World, csrf_of


def _add_conflicts(world: World, names: list[str], *, certain: bool = False) -> None:
    """Candidates of the seeded pair: shared institutions (possible), or certain advisors."""
    with world.db.session() as session:
        for name in names:
            session.add(
                Conflict(
                    round_id=world.ids["round_b"],
                    reviewer_id=world.ids["reviewer_b"],
                    applicant_id=world.ids["applicant_b"],
                    subject_key=f"{'person' if certain else 'institution'}:{name}",
                    subject_name=name,
                    level="certain" if certain else "possible",
                    action="block" if certain else "review",
                    name_match="exact" if certain else "institution",
                    relations=["advisor"] if certain else ["same_institution"],
                    roles=["advisor"] if certain else [],
                    evidence=[],
                )
            )


def _add_same_institution(world: World, names: list[str]) -> None:
    _add_conflicts(world, names)


def _add_seal_flags(world: World, count: int) -> None:
    with world.db.session() as session:
        for page in range(count):
            session.add(
                ReviewFlag(
                    applicant_id=world.ids["applicant_b"],
                    document_id=world.ids["document_b"],
                    flag_type="seal",
                    label=f"seal on page {page + 1}",
                    page=1,
                )
            )


def _todo(world: World) -> dict[str, int]:
    body = world.client("member_b").get(f"/api/v1/rounds/{world.ids['round_b']}/todo").json()
    counts: dict[str, int] = body["by_kind"]
    return counts


def test_dismiss_same_institution_one_event_each_then_undo(world: World) -> None:
    _add_same_institution(world, ["KAIST", "서울대학교"])
    api = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/todo/bulk"
    dry = api.post(url, json={"kind": "dismiss_same_institution", "dry_run": True}).json()
    assert dry["count"] == 2 and dry["batch"] is None
    assert _todo(world)["conflict"] == 3  # a dry run decides nothing
    done = api.post(url, json={"kind": "dismiss_same_institution", "reason": "같은 기관일 뿐"})
    assert done.status_code == 200, done.text
    batch = done.json()["batch"]
    assert done.json()["count"] == 2
    assert _todo(world)["conflict"] == 1  # the co-author candidate is left alone
    with world.db.session() as session:
        events = session.scalars(
            select(AuditEvent).where(AuditEvent.action == "conflict.dismissed")
        ).all()
        assert len(events) == 2
        assert {e.details["batch"] for e in events} == {batch}
        assert {e.details["reason"] for e in events} == {"같은 기관일 뿐"}
    undone = api.post(f"{url}/{batch}/undo")
    assert undone.json() == {"batch": batch, "undone": 2}
    assert _todo(world)["conflict"] == 3


def test_confirm_certain_confirms_only_certain_candidates_then_undo(world: World) -> None:
    _add_conflicts(world, ["박지수", "Jisoo Park"], certain=True)
    _add_same_institution(world, ["KAIST"])
    api = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/todo/bulk"
    before = _todo(world)["conflict"]
    page = world.login("member_b").get(f"/rounds/{world.ids['round_b']}/todo")
    offer = BeautifulSoup(page.text, "html.parser").select_one("[data-bulk-kind=confirm_certain]")
    assert offer is not None and "확실 수준 후보 2건" in offer.get_text()
    dry = api.post(url, json={"kind": "confirm_certain", "dry_run": True}).json()
    assert dry["count"] == 2 and dry["batch"] is None
    done = api.post(url, json={"kind": "confirm_certain", "reason": "지도교수: 배제"})
    assert done.status_code == 200, done.text
    batch = done.json()["batch"]
    assert _todo(world)["conflict"] == before - 2  # possible candidates are left alone
    with world.db.session() as session:
        events = session.scalars(
            select(AuditEvent).where(AuditEvent.action == "conflict.confirmed")
        ).all()
        assert len(events) == 2
        assert {e.details["batch"] for e in events} == {batch}
    assert api.post(f"{url}/{batch}/undo").json() == {"batch": batch, "undone": 2}
    assert _todo(world)["conflict"] == before


def test_undo_leaves_a_later_decision_alone(world: World) -> None:
    _add_seal_flags(world, 2)  # with the seeded seal flag: three on the thesis
    api = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/todo/bulk"
    scope = {"kind": "resolve_flags", "document_id": world.ids["document_b"], "flag_type": "seal"}
    batch = api.post(url, json={**scope, "reason": "도장 확인함"}).json()["batch"]
    assert _todo(world)["flag"] == 0
    reopened = api.post(f"/api/v1/flags/{world.ids['flag_b']}/reopen")
    assert reopened.status_code == 200
    api.post(
        f"/api/v1/flags/{world.ids['flag_b']}/resolve",
        json={"status": "dismissed", "reason": "다시 봄"},
    )
    assert api.post(f"{url}/{batch}/undo").json()["undone"] == 2
    assert _todo(world)["flag"] == 2


def test_confirm_printed_takes_only_sure_printed_persons(world: World) -> None:
    api = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/todo/bulk"
    body = {"kind": "confirm_printed", "applicant_id": world.ids["applicant_b"], "reason": "인쇄"}
    whole_round = api.post(url, json={"kind": "confirm_printed", "dry_run": True}).json()
    assert whole_round["keys"] == [f"person-{world.ids['aggregate_b']}"]
    done = api.post(url, json=body).json()
    # The printed advisor is confirmed; the low-confidence seal reading is not.
    assert done["keys"] == [f"person-{world.ids['aggregate_b']}"]
    other_round = {**body, "applicant_id": world.ids["applicant_a"]}
    refused = api.post(url, json=other_round)
    assert refused.status_code == 400
    blank = api.post(url, json={**body, "reason": " "})
    assert blank.status_code == 400


def test_a_sealed_printed_name_is_confirmed_in_bulk_once_its_seal_is_checked(
    world: World,
) -> None:
    printed = {
        "document_id": world.ids["document_b"],
        "page": 1,
        "quote": "심사위원 이민호 (인)",
        "source_kind": "printed",
        "role": "committee_member",
        "confidence": 0.95,
    }
    with world.db.session() as session:
        sealed = PersonAggregate(
            applicant_id=world.ids["applicant_b"],
            canonical_name="이민호",
            name_normalized="이민호",
            aliases=[],
            roles=["committee_member"],
            sources=[printed, {**printed, "source_kind": "seal"}],
            confidence=0.95,
            needs_human=True,
        )
        session.add(sealed)
        session.flush()
        flag = ReviewFlag(
            applicant_id=world.ids["applicant_b"],
            person_id=sealed.id,
            document_id=world.ids["document_b"],
            flag_type="seal",
            label="이민호: seal on page 1",
            page=1,
        )
        session.add(flag)
        session.flush()
        sealed_key, flag_id = f"person-{sealed.id}", flag.id
    api = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/todo/bulk"
    dry = {"kind": "confirm_printed", "dry_run": True}
    assert sealed_key not in api.post(url, json=dry).json()["keys"]  # its seal is unchecked
    for flag_to_check in (flag_id, world.ids["flag_b"]):
        checked = api.post(
            f"/api/v1/flags/{flag_to_check}/resolve",
            json={"status": "resolved", "reason": "도장 확인함"},
        )
        assert checked.status_code == 200, checked.text
    keys = api.post(url, json=dry).json()["keys"]
    # The seal-only reading stays a single decision: no printed name stands behind it.
    assert keys == [f"person-{world.ids['aggregate_b']}", sealed_key]


def test_page_offers_asks_and_undoes(world: World) -> None:
    _add_same_institution(world, ["KAIST"])
    _add_seal_flags(world, 1)
    round_b = world.ids["round_b"]
    browser = world.login("member_b")
    page = browser.get(f"/rounds/{round_b}/todo")
    html = BeautifulSoup(page.text, "html.parser")
    offers = {d["data-bulk-kind"]: d for d in html.select("details.bulk-offer")}
    assert set(offers) == {"dismiss_same_institution", "confirm_printed", "resolve_flags"}
    assert "2" in offers["resolve_flags"].summary.get_text()  # type: ignore[union-attr]
    done = browser.post(
        f"/rounds/{round_b}/todo/bulk",
        data={
            "csrf_token": csrf_of(page.text),
            "kind": "resolve_flags",
            "document_id": str(world.ids["document_b"]),
            "flag_type": "seal",
            "reason": "도장 확인함",
        },
    )
    assert done.status_code == 303
    after = BeautifulSoup(browser.get(done.headers["location"]).text, "html.parser")
    notice = after.select_one("[data-batch]")
    assert notice is not None and "2" in notice.get_text()
    form = notice.select_one("form")
    assert form is not None
    batch = notice["data-batch"]
    undone = browser.post(
        str(form["action"]), data={"csrf_token": csrf_of(page.text), "batch": str(batch)}
    )
    final = BeautifulSoup(browser.get(undone.headers["location"]).text, "html.parser")
    assert final.select_one("[data-undone='2']") is not None
    assert _todo(world)["flag"] == 2
