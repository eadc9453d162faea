"""Control characters are refused at the boundary, and library calls in a request are bounded."""

from __future__ import annotations

import threading

import pytest

from minesweeper.db.models import Document
from minesweeper.screening.page_images import find_highlights
from tests.integration.web.conftest import World, csrf_of


@pytest.mark.timeout(60)
def test_nul_quote_in_highlights_is_422_not_a_hang(world: World) -> None:
    url = f"/api/v1/documents/{world.ids['document_b']}/pages/1/highlights?quote=%00%00"
    response = world.client("member_b").get(url)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "CONTROL_CHARACTER"
    assert "quote" in response.json()["detail"]


@pytest.mark.timeout(60)
def test_nul_quote_in_viewer_page_is_422(world: World) -> None:
    url = f"/documents/{world.ids['document_b']}/pages/1?quote=%00x"
    response = world.login("member_b").get(url)
    assert response.status_code == 422
    assert "text/html" in response.headers["content-type"]


def test_control_character_in_a_form_field_is_422(world: World) -> None:
    client = world.login("admin")
    csrf = csrf_of(client.get("/").text)
    response = client.post("/rounds", data={"name": "Round\x00C", "csrf_token": csrf})
    assert response.status_code == 422


def _multipart(filename: bytes) -> tuple[bytes, str]:
    """A body written by hand: HTTP clients percent-escape control characters in file names."""
    boundary = "b0undary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ncv\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="'
        ).encode()
        + filename
        + (f'"\r\nContent-Type: text/plain\r\n\r\nCV of Hana Kim\r\n--{boundary}--\r\n').encode()
    )
    return body, f"multipart/form-data; boundary={boundary}"


def test_control_character_in_an_upload_file_name_is_422(world: World) -> None:
    body, content_type = _multipart(b"a\x01.txt")
    response = world.client("member_a").post(
        f"/api/v1/applicants/{world.ids['applicant_a']}/documents",
        content=body,
        headers={"content-type": content_type},
    )
    assert response.status_code == 422
    assert response.json()["code"] == "CONTROL_CHARACTER"


def test_line_breaks_in_a_quote_stay_allowed(world: World) -> None:
    url = f"/api/v1/documents/{world.ids['document_b']}/pages/1/highlights"
    response = world.client("member_b").get(url, params={"quote": "Advisor:\nJisoo Park"})
    assert response.status_code == 200
    assert response.json()


@pytest.mark.timeout(60)
def test_a_stored_quote_with_nul_never_reaches_the_text_search(world: World) -> None:
    """Flags and sources come from document text, which the request boundary never saw."""
    with world.db.session() as session:
        document = session.get(Document, world.ids["document_b"])
        assert document is not None
    found: list[object] = []
    thread = threading.Thread(
        target=lambda: found.append(find_highlights(world.db, document, 1, "\x00\x00")),
        daemon=True,
    )
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "the text search did not return"
    assert found == [[]]
