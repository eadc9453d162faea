"""The jobs HTTP contract and the metrics endpoint, against a real database."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from minesweeper.jobs import builtin_handlers, enqueue, run_worker_tick
from minesweeper.jobs.http import create_jobs_router, create_metrics_router

PROBLEM = "application/problem+json"


@pytest.fixture
def client(engine: Engine) -> Iterator[TestClient]:
    app = FastAPI()
    app.include_router(create_jobs_router(lambda: engine))
    app.include_router(create_metrics_router(lambda: engine))
    with TestClient(app) as test_client:
        yield test_client


def _enqueue(engine: Engine, job_type: str = "noop", **kw: object) -> str:
    with engine.begin() as conn:
        return enqueue(conn, job_type, {}, **kw).id  # type: ignore[arg-type]


def test_get_job_answers_the_contract_fields(client: TestClient, engine: Engine) -> None:
    job_id = _enqueue(engine)
    body = client.get(f"/api/v1/jobs/{job_id}").json()
    assert body["id"] == job_id
    assert body["status"] == "queued"
    for name in ("type", "stage", "processed", "total", "percent", "attempts", "max_attempts",
                 "error", "result", "created_at", "started_at", "finished_at"):  # fmt: skip
        assert name in body


def test_unknown_job_is_a_404_problem(client: TestClient) -> None:
    response = client.get("/api/v1/jobs/nope")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith(PROBLEM)
    assert response.json()["code"] == "JOB_NOT_FOUND"
    assert {"type", "title", "status", "detail"} <= response.json().keys()


def test_list_filters_and_pages(client: TestClient, engine: Engine) -> None:
    ids = [_enqueue(engine) for _ in range(3)]
    _enqueue(engine, "sleep")
    page = client.get("/api/v1/jobs", params={"type": "noop", "limit": 2}).json()
    assert len(page["items"]) == 2
    rest = client.get("/api/v1/jobs", params={"type": "noop", "limit": 2, "offset": 2}).json()
    listed = {j["id"] for j in page["items"] + rest["items"]}
    assert listed == set(ids)
    assert client.get("/api/v1/jobs", params={"status": "done"}).json()["items"] == []
    bad = client.get("/api/v1/jobs", params={"status": "sideways"})
    assert bad.status_code == 422
    assert bad.json()["code"] == "INVALID_STATUS"


def test_cancel_and_retry_through_http(client: TestClient, engine: Engine) -> None:
    job_id = _enqueue(engine)
    cancelled = client.post(f"/api/v1/jobs/{job_id}/cancel")
    assert (cancelled.status_code, cancelled.json()["status"]) == (200, "cancelled")
    retried = client.post(f"/api/v1/jobs/{job_id}/retry")
    assert (retried.status_code, retried.json()["status"]) == (202, "queued")
    run_worker_tick(engine, builtin_handlers())
    refused = client.post(f"/api/v1/jobs/{job_id}/cancel")
    assert refused.status_code == 409
    assert refused.json()["code"] == "JOB_STATE_CONFLICT"
    assert client.post("/api/v1/jobs/nope/retry").status_code == 404


def test_retry_conflict_is_409_with_the_active_job(client: TestClient, engine: Engine) -> None:
    old = _enqueue(engine, key="k", policy="reject")
    client.post(f"/api/v1/jobs/{old}/cancel")
    active = _enqueue(engine, key="k", policy="reject")
    response = client.post(f"/api/v1/jobs/{old}/retry")
    assert response.status_code == 409
    assert response.json()["code"] == "JOB_IN_PROGRESS"
    assert response.json()["job"]["id"] == active


def test_events_stream_until_the_job_ends(client: TestClient, engine: Engine) -> None:
    job_id = _enqueue(engine)
    run_worker_tick(engine, builtin_handlers())
    with client.stream("GET", f"/api/v1/jobs/{job_id}/events") as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        text = "".join(response.iter_text())
    assert "event: job" in text
    assert "event: end" in text
    assert '"status": "done"' in text


def test_metrics_expose_jobs_by_type_and_status(client: TestClient, engine: Engine) -> None:
    _enqueue(engine)
    _enqueue(engine, "fail")
    run_worker_tick(engine, builtin_handlers())
    body = client.get("/metrics").text
    assert 'minesweeper_jobs{status="queued",type="fail"} 1.0' in body
    assert "minesweeper_job_start_latency_seconds_bucket" in body
    assert "minesweeper_job_run_duration_seconds_count" in body


def test_host_dependencies_guard_the_routes(engine: Engine) -> None:
    def deny(request: Request) -> None:
        if request.headers.get("x-user") is None:
            raise HTTPException(401, "sign in")

    app = FastAPI()
    app.include_router(create_jobs_router(lambda: engine, dependencies=[Depends(deny)]))
    with TestClient(app) as test_client:
        assert test_client.get("/api/v1/jobs").status_code == 401
        assert test_client.get("/api/v1/jobs", headers={"x-user": "a"}).status_code == 200
