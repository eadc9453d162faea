"""The shared folder beside the checkout: development corpus and real-world documents."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest


def shared_missing(reason: str) -> NoReturn:
    """Skip a test whose shared data is absent; under CI=true that is a failure, not a skip."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: the shared folder must be present)")
    pytest.skip(reason)
