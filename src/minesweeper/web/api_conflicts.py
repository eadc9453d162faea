"""`/api/v1` conflict matrix: candidates, decisions, policy, finalization, exports."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Literal

from fastapi import APIRouter, Request
from fastapi.responses import Response

from minesweeper.screening.conflicts import decisions
from minesweeper.screening.conflicts.jobs import (
    enqueue_export_report,
    enqueue_recompute_conflicts,
    report_file,
)
from minesweeper.screening.conflicts.policy import parse_policy
from minesweeper.screening.conflicts.policy_store import replace_policy
from minesweeper.screening.conflicts.snapshot import finalize_round, snapshot_json, written_snapshot
from minesweeper.screening.conflicts.store import open_round
from minesweeper.screening.exports import render_csv, render_xlsx
from minesweeper.web.conflicts_shared import (
    XLSX_TYPE,
    CandidateOut,
    DecisionIn,
    FinalizeIn,
    LevelFilter,
    MatrixOut,
    PolicyRow,
    RelationFilter,
    ScopedConflict,
    SnapshotOut,
    download,
    filtered,
    load_matrix,
    matrix_json,
)
from minesweeper.web.deps import AdminUser, CurrentUser, Db, ScopedRound
from minesweeper.web.i18n import api_language
from minesweeper.web.problems import API_PROBLEMS, problem_responses

router = APIRouter(prefix="/api/v1", tags=["conflicts"], responses=API_PROBLEMS)


@router.get("/rounds/{round_id}/conflicts", response_model=MatrixOut)
def get_matrix(
    round_: ScopedRound,
    db: Db,
    level: LevelFilter = None,
    relation: RelationFilter = None,
) -> dict[str, Any]:
    return matrix_json(filtered(load_matrix(db, round_.id), level or [], relation or []))


@router.post(
    "/rounds/{round_id}/conflicts/recompute", status_code=202, responses=problem_responses(409)
)
def recompute(round_: ScopedRound, db: Db) -> dict[str, Any]:
    """Queue a recomputation (joins a queued one)."""
    with db.session() as session:
        open_round(session, round_.id)
        return enqueue_recompute_conflicts(session, round_.id).to_api()


@router.post(
    "/conflicts/{conflict_id}/decision",
    response_model=CandidateOut,
    responses=problem_responses(400, 409),
)
def decide(body: DecisionIn, conflict: ScopedConflict, user: CurrentUser, db: Db) -> dict[str, Any]:
    """Confirm or dismiss a candidate with a reason; audited, and pinned across recomputes."""
    with db.session() as session:
        decisions.decide(session, conflict.id, body.decision, body.reason, user.user_id)
    report = load_matrix(db, conflict.round_id)
    [row] = [r for r in report.rows if r.conflict_id == conflict.id]
    return asdict(row)


@router.delete(
    "/conflicts/{conflict_id}/decision",
    response_model=CandidateOut,
    responses=problem_responses(409),
)
def undo_decision(conflict: ScopedConflict, user: CurrentUser, db: Db) -> dict[str, Any]:
    """Take back the decision on a candidate: it is pending again (audited)."""
    with db.session() as session:
        decisions.undo(session, conflict.id, user.user_id)
    report = load_matrix(db, conflict.round_id)
    [row] = [r for r in report.rows if r.conflict_id == conflict.id]
    return asdict(row)


@router.get("/rounds/{round_id}/conflict-policy", response_model=list[PolicyRow])
def get_policy(round_: ScopedRound, db: Db) -> list[dict[str, Any]]:
    return load_matrix(db, round_.id).policy


@router.put(
    "/rounds/{round_id}/conflict-policy",
    response_model=list[PolicyRow],
    responses=problem_responses(400, 409),
)
def put_policy(
    body: list[PolicyRow], round_: ScopedRound, admin: AdminUser, db: Db
) -> list[dict[str, Any]]:
    """Replace the round's overrides (admin); the matrix is recomputed in the background."""
    with db.session() as session:
        rules = [parse_policy(p.relation, p.action, p.window_years) for p in body]
        replace_policy(session, round_.id, rules, admin.user_id)
    return get_policy(round_, db)


@router.post(
    "/rounds/{round_id}/finalize",
    response_model=SnapshotOut,
    status_code=201,
    responses=problem_responses(409),
)
def finalize(
    round_: ScopedRound, admin: AdminUser, db: Db, body: FinalizeIn | None = None
) -> dict[str, Any]:
    """Close the round and write its immutable snapshot (admin).

    `409 DECISIONS_PENDING` (pending counts by level in `details`) while candidates are
    undecided, unless the body says `{"acknowledge_pending": true}`.
    """
    acknowledge = body.acknowledge_pending if body else False
    with db.session() as session:
        snapshot = finalize_round(session, round_.id, admin.user_id, acknowledge)
        return snapshot_json(snapshot, with_content=False)


@router.get(  # 409: the round is not finalized, so it has no record yet
    "/rounds/{round_id}/snapshot", response_model=SnapshotOut, responses=problem_responses(409)
)
def get_snapshot(round_: ScopedRound, db: Db) -> dict[str, Any]:
    with db.session() as session:
        return snapshot_json(written_snapshot(session, round_.id), with_content=True)


@router.get(
    "/rounds/{round_id}/conflicts/export.{fmt}",
    response_class=Response,
    responses={200: {"content": {XLSX_TYPE: {}, "text/csv": {}}, "description": "The matrix"}},
)
def export(request: Request, round_: ScopedRound, db: Db, fmt: Literal["csv", "xlsx"]) -> Response:
    """In the language the request names (the page's cookie, Accept-Language), else English."""
    report = load_matrix(db, round_.id)
    lang = api_language(request)
    if fmt == "csv":
        data = render_csv(report, lang)
        return download(data, "text/csv; charset=utf-8", f"conflicts-{round_.id}.csv")
    return download(render_xlsx(report, lang), XLSX_TYPE, f"conflicts-{round_.id}.xlsx")


@router.post("/rounds/{round_id}/conflicts/report", status_code=202)
def start_report(round_: ScopedRound, db: Db, request: Request) -> dict[str, Any]:
    """Queue the PDF report in the request's language (as the CSV/XLSX exports); poll
    /api/v1/jobs/{id}, then download it below."""
    with db.session() as session:
        return enqueue_export_report(session, round_.id, api_language(request)).to_api()


@router.get(
    "/rounds/{round_id}/conflicts/report/{job_id}",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "The report"}},
)
def download_report(round_: ScopedRound, job_id: str, db: Db) -> Response:
    with db.session() as session:
        data, filename = report_file(session, round_.id, job_id)
    return download(data, "application/pdf", filename)
