"""Page images and highlights are read from what the worker stored: requests never render or OCR.

A document processed before pages were stored answers 409 PAGES_NOT_READY with the queued job
that prepares it; the worker runs that job; then the stored page is served, huge pages within
the pixel budget, and a scan's highlight comes from the OCR words read at processing time.
"""

from __future__ import annotations

import io
from typing import Any, NoReturn

import pytest
from bs4 import BeautifulSoup
from PIL import Image, ImageDraw

from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import model as ingest_model
from minesweeper.ingest import ocr, ocr_pages
from minesweeper.jobs import run_worker_tick
from minesweeper.samples.fonts import image_font
from minesweeper.screening.documents import add_document
from minesweeper.screening.handlers import build_handlers
from minesweeper.screening.page_store import PAGE_SIZES
from minesweeper.screening.process import process_applicant
from tests.integration.web.conftest import World
from tests.support.page_samples import giant_pdf


def _scan_png() -> bytes:
    """A photographed page: the applicant's e-mail first, then the advisor line."""
    image = Image.new("RGB", (1700, 700), "white")
    draw = ImageDraw.Draw(image)
    font = image_font(56)
    draw.text((120, 150), "Contact: jisoo.park@example.org", fill="black", font=font)
    draw.text((120, 400), "Advisor: Jisoo Park", fill="black", font=font)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(200, 200))
    return buffer.getvalue()


def _add(world: World, filename: str, data: bytes) -> int:
    with world.db.session() as session:
        return add_document(session, world.ids["applicant_b"], filename, "thesis", data).id


def _forbid_rendering_and_ocr(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> NoReturn:
        raise AssertionError("a request rendered or OCR'd a page")

    monkeypatch.setattr(ingest_model.IngestedDocument, "render_page", refuse)
    monkeypatch.setattr(ocr, "ocr_image", refuse)
    monkeypatch.setattr(ocr_pages, "ocr_image", refuse)


def test_an_unprepared_document_answers_409_with_the_job_then_serves_the_stored_page(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    document_id = _add(world, "poster.pdf", giant_pdf())
    client = world.client("member_b")
    url = f"/api/v1/documents/{document_id}/pages/1.png"
    with monkeypatch.context() as patched:
        _forbid_rendering_and_ocr(patched)
        first = client.get(url)
        again = client.get(f"/api/v1/documents/{document_id}/pages/1/highlights?quote=Park")
        viewer = world.login("member_b").get(f"/documents/{document_id}/pages/1?quote=Park")
    assert first.status_code == 409
    assert first.headers["content-type"].startswith("application/problem+json")
    problem = first.json()
    assert problem["code"] == "PAGES_NOT_READY"
    job = problem["details"]["job"]
    assert job["type"] == "prepare_pages"
    assert again.status_code == 409
    assert again.json()["details"]["job"]["id"] == job["id"]  # attached, not queued twice
    soup = BeautifulSoup(viewer.text, "html.parser")
    assert soup.select_one(f'#page-region [data-job-id="{job["id"]}"]') is not None
    assert soup.select_one(".page-view img") is None

    handlers = build_handlers(world.db, world.settings)
    assert run_worker_tick(world.db.engine, handlers) == job["id"]
    assert client.get(f"/api/v1/jobs/{job['id']}").json()["status"] == "done"

    with monkeypatch.context() as patched:
        _forbid_rendering_and_ocr(patched)
        large = client.get(url)
        small = client.get(url + "?size=small")
        boxes = client.get(
            f"/api/v1/documents/{document_id}/pages/1/highlights", params={"quote": "Jisoo Park"}
        )
    assert large.status_code == small.status_code == boxes.status_code == 200
    for answer, name in ((large, "large"), (small, "small")):
        width, height = Image.open(io.BytesIO(answer.content)).size
        assert width * height <= PAGE_SIZES[name].max_pixels
    assert len(boxes.json()) == 1
    assert client.get(url + "?size=huge").status_code == 422  # no other sizes exist


def test_a_scan_highlight_comes_from_the_ocr_words_of_processing(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    document_id = _add(world, "scan.png", _scan_png())
    process_applicant(world.db, world.ids["applicant_b"], TextExtractor())
    client = world.client("member_b")
    with monkeypatch.context() as patched:
        _forbid_rendering_and_ocr(patched)
        boxes = client.get(
            f"/api/v1/documents/{document_id}/pages/1/highlights", params={"quote": "Jisoo Park"}
        )
        image = client.get(f"/api/v1/documents/{document_id}/pages/1.png")
    assert boxes.status_code == 200, boxes.text
    assert image.status_code == 200
    (box,) = boxes.json()
    # The advisor line, drawn at y=400 of 700, not the e-mail address at y=150.
    assert 0.5 < box["top"] < 0.7
    assert box["text"] == "Jisoo Park"
