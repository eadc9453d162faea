"""Run one handler and record its outcome, with the retry schedule."""

from __future__ import annotations

import json
import logging
import traceback
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from minesweeper.jobs import metrics
from minesweeper.jobs.context import Handler, JobContext
from minesweeper.jobs.errors import Cancelled, HandlerError
from minesweeper.jobs.model import (
    STOP_OUTCOMES,
    OutcomeKind,
    StopReason,
    error_body,
    utcnow,
)
from minesweeper.jobs.store import CANCELLED_ERROR, Completion, JobStore

log = logging.getLogger("minesweeper.jobs")
BACKOFF_BASE_S = 5.0
BACKOFF_CAP_S = 300.0


def backoff_seconds(attempts: int) -> float:
    """Delay before the next try after `attempts` tries: 5 s doubling, capped at 300 s."""
    return min(BACKOFF_BASE_S * float(2 ** max(attempts - 1, 0)), BACKOFF_CAP_S)


def retry_time(attempts: int, now: datetime | None = None) -> datetime:
    return (now or utcnow()) + timedelta(seconds=backoff_seconds(attempts))


@dataclass(frozen=True, slots=True)
class Outcome:
    kind: OutcomeKind
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None
    retryable: bool = True


DONE = Outcome(OutcomeKind.DONE)  # the usual outcome, one object for every job that has it


def run_handler(handler: Handler, ctx: JobContext) -> Outcome:
    try:
        result = handler(ctx, ctx.job.payload)
    except Cancelled:
        return Outcome(STOP_OUTCOMES[ctx.stop_reason or StopReason.CANCEL])
    except HandlerError as exc:
        return Outcome(
            OutcomeKind.FAILED,
            error=error_body(exc.message, exc.code, exc.details),
            retryable=exc.retryable,
        )
    except Exception as exc:
        # Anything unplanned is presumed transient: retry with backoff. Its text is not shown
        # nor logged: a driver's message carries the SQL statement and the data it held (here,
        # document text). Users see the engine's own words; the log gets ids and where it broke.
        name = type(exc).__name__
        where = "".join(traceback.format_tb(exc.__traceback__))
        log.error("job %s (%s) raised %s\n%s", ctx.job.id, ctx.job.type, name, where)
        message = f"The job failed unexpectedly ({name}); it is tried again."
        return Outcome(
            OutcomeKind.FAILED,
            error=error_body(message, "UNEXPECTED_ERROR", {"exception": name}),
        )
    if result is None:
        return DONE
    if not isinstance(result, dict):
        result = {"value": result}
    try:
        json.dumps(result)
    except (TypeError, ValueError) as exc:
        # Stored as it is, it would fail the write of every result batched with it, again at
        # each cycle: the job fails on its own, for good (the handler returns the same again).
        log.error("job %s (%s) returned a result that is not JSON", ctx.job.id, ctx.job.type)
        message = "The job's result could not be stored: it is not JSON."
        details = {"exception": type(exc).__name__}
        return Outcome(
            OutcomeKind.FAILED,
            error=error_body(message, "RESULT_NOT_JSON", details),
            retryable=False,
        )
    return Outcome(OutcomeKind.DONE, result=result)


def completion(ctx: JobContext, outcome: Outcome) -> Completion:
    return Completion(ctx.fence, outcome.result, ctx.stage, ctx.processed, ctx.total)


def record(store: JobStore, ctx: JobContext, outcome: Outcome) -> None:
    """Write a non-`done` outcome (done ones are batched by the caller)."""
    job = ctx.job
    if outcome.kind == OutcomeKind.DONE:
        store.complete_many([completion(ctx, outcome)])
    elif outcome.kind == OutcomeKind.FAILED:
        final = not outcome.retryable or job.attempts >= job.max_attempts
        status = store.fail(
            ctx.fence, outcome.error or {}, final=final, retry_at=retry_time(job.attempts)
        )
        metrics.record_failure(job.type, status)
    elif outcome.kind == OutcomeKind.CANCELLED:
        store.finish_cancelled(ctx.fence, CANCELLED_ERROR)
    elif outcome.kind == OutcomeKind.RELEASED:
        store.release([ctx.fence], [job.type])
    # LOST: another worker owns the job now; writing anything would be wrong.
