"""The job panel's harder paths: a 409 attaches to the job it names; a lost server is reported."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import FilePayload, Page, Route, expect

from tests.acceptance.browser.conftest import ARTIFACTS, Server
from tests.acceptance.browser.test_review_workflow import _login

pytestmark = [pytest.mark.browser, pytest.mark.slow]
LOST_AFTER_MS = 20_000  # five polls two seconds apart, with room to spare


def test_conflict_attaches_then_lost_server_is_reported(page: Page, server: Server) -> None:
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "Panel round"}).json()["id"]
        first, second = (
            api.post(f"/api/v1/rounds/{round_id}/applicants", json={"name": name}).json()["id"]
            for name in ("박지훈", "최유나")
        )
        # No worker runs: this job stays queued.
        job = api.post(
            f"/api/v1/applicants/{first}/documents",
            files=[("files", ("cv.txt", b"CV", "text/plain"))],
            data={"category": "cv"},
        ).json()

    def conflict(route: Route) -> None:
        body = {
            "type": "about:blank",
            "title": "Job already in progress",
            "status": 409,
            "detail": "already queued",
            "code": "JOB_IN_PROGRESS",
            "job": job,
        }
        route.fulfill(status=409, content_type="application/problem+json", body=json.dumps(body))

    _login(page, server)
    page.goto(f"{server.base_url}/applicants/{second}")
    panel = page.locator("#job-panel")
    expect(panel).to_be_hidden()  # nothing runs for this applicant
    page.route("**/api/v1/applicants/*/documents", conflict)
    page.locator("#upload-files").set_input_files(
        files=[FilePayload(name="cv.txt", mimeType="text/plain", buffer=b"CV")]
    )
    page.locator("form.upload-form button[type=submit]").click()
    expect(panel).to_be_visible()
    expect(panel).to_have_attribute("data-job-status", "queued")
    expect(page.locator(".toast").first).to_contain_text("이미 진행 중인 작업")

    page.route("**/api/v1/jobs/**", lambda route: route.abort())
    message = panel.locator("[data-field=message]")
    expect(message).to_be_visible(timeout=LOST_AFTER_MS)
    expect(message).to_contain_text("다섯 번")
    page.screenshot(path=str(ARTIFACTS / "lost-server.png"), full_page=True)
