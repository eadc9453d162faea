"""The HTML pages, parsed: what a committee member sees, in Korean and in English."""

from __future__ import annotations

from bs4 import BeautifulSoup
from fastapi.testclient import TestClient

from minesweeper.web.i18n import catalog
from tests.integration.web.conftest import World, csrf_of, one


def _soup(client: TestClient, url: str, lang: str = "en") -> BeautifulSoup:
    client.cookies.set("lang", lang)
    response = client.get(url)
    assert response.status_code == 200, response.text
    return BeautifulSoup(response.text, "html.parser")


def test_rounds_page_lists_only_my_rounds(world: World) -> None:
    soup = _soup(world.login("member_b"), "/")
    rows = soup.select("table.rounds tbody tr")
    assert [r["data-round-id"] for r in rows] == [str(world.ids["round_b"])]
    assert one(rows[0], "a").get_text() == "Round B"
    assert one(rows[0], ".count").get_text() == "1"
    assert soup.select_one("form.create-round") is None  # members do not create rounds


def test_admin_creates_round_from_the_page(world: World) -> None:
    client = world.login("admin")
    soup = _soup(client, "/")
    assert soup.select_one("form.create-round label[for=round-name]") is not None
    token = csrf_of(str(soup))
    response = client.post("/rounds", data={"name": "Round C", "csrf_token": token})
    assert response.status_code == 303
    page = _soup(client, response.headers["location"])
    assert one(page, "h1").get_text(" ", strip=True).startswith("Round C")


def test_round_page_shows_applicants_with_processing(world: World) -> None:
    client = world.login("member_b")
    soup = _soup(client, f"/rounds/{world.ids['round_b']}")
    row = one(soup, f"tr[data-applicant-id='{world.ids['applicant_b']}']")
    assert row is not None
    assert one(row, "a").get_text() == "이두리"
    assert one(row, ".doc-count").get_text() == "1"
    assert one(row, ".processing").get_text(strip=True) == "not processed"
    assert one(soup, "[data-dropzone]")["data-round-id"] == str(world.ids["round_b"])
    # Every input of every form has a label.
    for field in soup.select("form input:not([type=hidden]), form select"):
        if field.get("type") in ("checkbox",):
            continue
        assert soup.select_one(f"label[for='{field['id']}']") is not None, field


def test_round_page_attaches_to_running_job(world: World) -> None:
    client = world.client("member_b")
    upload = client.post(
        f"/api/v1/applicants/{world.ids['applicant_b']}/documents",
        files=[("files", ("cv.txt", b"Duri Lee CV", "text/plain"))],
        data={"category": ["cv"]},
    )
    job_id = upload.json()["id"]
    soup = _soup(world.login("member_b"), f"/rounds/{world.ids['round_b']}")
    status = one(soup, f"[data-job-id='{job_id}']")
    assert status is not None
    assert status["data-job-status"] == "queued"
    assert one(soup, "#job-panel .job-note").get_text() == catalog("en")["job.keeps_running"]


def test_applicant_page_documents_roster_and_flags(world: World) -> None:
    soup = _soup(world.login("member_b"), f"/applicants/{world.ids['applicant_b']}")
    doc = one(soup, f"tr[data-document-id='{world.ids['document_b']}']")
    assert doc is not None
    assert "thesis.pdf" in doc.get_text()
    assert "folder: thesis" in one(doc, ".doc-type").get_text()
    people = soup.select("table.roster-table tbody tr")
    assert {str(one(p, ".name").contents[0]).strip() for p in people} == {"Jisoo Park", "J. Park"}
    advisor = one(soup, f"tr[data-aggregate-id='{world.ids['aggregate_b']}']")
    assert one(advisor, ".roles").get_text(strip=True) == "advisor"
    link = one(advisor, "a.source-link")
    assert str(link["href"]).startswith(f"/documents/{world.ids['document_b']}/pages/1?quote=")
    flag = one(soup, f"li[data-flag-id='{world.ids['flag_b']}']")
    assert flag["data-flag-status"] == "open"
    assert one(flag, "img.flag-image")["src"] == f"/api/v1/flags/{world.ids['flag_b']}/image.png"
    assert one(soup, "#flags-title .count").get_text() == "1"


def test_resolving_a_flag_with_htmx_swaps_the_panel(world: World) -> None:
    client = world.login("member_b")
    token = csrf_of(client.get(f"/applicants/{world.ids['applicant_b']}").text)
    client.cookies.set("lang", "en")
    response = client.post(
        f"/flags/{world.ids['flag_b']}/resolve",
        data={"status": "resolved", "reason": "checked the seal"},
        headers={"HX-Request": "true", "X-CSRF-Token": token},
    )
    assert response.status_code == 200
    soup = BeautifulSoup(response.text, "html.parser")
    assert soup.select_one("#review") is not None
    flag = one(soup, f"li[data-flag-id='{world.ids['flag_b']}']")
    assert flag["data-flag-status"] == "resolved"
    assert "checked the seal" in one(flag, ".resolution").get_text()


def test_decision_form_without_htmx_redirects(world: World) -> None:
    client = world.login("member_b")
    token = csrf_of(client.get(f"/applicants/{world.ids['applicant_b']}").text)
    response = client.post(
        f"/aggregates/{world.ids['aggregate_b']}/decision",
        data={"action": "confirm", "reason": "", "csrf_token": token},
    )
    assert response.status_code == 303
    soup = _soup(client, response.headers["location"])
    row = one(soup, f"tr[data-aggregate-id='{world.ids['aggregate_b']}']")
    assert row["data-status"] == "confirmed"
    split = client.post(
        f"/aggregates/{world.ids['aggregate_b']}/decision",
        data={"action": "split", "name": "", "csrf_token": token},
        headers={"HX-Request": "true"},
    )
    assert split.status_code == 400
    notice = BeautifulSoup(split.text, "html.parser").select_one(".notice")
    assert notice is not None
    assert notice.get_text() == catalog("en")["decision.error.needs_name"]


def test_page_viewer_highlights_quote(world: World) -> None:
    url = f"/documents/{world.ids['document_b']}/pages/1"
    soup = _soup(world.login("member_b"), url + "?quote=Advisor%3A+Jisoo+Park")
    assert str(one(soup, ".page-view img")["src"]).startswith(
        f"/api/v1/documents/{world.ids['document_b']}/pages/1.png"
    )
    switch = one(soup, "a[data-lang=ko]")
    assert switch is not None
    back = TestClient(world.app, follow_redirects=False).get(str(switch["href"]))
    assert back.headers["location"] == url + "?quote=Advisor%3A+Jisoo+Park"  # query kept
    marks = soup.select(".page-view mark.hl")
    assert len(marks) == 1
    assert "left:12.1" in marks[0]["style"]


def test_korean_is_the_default_and_english_follows_the_browser(world: World) -> None:
    client = TestClient(world.app, follow_redirects=False)
    korean = BeautifulSoup(client.get("/login").text, "html.parser")
    assert one(korean, "html")["lang"] == "ko"
    assert one(korean, "h1").get_text() == catalog("ko")["login.title"]
    english = BeautifulSoup(
        client.get("/login", headers={"Accept-Language": "en-US,en;q=0.9,ko;q=0.5"}).text,
        "html.parser",
    )
    assert one(english, "html")["lang"] == "en"
    assert one(english, "h1").get_text() == "Sign in"
    switched = client.get("/lang/en?next=/login")
    assert switched.status_code == 303
    assert switched.headers["location"] == "/login"
    assert one(BeautifulSoup(client.get("/login").text, "html.parser"), "html")["lang"] == "en"


def test_other_round_page_is_404_page(world: World) -> None:
    client = world.login("member_a")
    response = client.get(f"/applicants/{world.ids['applicant_b']}")
    assert response.status_code == 404
    soup = BeautifulSoup(response.text, "html.parser")
    assert one(soup, ".error-detail")["data-code"] == "NOT_FOUND"


def test_admin_users_and_members_pages(world: World) -> None:
    client = world.login("admin")
    soup = _soup(client, "/admin/users")
    token = csrf_of(str(soup))
    created = client.post("/admin/users", data={"email": "c@example.org", "csrf_token": token})
    page = BeautifulSoup(created.text, "html.parser")
    assert len(one(page, "code.password").get_text()) >= 16
    added = client.post(
        f"/rounds/{world.ids['round_a']}/members",
        data={"email": "c@example.org", "csrf_token": token},
    )
    assert added.status_code == 303
    members = _soup(client, f"/rounds/{world.ids['round_a']}/members")
    assert [li.get_text(strip=True) for li in members.select("ul.members li")] == [
        "a@example.org",
        "c@example.org",
    ]
    assert world.login("member_a").get("/admin/users").status_code == 403


def test_security_headers(world: World) -> None:
    response = TestClient(world.app).get("/login")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["x-frame-options"] == "DENY"
    assert world.client("admin").get("/api/v1/docs").status_code in (401, 404)


def test_error_pages_and_form_errors_are_translated(world: World) -> None:
    client = world.login("admin")
    client.cookies.set("lang", "ko")
    missing = client.get("/applicants/999999")
    assert missing.status_code == 404
    soup = BeautifulSoup(missing.text, "html.parser")
    assert one(soup, ".error-summary").get_text() == catalog("ko")["error.404"]
    token = csrf_of(client.get("/admin/users").text)
    again = client.post("/admin/users", data={"email": "a@example.org", "csrf_token": token})
    assert again.status_code == 400
    error = one(BeautifulSoup(again.text, "html.parser"), ".form-error")
    assert error.get_text() == catalog("ko")["users.exists"]
