"""`member_of_job_round`: a member sees the jobs of their rounds only, in one statement.

A job belongs to the round its payload names, else to its applicant's round; a job tied to
no round (diagnostics, maintenance) belongs to no member.
"""

from __future__ import annotations

import pytest

from minesweeper.auth import add_to_round, create_user
from minesweeper.db import Database
from minesweeper.db.models import Applicant, Round
from minesweeper.screening.jobs import member_of_job_round


@pytest.fixture
def world(database: Database) -> dict[str, int]:
    with database.session() as session:
        mine, other = Round(name="mine"), Round(name="other")
        session.add_all([mine, other])
        session.flush()
        applicant = Applicant(round_id=mine.id, name="김민준")
        elsewhere = Applicant(round_id=other.id, name="박서연")
        session.add_all([applicant, elsewhere])
        user, _ = create_user(session, "member@example.org")
        add_to_round(session, "member@example.org", mine.id)
        session.flush()
        return {
            "user": user.id,
            "round": mine.id,
            "other_round": other.id,
            "applicant": applicant.id,
            "other_applicant": elsewhere.id,
        }


def _sees(database: Database, user_id: int, payload: dict[str, object]) -> bool:
    with database.engine.connect() as conn:
        return member_of_job_round(conn, user_id, payload)


def test_the_round_the_payload_names(database: Database, world: dict[str, int]) -> None:
    assert _sees(database, world["user"], {"round_id": world["round"]})
    assert not _sees(database, world["user"], {"round_id": world["other_round"]})


def test_the_round_of_the_payloads_applicant(database: Database, world: dict[str, int]) -> None:
    assert _sees(database, world["user"], {"applicant_id": world["applicant"]})
    assert not _sees(database, world["user"], {"applicant_id": world["other_applicant"]})
    assert not _sees(database, world["user"], {"applicant_id": 2_000_000_000})


def test_a_named_round_wins_over_the_applicants(database: Database, world: dict[str, int]) -> None:
    payload: dict[str, object] = {
        "round_id": world["other_round"],
        "applicant_id": world["applicant"],
    }
    assert not _sees(database, world["user"], payload)


@pytest.mark.parametrize("payload", [{}, {"round_id": "1"}, {"applicant_id": None}, {"x": 1}])
def test_a_job_of_no_round_belongs_to_no_member(
    database: Database, world: dict[str, int], payload: dict[str, object]
) -> None:
    assert not _sees(database, world["user"], payload)


def test_someone_else_sees_nothing(database: Database, world: dict[str, int]) -> None:
    assert not _sees(database, world["user"] + 1000, {"round_id": world["round"]})
