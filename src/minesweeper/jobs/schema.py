"""The jobs table. Defined on a caller's MetaData so the host application owns migrations.

Single-flight is enforced by partial unique indexes, never by check-then-insert:
- `uq_jobs_queued_key`: at most one *queued* job per (type, key), for every policy;
- `uq_jobs_running_key`: at most one *running* job per (type, key), for every policy;
- `uq_jobs_active_reject_key`: under the `reject` policy, at most one queued-or-running job.
`coalesce` therefore allows exactly one queued plus one running job per key.
"""

from __future__ import annotations

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


def _partial(condition: str) -> dict[str, object]:
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
            **_partial("status = 'queued' AND key IS NOT NULL"),
        ),
        Index(
            "uq_jobs_running_key",
            "type",
            "key",
            unique=True,
            **_partial("status = 'running' AND key IS NOT NULL"),
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
        Index("ix_jobs_lease", "lease_expires_at", **_partial("status = 'running'")),
        Index("ix_jobs_status_finished", "status", "finished_at"),
        Index("ix_jobs_type_status", "type", "status"),
    )
