"""`/api/v1` conflict matrix: candidates, decisions, policy, finalization, exports."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Literal

from fastapi import APIRouter
from fastapi.responses import Response
from sqlalchemy.orm import Session

from minesweeper.db.models import Blob
from minesweeper.db.models_conflicts import Snapshot
from minesweeper.jobs import get_job
from minesweeper.screening.conflicts import decisions
from minesweeper.screening.conflicts.jobs import (
    EXPORT_REPORT,
    enqueue_export_report,
    enqueue_recompute_conflicts,
)
from minesweeper.screening.conflicts.policy import parse_policy
from minesweeper.screening.conflicts.policy_store import replace_policy
from minesweeper.screening.conflicts.snapshot import finalize_round, latest_snapshot
from minesweeper.screening.conflicts.store import open_round
from minesweeper.screening.exports import render_csv, render_xlsx
from minesweeper.web.conflicts_shared import (
    XLSX_TYPE,
    CandidateOut,
    DecisionIn,
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
    run_domain,
)
from minesweeper.web.deps import AdminUser, CurrentUser, Db, ScopedRound
from minesweeper.web.jobs_access import job_round_id
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses

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

    def act(session: Session) -> dict[str, Any]:
        open_round(session, round_.id)
        return enqueue_recompute_conflicts(session, round_.id).to_api()

    return run_domain(db, act)


@router.post(
    "/conflicts/{conflict_id}/decision",
    response_model=CandidateOut,
    responses=problem_responses(400, 409),
)
def decide(body: DecisionIn, conflict: ScopedConflict, user: CurrentUser, db: Db) -> dict[str, Any]:
    """Confirm or dismiss a candidate with a reason; audited, and pinned across recomputes."""
    run_domain(
        db, lambda s: decisions.decide(s, conflict.id, body.decision, body.reason, user.user_id)
    )
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

    def act(session: Session) -> None:
        rules = [parse_policy(p.relation, p.action, p.window_years) for p in body]
        replace_policy(session, round_.id, rules, admin.user_id)

    run_domain(db, act)
    return get_policy(round_, db)


@router.post(
    "/rounds/{round_id}/finalize",
    response_model=SnapshotOut,
    status_code=201,
    responses=problem_responses(409),
)
def finalize(round_: ScopedRound, admin: AdminUser, db: Db) -> dict[str, Any]:
    """Close the round and write its immutable snapshot (admin)."""

    def act(session: Session) -> dict[str, Any]:
        snap = finalize_round(session, round_.id, admin.user_id)
        return _snapshot_json(snap, with_content=False)

    return run_domain(db, act)


@router.get("/rounds/{round_id}/snapshot", response_model=SnapshotOut)
def get_snapshot(round_: ScopedRound, db: Db) -> dict[str, Any]:
    with db.session() as session:
        snap = latest_snapshot(session, round_.id)
        if snap is None:  # the round exists and is visible: its record just is not written yet
            raise ProblemError(409, "ROUND_NOT_FINALIZED", f"Round {round_.id} is not finalized.")
        return _snapshot_json(snap, with_content=True)


def _snapshot_json(snap: Snapshot, with_content: bool) -> dict[str, Any]:
    return {
        "id": snap.id,
        "round_id": snap.round_id,
        "created_at": snap.created_at.isoformat(),
        "content_sha256": snap.content_sha256,
        "content": snap.content if with_content else None,
    }


@router.get(
    "/rounds/{round_id}/conflicts/export.{fmt}",
    response_class=Response,
    responses={200: {"content": {XLSX_TYPE: {}, "text/csv": {}}, "description": "The matrix"}},
)
def export(round_: ScopedRound, db: Db, fmt: Literal["csv", "xlsx"]) -> Response:
    report = load_matrix(db, round_.id)
    if fmt == "csv":
        return download(render_csv(report), "text/csv; charset=utf-8", f"conflicts-{round_.id}.csv")
    return download(render_xlsx(report), XLSX_TYPE, f"conflicts-{round_.id}.xlsx")


@router.post("/rounds/{round_id}/conflicts/report", status_code=202)
def start_report(round_: ScopedRound, db: Db) -> dict[str, Any]:
    """Queue the PDF report; poll /api/v1/jobs/{id}, then download it below."""
    with db.session() as session:
        return enqueue_export_report(session, round_.id).to_api()


@router.get(
    "/rounds/{round_id}/conflicts/report/{job_id}",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}, "description": "The report"}},
)
def download_report(round_: ScopedRound, job_id: str, db: Db) -> Response:
    with db.session() as session:
        job = get_job(session.connection(), job_id)
        if job is None or job_round_id(session, job.payload) != round_.id:
            raise ProblemError(404, "NOT_FOUND", f"No job {job_id} in this round.")
        result = job.result or {}
        if job.type != EXPORT_REPORT or job.status != "done" or "blob_sha256" not in result:
            raise ProblemError(
                409, "REPORT_NOT_READY", f"Job {job_id} is not a finished report of this round."
            )
        blob = session.get(Blob, str(result["blob_sha256"]))
        if blob is None:
            raise ProblemError(
                409, "REPORT_NOT_READY", "The report file is gone; generate it again."
            )
        return download(blob.data, "application/pdf", str(result["filename"]))
