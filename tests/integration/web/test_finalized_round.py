"""A finalized round is read-only: every write answers 409 ROUND_FINALIZED, pages hide forms."""

from __future__ import annotations

import io
import zipfile

from bs4 import BeautifulSoup

from tests.integration.web.conftest import World, csrf_of, make_pdf, one


def _finalize(world: World) -> None:
    answer = world.client("admin").post(
        f"/api/v1/rounds/{world.ids['round_b']}/finalize", json={"acknowledge_pending": True}
    )
    assert answer.status_code == 201, answer.text


def _bundle() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("최새롬/thesis/t.pdf", make_pdf(["Advisor: Minho Lee"]))
    return out.getvalue()


def test_every_write_to_a_finalized_round_answers_409(world: World) -> None:
    _finalize(world)
    client = world.client("member_b")
    round_b, applicant = world.ids["round_b"], world.ids["applicant_b"]
    person, other, flag = world.ids["aggregate_b"], world.ids["aggregate_b2"], world.ids["flag_b"]
    pdf = make_pdf(["Advisor: Minho Lee"])
    writes = [
        client.post(f"/api/v1/rounds/{round_b}/applicants", json={"name": "새 지원자"}),
        client.post(
            f"/api/v1/applicants/{applicant}/documents",
            data={"category": "paper"},
            files={"files": ("p.pdf", pdf, "application/pdf")},
        ),
        client.post(
            f"/api/v1/rounds/{round_b}/bundle",
            files={"file": ("b.zip", _bundle(), "application/zip")},
        ),
        client.post(f"/api/v1/aggregates/{person}/confirm", json={"reason": "late"}),
        client.post(f"/api/v1/aggregates/{person}/reject", json={}),
        client.post(f"/api/v1/aggregates/{person}/correct", json={"name": "박지수"}),
        client.post(f"/api/v1/aggregates/{person}/merge", json={"other_id": other}),
        client.post(
            f"/api/v1/flags/{flag}/resolve", json={"status": "resolved", "reason": "checked"}
        ),
        client.post(f"/api/v1/rounds/{round_b}/conflicts/recompute"),
    ]
    for answer in writes:
        assert answer.status_code == 409, (answer.request.url, answer.text)
        assert answer.headers["content-type"].startswith("application/problem+json")
        assert answer.json()["code"] == "ROUND_FINALIZED"
    detail = client.get(f"/api/v1/rounds/{round_b}").json()
    assert [a["name"] for a in detail["applicants"]] == ["이두리"]
    assert detail["applicants"][0]["document_count"] == 1


def test_pages_of_a_finalized_round_hide_forms_and_say_it_is_final(world: World) -> None:
    _finalize(world)
    browser = world.login("member_b")
    round_b, applicant = world.ids["round_b"], world.ids["applicant_b"]
    round_page = BeautifulSoup(browser.get(f"/rounds/{round_b}").text, "html.parser")
    assert round_page.select_one("form.add-applicant") is None
    assert round_page.select_one("[data-dropzone]") is None
    assert round_page.select_one(".final-notice") is not None
    page = browser.get(f"/applicants/{applicant}")
    html = BeautifulSoup(page.text, "html.parser")
    assert html.select_one("form.upload-form") is None
    assert html.select("form.decision") == []
    assert html.select("form.resolve") == []
    assert html.select_one(".final-notice") is not None
    # A stale form posted anyway gets the error page with the reason, not a raw "Error 409".
    stale = browser.post(
        f"/aggregates/{world.ids['aggregate_b']}/decision",
        data={"csrf_token": csrf_of(page.text), "action": "confirm", "reason": "late"},
    )
    assert stale.status_code == 409
    assert "이미 확정된 회차는 바꿀 수 없습니다." in stale.text  # the reason, in the page language


def test_pages_undo_rename_and_delete(world: World) -> None:
    browser = world.login("member_b")
    applicant, person = world.ids["applicant_b"], world.ids["aggregate_b"]
    token = csrf_of(browser.get(f"/applicants/{applicant}").text)
    browser.post(
        f"/aggregates/{person}/decision",
        data={"csrf_token": token, "action": "confirm", "reason": "p.1"},
    )
    html = BeautifulSoup(browser.get(f"/applicants/{applicant}").text, "html.parser")
    assert html.select_one(f"tr[data-aggregate-id='{person}'] button.undo") is not None
    undone = browser.post(
        f"/aggregates/{person}/decision", data={"csrf_token": token, "action": "undo"}
    )
    assert undone.status_code == 303
    html = BeautifulSoup(browser.get(f"/applicants/{applicant}").text, "html.parser")
    assert one(html, f"tr[data-aggregate-id='{person}']")["data-status"] == "pending"
    renamed = browser.post(
        f"/applicants/{applicant}/edit", data={"csrf_token": token, "name": "이두리 "}
    )
    assert renamed.status_code == 303
    assert html.select_one("form.delete-document") is not None
    deleted = browser.post(
        f"/documents/{world.ids['document_b']}/delete", data={"csrf_token": token}
    )
    assert deleted.status_code == 303
    gone = browser.post(f"/applicants/{applicant}/delete", data={"csrf_token": token})
    assert gone.headers["location"] == f"/rounds/{world.ids['round_b']}"
    assert browser.get(f"/applicants/{applicant}").status_code == 404
