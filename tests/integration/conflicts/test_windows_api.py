"""A round's co-author window applies to dated evidence over the API; undated evidence stays."""

from __future__ import annotations

import datetime as dt
from typing import Any

from minesweeper.db.models import PersonAggregate
from minesweeper.jobs import run_worker_tick
from minesweeper.screening.conflicts.jobs import conflict_handlers
from tests.integration.web.conftest import World


def _drain(world: World) -> None:
    while run_worker_tick(world.db.engine, conflict_handlers(world.db)) is not None:
        pass


def _coauthor(applicant_id: int, document_id: int, name: str, year: int | None) -> PersonAggregate:
    source = {
        "document_id": document_id,
        "page": 1,
        "quote": f"{name}, Lee D. (paper)",
        "source_kind": "printed",
        "role": "coauthor",
        "year": year,
    }
    return PersonAggregate(
        applicant_id=applicant_id,
        canonical_name=name,
        name_normalized=name.lower(),
        roles=["coauthor"],
        sources=[source],
    )


def test_window_zero_drops_last_years_paper_and_keeps_undated(world: World) -> None:
    round_b, admin = world.ids["round_b"], world.client("admin")
    last_year = dt.datetime.now(dt.UTC).year - 1
    with world.db.session() as session:
        session.add_all(
            [
                _coauthor(
                    world.ids["applicant_b"], world.ids["document_b"], "Minho Seo", last_year
                ),
                _coauthor(world.ids["applicant_b"], world.ids["document_b"], "Yuna Choi", None),
            ]
        )
    for name, name_en in (("서민호", "Minho Seo"), ("최유나", "Yuna Choi")):
        answer = admin.post(
            f"/api/v1/rounds/{round_b}/reviewers", json={"name": name, "name_en": name_en}
        )
        assert answer.status_code == 201, answer.text
    _drain(world)

    def by_subject() -> dict[str, dict[str, Any]]:
        matrix = admin.get(f"/api/v1/rounds/{round_b}/conflicts").json()
        return {c["subject_name"]: c for c in matrix["candidates"]}

    before = by_subject()
    assert before["Minho Seo"]["action"] == "review"
    assert [e["window"] for e in before["Minho Seo"]["evidence"]] == ["in_window"]
    assert [(e["year"], e["window"]) for e in before["Yuna Choi"]["evidence"]] == [
        (None, "undated")
    ]
    url = f"/api/v1/rounds/{round_b}/conflict-policy"
    put = admin.put(url, json=[{"relation": "coauthor", "action": "review", "window_years": 0}])
    assert put.status_code == 200, put.text
    _drain(world)
    after = by_subject()
    # Last year's paper is outside a 0-year window: shown with the reason, not counted.
    assert after["Minho Seo"]["action"] == "ignore"
    assert [(e["year"], e["window"]) for e in after["Minho Seo"]["evidence"]] == [
        (last_year, "outside_window")
    ]
    # Undated evidence: the window cannot apply, the candidate is exactly as before.
    assert after["Yuna Choi"]["action"] == before["Yuna Choi"]["action"] == "review"
    assert after["Yuna Choi"]["level"] == before["Yuna Choi"]["level"]
    # The cell page says why, in the reader's language.
    pair = f"{after['Minho Seo']['reviewer_id']}/{world.ids['applicant_b']}"
    page = world.login("admin").get(f"/rounds/{round_b}/conflicts/{pair}")
    assert "outside the round's window" in page.text or "기간 밖" in page.text
