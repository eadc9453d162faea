"""search: per-chunk embeddings for semantic search (float32 bytes; exact cosine in Python)

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "search_vectors",
        sa.Column("chunk_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("generation_id", sa.Integer(), nullable=False),
        sa.Column("applicant_id", sa.Integer(), nullable=False),
        sa.Column("dim", sa.Integer(), nullable=False),
        sa.Column("vector", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["applicants.id"],
            name=op.f("fk_search_vectors_applicant_id_applicants"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["chunk_id"],
            ["search_chunks.id"],
            name=op.f("fk_search_vectors_chunk_id_search_chunks"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["generation_id"],
            ["search_generations.id"],
            name=op.f("fk_search_vectors_generation_id_search_generations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("chunk_id", name=op.f("pk_search_vectors")),
    )
    op.create_index(
        "ix_search_vectors_generation_applicant",
        "search_vectors",
        ["generation_id", "applicant_id"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index("ix_search_vectors_generation_applicant", table_name="search_vectors")
    op.drop_table("search_vectors")
