"""The application factory. Engines and sessions are built here, never at import time.

Each feature lives in its own router module (`api_*.py` for `/api/v1`, `pages_*.py` for HTML)
and is included below; every route depends on `deps.current_user` or a scope built on it.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import Depends, FastAPI
from fastapi.responses import JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.middleware.sessions import SessionMiddleware

from minesweeper import __version__
from minesweeper.db import Database
from minesweeper.jobs.http import create_jobs_router, create_metrics_router
from minesweeper.screening.local_time import local_time_filter
from minesweeper.settings import Settings
from minesweeper.web import (
    api_documents,
    api_review,
    api_rounds,
    api_search,
    api_users,
    pages_applicant,
    pages_auth,
    pages_conflicts,
    pages_rounds,
    pages_search,
    pages_todo,
    pages_users,
)
from minesweeper.web.boundary import reject_control_characters
from minesweeper.web.deps import require_admin
from minesweeper.web.errors import engine_problem, install_error_handlers
from minesweeper.web.jobs_access import job_access, stream_still_allowed, visible_job
from minesweeper.web.openapi import install_openapi
from minesweeper.web.problems import API_PROBLEMS, problem_responses
from minesweeper.web.security import (
    SESSION_COOKIE,
    BodySizeGuard,
    SecurityHeaders,
    secret_key,
)
from minesweeper.web.status_poll import StatusPoll
from minesweeper.web.templating import RoundTab, build_templates

_HERE = Path(__file__).parent


def create_app(settings: Settings, database: Database | None = None) -> FastAPI:
    db = database or Database(settings.database_url, sqlite_synchronous=settings.sqlite_synchronous)
    app = FastAPI(
        title="Minesweeper",
        version=__version__,
        openapi_url="/api/v1/openapi.json",
        docs_url=None,  # the interactive docs load scripts from a CDN; the pages use none
        redoc_url=None,
        dependencies=[Depends(reject_control_characters)],
    )
    app.state.settings = settings
    app.state.db = db
    app.state.templates = build_templates()
    app.state.templates.env.filters["local_time"] = local_time_filter(settings.timezone)
    app.state.round_tabs = list[RoundTab]()  # other modules append tabs of the round page
    # Innermost: a status poll skips routing and dependencies, not the middleware above it.
    app.add_middleware(StatusPoll)
    app.add_middleware(
        SessionMiddleware,
        secret_key=secret_key(settings),
        session_cookie=SESSION_COOKIE,
        max_age=settings.session_max_age_s,
        same_site="lax",
        https_only=settings.session_cookie_secure,
    )
    app.add_middleware(BodySizeGuard, max_bytes=settings.max_request_bytes)
    app.add_middleware(SecurityHeaders)
    install_error_handlers(app)
    app.mount("/static", StaticFiles(directory=str(_HERE / "static")), name="static")

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> RedirectResponse:
        # Browsers ask for it before reading the page's <link rel="icon">.
        return RedirectResponse("/static/favicon.svg", status_code=301)

    @app.get("/healthz", include_in_schema=False)
    def healthz() -> JSONResponse:
        if db.ping():
            return JSONResponse({"status": "ok", "database": "reachable"})
        return JSONResponse({"status": "unavailable", "database": "unreachable"}, status_code=503)

    for module in (api_users, api_rounds, api_documents, api_review, api_search):
        app.include_router(module.router)
    app.include_router(
        create_jobs_router(
            lambda: db.engine,
            dependencies=[Depends(job_access)],
            problem=engine_problem,
            stream_guard=stream_still_allowed,
            status_reader=visible_job,
        ),
        responses={**API_PROBLEMS, **problem_responses(409)},
    )
    app.include_router(
        create_metrics_router(lambda: db.engine, dependencies=[Depends(require_admin)])
    )
    for module in (pages_auth, pages_rounds, pages_users, pages_applicant, pages_search):
        app.include_router(module.router)
    pages_conflicts.install(app)  # reviewers and conflict matrix: API, pages, round tabs
    install_openapi(app)
    pages_todo.install(app)  # the round's to-do list: API, page, first round tab
    return app
