"""The Job value object, the retry schedule and the problem bodies (no database)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from minesweeper.jobs import Job, JobConflict, backoff_seconds
from minesweeper.jobs.http import accepted, conflict_problem


def _row(**overrides: object) -> dict[str, object]:
    now = datetime(2026, 1, 2, 3, 4, 5)  # naive, as SQLite returns it
    row: dict[str, object] = {
        "id": "j1", "type": "sleep", "status": "running", "payload": '{"seconds": 3}',
        "key": "k", "key_policy": "reject", "priority": 0, "run_at": now, "attempts": 1,
        "max_attempts": 3, "progress": 40, "stage": "sleeping", "processed": 2, "total": 5,
        "error": None, "result": None, "worker_id": "w", "lease_expires_at": now,
        "cancel_requested": 0, "created_at": now, "updated_at": now, "started_at": now,
        "finished_at": None,
    }  # fmt: skip
    row.update(overrides)
    return row


def test_from_row_decodes_json_and_labels_times_utc() -> None:
    job = Job.from_row(_row())
    assert job.payload == {"seconds": 3}
    assert job.created_at.tzinfo is UTC
    assert job.cancel_requested is False
    assert not job.is_terminal
    assert job.percent == 40


def test_to_api_is_json_with_iso_timestamps() -> None:
    data = Job.from_row(_row(status="done", finished_at=datetime(2026, 1, 2, tzinfo=UTC))).to_api()
    assert json.loads(json.dumps(data)) == data
    assert data["finished_at"] == "2026-01-02T00:00:00+00:00"
    for name in ("id", "type", "status", "stage", "processed", "total", "percent", "attempts",
                 "max_attempts", "error", "result", "created_at", "started_at"):  # fmt: skip
        assert name in data


@pytest.mark.parametrize(
    ("attempts", "seconds"), [(1, 5.0), (2, 10.0), (3, 20.0), (6, 160.0), (7, 300.0), (20, 300.0)]
)
def test_backoff_doubles_from_five_seconds_and_caps_at_300(attempts: int, seconds: float) -> None:
    assert backoff_seconds(attempts) == seconds


def test_conflict_problem_is_409_problem_json_with_the_active_job() -> None:
    active = Job.from_row(_row())
    response = conflict_problem(JobConflict(active))
    body = json.loads(bytes(response.body))
    assert response.status_code == 409
    assert response.media_type == "application/problem+json"
    assert body["code"] == "JOB_IN_PROGRESS"
    assert body["job"]["id"] == "j1"
    assert body["details"]["job"]["id"] == "j1"
    assert {"type", "title", "status", "detail"} <= body.keys()


def test_accepted_is_202_with_the_job_and_its_location() -> None:
    response = accepted(Job.from_row(_row(status="queued")))
    assert response.status_code == 202
    assert response.headers["location"] == "/api/v1/jobs/j1"
    assert json.loads(bytes(response.body))["status"] == "queued"
