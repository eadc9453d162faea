"""Secret key handling and redirect targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.settings import load_settings
from minesweeper.web.pages_auth import safe_next
from minesweeper.web.security import secret_key


def test_secret_key_setting_wins(tmp_path: Path) -> None:
    settings = load_settings(secret_key="given", data_dir=tmp_path)
    assert secret_key(settings) == "given"
    assert not (tmp_path / "secret_key").exists()


def test_generated_key_is_kept_and_private(tmp_path: Path) -> None:
    settings = load_settings(secret_key="", data_dir=tmp_path / "data")
    first = secret_key(settings)
    assert len(first) >= 48
    assert secret_key(settings) == first
    path = tmp_path / "data" / "secret_key"
    assert path.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("/rounds/3", "/rounds/3"),
        ("//evil.example", "/"),
        ("https://evil.example", "/"),
        ("/\\evil.example", "/"),
        ("", "/"),
        (None, "/"),
    ],
)
def test_safe_next(target: str | None, expected: str) -> None:
    assert safe_next(target) == expected
