"""The engine every job test module works on: a fresh database of the tier under test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine

from tests.integration.jobs.helpers import engine_for


@pytest.fixture
def engine(db_url: str) -> Iterator[Engine]:
    with engine_for(db_url) as built:
        yield built
