"""Every page, as admin and as member, in Korean and in English, loads without a console
error, a script error, a CSP refusal or any request answered 4xx/5xx (favicon and the page
evidence of DOCX, HWPX, HTML and text documents included)."""

from __future__ import annotations

import io
import json
import re
import time
import zipfile
from collections import Counter, deque
from collections.abc import Callable
from urllib.parse import urljoin, urlparse

import pytest
from playwright.sync_api import Browser, Page

from tests.acceptance.browser.conftest import ARTIFACTS, AXE_BLOCKING, Server, axe_violations
from tests.acceptance.browser.page_language import page_kind, untranslated
from tests.integration.web.conftest import make_pdf
from tests.support.stress_office import docx_with_tables, hwpx_with_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

JOBS_TIMEOUT_S = 120
MAX_PAGES = 80  # the crawl of one account stays well under this on the seeded round
MEMBER = "member@example.org"
NARROW_PX = 390  # a phone held upright


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


Inspect = Callable[[Page, str], None]


def _crawl(
    browser: Browser,
    server: Server,
    locale: str,
    email: str,
    password: str,
    inspect: Inspect | None = None,
) -> int:
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
        if inspect is not None:
            inspect(page, url)
        links = _links(page, server.base_url)
        if inspect is not None:  # an inspected crawl stays in the language it started in
            links = [u for u in links if not urlparse(u).path.startswith("/lang/")]
        queue.extend(u for u in links if u not in seen)
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


@pytest.mark.parametrize("locale", ["ko-KR", "en-US"])
def test_every_page_is_accessible_and_in_the_pages_language(
    browser: Browser, server: Server, member_password: str, axe_source: str, locale: str
) -> None:
    """axe-core finds no serious or critical violation on any page; a Korean page shows no
    catalog key and no raw code; each kind of page is photographed at 1280 and 390 px."""
    lang = locale[:2]
    failures: list[str] = []
    photographed: set[str] = set()
    impacts: Counter[str] = Counter()  # every violation, blocking or not, for the record

    def inspect(page: Page, url: str) -> None:
        for violation in axe_violations(page, axe_source):
            impacts[str(violation["impact"])] += 1
            if violation["impact"] in AXE_BLOCKING:
                failures.append(f"{url}: axe {violation['id']} {violation['targets']}")
        assert page.evaluate("document.documentElement.lang") == lang
        failures.extend(f"{url}: {raw}" for raw in untranslated(page, lang))
        kind = page_kind(url)
        if kind not in photographed:
            photographed.add(kind)
            for width in (1280, NARROW_PX):
                page.set_viewport_size({"width": width, "height": 900})
                page.screenshot(path=str(ARTIFACTS / f"{kind}-{lang}-{width}.png"), full_page=True)
            # At phone width the page reflows: nothing wider than the screen but the matrix,
            # which scrolls inside its own frame.
            page.set_viewport_size({"width": NARROW_PX, "height": 900})
            wide = page.evaluate("document.documentElement.scrollWidth")
            if wide > NARROW_PX:
                failures.append(f"{url}: {wide} px wide at {NARROW_PX} px")
            page.set_viewport_size({"width": 1280, "height": 900})

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    visited = _crawl(browser, server, locale, server.email, server.password, inspect)
    record = {"locale": locale, "pages": visited, "violations_by_impact": dict(impacts)}
    (ARTIFACTS / f"axe-{lang}.json").write_text(json.dumps(record, indent=1))
    print(f"axe {json.dumps(record)}")
    assert visited >= 10
    assert not failures, "\n".join(failures)
