"""Dated evidence and declared relations.

- `extracted_persons.year` (nullable): the year a document dates a mention (a byline's
  publication year, a CV or Scholar entry, a thesis approval date).
- `conflict_declarations`: relations a reviewer declares with an applicant, or an applicant
  asks to avoid with a reviewer, with the declared relation and a note.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("extracted_persons") as batch:
        batch.add_column(sa.Column("year", sa.Integer(), nullable=True))
    op.create_table(
        "conflict_declarations",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "round_id", sa.Integer(), sa.ForeignKey("rounds.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "reviewer_id",
            sa.Integer(),
            sa.ForeignKey("reviewers.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "applicant_id",
            sa.Integer(),
            sa.ForeignKey("applicants.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("side", sa.String(length=20), nullable=False),
        sa.Column("relation", sa.String(length=20), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column(
            "declared_by",
            sa.Integer(),
            sa.ForeignKey("users.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("reviewer_id", "applicant_id", "side", "relation"),
    )
    op.create_index("ix_conflict_declarations_round_id", "conflict_declarations", ["round_id"])


def downgrade() -> None:
    op.drop_index("ix_conflict_declarations_round_id", table_name="conflict_declarations")
    op.drop_table("conflict_declarations")
    with op.batch_alter_table("extracted_persons") as batch:
        batch.drop_column("year")
