"""Shared careers from generated CVs on both sides, through the real pipeline and the
matrix recomputation: a same department at overlapping times, a joint project."""

from __future__ import annotations

from typing import Any

from minesweeper.extractors.text import TextExtractor
from minesweeper.samples.pdfs import lines_pdf
from minesweeper.screening.process import process_applicant
from minesweeper.screening.uploads import IncomingFile, store_documents
from tests.integration.conflicts.test_reviewer_documents import _add, _drain, _upload
from tests.integration.web.conftest import World

REVIEWER_CV = [
    "이력서",
    "정하늘",
    "",
    "학력",
    "2005.03 ~ 2011.02 서울대학교 물리학과 박사",
    "경력",
    "2016.03 ~ 2020.02 서울대학교 물리학과 조교수",
    "2020.03 ~ 현재 고려대학교 물리학과 부교수",
    "연구과제",
    "2022 ~ 2025 양자 채널 연구 (연구책임자: 정하늘, 공동연구원: 이두리)",
]
APPLICANT_CV = [
    "이력서",
    "이두리",
    "",
    "학력",
    "2009.03 ~ 2015.02 서울대학교 물리학과 박사",
    "경력",
    "2018.03 ~ 현재 서울대학교 물리학과 연구교수",
]


def _careers(world: World, reviewer_id: int) -> dict[str, dict[str, Any]]:
    matrix = world.client("admin").get(f"/api/v1/rounds/{world.ids['round_b']}/conflicts").json()
    return {
        c["relations"][0]: c
        for c in matrix["candidates"]
        if c["reviewer_id"] == reviewer_id and c["subject_key"].startswith("career:")
    }


def test_reviewer_and_applicant_cvs_share_a_department_a_programme_and_a_project(
    world: World,
) -> None:
    applicant_id = world.ids["applicant_b"]
    with world.db.session() as session:
        store_documents(
            session, applicant_id, [IncomingFile("cv.pdf", "cv", lines_pdf(APPLICANT_CV))], 10**7
        )
    process_applicant(world.db, applicant_id, TextExtractor())
    reviewer_id = _add(world, "정하늘", None)
    _upload(world, reviewer_id, REVIEWER_CV)
    _drain(world)
    found = _careers(world, reviewer_id)
    assert set(found) == {"same_workplace", "alumni_overlap", "joint_project"}
    [workplace] = found["same_workplace"]["evidence"]
    assert (workplace["quote"], workplace["year"], workplace["window"]) == (
        "shared period 2018–2020",
        2020,
        "in_window",
    )
    assert workplace["document"].startswith("reviewer_document:")
    [alumni] = found["alumni_overlap"]["evidence"]
    assert alumni["quote"] == "shared period 2009–2011"
    assert all(c["action"] == "review" for c in found.values())
    # Admins edit the window like any other relation: a 3-year window drops the 2020 job.
    admin = world.client("admin")
    put = admin.put(
        f"/api/v1/rounds/{world.ids['round_b']}/conflict-policy",
        json=[{"relation": "same_workplace", "action": "review", "window_years": 3}],
    )
    assert put.status_code == 200, put.text
    _drain(world)
    after = _careers(world, reviewer_id)["same_workplace"]
    assert [e["window"] for e in after["evidence"]] == ["outside_window"]
    assert after["action"] == "ignore"
