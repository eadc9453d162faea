"""NUL or over-length input is a 422/400 problem on both databases, never a plain 500.

PostgreSQL refused these values with driver errors (500s); SQLite stored them silently past
their declared lengths. The limits are checked before the database sees anything.
"""

from __future__ import annotations

import io
import zipfile

import pytest

from tests.integration.web.conftest import World


def _is_problem(response: object, *statuses: int) -> None:
    status = getattr(response, "status_code")  # noqa: B009 - one helper for both clients
    headers = getattr(response, "headers")  # noqa: B009
    assert status in statuses, getattr(response, "text")  # noqa: B009
    assert headers["content-type"] == "application/problem+json"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/v1/rounds", {"name": "Round\u0000X"}),
        ("/api/v1/rounds/{round_a}/applicants", {"name": "김\u0000하나"}),
        ("/api/v1/rounds/{round_b}/reviewers", {"name": "박\u0000지수"}),
        ("/api/v1/rounds/{round_b}/reviewers", {"name": "박지수", "email": "x" * 400}),
        ("/api/v1/aggregates/{aggregate_b}/correct", {"name": "Jisoo\u0000Park"}),
    ],
)
def test_json_bodies_with_nul_or_overlong_fields(
    world: World, path: str, body: dict[str, str]
) -> None:
    response = world.client("admin").post(path.format(**world.ids), json=body)
    _is_problem(response, 422)


def test_overlong_job_id_and_type(world: World) -> None:
    admin = world.client("admin")
    _is_problem(admin.get("/api/v1/jobs/" + "a" * 5000), 404, 422)
    _is_problem(admin.get("/api/v1/jobs/%00"), 422)
    _is_problem(admin.get("/api/v1/jobs", params={"type": "\u0000"}), 422)


def test_overlong_upload_file_name(world: World) -> None:
    response = world.client("member_a").post(
        f"/api/v1/applicants/{world.ids['applicant_a']}/documents",
        files=[("files", ("a" * 600 + ".txt", b"CV of Hana Kim", "text/plain"))],
        data={"category": ["cv"]},
    )
    _is_problem(response, 400, 422)


def test_overlong_bundle_folder_name(world: World) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("가" * 300 + "/cv/cv.txt", b"CV")
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("bundle.zip", buffer.getvalue(), "application/zip")},
    )
    _is_problem(response, 400, 422)


def test_overlong_reviewer_csv_cell(world: World) -> None:
    csv = ("name,email\n박지수," + "x" * 400 + "@example.org\n").encode()
    response = world.client("admin").post(
        f"/api/v1/rounds/{world.ids['round_b']}/reviewers/import",
        files={"file": ("reviewers.csv", csv, "text/csv")},
    )
    _is_problem(response, 400, 422)
