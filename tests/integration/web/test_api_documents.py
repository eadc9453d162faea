"""Uploads (blobs + documents + job in one transaction), bundles, downloads, page images."""

from __future__ import annotations

import hashlib
import io
import zipfile
from typing import Any, cast

from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import func, select

from minesweeper.db.models import Applicant, Blob, Document
from minesweeper.jobs import list_jobs, run_worker_tick
from minesweeper.screening.handlers import build_handlers
from minesweeper.web.app import create_app
from tests.integration.web.conftest import World, make_pdf

THESIS_LINES = [
    "Doctoral Dissertation",
    "Approved by the thesis committee",
    "Committee chair: Minho Lee",
    "Advisor: Jisoo Park",
]


def _upload(
    world: World, who: str, applicant_id: int, files: list[tuple[str, bytes]], category: list[str]
) -> tuple[int, dict[str, object]]:
    response = world.client(who).post(
        f"/api/v1/applicants/{applicant_id}/documents",
        files=[("files", (name, data, "application/octet-stream")) for name, data in files],
        data={"category": category},
    )
    return response.status_code, response.json()


def test_upload_stores_blobs_and_queues_one_job(world: World) -> None:
    applicant = world.ids["applicant_a"]
    pdf = make_pdf(THESIS_LINES)
    status, body = _upload(
        world, "member_a", applicant, [("a.pdf", pdf), ("b.pdf", pdf)], ["thesis", "paper"]
    )
    assert status == 202
    assert body["type"] == "process_applicant"
    assert body["status"] == "queued"
    documents = cast(list[dict[str, Any]], body["documents"])
    # The same bytes twice for one applicant make one document, and the answer says so.
    assert [d["folder_category"] for d in documents] == ["thesis"]
    duplicates = cast(list[dict[str, Any]], body["duplicates"])
    assert [(d["filename"], d["same_applicant"]) for d in duplicates] == [("b.pdf", True)]
    # A second upload while the job is queued joins it.
    status2, body2 = _upload(world, "member_a", applicant, [("c.txt", b"CV of Hana Kim")], ["cv"])
    assert status2 == 202
    assert body2["id"] == body["id"]
    with world.db.session() as session:
        digest = hashlib.sha256(pdf).hexdigest()
        assert (
            session.scalar(select(func.count()).select_from(Blob).where(Blob.sha256 == digest)) == 1
        )
        docs = session.scalars(select(Document).where(Document.applicant_id == applicant)).all()
        assert sorted(d.filename for d in docs) == ["a.pdf", "c.txt"]
        assert len(list_jobs(session.connection(), status="queued")) == 1
    job = world.client("member_a").get(f"/api/v1/jobs/{body['id']}")
    assert job.status_code == 200
    assert job.json()["id"] == body["id"]


def test_upload_then_worker_builds_roster(world: World) -> None:
    applicant = world.ids["applicant_a"]
    status, body = _upload(
        world, "member_a", applicant, [("thesis.pdf", make_pdf(THESIS_LINES))], ["thesis"]
    )
    assert status == 202
    handlers = build_handlers(world.db, world.settings, "text")
    assert run_worker_tick(world.db.engine, handlers) == body["id"]
    client = world.client("member_a")
    job = client.get(f"/api/v1/jobs/{body['id']}").json()
    assert job["status"] == "done", job
    assert job["percent"] == 100
    documents = client.get(f"/api/v1/applicants/{applicant}/documents").json()
    assert documents[0]["source_format"] == "pdf"
    assert documents[0]["page_count"] == 1
    roster = client.get(f"/api/v1/applicants/{applicant}/roster").json()
    assert roster["applicant"]["job"]["status"] == "done"
    assert isinstance(roster["aggregates"], list)
    for person in roster["aggregates"]:
        for source in person["sources"]:
            assert source["document_id"] == documents[0]["id"]


def test_upload_rejects_unknown_category_and_mismatched_counts(world: World) -> None:
    applicant = world.ids["applicant_a"]
    status, body = _upload(world, "member_a", applicant, [("a.pdf", b"%PDF-1.4")], ["novel"])
    assert status == 400
    assert "unknown category" in str(body["detail"])
    status, body = _upload(
        world,
        "member_a",
        applicant,
        [("a.pdf", b"1"), ("b.pdf", b"2"), ("c.pdf", b"3")],
        ["thesis", "paper"],
    )
    assert status == 400
    with world.db.session() as session:
        assert (
            session.scalar(
                select(func.count()).select_from(Document).where(Document.applicant_id == applicant)
            )
            == 0
        )


def test_upload_over_limit_is_413(world: World) -> None:
    world.settings.max_upload_bytes = 10
    status, body = _upload(
        world, "member_a", world.ids["applicant_a"], [("a.txt", b"x" * 11)], ["cv"]
    )
    assert status == 413
    assert body["code"] == "TOO_LARGE"


def _zip(entries: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_bundle_creates_missing_applicants(world: World) -> None:
    pdf = make_pdf(THESIS_LINES)
    bundle = _zip(
        {
            "round/김하나/thesis/t.pdf": pdf,
            "round/최새롬/cv/cv.txt": b"Saerom Choi, CV",
            "round/최새롬/paper/p.pdf": pdf,
        }
    )
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("bundle.zip", bundle, "application/zip")},
    )
    assert response.status_code == 202, response.text
    body = response.json()
    assert body["applicants_created"] == ["최새롬"]
    assert body["documents"] == 3
    assert len(body["jobs"]) == 2
    with world.db.session() as session:
        names = set(
            session.scalars(
                select(Applicant.name).where(Applicant.round_id == world.ids["round_a"])
            )
        )
    assert names == {"김하나", "최새롬"}


def test_bundle_of_paths_and_bad_layout(world: World) -> None:
    client = world.client("member_a")
    url = f"/api/v1/rounds/{world.ids['round_a']}/files"
    ok = client.post(
        url,
        files=[("files", ("cv.txt", b"CV", "text/plain"))],
        data={"paths": ["새사람/cv/cv.txt"]},
    )
    assert ok.status_code == 202, ok.text
    assert ok.json()["applicants_created"] == ["새사람"]
    bad = client.post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("b.zip", _zip({"loose.pdf": b"x"}), "application/zip")},
    )
    assert bad.status_code == 400
    assert "applicant/category/file" in bad.json()["detail"]
    not_zip = client.post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("b.zip", b"not a zip", "application/zip")},
    )
    assert not_zip.status_code == 400


def test_download_and_page_image(world: World) -> None:
    client = world.client("member_b")
    doc = world.ids["document_b"]
    download = client.get(f"/api/v1/documents/{doc}/download")
    assert download.status_code == 200
    assert download.content.startswith(b"%PDF")
    assert "thesis.pdf" in download.headers["content-disposition"]
    image = client.get(f"/api/v1/documents/{doc}/pages/1.png?size=small")
    assert image.status_code == 200
    assert image.headers["content-type"] == "image/png"
    width, height = Image.open(io.BytesIO(image.content)).size
    # A4 is 595.3 x 841.9 points; the small size is 50 dpi: about 413 x 585 pixels.
    assert abs(width - 595.3 * 50 / 72) <= 1
    assert abs(height - 841.9 * 50 / 72) <= 1
    assert client.get(f"/api/v1/documents/{doc}/pages/9.png").status_code == 404


def test_highlights_from_text_layer(world: World) -> None:
    client = world.client("member_b")
    doc = world.ids["document_b"]
    boxes = client.get(
        f"/api/v1/documents/{doc}/pages/1/highlights", params={"quote": "Advisor: Jisoo Park"}
    ).json()
    assert len(boxes) == 1
    box = boxes[0]
    # The line is drawn at x=72pt, y=780-24=756pt from the bottom of an A4 page (842pt tall).
    assert abs(box["left"] - 72 / 595) < 0.01
    assert 0.08 < box["top"] < 0.12
    assert 0 < box["width"] < 0.5
    missing = client.get(
        f"/api/v1/documents/{doc}/pages/1/highlights", params={"quote": "Nobody Here"}
    ).json()
    assert missing == []


def test_flag_image_is_the_band_around_its_words(world: World) -> None:
    client = world.client("member_b")
    page = Image.open(
        io.BytesIO(client.get(f"/api/v1/documents/{world.ids['document_b']}/pages/1.png").content)
    )
    response = client.get(f"/api/v1/flags/{world.ids['flag_b']}/image.png")
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/png"
    band = Image.open(io.BytesIO(response.content))
    assert band.width == page.width
    # The flag's words sit on one line near the top: the band is a small part of the page.
    assert 0 < band.height < page.height / 3
    assert (
        world.client("member_a").get(f"/api/v1/flags/{world.ids['flag_b']}/image.png").status_code
        == 404
    )


def test_request_body_limit_is_a_413_problem(world: World) -> None:
    world.settings.max_request_bytes = 2_000
    app = create_app(world.settings, world.db)
    response = TestClient(
        app, headers={"Authorization": f"Bearer {world.tokens['member_a']}"}
    ).post(
        f"/api/v1/applicants/{world.ids['applicant_a']}/documents",
        files=[("files", ("big.txt", b"x" * 5_000, "text/plain"))],
        data={"category": "cv"},
    )
    assert response.status_code == 413
    assert response.headers["content-type"] == "application/problem+json"
