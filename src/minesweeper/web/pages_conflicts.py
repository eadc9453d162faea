"""Pages: the conflict matrix, a cell's evidence with decisions, and the reviewer panel.

Forms post here and redirect back (post/redirect/get); the work is done by the same domain
calls as the API. `install(app)` adds both API routers, these pages and the round tabs.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, FastAPI, File, Form, Query, Request, UploadFile
from fastapi.responses import RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from minesweeper.screening.conflicts import (
    decisions,
    declarations,
    reviewer_documents,
    reviewer_import,
    reviewers,
)
from minesweeper.screening.conflicts.jobs import (
    EXPORT_REPORT,
    RECOMPUTE_CONFLICTS,
    enqueue_export_report,
    enqueue_recompute_conflicts,
    latest_job,
)
from minesweeper.screening.conflicts.model import Action, ConflictLevel, DeclaredRelation, Relation
from minesweeper.screening.conflicts.policy import DEFAULT_POLICY, parse_policy
from minesweeper.screening.conflicts.policy_store import replace_policy
from minesweeper.screening.conflicts.snapshot import (
    finalize_round,
    latest_snapshot,
    pending_by_level,
)
from minesweeper.screening.conflicts.store import open_round
from minesweeper.web import api_conflicts, api_reviewers
from minesweeper.web.conflicts_shared import (
    ScopedConflict,
    filtered,
    load_matrix,
)
from minesweeper.web.deps import AdminUser, CurrentUser, Db, Ident, ScopedRound
from minesweeper.web.i18n import negotiate
from minesweeper.web.problems import ProblemError
from minesweeper.web.templating import RoundTab, render

router = APIRouter(include_in_schema=False)
LEVELS = [level.value for level in ConflictLevel]
RELATIONS = [relation.value for relation in Relation]
POLICY_RELATIONS = [relation.value for relation in DEFAULT_POLICY]  # declared: always certain
Text = Annotated[str, Form(max_length=500)]


def install(app: FastAPI) -> None:
    """Add the conflict matrix's API routers, pages and round tabs to the app."""
    app.include_router(api_reviewers.router)
    app.include_router(api_conflicts.router)
    app.include_router(router)
    app.state.round_tabs.append(RoundTab("conflicts.tab", "/rounds/{round_id}/conflicts"))
    app.state.round_tabs.append(RoundTab("reviewers.tab", "/rounds/{round_id}/reviewers"))


def _back(path: str) -> Response:
    return RedirectResponse(path, status_code=303)


@router.get("/rounds/{round_id}/conflicts")
def matrix_page(
    request: Request,
    round_: ScopedRound,
    db: Db,
    level: Annotated[list[str] | None, Query()] = None,
    relation: Annotated[list[str] | None, Query()] = None,
) -> Response:
    report = filtered(load_matrix(db, round_.id), level or [], relation or [])
    with db.session() as session:
        recompute_job = latest_job(session, RECOMPUTE_CONFLICTS, round_.id)
        report_job = latest_job(session, EXPORT_REPORT, round_.id)
        snapshot = latest_snapshot(session, round_.id)
    return render(
        request,
        "conflicts_matrix.html",
        {
            "round": round_,
            "report": report,
            "levels": LEVELS,
            "relations": RELATIONS,
            "chosen_levels": level or [],
            "chosen_relations": relation or [],
            "recompute_job": recompute_job.to_api() if recompute_job else None,
            "report_job": report_job.to_api() if report_job else None,
            "snapshot": snapshot,
            "actions": [action.value for action in Action],
        },
    )


@router.get("/rounds/{round_id}/conflicts/{reviewer_id}/{applicant_id}")
def cell_page(
    request: Request, round_: ScopedRound, reviewer_id: Ident, applicant_id: Ident, db: Db
) -> Response:
    report = load_matrix(db, round_.id)
    reviewer, applicant = report.reviewer(reviewer_id), report.applicant(applicant_id)
    if reviewer is None or applicant is None:
        raise ProblemError(404, "NOT_FOUND", "No such reviewer or applicant in this round.")
    rows = [
        r for r in report.rows if (r.reviewer_id, r.applicant_id) == (reviewer_id, applicant_id)
    ]
    return render(
        request,
        "conflicts_cell.html",
        {
            "round": round_,
            "report": report,
            "reviewer": reviewer,
            "applicant": applicant,
            "rows": rows,
            "decisions": decisions.DECISIONS,
        },
    )


@router.post("/conflicts/{conflict_id}/decide")
def decide(
    conflict: ScopedConflict,
    user: CurrentUser,
    db: Db,
    decision: Annotated[str, Form()],
    reason: Annotated[str, Form(max_length=decisions.MAX_REASON_CHARS)],
) -> Response:
    with db.session() as session:
        decisions.decide(session, conflict.id, decision, reason, user.user_id)
    return _back(
        f"/rounds/{conflict.round_id}/conflicts/{conflict.reviewer_id}/{conflict.applicant_id}"
    )


@router.post("/conflicts/{conflict_id}/undo")
def undo_decision(conflict: ScopedConflict, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        decisions.undo(session, conflict.id, user.user_id)
    return _back(
        f"/rounds/{conflict.round_id}/conflicts/{conflict.reviewer_id}/{conflict.applicant_id}"
    )


@router.post("/rounds/{round_id}/conflicts/recompute")
def recompute(round_: ScopedRound, db: Db) -> Response:
    with db.session() as session:
        open_round(session, round_.id)
        enqueue_recompute_conflicts(session, round_.id)
    return _back(f"/rounds/{round_.id}/conflicts")


@router.post("/rounds/{round_id}/conflicts/report")
def start_report(request: Request, round_: ScopedRound, db: Db) -> Response:
    """Queue the PDF report in the language the page is shown in."""
    with db.session() as session:
        enqueue_export_report(session, round_.id, negotiate(request))
    return _back(f"/rounds/{round_.id}/conflicts")


@router.get("/rounds/{round_id}/conflicts/finalize")
def finalize_summary(request: Request, round_: ScopedRound, _admin: AdminUser, db: Db) -> Response:
    """The step before finalizing: what is still undecided, by level, and an explicit yes."""
    report = load_matrix(db, round_.id)
    pending = pending_by_level(report)
    return render(
        request,
        "conflicts_finalize.html",
        {
            "round": round_,
            "pending": [(lv, pending[lv]) for lv in LEVELS if lv in pending],
            "pending_total": sum(pending.values()),
            "candidates": len(report.rows),
        },
    )


@router.post("/rounds/{round_id}/conflicts/finalize")
def finalize(
    round_: ScopedRound,
    admin: AdminUser,
    db: Db,
    acknowledge_pending: Annotated[str, Form()] = "",
) -> Response:
    with db.session() as session:
        finalize_round(session, round_.id, admin.user_id, acknowledge_pending == "yes")
    return _back(f"/rounds/{round_.id}/conflicts")


@router.post("/rounds/{round_id}/conflicts/policy")
async def save_policy(request: Request, round_: ScopedRound, admin: AdminUser, db: Db) -> Response:
    """The policy table form: one action and one window (blank: for life) per relation."""
    form = await request.form()
    raw: list[tuple[str, str, int | None]] = []
    for relation in POLICY_RELATIONS:
        window = str(form.get(f"window_{relation}", "")).strip()
        if window and not window.isdigit():
            raise ProblemError(400, "INVALID_POLICY", f"{relation}: the window must be years")
        action = str(form.get(f"action_{relation}", ""))
        raw.append((relation, action, int(window) if window else None))

    def act() -> None:
        with db.session() as session:
            rules = [parse_policy(relation, action, window) for relation, action, window in raw]
            replace_policy(session, round_.id, rules, admin.user_id)

    await run_in_threadpool(act)
    return _back(f"/rounds/{round_.id}/conflicts")


@router.get("/rounds/{round_id}/reviewers")
def reviewers_page(
    request: Request,
    round_: ScopedRound,
    db: Db,
    check: Annotated[str | None, Query(max_length=200)] = None,
    check_en: Annotated[str | None, Query(max_length=200)] = None,
    imported: Annotated[str | None, Query(max_length=100)] = None,
) -> Response:
    with db.session() as session:
        panel = reviewers.list_reviewers(session, round_.id)
        declared = declarations.list_declarations(session, round_.id)
        found = None
        if check and check.strip():
            found = reviewers.check_name(session, round_.id, check, check_en)
    applicants = {a.id: a for a in load_matrix(db, round_.id).applicants}
    return render(
        request,
        "conflicts_reviewers.html",
        {
            "round": round_,
            "reviewers": panel,
            "check": check or "",
            "check_en": check_en or "",
            "found": found,
            "applicants": applicants,
            "imported": imported,
            "declarations": declared,
            "reviewer_names": {r.id: r.name for r in panel},
            "declared_relations": [r.value for r in DeclaredRelation],
        },
    )


@router.post("/rounds/{round_id}/declarations")
def declare(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    reviewer_id: Annotated[int, Form(ge=1)],
    applicant_id: Annotated[int, Form(ge=1)],
    relation: Annotated[str, Form(max_length=20)],
    side: Annotated[str, Form(max_length=20)] = "reviewer",
    note: Annotated[str, Form(max_length=declarations.MAX_NOTE_CHARS)] = "",
) -> Response:
    """The declaration form of the reviewers page (same rules as the API)."""
    item = declarations.DeclarationIn(reviewer_id, applicant_id, relation, note, side)
    with db.session() as session:
        declarations.declare(session, round_.id, item, user.user_id)
    return _back(f"/rounds/{round_.id}/reviewers")


@router.post("/rounds/{round_id}/reviewers")
def add_reviewer(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    name_en: Text = "",
    affiliation: Text = "",
    email: Text = "",
) -> Response:
    fields = reviewers.ReviewerFields(name, name_en, affiliation, email)
    with db.session() as session:
        reviewers.add_reviewer(session, round_.id, fields, user.user_id)
    return _back(f"/rounds/{round_.id}/reviewers")


@router.post("/rounds/{round_id}/reviewers/remove")
def remove_reviewer(
    round_: ScopedRound, user: CurrentUser, db: Db, reviewer_id: Annotated[int, Form(ge=1)]
) -> Response:
    """Remove one reviewer (named by a form field); the domain checks it is of this round."""
    with db.session() as session:
        reviewers.delete_reviewer(session, round_.id, reviewer_id, user.user_id)
    return _back(f"/rounds/{round_.id}/reviewers")


@router.post("/rounds/{round_id}/reviewers/documents")
async def upload_reviewer_document(
    request: Request,
    round_: ScopedRound,
    db: Db,
    reviewer_id: Annotated[int, Form(ge=1)],
    file: Annotated[UploadFile, File()],
) -> Response:
    """The reviewer-document form of the reviewers page (same rules as the API)."""
    limit = request.app.state.settings.max_upload_bytes
    data = await file.read(limit + 1)
    if len(data) > limit:
        raise ProblemError(413, "TOO_LARGE", f"{file.filename} is over {limit} bytes")

    def store() -> None:
        with db.session() as session:
            reviewer_documents.add_reviewer_document(
                session, reviewer_id, file.filename or "document", data, limit, round_.id
            )

    await run_in_threadpool(store)
    return _back(f"/rounds/{round_.id}/reviewers")


@router.post("/rounds/{round_id}/reviewers/import")
async def import_reviewers(
    round_: ScopedRound, user: CurrentUser, db: Db, file: Annotated[UploadFile, File()]
) -> Response:
    limit = reviewer_import.MAX_IMPORT_BYTES
    data = await file.read(limit + 1)
    if len(data) > limit:
        raise ProblemError(413, "TOO_LARGE", f"the file is over {limit} bytes")

    def store() -> reviewer_import.ImportSummary:
        with db.session() as session:
            return reviewer_import.import_reviewers(session, round_.id, data, user.user_id)

    summary = await run_in_threadpool(store)
    counts = f"{summary.created}-{summary.updated}-{summary.unchanged}"
    return _back(f"/rounds/{round_.id}/reviewers?imported={counts}")
