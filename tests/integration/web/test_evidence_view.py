"""Evidence at a glance: text pages with the quote marked, the roster by relation, and
matrix cells that count every level."""

from __future__ import annotations

from bs4 import BeautifulSoup

from minesweeper.db.blobs import store_blob
from minesweeper.db.models import Document
from minesweeper.db.models_conflicts import Conflict
from minesweeper.ingest import ingest_bytes
from minesweeper.screening.page_store import prepare_pages, store_pages
from tests.integration.web.conftest import World

NOTES = b"Notes\nCo-author:\nSeungho  Park and Jisoo Park\n"


def test_a_text_page_shows_its_text_with_the_quote_marked(world: World) -> None:
    with world.db.session() as session:
        document = Document(
            applicant_id=world.ids["applicant_b"],
            blob_sha256=store_blob(session, NOTES),
            folder_category="other",
            filename="notes.txt",
            size=len(NOTES),
            source_format="txt",
            page_count=1,
            has_text_layer=True,
        )
        session.add(document)
        session.flush()
        document_id = document.id
        # The text the worker stores when it processes the document.
        ingested = ingest_bytes(NOTES, "notes.txt")
        store_pages(session, document.blob_sha256, 1, prepare_pages(NOTES, ingested))
    browser = world.login("member_b")
    page = browser.get(f"/documents/{document_id}/pages/1", params={"quote": "Seungho Park"})
    assert page.status_code == 200
    html = BeautifulSoup(page.text, "html.parser")
    marks = html.select("pre.page-text mark.hl-text")
    assert [m.get_text() for m in marks] == ["Seungho  Park"]
    assert html.select_one(".quote .none") is None  # found, so no "not found" note
    assert html.select_one("img") is None  # no broken page image


def test_the_roster_puts_the_advisor_first(world: World) -> None:
    roster = world.client("member_b").get(f"/api/v1/applicants/{world.ids['applicant_b']}/roster")
    names = [a["canonical_name"] for a in roster.json()["aggregates"]]
    assert names == ["Jisoo Park", "J. Park"]  # advisor before co-author, not by spelling


def test_a_cell_counts_each_level(world: World) -> None:
    with world.db.session() as session:
        session.add(
            Conflict(
                round_id=world.ids["round_b"],
                reviewer_id=world.ids["reviewer_b"],
                applicant_id=world.ids["applicant_b"],
                subject_key="jisoo park",
                subject_name="Jisoo Park",
                level="certain",
                action="block",
                name_match="exact",
                relations=["advisor"],
                roles=["advisor"],
                evidence=[],
            )
        )
    member = world.client("member_b")
    matrix = member.get(f"/api/v1/rounds/{world.ids['round_b']}/conflicts").json()
    [cell] = matrix["cells"]
    assert cell["level"] == "certain"
    assert cell["by_level"] == {"certain": 1, "possible": 1}  # the possible is not hidden
    page = world.login("member_b").get(f"/rounds/{world.ids['round_b']}/conflicts")
    shown = BeautifulSoup(page.text, "html.parser").select("td.cell [data-level]")
    assert [s["data-level"] for s in shown] == ["certain", "possible"]
