"""`/api/v1` reviewer panel: list, add, edit, remove, import from CSV/XLSX, template, check."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, File, Query, Request, UploadFile
from fastapi.responses import Response
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from minesweeper.screening.conflicts import (
    declarations,
    reviewer_documents,
    reviewer_import,
    reviewers,
)
from minesweeper.web.conflicts_shared import (
    XLSX_TYPE,
    CheckCandidateOut,
    ImportOut,
    ReviewerIn,
    ReviewerOut,
    ScopedReviewer,
    download,
)
from minesweeper.web.deps import CurrentUser, Db, ScopedRound
from minesweeper.web.i18n import negotiate
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses

router = APIRouter(prefix="/api/v1", tags=["reviewers"], responses=API_PROBLEMS)
MAX_REVIEWER_FILE_BYTES = reviewer_import.MAX_IMPORT_BYTES


@router.get("/rounds/{round_id}/reviewers", response_model=list[ReviewerOut])
def list_reviewers(round_: ScopedRound, db: Db) -> list[Any]:
    with db.session() as session:
        return reviewers.list_reviewers(session, round_.id)


@router.post(
    "/rounds/{round_id}/reviewers",
    response_model=ReviewerOut,
    status_code=201,
    responses=problem_responses(400, 409),
)
def add_reviewer(body: ReviewerIn, round_: ScopedRound, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return reviewers.add_reviewer(session, round_.id, body.fields(), user.user_id)


@router.put(
    "/reviewers/{reviewer_id}", response_model=ReviewerOut, responses=problem_responses(400, 409)
)
def update_reviewer(body: ReviewerIn, reviewer: ScopedReviewer, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return reviewers.update_reviewer(
            session, reviewer.round_id, reviewer.id, body.fields(), user.user_id
        )


@router.delete("/reviewers/{reviewer_id}", status_code=204, responses=problem_responses(409))
def delete_reviewer(reviewer: ScopedReviewer, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        reviewers.delete_reviewer(session, reviewer.round_id, reviewer.id, user.user_id)
    return Response(status_code=204)


@router.post(
    "/rounds/{round_id}/reviewers/import",
    response_model=ImportOut,
    responses=problem_responses(400, 409, 413),
)
async def import_reviewers(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    file: Annotated[UploadFile, File(description="CSV or XLSX with a header row.")],
) -> dict[str, int]:
    """Create or update reviewers from a file; the matrix is recomputed in the background."""
    data = await file.read(MAX_REVIEWER_FILE_BYTES + 1)
    if len(data) > MAX_REVIEWER_FILE_BYTES:
        raise ProblemError(413, "TOO_LARGE", f"the file is over {MAX_REVIEWER_FILE_BYTES} bytes")

    def store() -> dict[str, int]:
        with db.session() as session:
            return reviewer_import.import_reviewers(
                session, round_.id, data, user.user_id
            ).to_dict()

    return await run_in_threadpool(store)


@router.get(
    "/rounds/{round_id}/reviewers/template.{fmt}",
    response_class=Response,
    responses={200: {"content": {XLSX_TYPE: {}, "text/csv": {}}, "description": "Template"}},
)
def reviewer_template(
    request: Request, round_: ScopedRound, fmt: Literal["xlsx", "csv"]
) -> Response:
    """The file to fill in, in the reader's language (Accept-Language or the page's cookie)."""
    lang = negotiate(request)
    if fmt == "csv":
        return download(reviewer_import.template_csv(lang), "text/csv", "reviewers.csv")
    return download(reviewer_import.template_xlsx(lang), XLSX_TYPE, "reviewers.xlsx")


@router.get("/rounds/{round_id}/reviewers/check", response_model=list[CheckCandidateOut])
def check_name(
    round_: ScopedRound,
    db: Db,
    name: Annotated[str, Query(min_length=1, max_length=200)],
    name_en: Annotated[str | None, Query(max_length=200)] = None,
    affiliation: Annotated[str | None, Query(max_length=500)] = None,
) -> list[dict[str, Any]]:
    """Candidate conflicts of someone before inviting them; nothing is stored."""
    with db.session() as session:
        found = reviewers.check_name(session, round_.id, name, name_en, affiliation)
    return [
        {
            "applicant_id": int(c.applicant_id),
            "subject_name": c.subject_name,
            "level": c.level.value,
            "action": c.action.value,
            "name_match": c.name_match,
            "relations": [r.value for r in c.relations],
            "evidence": c.evidence_json(),
        }
        for c in found
    ]


class DeclarationBody(BaseModel):
    reviewer_id: int
    applicant_id: int
    relation: Literal[
        "family", "former_family", "personal", "business", "advisor", "coauthor", "other"
    ]
    note: str = Field(default="", max_length=declarations.MAX_NOTE_CHARS)
    # "applicant": the applicant asks that this reviewer be avoided, `note` giving the reason.
    side: Literal["reviewer", "applicant"] = "reviewer"


@router.get("/rounds/{round_id}/declarations")
def list_declarations(round_: ScopedRound, db: Db) -> list[dict[str, object]]:
    with db.session() as session:
        return declarations.list_declarations(session, round_.id)


@router.post(
    "/rounds/{round_id}/declarations", status_code=201, responses=problem_responses(400, 404, 409)
)
def post_declaration(
    body: DeclarationBody, round_: ScopedRound, user: CurrentUser, db: Db
) -> dict[str, object]:
    """Declare a relation (certain; the matrix is recomputed in the background)."""
    item = declarations.DeclarationIn(**body.model_dump())
    with db.session() as session:
        return declarations.declare_json(session, round_.id, item, user.user_id)


@router.post(
    "/reviewers/{reviewer_id}/documents", status_code=202, responses=problem_responses(400, 413)
)
async def upload_reviewer_document(
    request: Request,
    reviewer: ScopedReviewer,
    db: Db,
    file: Annotated[UploadFile, File(description="The reviewer's CV, publication list, ...")],
) -> dict[str, Any]:
    """Store a document of the reviewer and queue its reading (then the matrix's)."""
    limit = request.app.state.settings.max_upload_bytes
    data = await file.read(limit + 1)
    if len(data) > limit:
        raise ProblemError(413, "TOO_LARGE", f"{file.filename} is over {limit} bytes")

    def store() -> dict[str, Any]:
        with db.session() as session:
            document, job = reviewer_documents.add_reviewer_document(
                session, reviewer.id, file.filename or "document", data, limit
            )
            return {**job.to_api(), "document_id": document.id}

    return await run_in_threadpool(store)


@router.get("/reviewers/{reviewer_id}/documents")
def list_reviewer_documents(reviewer: ScopedReviewer, db: Db) -> list[dict[str, Any]]:
    with db.session() as session:
        return reviewer_documents.list_reviewer_documents(session, reviewer.id)
