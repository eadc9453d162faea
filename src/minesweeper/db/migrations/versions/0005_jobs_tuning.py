"""Jobs table storage tuning for PostgreSQL (a queue table churns: every job is inserted,
updated a few times and deleted, while few rows are live at any moment).

- autovacuum by a fixed count of dead rows (1,000), not by a fraction of the table, and
  without cost throttling, so dead index entries left by claims and completions are
  cleaned up within seconds under load instead of piling up;
- analyze on the same schedule, so the planner's picture of the queue stays current;
- fillfactor 80, leaving room on each page for the row versions that updates create, so
  they stay on the same page (and are HOT where no indexed column changes).

SQLite has no such knobs; this revision does nothing there.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None

_SETTINGS = {
    "fillfactor": "80",
    "autovacuum_vacuum_scale_factor": "0.0",
    "autovacuum_vacuum_threshold": "1000",
    "autovacuum_vacuum_insert_scale_factor": "0.0",
    "autovacuum_vacuum_insert_threshold": "1000",
    "autovacuum_analyze_scale_factor": "0.0",
    "autovacuum_analyze_threshold": "1000",
    "autovacuum_vacuum_cost_delay": "0",
}


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    options = ", ".join(f"{name} = {value}" for name, value in _SETTINGS.items())
    op.execute(f"ALTER TABLE jobs SET ({options})")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(f"ALTER TABLE jobs RESET ({', '.join(_SETTINGS)})")
