"""Every setting is documented in the README's table, and defaults are what the docs say."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from minesweeper.settings import Settings, load_settings

README = Path(__file__).resolve().parents[2] / "README.md"


def _documented() -> set[str]:
    return set(re.findall(r"^\| `([A-Z0-9_]+)` \|", README.read_text(encoding="utf-8"), re.M))


@pytest.mark.parametrize("field", sorted(Settings.model_fields))
def test_setting_is_in_readme_table(field: str) -> None:
    assert field.upper() in _documented(), f"{field.upper()} is missing from README settings"


def test_readme_documents_no_unknown_setting() -> None:
    known = {f.upper() for f in Settings.model_fields}
    assert _documented() - known == set()


def test_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)  # no .env here
    for name in Settings.model_fields:
        monkeypatch.delenv(name.upper(), raising=False)
    settings = load_settings()
    assert settings.database_url == "sqlite:///./data/minesweeper.db"
    assert settings.worker_poll_interval_ms == 2000
    assert settings.extractor_mode == "text"


def test_environment_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKER_POLL_INTERVAL_MS", "250")
    monkeypatch.setenv("EXTRACTOR_MODE", "vlm")
    settings = load_settings()
    assert settings.worker_poll_interval_ms == 250
    assert settings.extractor_mode == "vlm"


def test_invalid_extractor_mode_is_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EXTRACTOR_MODE", "magic")
    with pytest.raises(ValueError, match="extractor_mode"):
        load_settings()


def test_worker_and_retention_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("WORKER_CONCURRENCY", "JOB_RETENTION_DAYS", "SQLITE_SYNCHRONOUS"):
        monkeypatch.delenv(name, raising=False)
    settings = load_settings()
    assert settings.worker_concurrency == (os.cpu_count() or 1)
    assert settings.job_retention_days == 14
    assert settings.sqlite_synchronous == "NORMAL"


def test_sqlite_synchronous_accepts_full_only_besides_normal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "FULL")
    assert load_settings().sqlite_synchronous == "FULL"
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "OFF")
    with pytest.raises(ValueError, match="sqlite_synchronous"):
        load_settings()
