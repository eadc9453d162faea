"""Duplicates: the same bytes twice, namesakes, blank and path-like names, concurrent bundles."""

from __future__ import annotations

import io
import threading
import unicodedata
import zipfile

from sqlalchemy import func, select

from minesweeper.db import Database
from minesweeper.db.models import Applicant, Document, Round
from minesweeper.screening.uploads import import_bundle, read_bundle
from tests.integration.web.conftest import World, make_pdf

PDF = make_pdf(["Advisor: Minho Lee"])


def _documents(world: World, applicant_id: int) -> int:
    with world.db.session() as session:
        count = session.scalar(
            select(func.count()).select_from(Document).where(Document.applicant_id == applicant_id)
        )
        return int(count or 0)


def test_the_same_bytes_twice_make_no_second_document_and_say_so(world: World) -> None:
    client = world.client("member_b")
    applicant = world.ids["applicant_b"]
    before = _documents(world, applicant)
    first = client.post(
        f"/api/v1/applicants/{applicant}/documents",
        data={"category": "paper"},
        files={"files": ("paper.pdf", PDF, "application/pdf")},
    )
    assert first.status_code == 202
    assert first.json()["duplicates"] == []
    again = client.post(
        f"/api/v1/applicants/{applicant}/documents",
        data={"category": "paper"},
        files={"files": ("paper (1).pdf", PDF, "application/pdf")},
    )
    assert again.status_code == 202
    assert again.json()["documents"] == []
    [note] = again.json()["duplicates"]
    assert note["same_applicant"] is True
    assert note["existing_filename"] == "paper.pdf"
    assert "not added again" in note["message"]
    assert _documents(world, applicant) == before + 1


def test_the_same_bytes_under_another_applicant_are_stored_and_pointed_out(world: World) -> None:
    client = world.client("member_b")
    round_b = world.ids["round_b"]
    other = client.post(f"/api/v1/rounds/{round_b}/applicants", json={"name": "최새롬"}).json()
    client.post(
        f"/api/v1/applicants/{world.ids['applicant_b']}/documents",
        data={"category": "paper"},
        files={"files": ("paper.pdf", PDF, "application/pdf")},
    )
    answer = client.post(
        f"/api/v1/applicants/{other['id']}/documents",
        data={"category": "paper"},
        files={"files": ("copy.pdf", PDF, "application/pdf")},
    )
    assert len(answer.json()["documents"]) == 1
    [note] = answer.json()["duplicates"]
    assert note["same_applicant"] is False
    assert note["applicant_name"] == "이두리"


def test_namesakes_after_nfc_and_trimming_need_add_anyway(world: World) -> None:
    client = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/applicants"
    decomposed = " " + unicodedata.normalize("NFD", "이두리") + "  "
    refused = client.post(url, json={"name": decomposed})
    assert refused.status_code == 409
    assert refused.json()["code"] == "APPLICANT_EXISTS"
    assert refused.json()["details"]["existing_id"] == world.ids["applicant_b"]
    added = client.post(url, json={"name": decomposed, "allow_duplicate": True})
    assert added.status_code == 201
    assert added.json()["name"] == "이두리"  # stored as NFC, trimmed


def test_blank_names_and_path_components_are_refused(world: World) -> None:
    client = world.client("member_b")
    url = f"/api/v1/rounds/{world.ids['round_b']}/applicants"
    for name in ["   ", "..", "a/b"]:
        answer = client.post(url, json={"name": name})
        assert answer.status_code == 422, name
        assert answer.json()["code"] == "INVALID_NAME"
    patch = client.patch(f"/api/v1/applicants/{world.ids['applicant_b']}", json={"name": " "})
    assert patch.status_code == 422
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("../paper/x.pdf", PDF)
    bundle = client.post(
        f"/api/v1/rounds/{world.ids['round_b']}/bundle",
        files={"file": ("b.zip", zipped.getvalue(), "application/zip")},
    )
    assert bundle.status_code == 422
    assert bundle.headers["content-type"].startswith("application/problem+json")


def test_six_concurrent_bundles_with_one_folder_make_one_applicant(database: Database) -> None:
    with database.session() as session:
        round_row = Round(name="concurrent")
        session.add(round_row)
        session.flush()
        round_id = round_row.id
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("김민준/thesis/t.pdf", PDF)
    bundle = read_bundle(zipped.getvalue(), max_bytes=10_000_000)
    start, errors = threading.Barrier(6), []

    def upload() -> None:
        try:
            start.wait()
            with database.session() as session:
                import_bundle(session, round_id, bundle, 10_000_000)
        except Exception as exc:  # the assertion below names it
            errors.append(exc)

    threads = [threading.Thread(target=upload) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with database.session() as session:
        names = session.scalars(select(Applicant.name).where(Applicant.round_id == round_id))
        assert list(names) == ["김민준"]
        documents = session.scalar(select(func.count()).select_from(Document))
        assert documents == 1
