"""The round's to-do list over HTTP: the API list and the page, decided from the page."""

from __future__ import annotations

from bs4 import BeautifulSoup

from tests.integration.web.conftest import World, csrf_of


def test_api_lists_candidates_then_flags_then_pending_persons(world: World) -> None:
    round_b = world.ids["round_b"]
    body = world.client("member_b").get(f"/api/v1/rounds/{round_b}/todo").json()
    assert [item["kind"] for item in body["items"]] == ["conflict", "flag", "person", "person"]
    conflict, flag, first_person, _ = body["items"]
    assert conflict["id"] == world.ids["conflict_b"]
    assert conflict["level"] == "possible"
    assert conflict["applicant_id"] == world.ids["applicant_b"]
    assert conflict["reviewer_name"] == "박지수"
    assert conflict["links"]["decide"] == f"/api/v1/conflicts/{world.ids['conflict_b']}/decision"
    assert conflict["evidence"][0]["url"].startswith(
        f"/documents/{world.ids['document_b']}/pages/1"
    )
    assert flag["flag_type"] == "seal" and flag["evidence"][0]["filename"] == "thesis.pdf"
    # The person who needs a human (a seal, low confidence) comes before the printed one.
    assert first_person["id"] == world.ids["aggregate_b2"] and first_person["needs_human"]
    assert body["total"] == 4
    assert body["by_kind"] == {"conflict": 1, "flag": 1, "person": 2}
    assert body["by_applicant"] == [{"applicant_id": world.ids["applicant_b"], "count": 4}]


def test_todo_of_another_round_is_not_found(world: World) -> None:
    response = world.client("member_a").get(f"/api/v1/rounds/{world.ids['round_b']}/todo")
    assert response.status_code == 404


def test_deciding_from_the_page_moves_on_and_can_be_undone(world: World) -> None:
    round_b = world.ids["round_b"]
    browser = world.login("member_b")
    page = browser.get(f"/rounds/{round_b}/todo")
    assert page.status_code == 200
    html = BeautifulSoup(page.text, "html.parser")
    first = html.select_one("li.todo-item")
    assert first is not None and first["data-key"] == f"conflict-{world.ids['conflict_b']}"
    current, badge = (
        html.select_one("nav.tabs [aria-current=page]"),
        html.select_one("[data-todo-count]"),
    )
    assert current is not None and current.get_text(strip=True).startswith("할 일")
    assert badge is not None and badge.get_text(strip=True) == "4"
    token = csrf_of(page.text)
    decided = browser.post(
        f"/rounds/{round_b}/todo/conflicts/{world.ids['conflict_b']}",
        data={"csrf_token": token, "decision": "dismissed", "reason": "다른 사람", "position": "0"},
    )
    assert decided.status_code == 303
    after = BeautifulSoup(browser.get(decided.headers["location"]).text, "html.parser")
    assert [li["data-kind"] for li in after.select("li.todo-item")] == ["flag", "person", "person"]
    # The reason just given is offered back as one click.
    assert [b["data-reason"] for b in after.select("button[data-reason]")] == ["다른 사람"]
    undo = after.select_one("form.undo")
    assert undo is not None
    browser.post(
        str(undo["action"]),
        data={"csrf_token": token, "key": f"conflict-{world.ids['conflict_b']}"},
    )
    again = world.client("member_b").get(f"/api/v1/rounds/{round_b}/todo").json()
    assert again["by_kind"]["conflict"] == 1


def test_round_page_counts_per_applicant(world: World) -> None:
    browser = world.login("member_b")
    html = BeautifulSoup(browser.get(f"/rounds/{world.ids['round_b']}").text, "html.parser")
    row = html.select_one(f"tr[data-applicant-id='{world.ids['applicant_b']}']")
    count = row.select_one("[data-field=todo-count]") if row else None
    assert count is not None and count.get_text(strip=True) == "4"
    progress = html.select_one("[data-round-progress]")
    assert progress is not None and progress.get_text(strip=True) == "지원자 1명 중 0명 읽음"


def test_a_flag_of_another_round_is_refused(world: World) -> None:
    browser = world.login("member_b")
    token = csrf_of(browser.get(f"/rounds/{world.ids['round_b']}/todo").text)
    admin = world.login("admin")
    admin_token = csrf_of(admin.get(f"/rounds/{world.ids['round_a']}/todo").text)
    refused = admin.post(
        f"/rounds/{world.ids['round_a']}/todo/flags/{world.ids['flag_b']}",
        data={"csrf_token": admin_token, "status": "resolved", "reason": "x"},
    )
    assert refused.status_code == 404
    assert token
