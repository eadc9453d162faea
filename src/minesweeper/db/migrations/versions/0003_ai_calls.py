"""ai_calls (model call log: ids, counts and timings only)

Revision ID: 0003
Revises: 0002
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ai_calls",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("job_id", sa.String(length=36), nullable=True),
        sa.Column("document_id", sa.Integer(), nullable=True),
        sa.Column("page", sa.Integer(), nullable=True),
        sa.Column("backend", sa.String(length=20), nullable=False),
        sa.Column("model", sa.String(length=200), nullable=False),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.Column("http_attempts", sa.Integer(), nullable=False),
        sa.Column("tokens_in", sa.Integer(), nullable=True),
        sa.Column("tokens_out", sa.Integer(), nullable=True),
        sa.Column("outcome", sa.String(length=30), nullable=False),
        sa.Column("names_returned", sa.Integer(), nullable=False),
        sa.Column("names_grounded", sa.Integer(), nullable=False),
        sa.Column("names_dropped", sa.Integer(), nullable=False),
        sa.Column("names_unverified", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ai_calls")),
    )
    op.create_index(op.f("ix_ai_calls_created_at"), "ai_calls", ["created_at"], unique=False)
    op.create_index(op.f("ix_ai_calls_job_id"), "ai_calls", ["job_id"], unique=False)
    op.create_index(op.f("ix_ai_calls_document_id"), "ai_calls", ["document_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_ai_calls_document_id"), table_name="ai_calls")
    op.drop_index(op.f("ix_ai_calls_job_id"), table_name="ai_calls")
    op.drop_index(op.f("ix_ai_calls_created_at"), table_name="ai_calls")
    op.drop_table("ai_calls")
