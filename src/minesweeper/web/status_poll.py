"""`GET /api/v1/jobs/{id}` answered below the framework's router.

Pages and clients ask for a running job's status every 2 s, so this one request makes most of
the traffic while work is in progress. Routing over every route and resolving dependencies
cost several times the database read; this pure ASGI handler skips them and calls the same
`visible_job` the route depends on: the same credentials lookup on every poll (a revoked
token or session is refused at the next one), the same access check, the same JSON body and
the same problems in the request's language (`errors.answer`). It sits inside the security
header, body size and session middleware, so headers and the session cookie are those of any
other request. Anything else, a query string or a job id with characters no id has (a
control character among them), goes on to the framework unchanged, route included.
"""

from __future__ import annotations

import re

from fastapi.responses import JSONResponse, Response
from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from minesweeper.web.errors import answer
from minesweeper.web.jobs_access import visible_job
from minesweeper.web.problems import ProblemError

# Job ids are UUIDs; a wider class keeps ids like `no-such-job` here too (they answer 404).
_POLL_PATH = re.compile(r"/api/v1/jobs/([A-Za-z0-9_-]{1,64})")


def polled_job_id(scope: Scope) -> str | None:
    """The job id when the request is a plain status poll, else None."""
    if scope["type"] != "http" or scope["method"] != "GET" or scope.get("query_string"):
        return None
    if scope.get("root_path"):
        return None  # mounted under a prefix: the framework resolves the path
    found = _POLL_PATH.fullmatch(scope["path"])
    return None if found is None else found[1]


class StatusPoll:
    """Answers status polls itself; passes every other request to `app`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        job_id = polled_job_id(scope)
        if job_id is None:
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        response: Response
        try:
            job = await visible_job(request, job_id)
            response = JSONResponse(job.to_api())
        except ProblemError as exc:
            response = answer(request, exc.status, exc.code, exc.detail, exc.details)
        await response(scope, receive, send)
