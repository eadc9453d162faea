"""Extracted affiliations as unbounded text.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None

_AFFILIATION_TABLES = ("extracted_persons", "person_aggregates")


def upgrade() -> None:
    for table in _AFFILIATION_TABLES:
        with op.batch_alter_table(table) as batch:
            batch.alter_column(
                "affiliation", type_=sa.Text(), existing_type=sa.String(500), existing_nullable=True
            )


def downgrade() -> None:
    for table in _AFFILIATION_TABLES:
        # Longer values are cut: varchar(500) cannot hold them.
        op.execute(f"UPDATE {table} SET affiliation = substr(affiliation, 1, 500)")
        with op.batch_alter_table(table) as batch:
            batch.alter_column(
                "affiliation", type_=sa.String(500), existing_type=sa.Text(), existing_nullable=True
            )
