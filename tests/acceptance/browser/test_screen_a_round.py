"""A committee secretary screens a whole round in Korean, from upload to finalize, and every
click, key and typed field is counted (the figure the to-do list and bulk actions exist for).

The generated round (eight applicants, eighteen reviewers) must take fewer than 60 actions,
and so must the development corpus beside the checkout, when present, screened the same way.
Counts land in test-artifacts/browser/screening-actions-<round>.json.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import asdict, dataclass

import pytest
from playwright.sync_api import FilePayload, Locator, Page, expect

from tests.acceptance.browser.conftest import ARTIFACTS, Server
from tests.support.screening_round import RoundMaterial, corpus_round, generated_round

pytestmark = [pytest.mark.browser, pytest.mark.slow]

JOBS_TIMEOUT_S = 900  # reading a corpus round on a busy machine; a generated one takes far less
ACTION_GOAL = 60
MAX_DECISIONS = 400  # a safety stop: a round that never empties fails instead of looping


@dataclass
class Actions:
    """What the secretary did: clicks (a file choice is two), single keys, fields typed."""

    clicks: int = 0
    keys: int = 0
    fields_typed: int = 0
    characters: int = 0

    @property
    def total(self) -> int:
        return self.clicks + self.keys + self.fields_typed

    def click(self, target: Locator) -> None:
        target.click()
        self.clicks += 1

    def type(self, target: Locator, text: str) -> None:
        target.click()
        target.fill(text)
        self.clicks += 1
        self.fields_typed += 1
        self.characters += len(text)

    def choose_file(self, target: Locator, name: str, mime: str, data: bytes) -> None:
        target.set_input_files(files=[FilePayload(name=name, mimeType=mime, buffer=data)])
        self.clicks += 2  # open the file dialog, pick the file

    def key(self, page: Page, key: str) -> None:
        page.keyboard.press(key)
        self.keys += 1


def _login(page: Page, server: Server) -> None:
    page.goto(server.base_url + "/login")
    page.locator("input[name=email]").fill(server.email)
    page.locator("input[name=password]").fill(server.password)
    page.locator("form.login-form button[type=submit]").click()
    page.wait_for_url(server.base_url + "/")


def _wait_for_jobs(server: Server) -> None:
    deadline = time.monotonic() + JOBS_TIMEOUT_S
    with server.api() as api:
        while time.monotonic() < deadline:
            jobs = api.get("/api/v1/jobs", params={"limit": 200}).json()
            items = jobs["items"] if isinstance(jobs, dict) else jobs
            if items and all(j["status"] in ("done", "error", "cancelled") for j in items):
                return
            time.sleep(1)
    pytest.fail("the round's jobs did not finish")


def _check_navigation_keys(page: Page) -> None:
    """j and k move the current item, o opens its evidence (not counted: a check, not work)."""
    items = page.locator("li.todo-item")
    expect(items.nth(0)).to_have_class(re.compile(r"\bcurrent\b"))
    page.keyboard.press("j")
    expect(items.nth(1)).to_have_class(re.compile(r"\bcurrent\b"))
    page.keyboard.press("k")
    expect(items.nth(0)).to_have_class(re.compile(r"\bcurrent\b"))
    todo_url = page.url
    with page.expect_navigation():
        page.keyboard.press("o")
    expect(page.locator(".page-view, .page-text")).to_have_count(1)
    page.goto(todo_url)


def _screen(
    page: Page, server: Server, material: RoundMaterial, name: str, check_keys: bool = False
) -> Actions:
    done = Actions()
    _login(page, server)
    done.type(page.get_by_label("새 심사 회차"), name)
    done.click(page.locator("form.create-round button"))
    expect(page.locator("h1")).to_contain_text(name)
    round_id = int(page.url.rstrip("/").split("/")[-1])
    with server.worker():
        done.choose_file(
            page.locator("#bulk-zip"), "round.zip", "application/zip", material.bundle_zip
        )
        rows = page.locator("tr[data-applicant-id]")
        expect(rows).to_have_count(material.applicants, timeout=120_000)
        done.click(page.locator("nav.tabs a", has_text="심사위원"))
        done.choose_file(page.locator("#rv-file"), "panel.csv", "text/csv", material.reviewers_csv)
        done.click(page.locator("form[action$='/reviewers/import'] button[type=submit]"))
        expect(page.locator("table tbody tr")).not_to_have_count(0)
        _wait_for_jobs(server)
        done.click(page.locator("nav.tabs a", has_text="할 일"))
        # Keys are checked before the bulk actions, which may leave no single item behind.
        if check_keys:
            _check_navigation_keys(page)
        done.type(page.locator("#todo-reason"), "제출 서류로 관계 확인함")
        while page.locator("details.bulk-offer").count():
            offer = page.locator("details.bulk-offer").first
            done.click(offer.locator("summary"))
            with page.expect_navigation():
                done.click(offer.locator("button[type=submit]"))
        for _ in range(MAX_DECISIONS):
            current = page.locator("li.todo-item.current")
            if not page.locator("li.todo-item").count():
                break
            expect(current).to_have_count(1)
            # Possible candidates are the name-only matches: dismissed; the rest confirmed.
            level = current.get_attribute("class") or ""
            with page.expect_navigation():
                done.key(page, "d" if "level-possible" in level else "c")
        else:
            pytest.fail("the to-do list did not empty")
        expect(page.locator("[data-todo-empty]")).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / f"screening-{name}-done.png"), full_page=True)
        _wait_for_jobs(server)
        done.click(page.locator("nav.tabs a", has_text="이해충돌"))
        done.click(page.locator("a.finalize"))
        acknowledge = page.locator("input[name=acknowledge_pending]")
        if acknowledge.count():
            done.click(acknowledge)
        done.click(page.locator("form.finalize-confirm button[type=submit]"))
    with server.api() as api:
        assert api.get(f"/api/v1/rounds/{round_id}").json()["status"] == "finalized"
    return done


def _record(name: str, material: RoundMaterial, done: Actions) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    report = {
        "round": name,
        "applicants": material.applicants,
        "reviewers": material.reviewers,
        **asdict(done),
        "total": done.total,
    }
    (ARTIFACTS / f"screening-actions-{name}.json").write_text(json.dumps(report, indent=1))
    print(f"screening {name}: {json.dumps(report)}")


# A whole round processed and screened: minutes on a loaded machine, so its own limit.
@pytest.mark.timeout(1200)
def test_a_generated_round_is_screened_in_under_60_actions(page: Page, server: Server) -> None:
    material = generated_round()
    done = _screen(page, server, material, "generated", check_keys=True)
    _record("generated", material, done)
    assert done.total < ACTION_GOAL, asdict(done)


@pytest.mark.timeout(1200)
def test_the_development_round_is_screened_in_under_60_actions(page: Page, server: Server) -> None:
    material = corpus_round()
    if material is None:
        pytest.skip("the development corpus is not beside the checkout")
    done = _screen(page, server, material, "dev")
    _record("dev", material, done)
    assert done.total < ACTION_GOAL, asdict(done)
