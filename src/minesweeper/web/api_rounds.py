"""`/api/v1` rounds, round membership and applicants."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, File, Form, Request, UploadFile
from starlette.concurrency import run_in_threadpool

from minesweeper.db import Database
from minesweeper.screening import rounds
from minesweeper.screening.status import applicant_summaries
from minesweeper.screening.uploads import (
    IncomingFile,
    bundle_from_paths,
    import_bundle,
    read_bundle,
)
from minesweeper.web.deps import AdminUser, CurrentUser, Db, Ident, ScopedApplicant, ScopedRound
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses
from minesweeper.web.schemas import (
    ApplicantIn,
    ApplicantOut,
    ApplicantPatch,
    BundleOut,
    MemberIn,
    RoundDetailOut,
    RoundIn,
    RoundOut,
    RoundPatch,
    UserOut,
)

router = APIRouter(prefix="/api/v1", tags=["rounds"], responses=API_PROBLEMS)


@router.get("/rounds", response_model=list[RoundOut])
def list_rounds(user: CurrentUser, db: Db) -> list[Any]:
    with db.session() as session:
        return rounds.visible_rounds(session, user.user_id, user.is_admin)


@router.post("/rounds", response_model=RoundOut, status_code=201)
def create_round(body: RoundIn, _admin: AdminUser, db: Db) -> Any:
    with db.session() as session:
        return rounds.create_round(session, body.name)


@router.get("/rounds/{round_id}", response_model=RoundDetailOut)
def get_round(round_: ScopedRound, db: Db) -> dict[str, Any]:
    with db.session() as session:
        summaries = applicant_summaries(session, rounds.applicants_of(session, round_.id))
    return {**RoundOut.model_validate(round_).model_dump(), "applicants": summaries}


@router.patch("/rounds/{round_id}", response_model=RoundOut, responses=problem_responses(409))
def update_round(body: RoundPatch, round_: ScopedRound, admin: AdminUser, db: Db) -> Any:
    """Rename or archive a round (admin); audited; refused on a finalized round."""
    with db.session() as session:
        return rounds.update_round(session, admin.user_id, round_.id, body.name, body.archived)


@router.get("/rounds/{round_id}/members", response_model=list[UserOut])
def list_members(round_: ScopedRound, _admin: AdminUser, db: Db) -> list[Any]:
    with db.session() as session:
        return rounds.members(session, round_.id)


@router.post("/rounds/{round_id}/members", response_model=UserOut, status_code=201)
def add_member(body: MemberIn, round_: ScopedRound, _admin: AdminUser, db: Db) -> Any:
    with db.session() as session:
        return rounds.add_member(session, body.email, round_.id)


@router.delete("/rounds/{round_id}/members/{user_id}", status_code=204)
def remove_member(user_id: Ident, round_: ScopedRound, _admin: AdminUser, db: Db) -> None:
    with db.session() as session:
        if not rounds.remove_member(session, user_id, round_.id):
            raise ProblemError(404, "NOT_FOUND", f"user {user_id} is not a member of this round")


@router.get("/rounds/{round_id}/applicants", response_model=list[ApplicantOut])
def list_applicants(round_: ScopedRound, db: Db) -> list[dict[str, Any]]:
    with db.session() as session:
        return applicant_summaries(session, rounds.applicants_of(session, round_.id))


@router.post("/rounds/{round_id}/applicants", response_model=ApplicantOut, status_code=201)
def create_applicant(body: ApplicantIn, round_: ScopedRound, db: Db) -> dict[str, Any]:
    with db.session() as session:
        applicant = rounds.create_applicant(
            session, round_.id, body.name, body.name_en, body.allow_duplicate
        )
        return applicant_summaries(session, [applicant])[0]


@router.get("/applicants/{applicant_id}", response_model=ApplicantOut)
def get_applicant(applicant: ScopedApplicant, db: Db) -> dict[str, Any]:
    with db.session() as session:
        return applicant_summaries(session, [applicant])[0]


@router.patch(
    "/applicants/{applicant_id}", response_model=ApplicantOut, responses=problem_responses(409)
)
def update_applicant(
    body: ApplicantPatch, applicant: ScopedApplicant, user: CurrentUser, db: Db
) -> dict[str, Any]:
    """Rename an applicant; audited, and the roster is re-processed under the new name."""
    with db.session() as session:
        changed = rounds.update_applicant(
            session, user.user_id, applicant.id, body.name, body.name_en
        )
        return applicant_summaries(session, [changed])[0]


@router.delete("/applicants/{applicant_id}", status_code=204, responses=problem_responses(409))
def delete_applicant(applicant: ScopedApplicant, user: CurrentUser, db: Db) -> None:
    """Delete an applicant with every document and decision on them; audited."""
    with db.session() as session:
        rounds.delete_applicant(session, user.user_id, applicant.id)


@router.post(
    "/rounds/{round_id}/bundle",
    response_model=BundleOut,
    status_code=202,
    responses=problem_responses(400, 413),
)
async def upload_bundle(
    request: Request, round_: ScopedRound, db: Db, file: Annotated[UploadFile, File()]
) -> dict[str, Any]:
    """A zip of `applicant/category/file` folders: missing applicants are created by name."""
    settings = request.app.state.settings
    limit, total = settings.max_upload_bytes, settings.max_bundle_bytes
    # The upload is spooled to disk as it arrives; the zip is read from that file, never
    # loaded whole, and its members inflate against the bundle's budget.
    spooled = file.file
    return await run_in_threadpool(
        _import, db, round_.id, lambda: read_bundle(spooled, limit, total), limit
    )


@router.post(
    "/rounds/{round_id}/files",
    response_model=BundleOut,
    status_code=202,
    responses=problem_responses(400, 413),
)
async def upload_round_files(
    request: Request,
    round_: ScopedRound,
    db: Db,
    files: Annotated[list[UploadFile], File()],
    paths: Annotated[list[str], Form(description="`applicant/category/file`, one per file.")],
) -> dict[str, Any]:
    """Files dropped as folders (`applicant/category/file`): the zip bundle without the zip."""
    if len(paths) != len(files):
        raise ProblemError(400, "UPLOAD_REJECTED", "send one path per file")
    settings = request.app.state.settings
    limit, budget = settings.max_upload_bytes, settings.max_bundle_bytes
    items = []
    for upload, path in zip(files, paths, strict=True):
        data = await upload.read(limit + 1)
        if len(data) > limit:
            raise ProblemError(413, "TOO_LARGE", f"{path} is over {limit} bytes")
        budget -= len(data)
        if budget < 0:
            raise ProblemError(
                413, "TOO_LARGE", f"{path}: the files are over {settings.max_bundle_bytes} bytes"
            )
        items.append((path, data))
    return await run_in_threadpool(_import, db, round_.id, lambda: bundle_from_paths(items), limit)


def _import(
    db: Database, round_id: int, read: Callable[[], dict[str, list[IncomingFile]]], limit: int
) -> dict[str, Any]:
    bundle = read()
    with db.session() as session:
        imported = import_bundle(session, round_id, bundle, limit)
    return {
        "applicants_created": imported.applicants_created,
        "documents": imported.documents,
        "jobs": [job.to_api() for job in imported.jobs],
        "duplicates": [d.to_api() for d in imported.duplicates],
    }
