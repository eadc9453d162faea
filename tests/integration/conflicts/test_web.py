"""The conflict matrix over HTTP: API round trip as a member, pages parsed as HTML."""

from __future__ import annotations

import io

from bs4 import BeautifulSoup
from openpyxl import load_workbook

from minesweeper.jobs import run_worker_tick
from minesweeper.screening.conflicts.jobs import conflict_handlers
from tests.integration.web.conftest import World, csrf_of


def _drain(world: World) -> None:
    while run_worker_tick(world.db.engine, conflict_handlers(world.db)) is not None:
        pass


def test_api_round_trip(world: World) -> None:
    round_b = world.ids["round_b"]
    member = world.client("member_b")
    added = member.post(
        f"/api/v1/rounds/{round_b}/reviewers",
        json={"name": "박지수", "name_en": "Jisoo Park", "affiliation": "KAIST"},
    )
    assert added.status_code == 201, added.text
    check = member.get(f"/api/v1/rounds/{round_b}/reviewers/check", params={"name": "Jisoo Park"})
    assert "certain" in [c["level"] for c in check.json()]
    template = member.get(f"/api/v1/rounds/{round_b}/reviewers/template.xlsx")
    assert load_workbook(io.BytesIO(template.content)).worksheets[0]["B1"].value == "이름"
    english = member.get(
        f"/api/v1/rounds/{round_b}/reviewers/template.xlsx", headers={"Accept-Language": "en"}
    )
    assert load_workbook(io.BytesIO(english.content)).worksheets[0]["B1"].value == "name"
    _drain(world)
    matrix = member.get(f"/api/v1/rounds/{round_b}/conflicts", params={"level": "certain"}).json()
    reviewer_id = added.json()["id"]
    [candidate] = [c for c in matrix["candidates"] if c["reviewer_id"] == reviewer_id]
    assert candidate["subject_name"] == "Jisoo Park"
    assert candidate["evidence"][0]["filename"] == "thesis.pdf"
    decided = member.post(
        f"/api/v1/conflicts/{candidate['conflict_id']}/decision",
        json={"decision": "confirmed", "reason": "thesis advisor"},
    )
    assert decided.json()["decision"] == "confirmed"
    csv_text = member.get(f"/api/v1/rounds/{round_b}/conflicts/export.csv").content.decode(
        "utf-8-sig"
    )
    assert "thesis advisor" in csv_text
    job = member.post(f"/api/v1/rounds/{round_b}/conflicts/report")
    assert job.status_code == 202
    _drain(world)
    pdf = member.get(f"/api/v1/rounds/{round_b}/conflicts/report/{job.json()['id']}")
    assert pdf.content.startswith(b"%PDF")
    assert member.post(f"/api/v1/rounds/{round_b}/finalize").status_code == 403
    admin = world.client("admin")
    refused = admin.post(f"/api/v1/rounds/{round_b}/finalize")
    assert refused.status_code == 409
    assert refused.json()["code"] == "DECISIONS_PENDING"
    pending = refused.json()["details"]["pending"]
    assert sum(pending.values()) == refused.json()["details"]["total"] > 0
    assert admin.get(f"/api/v1/rounds/{round_b}").json()["status"] != "finalized"
    acknowledged = admin.post(
        f"/api/v1/rounds/{round_b}/finalize", json={"acknowledge_pending": True}
    )
    assert acknowledged.status_code == 201
    snapshot = member.get(f"/api/v1/rounds/{round_b}/snapshot").json()
    assert len(snapshot["content_sha256"]) == 64
    late = member.post(
        f"/api/v1/conflicts/{candidate['conflict_id']}/decision",
        json={"decision": "dismissed", "reason": "too late"},
    )
    assert (late.status_code, late.json()["code"]) == (409, "ROUND_FINALIZED")


def test_policy_is_admin_editable_and_validated(world: World) -> None:
    url = f"/api/v1/rounds/{world.ids['round_b']}/conflict-policy"
    rows = world.client("member_b").get(url).json()
    assert {r["relation"] for r in rows} >= {"advisor", "same_institution"}
    assert world.client("member_b").put(url, json=[]).status_code == 403
    bad = world.client("admin").put(url, json=[{"relation": "friend", "action": "block"}])
    assert (bad.status_code, bad.json()["code"]) == (400, "INVALID_POLICY")
    good = world.client("admin").put(
        url, json=[{"relation": "advisor", "action": "review", "window_years": 10}]
    )
    assert {"relation": "advisor", "action": "review", "window_years": 10} in good.json()


def test_pages_matrix_cell_and_decision(world: World) -> None:
    round_b = world.ids["round_b"]
    browser = world.login("member_b")
    page = browser.get(f"/rounds/{round_b}/reviewers")
    form = {"csrf_token": csrf_of(page.text), "name": "박지수", "name_en": "Jisoo Park"}
    assert browser.post(f"/rounds/{round_b}/reviewers", data=form).status_code == 303
    _drain(world)
    html = BeautifulSoup(browser.get(f"/rounds/{round_b}/conflicts").text, "html.parser")
    links = html.select("table.conflict-matrix td.level-certain a")
    assert links, "the certain cell must be a keyboard-reachable link"
    cell = BeautifulSoup(browser.get(str(links[0]["href"])).text, "html.parser")
    evidence = cell.select_one("ul.evidence a")
    assert evidence is not None
    assert str(evidence["href"]).startswith(f"/documents/{world.ids['document_b']}/pages/1")
    decide = cell.select_one("form.decision")
    assert decide is not None
    answer = browser.post(
        str(decide["action"]),
        data={"csrf_token": csrf_of(str(cell)), "reason": "지도교수", "decision": "confirmed"},
    )
    assert answer.status_code == 303
    after = BeautifulSoup(browser.get(answer.headers["location"]).text, "html.parser")
    shown = after.select_one("p.decision.confirmed")
    assert shown is not None
    assert "지도교수" in shown.get_text()
    checked = browser.get(f"/rounds/{round_b}/reviewers", params={"check": "Jisoo Park"})
    assert BeautifulSoup(checked.text, "html.parser").select("ul.check-results li.level-certain")


def test_policy_form_on_the_matrix_page(world: World) -> None:
    round_b = world.ids["round_b"]
    browser = world.login("admin")
    page = BeautifulSoup(browser.get(f"/rounds/{round_b}/conflicts").text, "html.parser")
    form = page.select_one("form.policy")
    assert form is not None
    data = {str(field["name"]): str(field.get("value", "")) for field in form.select("input[name]")}
    for select in form.select("select"):
        chosen = select.select_one("option[selected]")
        assert chosen is not None
        data[str(select["name"])] = str(chosen["value"])
    data.update({"action_coauthor": "block", "window_coauthor": "3"})
    answer = browser.post(f"/rounds/{round_b}/conflicts/policy", data=data)
    assert answer.status_code == 303
    rows = world.client("admin").get(f"/api/v1/rounds/{round_b}/conflict-policy").json()
    assert {"relation": "coauthor", "action": "block", "window_years": 3} in rows
    assert {"relation": "advisor", "action": "block", "window_years": None} in rows
    bad = browser.post(f"/rounds/{round_b}/conflicts/policy", data={**data, "window_advisor": "x"})
    assert bad.status_code == 400


def test_finalized_round_page_shows_the_record_and_no_edit_controls(world: World) -> None:
    round_b = world.ids["round_b"]
    browser = world.login("admin")
    summary = browser.get(f"/rounds/{round_b}/conflicts/finalize")
    step = BeautifulSoup(summary.text, "html.parser")
    assert step.select("ul.pending li"), "the summary lists what is undecided"
    assert step.select_one("input[name=acknowledge_pending][required]") is not None
    token = csrf_of(summary.text)
    refused = browser.post(f"/rounds/{round_b}/conflicts/finalize", data={"csrf_token": token})
    assert refused.status_code == 409
    answer = browser.post(
        f"/rounds/{round_b}/conflicts/finalize",
        data={"csrf_token": token, "acknowledge_pending": "yes"},
    )
    assert answer.status_code == 303
    html = BeautifulSoup(browser.get(f"/rounds/{round_b}/conflicts").text, "html.parser")
    digest = html.select_one("p.snapshot code")
    assert digest is not None
    assert len(digest.get_text()) == 64
    assert html.select_one("form.finalize") is None
    assert html.select_one("form.policy button") is None


def test_matrix_names_each_party_once_with_its_id(world: World) -> None:
    round_b = world.ids["round_b"]
    browser = world.login("member_b")
    page = browser.get(f"/rounds/{round_b}/reviewers")
    # A panel file that repeats the name in the Latin column must not show it twice.
    form = {"csrf_token": csrf_of(page.text), "name": "Jisoo Park", "name_en": "jisoo park"}
    assert browser.post(f"/rounds/{round_b}/reviewers", data=form).status_code == 303
    _drain(world)
    html = BeautifulSoup(browser.get(f"/rounds/{round_b}/conflicts").text, "html.parser")
    [row] = [
        th
        for th in html.select("table.conflict-matrix tbody th")
        if "Jisoo Park" in th.get_text() and "박지수" not in th.get_text()
    ]
    reviewer_id = row.select_one(".party-id")
    assert reviewer_id is not None and reviewer_id.get_text().strip()
    assert row.get_text().lower().count("jisoo park") == 1
    applicant_head = html.select_one("table.conflict-matrix thead th .party-id")
    assert applicant_head is not None
    tr = row.find_parent("tr")
    assert tr is not None
    cell = tr.select_one("td.level-certain")
    assert cell is not None
    shown_id = cell.select_one(".cell-reviewer")
    assert shown_id is not None and shown_id.get_text() == reviewer_id.get_text()
    link = cell.select_one("a")
    assert link is not None
    assert "Jisoo Park" in str(link["aria-label"]) and "이두리" in str(link["aria-label"])

    detail = BeautifulSoup(browser.get(str(link["href"])).text, "html.parser")
    heading = detail.select_one("h1.cell-heading")
    assert heading is not None
    text = " ".join(heading.get_text().split())
    assert text.startswith(f"심사위원 {reviewer_id.get_text()} Jisoo Park × 지원자")
    assert "이두리" in text
    assert text.lower().count("jisoo park") == 1
    # The candidate is the reviewer themself: its heading names the relation, not the name again.
    headings = [h2.get_text() for h2 in detail.select("article.candidate h2")]
    assert headings and all("Jisoo Park" not in h for h in headings)
    assert any("지도교수" in h for h in headings)
