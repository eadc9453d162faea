"""The job panel's harder paths: a 409 attaches to the job it names; a lost server is reported."""

from __future__ import annotations

import json
from collections.abc import Callable

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


def _scripted(states: list[dict[str, object]]) -> Callable[[Route], None]:
    """Answer each poll with the next state, then keep answering the last one."""
    queue = list(states)

    def answer(route: Route) -> None:
        body = queue.pop(0) if len(queue) > 1 else queue[0]
        route.fulfill(status=200, content_type="application/json", body=json.dumps(body))

    return answer


def test_panel_names_the_applicant_and_moves_with_the_stages(page: Page, server: Server) -> None:
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "Stages round"}).json()["id"]
        applicant = api.post(
            f"/api/v1/rounds/{round_id}/applicants", json={"name": "한소망"}
        ).json()["id"]
        job = api.post(
            f"/api/v1/applicants/{applicant}/documents",
            files=[("files", ("cv.txt", b"CV", "text/plain"))],
            data={"category": "cv"},
        ).json()
    # What process_applicant reports for two documents (steps: pipeline_steps(2) == 6).
    steps = [("reading", 0), ("extracting", 1), ("reading", 2), ("merging", 4), ("saving", 5)]
    running = [
        {**job, "status": "running", "stage": stage, "processed": done, "total": 6,
         "percent": done * 100 // 6}
        for stage, done in steps
    ]  # fmt: skip
    finished = {**job, "status": "done", "stage": "saving", "processed": 6, "total": 6,
                "percent": 100}  # fmt: skip
    page.route(f"**/api/v1/jobs/{job['id']}", _scripted([*running, finished]))
    _login(page, server)
    page.goto(f"{server.base_url}/applicants/{applicant}")
    panel = page.locator("#job-panel")
    expect(panel.locator("[data-field=subject]")).to_have_text("한소망")
    percent = panel.locator("[data-field=percent]")
    stage = panel.locator("[data-field=stage]")
    for shown, word in (("16", "인물 찾는 중"), ("66", "인물 병합 중"), ("83", "명단 저장 중")):
        expect(percent).to_have_text(shown, timeout=15_000)
        expect(stage).to_have_text(word)
    expect(panel).to_have_attribute("data-job-status", "done", timeout=15_000)
    expect(percent).to_have_text("100")
    expect(stage).to_have_text("–")  # not "done · merging"
    done_toast = page.locator(".toast", has_text="한소망: 처리가 끝났습니다.")
    expect(done_toast).to_have_count(1)

    # The same error twice is one toast; toasts sit above the content, never over it.
    page.evaluate(
        """() => { for (let i = 0; i < 2; i++) document.dispatchEvent(new CustomEvent(
             "htmx:responseError", {detail: {xhr: {status: 500, responseText: ""}}})); }"""
    )
    expect(page.locator(".toast", has_text="(500)")).to_have_count(1)
    main = page.locator("#main").bounding_box()
    assert main is not None
    for box in (t.bounding_box() for t in page.locator(".toast").all()):
        assert box is not None
        assert box["y"] + box["height"] <= main["y"], (box, main)
    page.screenshot(path=str(ARTIFACTS / "job-panel-stages.png"), full_page=True)


def test_report_link_appears_when_its_job_ends_without_a_reload(page: Page, server: Server) -> None:
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "보고서 회차"}).json()["id"]
    _login(page, server)
    page.goto(f"{server.base_url}/rounds/{round_id}/conflicts")
    page.locator("form[action$='/conflicts/report'] button[type=submit]").click()
    page.wait_for_load_state()
    expect(page.locator("#report-job [data-job-id]")).to_be_visible()
    page.evaluate("() => { window.stillThisPage = true; }")
    with server.worker():
        link = page.locator("#report-job a.report-download")
        expect(link).to_be_visible(timeout=60_000)
    assert page.evaluate("() => window.stillThisPage === true")  # no reload happened
    expect(page.locator("#job-panel [data-field=subject]")).to_have_text("PDF 보고서")
    href = link.get_attribute("href")
    assert href is not None
    with server.api() as api:
        assert api.get(href).content.startswith(b"%PDF")
