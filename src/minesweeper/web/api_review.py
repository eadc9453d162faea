"""`/api/v1` roster, review flags and decisions on people (each one audited).

A decision that does not apply raises `DecisionRejectedError`, which `web/errors.py` answers
as a 400 problem.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from minesweeper.db.vocabulary import PersonStatus
from minesweeper.screening import review
from minesweeper.screening.status import applicant_summaries
from minesweeper.web.deps import CurrentUser, Db, ScopedAggregate, ScopedApplicant, ScopedFlag
from minesweeper.web.problems import API_PROBLEMS, problem_responses
from minesweeper.web.schemas import (
    AggregateOut,
    CorrectIn,
    FlagOut,
    FlagResolveIn,
    MergeIn,
    ReasonIn,
    RosterOut,
    SplitIn,
    SplitOut,
)

router = APIRouter(prefix="/api/v1", tags=["review"], responses=API_PROBLEMS)
_DECISION_PROBLEMS = problem_responses(400)


@router.get("/applicants/{applicant_id}/roster", response_model=RosterOut)
def get_roster(applicant: ScopedApplicant, db: Db) -> dict[str, Any]:
    with db.session() as session:
        aggregates, flags = review.roster(session, applicant.id)
        return {
            "applicant": applicant_summaries(session, [applicant])[0],
            "aggregates": [AggregateOut.model_validate(a) for a in aggregates],
            "flags": [FlagOut.model_validate(f) for f in flags],
        }


@router.get("/applicants/{applicant_id}/flags", response_model=list[FlagOut])
def list_flags(applicant: ScopedApplicant, db: Db) -> list[Any]:
    with db.session() as session:
        return review.roster(session, applicant.id)[1]


@router.post("/flags/{flag_id}/resolve", response_model=FlagOut, responses=_DECISION_PROBLEMS)
def resolve_flag(body: FlagResolveIn, flag: ScopedFlag, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return review.resolve_flag(session, user.user_id, flag.id, body.status, body.reason)


@router.post("/flags/{flag_id}/reopen", response_model=FlagOut, responses=_DECISION_PROBLEMS)
def reopen_flag(flag: ScopedFlag, user: CurrentUser, db: Db) -> Any:
    """Take back a resolution: the flag is open again (audited)."""
    with db.session() as session:
        return review.reopen_flag(session, user.user_id, flag.id)


@router.post(
    "/aggregates/{aggregate_id}/undo", response_model=AggregateOut, responses=_DECISION_PROBLEMS
)
def undo(person: ScopedAggregate, user: CurrentUser, db: Db) -> Any:
    """Take back a confirm or reject: the person is pending again (audited)."""
    with db.session() as session:
        return review.undo_status(session, user.user_id, person.id)


@router.post(
    "/aggregates/{aggregate_id}/confirm", response_model=AggregateOut, responses=_DECISION_PROBLEMS
)
def confirm(body: ReasonIn, person: ScopedAggregate, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return review.set_status(
            session, user.user_id, person.id, PersonStatus.CONFIRMED, body.reason
        )


@router.post(
    "/aggregates/{aggregate_id}/reject", response_model=AggregateOut, responses=_DECISION_PROBLEMS
)
def reject(body: ReasonIn, person: ScopedAggregate, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return review.set_status(
            session, user.user_id, person.id, PersonStatus.REJECTED, body.reason
        )


@router.post(
    "/aggregates/{aggregate_id}/correct", response_model=AggregateOut, responses=_DECISION_PROBLEMS
)
def correct(body: CorrectIn, person: ScopedAggregate, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return review.correct_name(session, user.user_id, person.id, body.name, body.reason)


@router.post(
    "/aggregates/{aggregate_id}/merge", response_model=AggregateOut, responses=_DECISION_PROBLEMS
)
def merge(body: MergeIn, person: ScopedAggregate, user: CurrentUser, db: Db) -> Any:
    with db.session() as session:
        return review.merge(session, user.user_id, person.id, body.other_id, body.reason)


@router.post(
    "/aggregates/{aggregate_id}/split", response_model=SplitOut, responses=_DECISION_PROBLEMS
)
def split(body: SplitIn, person: ScopedAggregate, user: CurrentUser, db: Db) -> dict[str, Any]:
    with db.session() as session:
        kept, created = review.split(
            session, user.user_id, person.id, body.source_indexes, body.name, body.reason
        )
    return {
        "kept": AggregateOut.model_validate(kept),
        "created": AggregateOut.model_validate(created),
    }
