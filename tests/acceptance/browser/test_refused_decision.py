"""A decision the server refuses shows its reason in the page, in the page's language.

htmx leaves a 4xx answer unswapped by default, so a refused decision posted from the review
panel used to change nothing on screen and say nothing.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from minesweeper.auth.passwords import hash_password
from minesweeper.db import Database
from minesweeper.web.i18n import catalog
from tests.acceptance.browser.conftest import Server
from tests.integration.web.conftest import PASSWORD, seed

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def _seeded(server: Server) -> dict[str, object]:
    database = Database(server.env["DATABASE_URL"])
    try:
        return seed(database, hash_password(PASSWORD))
    finally:
        database.dispose()


def _sign_in(page: Page, server: Server, email: str, password: str = PASSWORD) -> None:
    page.goto(server.base_url + "/login")
    page.get_by_label("이메일").fill(email)
    page.get_by_label("비밀번호").fill(password)
    page.locator("form.login-form button[type=submit]").click()
    expect(page.locator("h1")).to_have_text("심사 회차")


def test_a_refused_decision_shows_its_reason(page: Page, server: Server) -> None:
    seeded = _seeded(server)
    ids, emails = seeded["ids"], seeded["emails"]
    assert isinstance(ids, dict) and isinstance(emails, dict)
    _sign_in(page, server, emails["member_b"])
    page.goto(f"{server.base_url}/applicants/{ids['applicant_b']}")
    expect(page.locator("#review")).to_be_visible()
    expect(page.locator("#review .notice")).to_have_count(0)
    # The panel's own request, as a form of it sends it: a correction without a name.
    page.evaluate(
        """(url) => htmx.ajax("POST", url, {target: "#review", swap: "outerHTML",
                                           values: {action: "correct", name: " "}})""",
        f"/aggregates/{ids['aggregate_b']}/decision",
    )
    expect(page.locator("#review .notice")).to_have_text(catalog("ko")["decision.error.needs_name"])


def test_an_error_htmx_does_not_swap_in_is_reported(page: Page, server: Server) -> None:
    _sign_in(page, server, server.email, server.password)
    page.evaluate(
        """() => htmx.ajax("POST", "/aggregates/2147483647/decision",
                           {target: "body", values: {action: "confirm"}})"""
    )
    expect(page.locator("#toasts .toast.error")).to_contain_text(catalog("ko")["request.failed"])
