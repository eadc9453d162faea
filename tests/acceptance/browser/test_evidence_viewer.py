"""The evidence viewer in Chromium: the box lands on the mention that was clicked, and a scan
can be zoomed (buttons and keys, at 390 px) with its OCR highlight kept in view."""

from __future__ import annotations

import io
import re
import shutil
import time

import httpx
import pytest
from PIL import Image, ImageDraw
from playwright.sync_api import Page, expect

from minesweeper.db import Database
from minesweeper.samples.fonts import image_font
from minesweeper.screening.documents import add_document
from minesweeper.web.i18n import catalog
from tests.acceptance.browser.conftest import ARTIFACTS, Server
from tests.integration.web.conftest import make_pdf

pytestmark = [pytest.mark.browser, pytest.mark.slow]

JOB_WAIT_S = 90  # a worker reads two small documents well within this
# One person named twice on the page, after an e-mail address that holds the same name.
LINES = [
    "Approval of the doctoral thesis of Duri Lee",
    "Contact: jisoo.park@example.org",
    "Thesis advisor: Jisoo Park",
    "Committee chair: Minho Lee",
    "Committee member: Jisoo Park",
]
A4_HEIGHT_PT = 841.89
FIRST_BASELINE_PT, LINE_STEP_PT = 780, 24  # as make_pdf draws them


def _line_top(index: int) -> float:
    """Where line `index` (0-based) sits, as a share of the page height from the top."""
    return (A4_HEIGHT_PT - (FIRST_BASELINE_PT - index * LINE_STEP_PT)) / A4_HEIGHT_PT


def _scan() -> bytes:
    image = Image.new("RGB", (1700, 2200), "white")
    draw = ImageDraw.Draw(image)
    font = image_font(48)
    for row, line in enumerate(LINES):
        draw.text((150, 200 + row * 120), line, fill="black", font=font)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(200, 200))
    return buffer.getvalue()


def _processed(server: Server) -> tuple[int, dict[str, int]]:
    """An applicant with the PDF and the scan, processed by a real worker."""
    with server.api() as api:
        round_id = api.post("/api/v1/rounds", json={"name": "Viewer round"}).json()["id"]
        applicant = api.post(
            f"/api/v1/rounds/{round_id}/applicants", json={"name": "이두리", "name_en": "Duri Lee"}
        ).json()["id"]
        upload = api.post(
            f"/api/v1/applicants/{applicant}/documents",
            files=[
                ("files", ("thesis.pdf", make_pdf(LINES), "application/pdf")),
                ("files", ("scan.png", _scan(), "image/png")),
            ],
            data={"category": "thesis"},
        ).json()
        with server.worker():
            _wait(api, upload["id"])
        documents = {d["filename"]: d["id"] for d in upload["documents"]}
    return applicant, documents


def _wait(api: httpx.Client, job_id: str) -> None:
    deadline = time.monotonic() + JOB_WAIT_S
    while (status := api.get(f"/api/v1/jobs/{job_id}").json()["status"]) not in ("done", "error"):
        assert time.monotonic() < deadline, f"job {job_id} still {status}"
        time.sleep(0.3)
    assert status == "done"


def _login(page: Page, server: Server) -> None:
    page.goto(server.base_url + "/login")
    page.get_by_label("이메일").fill(server.email)
    page.get_by_label("비밀번호").fill(server.password)
    page.locator("form.login-form button[type=submit]").click()
    expect(page.locator("h1")).to_have_text("심사 회차")


def _mark_on_image(page: Page) -> tuple[float, float]:
    """(top, width) of the one highlight, as shares of the page image's height and width."""
    expect(page.locator(".page-view mark.hl")).to_have_count(1)
    image = page.locator(".page-view img")
    expect(image).to_have_js_property("complete", True)
    box, frame = page.locator(".page-view mark.hl").bounding_box(), image.bounding_box()
    assert box is not None and frame is not None
    return (box["y"] - frame["y"]) / frame["height"], box["width"] / frame["width"]


@pytest.fixture(scope="module")
def processed(server: Server) -> tuple[int, dict[str, int]]:
    return _processed(server)


def test_the_box_lands_on_the_clicked_mention(
    page: Page, server: Server, processed: tuple[int, dict[str, int]]
) -> None:
    applicant, documents = processed
    _login(page, server)
    page.goto(f"{server.base_url}/applicants/{applicant}")
    pdf_link = f'a.source-link[href^="/documents/{documents["thesis.pdf"]}/"]'
    page.locator("li", has_text="Committee member: Jisoo Park").locator(pdf_link).click()
    expect(page).to_have_url(re.compile(rf"/documents/{documents['thesis.pdf']}/.*start=\d+"))
    top, width = _mark_on_image(page)
    # The committee line (the fifth), not the advisor line or the e-mail address above it.
    assert _line_top(4) - 0.02 < top < _line_top(4) + 0.005, top
    assert width < 0.15  # the name, not the whole quoted line
    page.screenshot(path=str(ARTIFACTS / "viewer-clicked-mention.png"), full_page=True)

    page.go_back()
    page.locator("li", has_text="Thesis advisor: Jisoo Park").locator(pdf_link).click()
    top, _ = _mark_on_image(page)
    assert _line_top(2) - 0.02 < top < _line_top(2) + 0.005, top


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="Tesseract is not installed")
def test_a_scan_zooms_by_keyboard_at_390px_and_keeps_its_ocr_highlight(
    page: Page, server: Server, processed: tuple[int, dict[str, int]]
) -> None:
    applicant, documents = processed
    page.set_viewport_size({"width": 390, "height": 844})
    _login(page, server)
    page.goto(f"{server.base_url}/applicants/{applicant}")
    scan_link = f'a.source-link[href^="/documents/{documents["scan.png"]}/"]'
    page.locator("li", has_text="Committee member: Jisoo Park").locator(scan_link).click()
    top, _ = _mark_on_image(page)
    # The committee line of the scan (drawn at 200 + 4 * 120 of 2200 px), from its OCR words.
    assert 0.28 < top < 0.33, top
    ko = catalog("ko")
    zoom_in = page.get_by_role("button", name=ko["viewer.zoom_in"])
    zoom_in.focus()
    page.keyboard.press("Enter")
    figure = page.locator(".page-view")
    expect(figure).to_have_attribute("data-scale", "1.5")
    expect(page.locator("[data-zoom-level]")).to_have_text("150%")
    page.locator("[data-zoom-target]").focus()
    page.keyboard.press("+")
    expect(figure).to_have_attribute("data-scale", "2")
    # Zoomed past the screen, the frame scrolls so the highlight stays in view.
    frame = page.locator("[data-zoom-target]").bounding_box()
    mark = page.locator(".page-view mark.hl").bounding_box()
    assert frame is not None and mark is not None
    assert frame["x"] <= mark["x"] + mark["width"] and mark["x"] <= frame["x"] + frame["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # no page-wide scroll
    page.keyboard.press("0")
    expect(figure).to_have_attribute("data-scale", "1")
    page.screenshot(path=str(ARTIFACTS / "viewer-scan-zoom-390.png"), full_page=True)


def test_a_document_processed_before_pages_were_stored_shows_progress_then_the_page(
    page: Page, server: Server, processed: tuple[int, dict[str, int]]
) -> None:
    applicant, _ = processed
    database = Database(server.env["DATABASE_URL"])
    try:
        with database.session() as session:  # stored the way older versions left documents
            older = add_document(session, applicant, "older.pdf", "thesis", make_pdf(LINES[:3])).id
    finally:
        database.dispose()
    _login(page, server)
    page.goto(f"{server.base_url}/documents/{older}/pages/1?quote=Jisoo+Park")
    expect(page.locator("#page-region [role=status]")).to_have_text(
        catalog("ko")["viewer.preparing"]
    )
    expect(page.locator("#page-region [data-job-id]")).to_have_attribute(
        "data-job-status", "queued"
    )
    with server.worker():
        # The region is swapped in place when the job ends: no reload, zoom bound again.
        expect(page.locator(".page-view mark.hl")).to_have_count(1, timeout=JOB_WAIT_S * 1000)
    expect(page.locator("[data-zoom-controls]")).to_be_visible()
    top, _ = _mark_on_image(page)
    assert _line_top(2) - 0.02 < top < _line_top(2) + 0.005, top


def test_zoom_strings_exist_in_korean_and_english() -> None:
    for lang in ("ko", "en"):
        strings = catalog(lang)
        for key in ("viewer.zoom", "viewer.zoom_in", "viewer.zoom_out", "viewer.zoom_fit"):
            assert strings[key].strip(), (lang, key)
    assert catalog("ko")["viewer.zoom_in"] != catalog("en")["viewer.zoom_in"]
