"""A reviewer's own CV, uploaded over the API, read in the background with the reviewer as
the "self", and matched against the applicant: English and Korean CVs, generated here."""

from __future__ import annotations

from typing import Any

from minesweeper.extractors.text import TextExtractor
from minesweeper.jobs import Handler, run_worker_tick
from minesweeper.samples.office import docx_cv, hwpx_bytes
from minesweeper.samples.pdfs import lines_pdf
from minesweeper.screening.conflicts.jobs import conflict_handlers
from minesweeper.screening.conflicts.reviewer_documents import (
    PROCESS_REVIEWER,
    process_reviewer_handler,
)
from tests.integration.web.conftest import World

# The seeded round_b's applicant is 이두리 (Duri Lee).
CV_EN = [
    "Curriculum Vitae",
    "Jiwoo Han",
    "",
    "Education",
    "Ph.D., Seoul National University, 2012",
    "",
    "Publications",
    'Jiwoo Han, Duri Lee, Dahye Lee. "Graph methods for channels." Journal of Networks, 2021.',
    'Jiwoo Han, Minho Seo. "Other work." Signal Letters, 2019.',
]
CV_KO = ["이력서", "정하늘", "", "학력", "서울대학교 박사 2012", "지도교수: 이두리"]


def _handlers(world: World) -> dict[str, Handler]:
    handlers = dict(conflict_handlers(world.db))
    handlers[PROCESS_REVIEWER] = process_reviewer_handler(world.db, TextExtractor())
    return handlers


def _drain(world: World) -> None:
    handlers = _handlers(world)
    while run_worker_tick(world.db.engine, handlers) is not None:
        pass


def _add(world: World, name: str, name_en: str | None) -> int:
    answer = world.client("admin").post(
        f"/api/v1/rounds/{world.ids['round_b']}/reviewers", json={"name": name, "name_en": name_en}
    )
    assert answer.status_code == 201, answer.text
    reviewer_id: int = answer.json()["id"]
    return reviewer_id


def _upload(world: World, reviewer_id: int, lines: list[str]) -> dict[str, Any]:
    answer = world.client("admin").post(
        f"/api/v1/reviewers/{reviewer_id}/documents",
        files={"file": ("cv.pdf", lines_pdf(lines), "application/pdf")},
    )
    assert answer.status_code == 202, answer.text
    body: dict[str, Any] = answer.json()
    return body


def _reviewer_side(world: World, reviewer_id: int) -> list[dict[str, Any]]:
    matrix = world.client("admin").get(f"/api/v1/rounds/{world.ids['round_b']}/conflicts").json()
    return [
        c
        for c in matrix["candidates"]
        if c["reviewer_id"] == reviewer_id and c["subject_key"].startswith("reviewer_side:")
    ]


def test_english_reviewer_cv_lists_the_applicant_as_coauthor(world: World) -> None:
    reviewer_id = _add(world, "한지우", "Jiwoo Han")
    body = _upload(world, reviewer_id, CV_EN)
    assert body["document_id"] > 0 and body["id"]
    _drain(world)
    [candidate] = _reviewer_side(world, reviewer_id)
    assert candidate["relations"] == ["coauthor"]
    [evidence] = candidate["evidence"]
    assert evidence["quote"].startswith(
        "The reviewer's CV lists the applicant as a co-author (2021)"
    )
    assert evidence["document"] == f"reviewer_document:{body['document_id']}"
    assert (evidence["page"], evidence["year"]) == (1, 2021)
    listed = world.client("admin").get(f"/api/v1/reviewers/{reviewer_id}/documents").json()
    assert [(d["filename"], d["doc_type"]) for d in listed] == [("cv.pdf", "cv")]


def test_korean_reviewer_cv_naming_the_applicant_as_advisor_is_certain(world: World) -> None:
    reviewer_id = _add(world, "정하늘", None)
    _upload(world, reviewer_id, CV_KO)
    _drain(world)
    [candidate] = _reviewer_side(world, reviewer_id)
    # The applicant advised the reviewer: direction never matters, it is the advisor relation.
    assert (candidate["relations"], candidate["level"], candidate["action"]) == (
        ["advisor"],
        "certain",
        "block",
    )


def test_docx_and_hwpx_reviewer_cvs_are_read_too(world: World) -> None:
    admin = world.client("admin")
    files = {
        "cv.docx": (
            ("한지우", "Jiwoo Han"),
            docx_cv("Jiwoo Han", "Duri Lee", ['Jiwoo Han, Minho Seo. "Other work." J. X, 2019.']),
        ),
        "cv.hwpx": (("정하늘", None), hwpx_bytes(CV_KO)),
    }
    for filename, ((name, name_en), data) in files.items():
        reviewer_id = _add(world, name, name_en)
        answer = admin.post(
            f"/api/v1/reviewers/{reviewer_id}/documents",
            files={"file": (filename, data, "application/octet-stream")},
        )
        assert answer.status_code == 202, answer.text
        _drain(world)
        [candidate] = _reviewer_side(world, reviewer_id)
        assert (candidate["relations"], candidate["level"]) == (["advisor"], "certain"), filename


def test_reviewer_document_errors_are_problems(world: World) -> None:
    admin = world.client("admin")
    empty = admin.post(
        f"/api/v1/reviewers/{_add(world, '윤가람', None)}/documents",
        files={"file": ("cv.pdf", b"", "application/pdf")},
    )
    assert empty.status_code == 400
    assert empty.headers["content-type"].startswith("application/problem+json")
    missing = admin.post(
        "/api/v1/reviewers/999999/documents", files={"file": ("cv.pdf", b"x", "application/pdf")}
    )
    assert missing.status_code == 404


def test_reviewer_document_form_on_the_reviewers_page(world: World) -> None:
    from tests.integration.web.conftest import csrf_of

    round_b = world.ids["round_b"]
    reviewer_id = _add(world, "한지우", "Jiwoo Han")
    browser = world.login("admin")
    page = browser.get(f"/rounds/{round_b}/reviewers")
    assert 'action="/rounds/' in page.text and "/reviewers/documents" in page.text
    answer = browser.post(
        f"/rounds/{round_b}/reviewers/documents",
        data={"csrf_token": csrf_of(page.text), "reviewer_id": str(reviewer_id)},
        files={"file": ("cv.pdf", lines_pdf(CV_EN), "application/pdf")},
    )
    assert answer.status_code == 303, answer.text
    _drain(world)
    [candidate] = _reviewer_side(world, reviewer_id)
    assert candidate["relations"] == ["coauthor"]
    # A reviewer of another round is not found through this round's form.
    other = browser.post(
        f"/rounds/{round_b}/reviewers/documents",
        data={"csrf_token": csrf_of(page.text), "reviewer_id": "999999"},
        files={"file": ("cv.pdf", b"x", "application/pdf")},
    )
    assert other.status_code == 404
