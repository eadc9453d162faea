"""Every route of the app against anonymous, a member of another round, a member, an admin.

The routes come from the app's own route table, so a new route is exercised (and must follow
the rules) without anyone remembering to add it here. Expected answers:
- anonymous: 401 problem on `/api/...`, a redirect to the login page elsewhere;
- a member of round A, asking about round B's things: 404, as if they did not exist;
- a member of round B: allowed (never 401/403/404), except admin-only routes (403);
- an admin: allowed everywhere.
Only the routes in PUBLIC answer anonymous requests.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.dependencies.models import Dependant
from fastapi.routing import iter_route_contexts
from httpx2 import Response  # what the test client returns

from minesweeper.web.deps import require_admin
from minesweeper.web.jobs_access import job_access
from tests.integration.web.conftest import World

PUBLIC = {
    ("GET", "/healthz"),
    ("GET", "/favicon.ico"),
    ("GET", "/login"),
    ("POST", "/login"),
    ("GET", "/lang/{code}"),
    ("GET", "/api/v1/openapi.json"),
    ("GET", "/api/v1/docs"),
    ("GET", "/docs/oauth2-redirect"),
}
ROUND_SCOPED = {
    "round_id",
    "applicant_id",
    "document_id",
    "aggregate_id",
    "flag_id",
    "job_id",
    "reviewer_id",
    "conflict_id",
}


# Routes that remove what later routes need (an applicant, a document, a reviewer, a member):
# each runs against a world of its own instead of inside the sweep.
DESTRUCTIVE = {
    ("POST", "/applicants/{applicant_id}/delete"),
    ("POST", "/documents/{document_id}/delete"),
    ("DELETE", "/api/v1/applicants/{applicant_id}"),
    ("DELETE", "/api/v1/documents/{document_id}"),
    ("DELETE", "/api/v1/reviewers/{reviewer_id}"),
    ("DELETE", "/api/v1/rounds/{round_id}/members/{user_id}"),
    ("POST", "/admin/users/{user_id}/disable"),
    ("POST", "/admin/users/{user_id}/reset-password"),
    ("POST", "/admin/tokens/{token_id}/revoke"),
}


def _depends_on(dependant: Dependant, target: Callable[..., Any]) -> bool:
    return dependant.call is target or any(_depends_on(d, target) for d in dependant.dependencies)


def _routes() -> list[tuple[str, str, Dependant | None]]:
    """(method, path, dependant) of every route, streaming ones first, deletions last."""
    from minesweeper.settings import load_settings
    from minesweeper.web.app import create_app

    app = create_app(load_settings(database_url="sqlite://", secret_key="x"))
    found = []
    for context in iter_route_contexts(app.routes):
        if not context.methods:
            continue  # mounts (static files) carry no methods
        dependant = getattr(context, "dependant", None)
        for method in sorted(context.methods - {"HEAD"}):
            found.append((method, str(context.path), dependant))
    return sorted(found, key=lambda r: (not r[1].endswith("/events"), r[0] == "DELETE", r[1]))


ROUTES = _routes()


def _is_admin_only(path: str, dependant: Dependant | None) -> bool:
    if dependant is None:
        return False
    if _depends_on(dependant, require_admin):
        return True
    return _depends_on(dependant, job_access) and "{job_id}" not in path


def _url(world: World, path: str, job_id: str) -> str:
    values: dict[str, object] = {
        "round_id": world.ids["round_b"],
        "applicant_id": world.ids["applicant_b"],
        "document_id": world.ids["document_b"],
        "aggregate_id": world.ids["aggregate_b"],
        "flag_id": world.ids["flag_b"],
        "user_id": world.ids["user_member_b"],
        "job_id": job_id,
        "page": 1,
        "code": "en",
        "reviewer_id": world.ids["reviewer_b"],
        "conflict_id": world.ids["conflict_b"],
        "fmt": "csv",
        "token_id": world.ids["token_member_b"],
        "batch": "0" * 32,  # a batch id nobody made: undoing it changes nothing
    }
    try:
        return path.format(**values)
    except KeyError as exc:  # a new kind of path parameter: give it a value of round B above
        raise AssertionError(f"no value for path parameter {exc} of {path}") from exc


def _call(world: World, who: str | None, method: str, url: str) -> Response:
    client = world.client(who)
    if method == "GET" and url.endswith("/highlights"):
        return client.get(url, params={"quote": "Park"})
    if method in ("POST", "PUT", "PATCH"):
        return client.request(method, url, json={})
    return client.request(method, url)


def _problem(method: str, path: str, who: str | None, response: Response, expected: str) -> str:
    return f"{method} {path} as {who or 'anonymous'}: {response.status_code}, expected {expected}"


def test_route_table_is_not_empty() -> None:
    paths = {path for _, path, _ in ROUTES}
    assert {"/api/v1/rounds", "/api/v1/jobs/{job_id}", "/applicants/{applicant_id}"} <= paths


def _job_of_round_b(world: World) -> str:
    """A job of round B (cancelled, so its event stream ends at once)."""
    upload = world.client("admin").post(
        f"/api/v1/applicants/{world.ids['applicant_b']}/documents",
        files=[("files", ("cv.txt", b"CV", "text/plain"))],
        data={"category": ["cv"]},
    )
    job_id: str = upload.json()["id"]
    world.client("admin").post(f"/api/v1/jobs/{job_id}/cancel")
    return job_id


def _check(
    world: World, who: str | None, route: tuple[str, str, Dependant | None], job_id: str
) -> str | None:
    """What is wrong with the answer to one route for `who`, or None."""
    method, path, dependant = route
    response = _call(world, who, method, _url(world, path, job_id))
    status = response.status_code
    scoped = any(f"{{{name}}}" in path for name in ROUND_SCOPED)
    admin_only = _is_admin_only(path, dependant)
    if status >= 500:
        return _problem(method, path, who, response, "no server error")
    if who is None:
        if path.startswith("/api/") or path == "/metrics":
            if status != 401 or response.json().get("code") != "UNAUTHENTICATED":
                return _problem(method, path, who, response, "401 problem")
        elif status != 303 or not response.headers["location"].startswith("/login?next="):
            return _problem(method, path, who, response, "redirect to login")
    elif who == "member_a" and scoped:
        if status != 404:
            return _problem(method, path, who, response, "404")
    elif who != "admin" and admin_only:
        if status != 403:
            return _problem(method, path, who, response, "403")
    elif status in (401, 403, 404):
        return _problem(method, path, who, response, "access")
    return None


WHO = [None, "member_a", "member_b", "admin"]


@pytest.mark.parametrize("who", WHO)
def test_authorization_matrix(world: World, who: str | None) -> None:
    job_id = _job_of_round_b(world)
    failures = [
        failure
        for route in ROUTES
        if (route[0], route[1]) not in PUBLIC | DESTRUCTIVE
        and (failure := _check(world, who, route, job_id))
    ]
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize(
    "route", [r for r in ROUTES if (r[0], r[1]) in DESTRUCTIVE], ids=lambda r: f"{r[0]} {r[1]}"
)
def test_authorization_of_deletions(
    world: World, who: str | None, route: tuple[str, str, Dependant | None]
) -> None:
    assert _check(world, who, route, _job_of_round_b(world)) is None


def test_every_deletion_route_is_known() -> None:
    assert {(m, p) for m, p, _ in ROUTES} >= DESTRUCTIVE
