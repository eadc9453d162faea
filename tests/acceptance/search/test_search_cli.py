"""`minesweeper search` as a user runs it, in a subprocess."""

from __future__ import annotations

import json
from pathlib import Path

from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.db.models import Applicant, Round
from minesweeper.screening.documents import add_document
from minesweeper.search import PageText, index_applicant_pages
from tests.acceptance.test_cli_core import run_cli


def _seed(url: str) -> tuple[int, int]:
    db = Database(url)
    try:
        with db.session() as session:
            round_ = Round(name="공채")
            session.add(round_)
            session.flush()
            applicant = Applicant(round_id=round_.id, name="나지원")
            session.add(applicant)
            session.flush()
            doc = add_document(session, applicant.id, "thesis.txt", "thesis", b"x")
            index_applicant_pages(
                session, applicant.id, [PageText(doc.id, 3, "심사위원 Park, Ji-Hoon (인)")]
            )
            return round_.id, doc.id
    finally:
        db.dispose()


def test_search_prints_hits_as_json_and_as_lines(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    migrations.upgrade(url)
    round_id, doc_id = _seed(url)
    env = {"DATABASE_URL": url, "DATA_DIR": str(tmp_path)}
    as_json = run_cli("search", str(round_id), "Jihoon Park", "--json", env=env)
    assert as_json.returncode == 0, as_json.stderr
    body = json.loads(as_json.stdout)
    assert body["total"] == 1
    assert (body["hits"][0]["document_id"], body["hits"][0]["page"]) == (doc_id, 3)
    lines = run_cli("search", str(round_id), "지원", env=env)
    assert lines.returncode == 0
    assert lines.stdout.strip().endswith("0 page(s)")
    empty = run_cli("search", str(round_id), "???", env=env)
    assert empty.returncode == 2
    assert "no letters" in empty.stderr
