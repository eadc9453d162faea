"""`minesweeper users ...` run as a real process against SQLite and PostgreSQL."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from fastapi.testclient import TestClient

from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.settings import load_settings
from minesweeper.web.app import create_app


def _cli(db_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": db_url}
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "users", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.slow
def test_create_token_and_membership(database: Database) -> None:
    created = _cli(database.url, "create", "Chair@Example.org", "--admin")
    assert created.returncode == 0, created.stderr
    assert "created admin chair@example.org" in created.stdout
    password = re.search(r"password: (\S+)", created.stdout)
    assert password and len(password.group(1)) >= 20
    assert _cli(database.url, "create", "chair@example.org").returncode == 1

    assert _cli(database.url, "create", "member@example.org").returncode == 0
    token = _cli(database.url, "token", "member@example.org").stdout.strip()
    with database.session() as session:
        round_ = Round(name="CLI round")
        session.add(round_)
        session.flush()
        round_id = round_.id
    app = create_app(load_settings(database_url=database.url, secret_key="cli"), database)
    client = TestClient(app, headers={"Authorization": f"Bearer {token}"})
    assert client.get(f"/api/v1/rounds/{round_id}").status_code == 404

    added = _cli(database.url, "add-to-round", "member@example.org", str(round_id))
    assert added.returncode == 0, added.stderr
    assert client.get(f"/api/v1/rounds/{round_id}").status_code == 200

    missing = _cli(database.url, "add-to-round", "member@example.org", "999999")
    assert missing.returncode == 1
    assert "no round with id 999999" in missing.stderr
    reset = _cli(database.url, "reset-password", "member@example.org")
    assert reset.stdout.startswith("password: ")


@pytest.mark.slow
def test_tokens_are_listed_revoked_and_users_disabled(database: Database) -> None:
    assert _cli(database.url, "create", "member@example.org").returncode == 0
    token = _cli(database.url, "token", "member@example.org").stdout.strip()
    app = create_app(load_settings(database_url=database.url, secret_key="cli"), database)
    client = TestClient(app, headers={"Authorization": f"Bearer {token}"})
    assert client.get("/api/v1/rounds").status_code == 200
    listed = _cli(database.url, "tokens", "member@example.org")
    assert listed.returncode == 0, listed.stderr
    token_id, state = listed.stdout.split("\t")[:2]
    assert state == "active"
    revoked = _cli(database.url, "revoke-token", token_id)
    assert revoked.returncode == 0, revoked.stderr
    assert client.get("/api/v1/rounds").status_code == 401
    assert "\trevoked\t" in _cli(database.url, "tokens", "member@example.org").stdout
    assert _cli(database.url, "revoke-token", token_id).returncode == 1

    second = _cli(database.url, "token", "member@example.org", "--expires-days", "30")
    client = TestClient(app, headers={"Authorization": f"Bearer {second.stdout.strip()}"})
    assert client.get("/api/v1/rounds").status_code == 200
    assert _cli(database.url, "disable", "member@example.org").returncode == 0
    assert client.get("/api/v1/rounds").status_code == 401
    assert _cli(database.url, "enable", "member@example.org").returncode == 0
    assert client.get("/api/v1/rounds").status_code == 200
    reset = _cli(database.url, "reset-password", "member@example.org", "--revoke-tokens")
    assert reset.returncode == 0, reset.stderr
    assert client.get("/api/v1/rounds").status_code == 401
