"""search: page texts, index generations, chunks, and the full-text index per database

SQLite: an FTS5 table `search_chunks_fts` (rowid = chunk id) over the chunk grams, kept in
step with `search_chunks` by triggers, so inserts and (cascading) deletes are one code path.
PostgreSQL: a generated `grams_tsv` tsvector column (`simple` configuration: the grams are
already analysed in Python) with a GIN index.
Both: at most one `current` generation per round (partial unique index).

Revision ID: 0007
Revises: 0006
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "search_pages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("applicant_id", sa.Integer(), nullable=False),
        sa.Column("document_id", sa.Integer(), nullable=False),
        sa.Column("page", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["applicants.id"],
            name=op.f("fk_search_pages_applicant_id_applicants"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["document_id"],
            ["documents.id"],
            name=op.f("fk_search_pages_document_id_documents"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_search_pages_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_search_pages")),
        sa.UniqueConstraint("document_id", "page", name=op.f("uq_search_pages_document_id_page")),
    )
    op.create_index(
        op.f("ix_search_pages_applicant_id"), "search_pages", ["applicant_id"], unique=False
    )
    op.create_index(op.f("ix_search_pages_round_id"), "search_pages", ["round_id"], unique=False)
    op.create_table(
        "search_generations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(length=20), nullable=False),
        sa.Column("analyzer_version", sa.String(length=40), nullable=False),
        sa.Column("embedding_model", sa.String(length=200), nullable=True),
        sa.Column("chunk_size", sa.Integer(), nullable=False),
        sa.Column("job_id", sa.String(length=36), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("activated_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_search_generations_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_search_generations")),
    )
    op.create_index(
        op.f("ix_search_generations_round_id"), "search_generations", ["round_id"], unique=False
    )
    op.create_index(
        "uq_search_generations_current",
        "search_generations",
        ["round_id"],
        unique=True,
        sqlite_where=sa.text("state = 'current'"),
        postgresql_where=sa.text("state = 'current'"),
    )
    op.create_table(
        "search_chunks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("generation_id", sa.Integer(), nullable=False),
        sa.Column("applicant_id", sa.Integer(), nullable=False),
        sa.Column("document_id", sa.Integer(), nullable=False),
        sa.Column("page", sa.Integer(), nullable=False),
        sa.Column("start", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("norm", sa.Text(), nullable=False),
        sa.Column("grams", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["applicants.id"],
            name=op.f("fk_search_chunks_applicant_id_applicants"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["document_id"],
            ["documents.id"],
            name=op.f("fk_search_chunks_document_id_documents"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["generation_id"],
            ["search_generations.id"],
            name=op.f("fk_search_chunks_generation_id_search_generations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_search_chunks")),
    )
    op.create_index(
        "ix_search_chunks_generation_applicant",
        "search_chunks",
        ["generation_id", "applicant_id"],
        unique=False,
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "ALTER TABLE search_chunks ADD COLUMN grams_tsv tsvector "
            "GENERATED ALWAYS AS (to_tsvector('simple', grams)) STORED"
        )
        op.execute("CREATE INDEX ix_search_chunks_grams_tsv ON search_chunks USING gin (grams_tsv)")
    else:
        op.execute("CREATE VIRTUAL TABLE search_chunks_fts USING fts5(grams, tokenize='unicode61')")
        op.execute(
            "CREATE TRIGGER search_chunks_fts_insert AFTER INSERT ON search_chunks BEGIN "
            "INSERT INTO search_chunks_fts(rowid, grams) VALUES (new.id, new.grams); END"
        )
        op.execute(
            "CREATE TRIGGER search_chunks_fts_delete AFTER DELETE ON search_chunks BEGIN "
            "DELETE FROM search_chunks_fts WHERE rowid = old.id; END"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        op.execute("DROP TRIGGER IF EXISTS search_chunks_fts_delete")
        op.execute("DROP TRIGGER IF EXISTS search_chunks_fts_insert")
        op.execute("DROP TABLE IF EXISTS search_chunks_fts")
    op.drop_index("ix_search_chunks_generation_applicant", table_name="search_chunks")
    op.drop_table("search_chunks")
    op.drop_index("uq_search_generations_current", table_name="search_generations")
    op.drop_index(op.f("ix_search_generations_round_id"), table_name="search_generations")
    op.drop_table("search_generations")
    op.drop_index(op.f("ix_search_pages_round_id"), table_name="search_pages")
    op.drop_index(op.f("ix_search_pages_applicant_id"), table_name="search_pages")
    op.drop_table("search_pages")
