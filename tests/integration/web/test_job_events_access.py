"""The job event stream asks again, before every batch, whether its caller may still see the job.

It used to decide once, when the stream opened: a member removed from the round, or a session
ended by logout, kept receiving the job's progress until the job finished.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from fastapi.testclient import TestClient
from sqlalchemy import delete, text

from minesweeper.auth.sessions import end_sessions_of
from minesweeper.db.models import RoundMember
from minesweeper.screening.jobs import enqueue_process_applicant
from tests.integration.web.conftest import World


def _job_of_round_b(world: World) -> str:
    with world.db.session() as session:
        return enqueue_process_applicant(session, world.ids["applicant_b"]).id


def _events(lines: Iterator[str]) -> Iterator[str]:
    """The name of each event as it arrives."""
    for line in lines:
        if line.startswith("event: "):
            yield line.removeprefix("event: ")


def _progress(world: World, job_id: str, percent: int) -> None:
    """A change the stream would send on (as a worker's progress write would be)."""
    with world.db.session() as session:
        session.execute(
            text("UPDATE jobs SET progress = :p WHERE id = :id"), {"p": percent, "id": job_id}
        )


def _stream_until_revoked(
    world: World, client: TestClient, job_id: str, revoke: Callable[[], None]
) -> list[str]:
    seen: list[str] = []
    with client.stream("GET", f"/api/v1/jobs/{job_id}/events") as response:
        assert response.status_code == 200
        events = _events(response.iter_lines())
        seen.append(next(events))
        revoke()
        _progress(world, job_id, 40)  # without the check, the next event carries this change
        seen.append(next(events))
        seen.extend(events)  # the stream must end by itself
    return seen


def test_a_member_removed_from_the_round_stops_receiving(world: World) -> None:
    job_id = _job_of_round_b(world)

    def remove_member() -> None:
        with world.db.session() as session:
            session.execute(
                delete(RoundMember).where(
                    RoundMember.round_id == world.ids["round_b"],
                    RoundMember.user_id == world.ids["user_member_b"],
                )
            )

    seen = _stream_until_revoked(world, world.client("member_b"), job_id, remove_member)
    assert seen == ["job", "revoked"]


def test_a_session_ended_on_the_server_stops_receiving(world: World) -> None:
    job_id = _job_of_round_b(world)
    browser = world.login("member_b")

    def end_sessions() -> None:
        with world.db.session() as session:
            end_sessions_of(session, world.ids["user_member_b"])

    seen = _stream_until_revoked(world, browser, job_id, end_sessions)
    assert seen == ["job", "revoked"]


def test_a_member_still_in_the_round_keeps_receiving(world: World) -> None:
    job_id = _job_of_round_b(world)
    with world.client("member_b").stream("GET", f"/api/v1/jobs/{job_id}/events") as response:
        events = _events(response.iter_lines())
        assert next(events) == "job"
        _progress(world, job_id, 40)
        assert next(events) == "job"
        with world.db.session() as session:
            session.execute(
                text("UPDATE jobs SET status = 'cancelled' WHERE id = :id"), {"id": job_id}
            )
        assert list(events) == ["job", "end"]
