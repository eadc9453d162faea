"""RFC 9457 problem responses: every error body the API returns is built here."""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse

PROBLEM_MEDIA_TYPE = "application/problem+json"
# The one `type` URI scheme of every problem, the job engine's included: one page per code.
PROBLEM_TYPE_BASE = "https://minesweeper.invalid/problems/"


def problem_type(code: str) -> str:
    return PROBLEM_TYPE_BASE + code.lower().replace("_", "-")


def problem(
    status: int,
    title: str,
    detail: str,
    code: str,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
    extensions: dict[str, Any] | None = None,
) -> JSONResponse:
    """`extensions` are extra top-level members (RFC 9457 section 3.2), e.g. a conflict's job."""
    body: dict[str, Any] = {
        "type": problem_type(code),
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
    }
    if details is not None:
        body["details"] = details
    body.update(extensions or {})
    return JSONResponse(body, status_code=status, media_type=PROBLEM_MEDIA_TYPE, headers=headers)


class ProblemError(Exception):
    """Raise from any route to answer with a problem document.

    `detail` is the English text; the title, and the detail in other languages, come from the
    catalogs by `code` (see `web.errors`).
    """

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.details = details


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI entries documenting problem answers, for a router's `responses=`."""
    from minesweeper.web.schemas import Problem

    return {
        status: {"model": Problem, "content": {PROBLEM_MEDIA_TYPE: {}}, "description": "Problem"}
        for status in statuses
    }


# Every API route can answer these: signed out, forbidden, not visible, invalid input.
API_PROBLEMS = problem_responses(401, 403, 404, 422)
