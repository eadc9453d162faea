"""Page images at fixed sizes and page words with boxes, prepared by the worker.

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "page_images",
        sa.Column(
            "blob_sha256",
            sa.String(64),
            sa.ForeignKey("blobs.sha256", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("page", sa.Integer(), primary_key=True),
        sa.Column("size", sa.String(10), primary_key=True),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("png", sa.LargeBinary(), nullable=False),
    )
    op.create_table(
        "page_words",
        sa.Column(
            "blob_sha256",
            sa.String(64),
            sa.ForeignKey("blobs.sha256", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("page", sa.Integer(), primary_key=True),
        sa.Column("page_count", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column(
            "words",
            sa.JSON().with_variant(postgresql.JSONB(), "postgresql"),
            nullable=False,
        ),
    )


def downgrade() -> None:
    op.drop_table("page_words")
    op.drop_table("page_images")
