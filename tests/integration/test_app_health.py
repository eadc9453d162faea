"""The app factory: health check and the first page, on both databases."""

from __future__ import annotations

from fastapi.testclient import TestClient

from minesweeper.db import Database
from minesweeper.settings import load_settings
from minesweeper.web.app import create_app


def test_healthz_ok(database: Database) -> None:
    app = create_app(load_settings(database_url=database.url), database)
    with TestClient(app) as client:
        response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["database"] == "reachable"


def test_healthz_unreachable_database() -> None:
    url = "postgresql+psycopg://nobody@127.0.0.1:1/none?connect_timeout=1"
    app = create_app(load_settings(database_url=url))
    with TestClient(app) as client:
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"] == "unreachable"
