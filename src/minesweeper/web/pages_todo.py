"""Pages: a round's to-do list, and the decisions taken from it (post/redirect/get).

Each decision goes back to the list at the same position, so the next item is under the
keyboard; the notice that follows offers to take the decision back.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, FastAPI, Form, Query, Request
from fastapi.responses import RedirectResponse, Response

from minesweeper.db.vocabulary import FlagStatus, PersonStatus
from minesweeper.screening import review
from minesweeper.screening.bulk import (
    BATCH_PATTERN,
    BulkKind,
    BulkScope,
    apply_bulk,
    bulk_offers,
    undo_batch,
)
from minesweeper.screening.conflicts import decisions
from minesweeper.screening.reasons import frequent_reasons
from minesweeper.screening.todo import item_round, round_todo
from minesweeper.web import api_todo
from minesweeper.web.conflicts_shared import ScopedConflict
from minesweeper.web.deps import CurrentUser, Db, ScopedAggregate, ScopedFlag, ScopedRound
from minesweeper.web.problems import ProblemError
from minesweeper.web.templating import RoundTab, render
from minesweeper.web.todo_links import evidence_url, item_links

router = APIRouter(include_in_schema=False)
Reason = Annotated[str, Form(max_length=decisions.MAX_REASON_CHARS)]
Position = Annotated[int, Form(ge=0, le=100_000)]
UNDO_KEY = r"^(conflict|flag|person)-\d{1,10}$"


def install(app: FastAPI) -> None:
    app.include_router(api_todo.router)
    app.include_router(router)
    # First after the applicants: it is where a screening session starts.
    app.state.round_tabs.insert(0, RoundTab("todo.tab", "/rounds/{round_id}/todo"))


@router.get("/rounds/{round_id}/todo")
def todo_page(
    request: Request,
    round_: ScopedRound,
    db: Db,
    applicant: Annotated[int | None, Query(ge=1, le=2_147_483_647)] = None,
    at: Annotated[int, Query(ge=0, le=100_000)] = 0,
    done: Annotated[str | None, Query(pattern=UNDO_KEY)] = None,
    batch: Annotated[str | None, Query(pattern=BATCH_PATTERN)] = None,
    batch_count: Annotated[int, Query(ge=0, le=100_000)] = 0,
    undone: Annotated[int | None, Query(ge=0, le=100_000)] = None,
) -> Response:
    with db.session() as session:
        todo = round_todo(session, round_.id)
        reasons = frequent_reasons(session, round_.id)
        offers = [] if todo.finalized else bulk_offers(session, round_.id)
    items = [i for i in todo.items if applicant is None or i.applicant_id == applicant]
    names = {i.applicant_id: i.applicant_name for i in todo.items}
    return render(
        request,
        "todo.html",
        {
            "round": round_,
            "todo": todo,
            "items": items,
            "links": {i.key: item_links(round_.id, i) for i in items},
            "evidence_url": evidence_url,
            "by_applicant": sorted(todo.counts_by_applicant().items()),
            "applicant_names": names,
            "chosen_applicant": applicant,
            "at": min(at, max(len(items) - 1, 0)),
            "done": done,
            "batch": batch,
            "batch_count": batch_count,
            "undone": undone,
            "offers": offers,
            "reasons": reasons,
            "todo_total": len(todo.items),
        },
    )


def _back(round_id: int, position: int, done: str, applicant: int | None) -> Response:
    query = f"at={position}&done={done}" + (f"&applicant={applicant}" if applicant else "")
    return RedirectResponse(f"/rounds/{round_id}/todo?{query}", status_code=303)


Applicant = Annotated[int | None, Form(ge=1, le=2_147_483_647)]


@router.post("/rounds/{round_id}/todo/conflicts/{conflict_id}")
def decide_conflict(
    round_: ScopedRound,
    conflict: ScopedConflict,
    user: CurrentUser,
    db: Db,
    decision: Annotated[str, Form(pattern="^(confirmed|dismissed)$")],
    reason: Reason,
    position: Position = 0,
    applicant: Applicant = None,
) -> Response:
    _same_round(round_.id, conflict.round_id)
    with db.session() as session:
        decisions.decide(session, conflict.id, decision, reason, user.user_id)
    return _back(round_.id, position, f"conflict-{conflict.id}", applicant)


@router.post("/rounds/{round_id}/todo/flags/{flag_id}")
def decide_flag(
    round_: ScopedRound,
    flag: ScopedFlag,
    user: CurrentUser,
    db: Db,
    status: Annotated[str, Form(pattern="^(resolved|dismissed)$")],
    reason: Annotated[str, Form(min_length=1, max_length=decisions.MAX_REASON_CHARS)],
    position: Position = 0,
    applicant: Applicant = None,
) -> Response:
    with db.session() as session:
        _same_round(round_.id, item_round(session, "flag", flag.id))
        review.resolve_flag(session, user.user_id, flag.id, FlagStatus(status), reason.strip())
    return _back(round_.id, position, f"flag-{flag.id}", applicant)


@router.post("/rounds/{round_id}/todo/persons/{aggregate_id}")
def decide_person(
    round_: ScopedRound,
    person: ScopedAggregate,
    user: CurrentUser,
    db: Db,
    action: Annotated[str, Form(pattern="^(confirm|reject)$")],
    reason: Reason = "",
    position: Position = 0,
    applicant: Applicant = None,
) -> Response:
    status = PersonStatus.CONFIRMED if action == "confirm" else PersonStatus.REJECTED
    with db.session() as session:
        _same_round(round_.id, item_round(session, "person", person.id))
        review.set_status(session, user.user_id, person.id, status, reason.strip() or None)
    return _back(round_.id, position, f"person-{person.id}", applicant)


@router.post("/rounds/{round_id}/todo/undo")
def undo(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    key: Annotated[str, Form(pattern=UNDO_KEY)],
    position: Position = 0,
) -> Response:
    """Take back the decision just taken from the list (the item is open again)."""
    kind, _, ident = key.partition("-")
    item_id = int(ident)
    with db.session() as session:
        _same_round(round_.id, item_round(session, kind, item_id))
        if kind == "conflict":
            decisions.undo(session, item_id, user.user_id)
        elif kind == "flag":
            review.reopen_flag(session, user.user_id, item_id)
        else:
            review.undo_status(session, user.user_id, item_id)
    return RedirectResponse(f"/rounds/{round_.id}/todo?at={position}", status_code=303)


@router.post("/rounds/{round_id}/todo/bulk")
def bulk(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    kind: Annotated[BulkKind, Form()],
    reason: Annotated[str, Form(min_length=1, max_length=decisions.MAX_REASON_CHARS)],
    applicant_id: Applicant = None,
    document_id: Applicant = None,
    flag_type: Annotated[str | None, Form(max_length=30)] = None,
) -> Response:
    """Decide every item of one bulk offer with one reason (the page asked first)."""
    scope = BulkScope(kind, applicant_id, document_id, flag_type)
    with db.session() as session:
        result = apply_bulk(session, round_.id, user.user_id, scope, reason)
    query = f"batch={result.batch}&batch_count={result.count}"
    return RedirectResponse(f"/rounds/{round_.id}/todo?{query}", status_code=303)


@router.post("/rounds/{round_id}/todo/bulk/undo")
def bulk_undo(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    batch: Annotated[str, Form(pattern=BATCH_PATTERN)],
) -> Response:
    with db.session() as session:
        count = undo_batch(session, round_.id, user.user_id, batch)
    return RedirectResponse(f"/rounds/{round_.id}/todo?undone={count}", status_code=303)


def _same_round(expected: int, actual: int | None) -> None:
    if expected != actual:
        raise ProblemError(404, "NOT_FOUND", "That item is not part of this round.")
