"""Which job and document a model call belongs to, for the call log.

Stages are pure and do not know job ids, so the job handler sets this context around the
pipeline (`with call_context(job_id=..., document_id=...)`) and the gateway reads it when it
writes an `ai_calls` row. Context variables follow the code into the same thread only.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CallContext:
    job_id: str | None = None
    document_id: int | None = None


_NONE = CallContext()
_CURRENT: ContextVar[CallContext | None] = ContextVar("minesweeper_call_context", default=None)


def current_context() -> CallContext:
    return _CURRENT.get() or _NONE


@contextmanager
def call_context(*, job_id: str | None = None, document_id: int | None = None) -> Iterator[None]:
    """Attribute the model calls made inside this block to a job and a document."""
    outer = current_context()
    token = _CURRENT.set(
        CallContext(
            job_id=job_id if job_id is not None else outer.job_id,
            document_id=document_id if document_id is not None else outer.document_id,
        )
    )
    try:
        yield
    finally:
        _CURRENT.reset(token)
