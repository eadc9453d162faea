"""Fake model servers for the gateway tests, one per protocol."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.vlm_server import Api, FakeVlmServer, running


@pytest.fixture(params=["ollama", "openai"])
def fake_server(request: pytest.FixtureRequest) -> Iterator[FakeVlmServer]:
    api: Api = request.param
    with running(api) as server:
        yield server
