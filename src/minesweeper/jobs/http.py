"""The HTTP contract of every long operation: a FastAPI router over the job engine.

Error bodies are RFC 9457 problems built by the host's factory (pass `problem`), so the whole
API has one `type` URI scheme; the default below serves a host that has none. Authorization is
the host's concern too (pass `dependencies`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any, Protocol

from fastapi import APIRouter, Query, Request
from fastapi import Depends as FastApiDepends
from fastapi.params import Depends
from fastapi.responses import JSONResponse, Response, StreamingResponse
from sqlalchemy import Engine

from minesweeper.jobs import api, metrics
from minesweeper.jobs.errors import JobConflict, JobNotFound, JobStateError
from minesweeper.jobs.model import STATUSES, Job

PROBLEM_JSON = "application/problem+json"
SSE_POLL_S = 0.5  # how often the event stream looks at the job row

# Asked before every batch of events: may the caller of this request still see this job? The
# route's dependencies decide once, when the stream opens; a session revoked or a member removed
# from the round afterwards must stop receiving, so the host re-decides as the stream goes on.
StreamGuard = Callable[[Request, str], Awaitable[bool]]


# Loads the job a status request asks for, deciding access on the way (raises the host's
# error when the caller may not see it); when given, it replaces `dependencies` and the
# engine's own read for `GET /{job_id}`, so a host can answer a poll in one database session.
StatusReader = Callable[..., Awaitable[Job]]


async def _always(_request: Request, _job_id: str) -> bool:
    return True


class ProblemFactory(Protocol):
    """Builds a problem response; `extensions` are extra top-level members. The title and
    detail are English; `request`, when given, lets a host answer in the request's language."""

    def __call__(
        self,
        status: int,
        title: str,
        detail: str,
        code: str,
        details: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        extensions: dict[str, Any] | None = None,
        request: Request | None = None,
    ) -> Response: ...


def problem(
    status: int,
    title: str,
    detail: str,
    code: str,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
    extensions: dict[str, Any] | None = None,
    request: Request | None = None,
) -> Response:
    """The default factory, for a host without its own problem scheme (English only)."""
    body: dict[str, Any] = {
        "type": "about:blank",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
    }
    if details is not None:
        body["details"] = details
    body.update(extensions or {})
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def conflict_problem(
    exc: JobConflict, build: ProblemFactory = problem, request: Request | None = None
) -> Response:
    """409 for a second start while one is active: the client attaches to `job` instead."""
    job = exc.existing.to_api()
    return build(
        409,
        "Job already in progress",
        f"A {exc.existing.type} job for this item is already {exc.existing.status}.",
        "JOB_IN_PROGRESS",
        details={"job": job},
        extensions={"job": job},
        request=request,
    )


def accepted(job: Job) -> JSONResponse:
    """202 with the job, the answer of every endpoint that starts a long operation."""
    return JSONResponse(
        job.to_api(), status_code=202, headers={"Location": f"/api/v1/jobs/{job.id}"}
    )


def create_jobs_router(
    get_engine: Callable[[], Engine],
    dependencies: Sequence[Depends] | None = None,
    problem: ProblemFactory = problem,
    stream_guard: StreamGuard = _always,
    status_reader: StatusReader | None = None,
) -> APIRouter:
    # Dependencies go on each route rather than the router, so `status_reader` can stand in
    # for them on the status route.
    deps = list(dependencies or [])
    router = APIRouter(prefix="/api/v1/jobs", tags=["jobs"])

    def _not_found(request: Request, job_id: str) -> Response:
        detail = f"No job with id {job_id}."
        return problem(404, "Job not found", detail, "JOB_NOT_FOUND", request=request)

    def _state_problem(request: Request, exc: JobStateError) -> Response:
        return problem(
            409,
            "Job cannot change state",
            str(exc),
            "JOB_STATE_CONFLICT",
            extensions={"job": exc.job.to_api()},
            request=request,
        )

    @router.get("", dependencies=deps)
    def list_jobs(
        request: Request,
        status: str | None = None,
        type: str | None = None,
        limit: int = Query(50, ge=1, le=500),
        offset: int = Query(0, ge=0, le=2**31 - 1),  # databases take 32-bit offsets
    ) -> Response:
        if status is not None and status not in STATUSES:
            return problem(
                422,
                "Invalid status",
                f"status must be one of {', '.join(STATUSES)}.",
                "INVALID_STATUS",
                request=request,
            )
        with get_engine().connect() as conn:
            jobs = api.list_jobs(conn, status=status, type=type, limit=limit, offset=offset)
        return JSONResponse({"items": [j.to_api() for j in jobs], "limit": limit, "offset": offset})

    if status_reader is not None:
        reader = status_reader

        @router.get("/{job_id}")
        # A default rather than `Annotated`: the annotation is a string (postponed evaluation)
        # and could not name the local `reader`.
        async def get_visible_job(job: Job = FastApiDepends(reader)) -> Response:  # noqa: B008
            return JSONResponse(job.to_api())

    else:

        @router.get("/{job_id}", dependencies=deps)
        def get_job(request: Request, job_id: str) -> Response:
            with get_engine().connect() as conn:
                job = api.get_job(conn, job_id)
            return _not_found(request, job_id) if job is None else JSONResponse(job.to_api())

    @router.post("/{job_id}/cancel", dependencies=deps)
    def cancel_job(request: Request, job_id: str) -> Response:
        try:
            with get_engine().begin() as conn:
                job = api.cancel(conn, job_id)
        except JobNotFound:
            return _not_found(request, job_id)
        except JobStateError as exc:
            return _state_problem(request, exc)
        return JSONResponse(job.to_api(), status_code=202 if job.is_active else 200)

    @router.post("/{job_id}/retry", dependencies=deps)
    def retry_job(request: Request, job_id: str) -> Response:
        try:
            with get_engine().begin() as conn:
                job = api.retry(conn, job_id)
        except JobNotFound:
            return _not_found(request, job_id)
        except JobStateError as exc:
            return _state_problem(request, exc)
        except JobConflict as exc:
            return conflict_problem(exc, problem, request)
        return accepted(job)

    @router.get("/{job_id}/events", dependencies=deps)
    async def job_events(request: Request, job_id: str) -> Response:
        first = await asyncio.to_thread(_load, get_engine, job_id)
        if first is None:
            return _not_found(request, job_id)
        return StreamingResponse(
            _stream(get_engine, job_id, first, lambda: stream_guard(request, job_id)),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )

    return router


def create_metrics_router(
    get_engine: Callable[[], Engine], dependencies: Sequence[Depends] | None = None
) -> APIRouter:
    router = APIRouter(dependencies=dependencies)

    @router.get("/metrics", include_in_schema=False)
    def prometheus_metrics() -> Response:
        body = metrics.render(get_engine)
        return Response(body, media_type="text/plain; version=0.0.4; charset=utf-8")

    return router


def _load(get_engine: Callable[[], Engine], job_id: str) -> Job | None:
    with get_engine().connect() as conn:
        return api.get_job(conn, job_id)


REVOKED_EVENT = 'event: revoked\ndata: {"code": "ACCESS_REVOKED"}\n\n'


async def _stream(
    get_engine: Callable[[], Engine],
    job_id: str,
    job: Job | None,
    allowed: Callable[[], Awaitable[bool]],
) -> AsyncIterator[str]:
    """One `job` event per change, until the job is terminal (then an `end` event), or until
    the caller may no longer see the job (then a `revoked` event, and nothing of the job)."""
    last: str | None = None
    while job is not None:
        if not await allowed():
            yield REVOKED_EVENT
            return
        data = json.dumps(job.to_api())
        if data != last:
            yield f"event: job\ndata: {data}\n\n"
            last = data
        if job.is_terminal:
            yield f"event: end\ndata: {data}\n\n"
            return
        await asyncio.sleep(SSE_POLL_S)
        job = await asyncio.to_thread(_load, get_engine, job_id)
