"""Every page, as admin and as member, in Korean and in English, loads without a console
error, a script error, a CSP refusal or any request answered 4xx/5xx (favicon and the page
evidence of DOCX, HWPX, HTML and text documents included)."""

from __future__ import annotations

import io
import re
import time
import zipfile
from collections import deque
from urllib.parse import urljoin, urlparse

import pytest
from playwright.sync_api import Browser, Page

from tests.acceptance.browser.conftest import Server
from tests.integration.web.conftest import make_pdf
from tests.support.stress_office import docx_with_tables, hwpx_with_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

JOBS_TIMEOUT_S = 120
MAX_PAGES = 80  # the crawl of one account stays well under this on the seeded round
MEMBER = "member@example.org"


def _bundle() -> bytes:
    thesis = ["Doctoral thesis approval", "Advisor: Daehyun Choi", "Committee Member: Jiwon Lee"]
    html = "<html><body><h1>CV</h1><p>Advisor: Daehyun Choi</p></body></html>"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("김민준/thesis/thesis.pdf", make_pdf(thesis))
        archive.writestr(
            "김민준/paper/paper.docx",
            docx_with_tables(["Deep Learning", "Minjun Kim, Seungho Park"], []),
        )
        archive.writestr(
            "김민준/representative/rep.hwpx",
            hwpx_with_table(["논문 인준"], [["지도교수", "최대현"]], []),
        )
        archive.writestr("김민준/cv/cv.html", html)
        archive.writestr("김민준/other/notes.txt", "Co-author: Seungho Park\n")
    return buffer.getvalue()


def _seed(server: Server) -> int:
    with server.api() as api:
        round_id = int(api.post("/api/v1/rounds", json={"name": "2027 초빙"}).json()["id"])
        answer = api.post(
            f"/api/v1/rounds/{round_id}/bundle",
            files={"file": ("b.zip", _bundle(), "application/zip")},
        )
        assert answer.status_code == 202, answer.text
        api.post(
            f"/api/v1/rounds/{round_id}/reviewers",
            json={"name": "최대현", "name_en": "Daehyun Choi", "affiliation": "KAIST"},
        )
        with server.worker():
            deadline = time.monotonic() + JOBS_TIMEOUT_S
            while time.monotonic() < deadline:
                jobs = api.get("/api/v1/jobs", params={"limit": 50}).json()
                items = jobs["items"] if isinstance(jobs, dict) else jobs
                if items and all(j["status"] in ("done", "failed") for j in items):
                    break
                time.sleep(0.5)
    created = server.cli("users", "create", MEMBER)
    server.cli("users", "add-to-round", MEMBER, str(round_id))
    match = re.search(r"password: (\S+)", created)
    assert match, created
    return round_id


def _login(page: Page, server: Server, email: str, password: str) -> None:
    page.goto(server.base_url + "/login")
    page.locator("input[name=email]").fill(email)
    page.locator("input[name=password]").fill(password)
    page.locator("form.login-form button[type=submit]").click()
    page.wait_for_url(server.base_url + "/")


def _links(page: Page, base: str) -> list[str]:
    hrefs: list[str] = page.eval_on_selector_all(
        "a[href]:not([download])", "els => els.map(e => e.getAttribute('href'))"
    )
    found = []
    for href in hrefs:
        url = urljoin(page.url, href).split("#")[0]
        parsed = urlparse(url)
        if url.startswith(base) and not parsed.path.startswith(("/api/", "/logout")):
            found.append(url)
    return found


def _crawl(browser: Browser, server: Server, locale: str, email: str, password: str) -> int:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"{page.url}: script error {e}"))
    page.on(
        "console",
        lambda m: problems.append(f"{page.url}: console {m.text}") if m.type == "error" else None,
    )
    page.on(
        "response",
        lambda r: problems.append(f"{page.url}: {r.status} {r.url}") if r.status >= 400 else None,
    )
    # A request the browser cancels because its page was left (the favicon of a page that
    # redirects at once) is not a failure of the server; every other failure is.
    page.on(
        "requestfailed",
        lambda r: (
            None
            if r.failure == "net::ERR_ABORTED"
            else problems.append(f"{page.url}: failed {r.url} ({r.failure})")
        ),
    )
    _login(page, server, email, password)
    seen: set[str] = set()
    queue = deque([server.base_url + "/"])
    while queue and len(seen) < MAX_PAGES:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        page.goto(url)
        page.wait_for_load_state("networkidle")
        queue.extend(u for u in _links(page, server.base_url) if u not in seen)
    context.close()
    assert not problems, problems
    return len(seen)


@pytest.fixture(scope="module")
def member_password(server: Server) -> str:
    _seed(server)
    reset = server.cli("users", "reset-password", MEMBER)
    match = re.search(r"password: (\S+)", reset)
    assert match, reset
    return match.group(1)


@pytest.mark.parametrize("locale", ["ko-KR", "en-US"])
def test_every_page_of_an_admin_is_clean(
    browser: Browser, server: Server, member_password: str, locale: str
) -> None:
    visited = _crawl(browser, server, locale, server.email, server.password)
    assert visited >= 10  # rounds, round, applicant, viewers, matrix, cells, reviewers, users...


@pytest.mark.parametrize("locale", ["ko-KR", "en-US"])
def test_every_page_of_a_member_is_clean(
    browser: Browser, server: Server, member_password: str, locale: str
) -> None:
    visited = _crawl(browser, server, locale, MEMBER, member_password)
    assert visited >= 8
