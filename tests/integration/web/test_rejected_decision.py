"""A refused decision posted as a plain form shows the page again with the reason.

It used to redirect back to the applicant's page with no word of why nothing changed.
"""

from __future__ import annotations

from bs4 import BeautifulSoup

from minesweeper.web.i18n import catalog
from tests.integration.web.conftest import World, csrf_of


def test_a_refused_decision_without_htmx_says_why(world: World) -> None:
    client = world.login("member_b")
    client.cookies.set("lang", "ko")
    page = f"/applicants/{world.ids['applicant_b']}"
    token = csrf_of(client.get(page).text)
    response = client.post(
        f"/aggregates/{world.ids['aggregate_b']}/decision",
        data={"action": "correct", "name": "  ", "csrf_token": token},
    )
    assert response.status_code == 400
    soup = BeautifulSoup(response.text, "html.parser")
    notice = soup.select_one("#review .notice")
    assert notice is not None
    assert notice.get_text() == catalog("ko")["decision.error.needs_name"]
    assert soup.select_one("h1") is not None  # the whole page, not a fragment


def test_an_accepted_decision_without_htmx_still_redirects(world: World) -> None:
    client = world.login("member_b")
    token = csrf_of(client.get(f"/applicants/{world.ids['applicant_b']}").text)
    response = client.post(
        f"/aggregates/{world.ids['aggregate_b']}/decision",
        data={"action": "confirm", "csrf_token": token},
    )
    assert response.status_code == 303
