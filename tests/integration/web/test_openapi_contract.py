"""schemathesis against `/api/v1/openapi.json`, in process: no 500s, every answer as documented.

Bounded on purpose (a few examples per operation, SQLite only, the same cases every run): this
checks the contract; the authorization and behaviour tests live beside it. To hunt more widely:
`CONTRACT_RANDOM=1 CONTRACT_EXAMPLES=50 pytest tests/integration/web/test_openapi_contract.py`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis import Case
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.core.result import Ok

from minesweeper.db import Database
from minesweeper.settings import load_settings
from minesweeper.web.app import create_app
from tests.integration.web.conftest import World, seed

EXAMPLES_PER_OPERATION = int(os.environ.get("CONTRACT_EXAMPLES", "6"))


@pytest.fixture
def contract_world(sqlite_url: str, password_hash: str, tmp_path: Path) -> Iterator[World]:
    database = Database(sqlite_url)
    settings_ = load_settings(
        database_url=sqlite_url, data_dir=tmp_path / "data", secret_key="contract"
    )
    seeded = seed(database, password_hash)
    app = create_app(settings_, database)
    yield World(app, database, settings_, seeded["tokens"], seeded["emails"], seeded["ids"])
    database.dispose()


def test_api_matches_its_openapi_document(contract_world: World) -> None:
    schema = schemathesis.openapi.from_asgi("/api/v1/openapi.json", contract_world.app)
    headers = {"Authorization": f"Bearer {contract_world.tokens['admin']}"}
    checks = [
        not_a_server_error,
        status_code_conformance,  # every status answered is one the document lists
        response_schema_conformance,
        content_type_conformance,
    ]
    operations = []
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), result  # an operation the schema cannot describe
        operations.append(result.ok())
    assert len(operations) >= 20
    for operation in operations:
        if operation.path.endswith("/events"):
            continue  # server-sent events stream until the job ends; the jobs tests cover them

        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            phases=[Phase.explicit, Phase.generate],
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            derandomize=os.environ.get("CONTRACT_RANDOM") != "1",  # CI: same cases every run
        )
        def check(case: Case[Any]) -> None:
            case.validate_response(case.call(headers=headers), checks=checks)

        check()
