"""Diagnostic job types: `noop`, `sleep` and `fail`."""

from __future__ import annotations

import time
from typing import Any

from minesweeper.jobs.context import Handler, JobContext
from minesweeper.jobs.errors import PermanentJobError, RetryableJobError

SLEEP_TICK_S = 1.0  # `sleep` reports progress once per second


def noop(_ctx: JobContext, _payload: dict[str, Any]) -> dict[str, Any] | None:
    return None


def _number(payload: dict[str, Any], name: str, default: float) -> float:
    value = payload.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise PermanentJobError(
            f"`{name}` must be a non-negative number", code="BAD_PAYLOAD", details={name: value}
        )
    return float(value)


def sleep(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
    """Sleep `seconds`, reporting progress each second (and honouring cancel)."""
    seconds = _number(payload, "seconds", 1.0)
    total = max(1, int(seconds + 0.999))
    deadline = time.monotonic() + seconds
    ctx.progress(stage="sleeping", processed=0, total=total)
    for tick in range(1, total + 1):
        time.sleep(max(0.0, min(SLEEP_TICK_S, deadline - time.monotonic())))
        ctx.progress(processed=tick)
    return {"slept_s": seconds}


def fail(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
    """Fail the first `times` attempts (retryably), then succeed."""
    times = int(_number(payload, "times", 1))
    if ctx.job.attempts <= times:
        raise RetryableJobError(
            f"planned failure {ctx.job.attempts} of {times}",
            code="PLANNED_FAILURE",
            details={"attempt": ctx.job.attempts},
        )
    return {"failed_times": times}


def builtin_handlers() -> dict[str, Handler]:
    return {"noop": noop, "sleep": sleep, "fail": fail}
