"""The reviewer mention sweep inside recompute_conflicts, on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import Applicant, Document, Reviewer, Round
from minesweeper.db.models_conflicts import Conflict
from minesweeper.screening.conflicts.decisions import attach_decisions, decide, round_decisions
from minesweeper.screening.conflicts.store import recompute_round
from minesweeper.screening.documents import add_document
from minesweeper.search import PageText, index_applicant_pages

APPROVAL = "박사학위논문 인준지\n\n심사위원장 김철수 (인)\n심사위원 이 준 (인)\n"
NEAR_MISSES = "이준비 과정에서 이준호 학생이 도왔다. " * 3
REFERENCES = "Introduction text.\n\nReferences\n[1] Park, Ji-Hoon. Speech. 2020.\n"
BODY = "서론\n" + "본 연구는 음성 인식을 다룬다. " * 30 + "Jihoon Park proposed this."


def _seed(database: Database) -> dict[str, int]:
    with database.session() as session:
        round_ = Round(name="r")
        session.add(round_)
        session.flush()
        ids = {"round": round_.id}
        for key, name, pages in (
            ("approval", "나지원", [APPROVAL]),
            ("near", "오세린", [NEAR_MISSES]),
            ("refs", "한도윤", [REFERENCES, BODY]),
        ):
            applicant = Applicant(round_id=round_.id, name=name)
            session.add(applicant)
            session.flush()
            doc = add_document(session, applicant.id, "a.txt", "thesis", key.encode())
            index_applicant_pages(
                session, applicant.id, [PageText(doc.id, n, t) for n, t in enumerate(pages, 1)]
            )
            ids[key] = applicant.id
        for key, name, name_en in (("lee", "이준", "Jun Lee"), ("park", "박지훈", "Ji-Hoon Park")):
            reviewer = Reviewer(round_id=round_.id, name=name, name_en=name_en)
            session.add(reviewer)
            session.flush()
            ids[key] = reviewer.id
        return ids


def _mentioned(database: Database, round_id: int) -> dict[tuple[int, int], Conflict]:
    with database.session() as session:
        rows = session.scalars(select(Conflict).where(Conflict.round_id == round_id))
        return {(c.reviewer_id, c.applicant_id): c for c in rows if "mentioned" in c.relations}


def test_sweep_finds_unexplained_mentions_with_korean_boundaries(database: Database) -> None:
    ids = _seed(database)
    recompute_round(database, ids["round"])
    found = _mentioned(database, ids["round"])
    assert set(found) == {(ids["lee"], ids["approval"]), (ids["park"], ids["refs"])}
    approval = found[(ids["lee"], ids["approval"])]
    assert approval.level == "likely" and approval.action == "review"
    (evidence,) = approval.evidence
    assert evidence["page"] == 1 and "이 준" in evidence["quote"]
    assert evidence["role"] == "approval: extraction missed this"
    body = found[(ids["park"], ids["refs"])]
    assert body.level == "possible"  # body text; the reference-list hit alone is no conflict
    assert [e["page"] for e in body.evidence] == [2]


def test_a_dismissed_mention_stays_dismissed_after_reindexing(database: Database) -> None:
    ids = _seed(database)
    recompute_round(database, ids["round"])
    conflict = _mentioned(database, ids["round"])[(ids["lee"], ids["approval"])]
    with database.session() as session:
        decide(session, conflict.id, "dismissed", "a different 이준", None)
    with database.session() as session:  # re-processing writes the pages again
        doc = session.scalars(
            select(Document).where(Document.applicant_id == ids["approval"])
        ).one()
        index_applicant_pages(session, ids["approval"], [PageText(doc.id, 1, APPROVAL)])
    recompute_round(database, ids["round"])
    again = _mentioned(database, ids["round"])[(ids["lee"], ids["approval"])]
    with database.session() as session:
        pinned = attach_decisions([again], round_decisions(session, ids["round"]))
    assert pinned[again.id].decision == "dismissed"


BYLINE_INITIALS = "Deep speech models\nM. Kim, J.-H. Park and S. Lee\n\nAbstract. We study speech."
OTHER_INITIALS = "Deep speech models\nM. Kim and J. K. Park\n\nAbstract. We study speech."


def test_initials_of_a_reviewer_are_a_possible_mention(database: Database) -> None:
    ids = _seed(database)
    with database.session() as session:
        for key, name, text in (
            ("initials", "윤하늘", BYLINE_INITIALS),
            ("other", "서가람", OTHER_INITIALS),
        ):
            applicant = Applicant(round_id=ids["round"], name=name)
            session.add(applicant)
            session.flush()
            doc = add_document(session, applicant.id, "p.txt", "paper", key.encode())
            index_applicant_pages(session, applicant.id, [PageText(doc.id, 1, text)])
            ids[key] = applicant.id
    recompute_round(database, ids["round"])
    found = _mentioned(database, ids["round"])
    initials = found[(ids["park"], ids["initials"])]
    assert initials.level == "possible"  # initials alone: the lowest level, never above
    (evidence,) = initials.evidence
    assert "J.-H. Park" in evidence["quote"]
    assert (ids["park"], ids["other"]) not in found  # J. K. Park is someone else
    assert (ids["lee"], ids["initials"]) not in found  # S. Lee is not J. Lee
