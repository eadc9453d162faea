"""The application factory. Engines and sessions are built here, never at import time."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.templating import Jinja2Templates
from sqlalchemy import select

from minesweeper import __version__
from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.settings import Settings
from minesweeper.web.problems import ProblemError, problem_error_handler

_HERE = Path(__file__).parent


def create_app(settings: Settings, database: Database | None = None) -> FastAPI:
    db = database or Database(settings.database_url)
    app = FastAPI(title="Minesweeper", version=__version__, openapi_url="/api/v1/openapi.json")
    app.state.settings = settings
    app.state.db = db
    templates = Jinja2Templates(directory=str(_HERE / "templates"))
    app.add_exception_handler(ProblemError, problem_error_handler)

    @app.get("/healthz", include_in_schema=False)
    def healthz() -> JSONResponse:
        if db.ping():
            return JSONResponse({"status": "ok", "database": "reachable"})
        return JSONResponse({"status": "unavailable", "database": "unreachable"}, status_code=503)

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def rounds_page(request: Request) -> HTMLResponse:
        with db.session() as session:
            rounds = session.scalars(select(Round).order_by(Round.created_at.desc())).all()
        return templates.TemplateResponse(request, "rounds.html", {"rounds": rounds})

    return app
