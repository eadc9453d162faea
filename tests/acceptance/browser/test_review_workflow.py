"""The committee's workflow in a real browser, against the real server and worker processes."""

from __future__ import annotations

import io
import zipfile

import pytest
from PIL import Image
from playwright.sync_api import FilePayload, Page, expect

from tests.acceptance.browser.conftest import ARTIFACTS, Server
from tests.integration.web.conftest import make_pdf

pytestmark = [pytest.mark.browser, pytest.mark.slow]

JOB_TIMEOUT_MS = 60_000  # a worker reads two small documents well within this
THESIS = [
    "A Dissertation for the Degree of Doctor of Philosophy",
    "Minjun Kim",
    "This dissertation has been approved by the committee",
    "Committee Chair: Seungho Park",
    "Committee Member: Jiwon Lee",
    "Advisor: Daehyun Choi",
]


def _bundle() -> bytes:
    blank = io.BytesIO()
    Image.new("RGB", (600, 800), "white").save(blank, "PNG")  # a scan with nothing readable
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("김민준/thesis/thesis.pdf", make_pdf(THESIS))
        archive.writestr("김민준/other/scan.png", blank.getvalue())
    return buffer.getvalue()


def _login(page: Page, server: Server) -> None:
    page.goto(server.base_url + "/")
    expect(page).to_have_url(f"{server.base_url}/login?next=%2F")
    page.get_by_label("이메일").fill(server.email)
    page.get_by_label("비밀번호").fill(server.password)
    page.locator("form.login-form button[type=submit]").click()
    expect(page.locator("h1")).to_have_text("심사 회차")


def test_upload_bundle_watch_progress_review_and_switch_language(
    page: Page, server: Server
) -> None:
    _login(page, server)
    page.get_by_label("새 심사 회차").fill("2027 신임교원 초빙")
    page.locator("form.create-round button").click()
    expect(page.locator("h1")).to_contain_text("2027 신임교원 초빙")

    with server.worker():
        page.locator("#bulk-zip").set_input_files(
            files=[FilePayload(name="bundle.zip", mimeType="application/zip", buffer=_bundle())]
        )
        row = page.locator("tr[data-applicant-id]", has_text="김민준")
        expect(row).to_have_count(1, timeout=JOB_TIMEOUT_MS)  # the page reloads after upload
        expect(row.locator(".doc-count")).to_have_text("2")
        page.screenshot(path=str(ARTIFACTS / "round-processing.png"), full_page=True)
        expect(row.locator("[data-job-status=done]")).to_have_count(1, timeout=JOB_TIMEOUT_MS)
        expect(row.locator("[data-field=percent]")).to_have_text("100")
        expect(page.locator("[data-round-progress]")).to_have_text("지원자 1명 중 1명 읽음")

    row.get_by_role("link", name="김민준").click()
    roster = page.locator("table.roster-table tbody tr")
    expect(roster).to_have_count(3)
    expect(page.locator("table.roster-table")).to_contain_text("Daehyun Choi")
    expect(page.locator("table.roster-table")).to_contain_text("지도교수")
    page.screenshot(path=str(ARTIFACTS / "applicant-roster.png"), full_page=True)

    flag = page.locator("li.flag[data-flag-status=open]").first
    flag.get_by_label("사유").fill("빈 스캔 페이지 확인함")
    flag.get_by_role("button", name="해결").click()
    expect(page.locator("li.flag[data-flag-status=resolved]")).to_have_count(1)
    expect(page.locator("li.flag .resolution")).to_contain_text("빈 스캔 페이지 확인함")

    page.locator("a[data-lang=en]").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#roster-title")).to_have_text("Related persons")
    expect(page.locator("table.roster-table")).to_contain_text("advisor")

    page.locator("a.source-link", has_text="thesis.pdf").first.click()
    expect(page.locator(".page-view mark.hl")).not_to_have_count(0)
    image = page.locator(".page-view img")
    expect(image).to_have_js_property("complete", True)
    assert image.evaluate("img => img.naturalWidth") > 0
    box = page.locator(".page-view mark.hl").first.bounding_box()
    assert box is not None and box["width"] > 20  # placed over the rendered page, not collapsed
    page.screenshot(path=str(ARTIFACTS / "page-viewer.png"), full_page=True)


def test_reopened_page_attaches_to_the_running_job(page: Page, server: Server) -> None:
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "Attach round"}).json()["id"]
        applicant = api.post(
            f"/api/v1/rounds/{round_id}/applicants",
            json={"name": "이서연", "name_en": "Seoyeon Lee"},
        ).json()["id"]
    _login(page, server)
    page.goto(f"{server.base_url}/applicants/{applicant}")
    page.locator("#upload-files").set_input_files(
        files=[FilePayload(name="thesis.pdf", mimeType="application/pdf", buffer=make_pdf(THESIS))]
    )
    page.locator("form.upload-form button[type=submit]").click()
    panel = page.locator("#job-panel")
    expect(panel).to_be_visible()
    expect(panel).to_have_attribute("data-job-status", "queued")
    expect(panel.locator(".job-note")).to_contain_text("서버에서 계속")
    panel.locator("[data-close-panel]").click()
    expect(panel).to_be_hidden()

    page.reload()  # no worker yet: the job waits, and the reopened page finds it
    expect(panel).to_be_visible()
    expect(page.locator(".toast")).to_contain_text("이미 진행 중인 작업")
    with server.worker():
        expect(panel).to_have_attribute("data-job-status", "done", timeout=JOB_TIMEOUT_MS)
        expect(panel.locator("[data-field=percent]")).to_have_text("100")
        expect(page.locator(".toast").last).to_contain_text("처리가 끝났습니다")
    # The roster and the documents refresh in place when the job is done, without a reload.
    expect(page.locator("table.roster-table tbody tr")).to_have_count(3)
    expect(page.locator("#documents-list .format")).to_have_text("pdf")
    page.screenshot(path=str(ARTIFACTS / "attached-job-done.png"), full_page=True)
