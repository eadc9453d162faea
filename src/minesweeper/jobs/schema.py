"""The jobs table. Defined on a caller's MetaData so the host application owns migrations.

Single-flight is enforced by partial unique indexes, never by check-then-insert. Each
policy has indexes of its own, with disjoint predicates, so that an insert can only ever
collide on the one index its `INSERT ... ON CONFLICT` names as arbiter (a collision on any
other unique index would be an error under concurrency instead of an answer):
- `uq_jobs_active_reject_key`: `reject` allows one queued-or-running job per (type, key);
- `uq_jobs_queued_key` and `uq_jobs_running_key`: `coalesce` allows one queued plus one
  running job per (type, key).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB

JOBS_TABLE = "jobs"
_json = JSON().with_variant(JSONB(), "postgresql")


def _partial(condition: str) -> dict[str, Any]:
    return {"sqlite_where": text(condition), "postgresql_where": text(condition)}


def define_jobs_table(metadata: MetaData) -> Table:
    """Add the jobs table (with its indexes) to `metadata` and return it."""
    return Table(
        JOBS_TABLE,
        metadata,
        Column("id", String(36), primary_key=True),
        Column("type", String(100), nullable=False),
        Column("status", String(20), nullable=False),
        Column("payload", _json, nullable=False),
        Column("key", String(200), nullable=True),
        Column("key_policy", String(10), nullable=True),
        Column("priority", Integer, nullable=False, server_default="0"),
        Column("run_at", DateTime(timezone=True), nullable=False),
        Column("attempts", Integer, nullable=False, server_default="0"),
        Column("max_attempts", Integer, nullable=False, server_default="3"),
        Column("progress", Integer, nullable=False, server_default="0"),
        Column("stage", String(100), nullable=True),
        Column("processed", Integer, nullable=True),
        Column("total", Integer, nullable=True),
        Column("error", _json, nullable=True),
        Column("result", _json, nullable=True),
        Column("worker_id", String(100), nullable=True),
        Column("lease_expires_at", DateTime(timezone=True), nullable=True),
        Column("cancel_requested", Boolean, nullable=False, server_default=text("false")),
        Column("created_at", DateTime(timezone=True), nullable=False),
        Column("updated_at", DateTime(timezone=True), nullable=False),
        Column("started_at", DateTime(timezone=True), nullable=True),
        Column("finished_at", DateTime(timezone=True), nullable=True),
        # Matches the claim order exactly, over queued rows only.
        Index(
            "ix_jobs_claim_order",
            text("priority DESC"),
            "run_at",
            "created_at",
            **_partial("status = 'queued'"),
        ),
        Index(
            "uq_jobs_queued_key",
            "type",
            "key",
            unique=True,
            **_partial("key_policy = 'coalesce' AND status = 'queued' AND key IS NOT NULL"),
        ),
        Index(
            "uq_jobs_running_key",
            "type",
            "key",
            unique=True,
            **_partial("key_policy = 'coalesce' AND status = 'running' AND key IS NOT NULL"),
        ),
        Index(
            "uq_jobs_active_reject_key",
            "type",
            "key",
            unique=True,
            **_partial(
                "key_policy = 'reject' AND status IN ('queued', 'running') AND key IS NOT NULL"
            ),
        ),
        # For the reaper. Only running jobs hold a lease. The predicate is deliberately not
        # `status = 'running'`: the fenced `id IN (...) AND status = 'running'` updates would
        # match it, and under churn (dead entries, stale statistics) the planner then
        # preferred this index to the primary key.
        Index("ix_jobs_lease", "lease_expires_at", **_partial("lease_expires_at IS NOT NULL")),
        Index(
            "ix_jobs_finished",
            "finished_at",
            **_partial("status IN ('done', 'error', 'cancelled')"),
        ),
        # Listing is newest first. Deliberately no (type, status) index: with one, the planner
        # (misled by a queue table's quickly stale statistics) sorted every queued row of a
        # type on each claim instead of walking `ix_jobs_claim_order`.
        Index("ix_jobs_created", "created_at"),
    )
