"""The OpenAPI document lists every status an operation can answer, each as problem+json.

Routes declare their own particular answers (`responses=problem_responses(...)`); the answers
that follow from the app's shape rather than from one route are added here, once:
- every operation: 401 (signed out), 403 (not allowed), 404 (not visible), 422 (invalid input,
  control characters included);
- an operation with a request body: 400 (a body that cannot be parsed, a refused upload) and
  413 (over `MAX_REQUEST_BYTES`);
- an operation that changes state: 409 (a finalized round refuses writes; a job in progress).
Error answers carry the Problem schema under `application/problem+json`, the media type the API
sends them with (FastAPI would put it under `application/json`).
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from minesweeper.web.problems import PROBLEM_MEDIA_TYPE

EVERY_OPERATION = (401, 403, 404, 422)
WITH_A_BODY = (400, 413)
CHANGES_STATE = (409,)
WRITE_METHODS = frozenset({"post", "put", "patch", "delete"})
PROBLEM_SCHEMA = {"$ref": "#/components/schemas/Problem"}


def _problem_answer() -> dict[str, Any]:
    return {"description": "Problem", "content": {PROBLEM_MEDIA_TYPE: {"schema": PROBLEM_SCHEMA}}}


def complete_statuses(spec: dict[str, Any]) -> dict[str, Any]:
    """Add the app-wide statuses to every operation; error bodies as problem+json."""
    for operations in spec.get("paths", {}).values():
        for method, operation in operations.items():
            if method not in WRITE_METHODS | {"get"}:
                continue
            responses: dict[str, Any] = operation.setdefault("responses", {})
            wanted = list(EVERY_OPERATION)
            if "requestBody" in operation:
                wanted += WITH_A_BODY
            if method in WRITE_METHODS:
                wanted += CHANGES_STATE
            for wanted_status in wanted:
                responses.setdefault(str(wanted_status), _problem_answer())
            for status, answer in responses.items():
                if status.startswith(("4", "5")):
                    content = answer.setdefault("content", {})
                    content.pop("application/json", None)
                    content[PROBLEM_MEDIA_TYPE] = {"schema": PROBLEM_SCHEMA}
    return spec


def install_openapi(app: FastAPI) -> None:
    """Build the document once, on first request, with every status in it."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            spec = get_openapi(
                title=app.title, version=app.version, routes=app.routes, description=None
            )
            app.openapi_schema = complete_statuses(spec)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
