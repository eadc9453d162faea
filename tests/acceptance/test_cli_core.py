"""The real CLI in a subprocess: help on every command, version, migrate."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper import __version__


def run_cli(
    *args: str, env: dict[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        cwd=cwd,
        timeout=120,
        check=False,
    )


def _commands() -> list[list[str]]:
    import typer.main

    from minesweeper.cli import app

    group = typer.main.get_command(app)
    out: list[list[str]] = []

    def walk(command: object, path: list[str]) -> None:
        out.append(path)
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, [*path, name])

    walk(group, [])
    return out


@pytest.mark.parametrize("command", _commands(), ids=lambda c: " ".join(c) or "root")
def test_help_on_every_command(command: list[str]) -> None:
    result = run_cli(*command, "--help")
    assert result.returncode == 0, result.stderr
    assert "Usage" in result.stdout


def test_version() -> None:
    result = run_cli("version")
    assert result.stdout.strip() == __version__


def test_console_script_matches_module() -> None:
    script = Path(sys.executable).with_name("minesweeper")
    result = subprocess.run([str(script), "version"], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == __version__


def test_migrate_creates_database(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'sub' / 'm.db'}"
    result = run_cli("migrate", env={"DATABASE_URL": url})
    assert result.returncode == 0, result.stderr
    assert "database at head" in result.stdout
    assert (tmp_path / "sub" / "m.db").exists()
