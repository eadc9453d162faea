"""Shared-data tests skip on a laptop without the folder, and fail under CI=true."""

from __future__ import annotations

import pytest

from tests.support.shared import shared_missing


def test_missing_shared_data_skips_outside_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        shared_missing("no corpus")


def test_missing_shared_data_fails_under_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI=true"):
        shared_missing("no corpus")
