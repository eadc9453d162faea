"""mention year (the publication year of a co-authorship, where the document shows it)

Revision ID: 0010
Revises: 0005
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("extracted_persons") as batch:
        batch.add_column(sa.Column("year", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("extracted_persons") as batch:
        batch.drop_column("year")
