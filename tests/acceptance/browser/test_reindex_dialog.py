"""The re-index dialog against the real server: attach on opening, 409 attach, lost polls."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.acceptance.browser.conftest import ARTIFACTS, Server
from tests.acceptance.browser.test_review_workflow import _login

pytestmark = [pytest.mark.browser, pytest.mark.slow]
LOST_AFTER_MS = 20_000  # five polls two seconds apart, with room to spare
JOB_END_MS = 60_000  # a worker process starting and re-indexing a small round


def test_round_reindex_attaches_on_opening_and_on_409_in_korean(page: Page, server: Server) -> None:
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "재색인 회차"}).json()["id"]
        started = api.post(f"/api/v1/rounds/{round_id}/reindex")  # no worker: stays queued
    assert started.status_code == 202
    job = started.json()
    _login(page, server)
    page.goto(f"{server.base_url}/rounds/{round_id}/search")
    root = page.locator("[data-reindex]")
    dialog = root.locator("dialog")
    expect(dialog).to_be_visible()  # the page attached to the running job on opening
    expect(root).to_have_attribute("data-job-id", job["id"])
    expect(dialog).to_contain_text("이미 진행 중인 작업")
    dialog.get_by_role("button", name="닫기").click()
    expect(dialog).to_be_hidden()
    expect(page.locator(".reindex-toast").last).to_contain_text("백그라운드에서 계속")
    show = root.locator("[data-reindex-show]")
    expect(show).to_be_visible()

    # A second start from the page: the real server answers 409 and the dialog attaches.
    root.locator("[data-reindex-start]").click()
    expect(dialog).to_be_visible()
    expect(root).to_have_attribute("data-job-id", job["id"])
    expect(dialog.locator("[data-reindex-field=message]")).to_contain_text("이미 진행 중인 작업")
    with server.worker():
        expect(page.locator(".reindex-toast.ok")).to_have_text(
            "재색인이 끝났습니다.", timeout=JOB_END_MS
        )
    expect(root).to_have_attribute("data-job-status", "done")
    expect(show).to_be_hidden()
    page.screenshot(path=str(ARTIFACTS / "reindex-done-ko.png"), full_page=True)


def test_every_round_reindex_from_the_round_list_in_english(page: Page, server: Server) -> None:
    with server.api() as api:
        api.post("/api/v1/rounds", json={"name": "Second round"}).raise_for_status()
    _login(page, server)
    page.goto(f"{server.base_url}/lang/en?next=/")
    root = page.locator("[data-reindex]")
    dialog = root.locator("dialog")
    expect(dialog).to_be_hidden()
    page.route("**/api/v1/jobs/**", lambda route: route.abort())  # every poll fails
    root.get_by_role("button", name="Re-index every round").click()
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Re-index of every round")
    job_id = root.get_attribute("data-job-id")
    assert job_id
    message = dialog.locator("[data-reindex-field=message]")
    expect(message).to_contain_text("after five tries", timeout=LOST_AFTER_MS)
    page.unroute("**/api/v1/jobs/**")
    with server.api() as api:
        again = api.post("/api/v1/admin/reindex")
    assert again.status_code == 409 and again.json()["details"]["job"]["id"] == job_id

    page.reload()  # a page opened while it runs attaches to it
    expect(dialog).to_be_visible()
    expect(root).to_have_attribute("data-job-id", job_id)
    with server.worker():
        expect(page.locator(".reindex-toast.ok")).to_have_text(
            "The re-index is finished.", timeout=JOB_END_MS
        )
    expect(dialog.locator("[data-reindex-field=status]")).to_have_text("done")
    expect(message).to_be_hidden()
    with server.api() as api:
        ended = api.get(f"/api/v1/jobs/{job_id}").json()
    assert (ended["type"], ended["status"]) == ("reindex_all", "done")
    assert ended["processed"] == ended["total"] >= 2
