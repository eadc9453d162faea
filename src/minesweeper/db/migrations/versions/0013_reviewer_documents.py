"""Reviewers' own documents and the persons they name; career lines of every document.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | None = None
depends_on: str | None = None


def _json() -> sa.types.TypeEngine[Any]:
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("careers", _json(), nullable=True))
    op.create_table(
        "reviewer_documents",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "reviewer_id",
            sa.Integer(),
            sa.ForeignKey("reviewers.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("blob_sha256", sa.String(64), sa.ForeignKey("blobs.sha256"), nullable=False),
        sa.Column("filename", sa.String(500), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("doc_type", sa.String(40), nullable=True),
        sa.Column("careers", _json(), nullable=True),
        sa.Column(
            "error",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=True,
        ),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_reviewer_documents_reviewer_id", "reviewer_documents", ["reviewer_id"])
    op.create_index("ix_reviewer_documents_blob_sha256", "reviewer_documents", ["blob_sha256"])
    op.create_table(
        "reviewer_persons",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "reviewer_id",
            sa.Integer(),
            sa.ForeignKey("reviewers.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "document_id",
            sa.Integer(),
            sa.ForeignKey("reviewer_documents.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("name_raw", sa.String(300), nullable=False),
        sa.Column("name_normalized", sa.String(300), nullable=False),
        sa.Column("role", sa.String(40), nullable=False),
        sa.Column("source_kind", sa.String(20), nullable=False),
        sa.Column("page", sa.Integer(), nullable=True),
        sa.Column("quote", sa.Text(), nullable=True),
        sa.Column("year", sa.Integer(), nullable=True),
    )
    op.create_index("ix_reviewer_persons_reviewer_id", "reviewer_persons", ["reviewer_id"])
    op.create_index("ix_reviewer_persons_document_id", "reviewer_persons", ["document_id"])


def downgrade() -> None:
    op.drop_table("reviewer_persons")
    op.drop_table("reviewer_documents")
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("careers")
