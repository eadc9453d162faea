"""conflict matrix: policies, candidates, pinned decisions, immutable snapshots

Also installs triggers that refuse UPDATE and DELETE on `snapshots` and `audit_events`
(both append-only records), on SQLite and on PostgreSQL.

Revision ID: 0004
Revises: 0003
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
_APPEND_ONLY = ("snapshots", "audit_events")
_PG_FUNCTION = "minesweeper_refuse_change"


def _create_tables() -> None:
    op.create_table(
        "conflict_policies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("relation", sa.String(length=40), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("window_years", sa.Integer(), nullable=True),
        sa.Column("updated_by", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_conflict_policies_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["updated_by"],
            ["users.id"],
            name=op.f("fk_conflict_policies_updated_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conflict_policies")),
        sa.UniqueConstraint(
            "round_id", "relation", name=op.f("uq_conflict_policies_round_id_relation")
        ),
    )
    op.create_table(
        "conflicts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("reviewer_id", sa.Integer(), nullable=False),
        sa.Column("applicant_id", sa.Integer(), nullable=False),
        sa.Column("aggregate_id", sa.Integer(), nullable=True),
        sa.Column("subject_key", sa.String(length=300), nullable=False),
        sa.Column("subject_name", sa.String(length=300), nullable=False),
        sa.Column("subject_aliases", _JSON, nullable=False),
        sa.Column("level", sa.String(length=20), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("name_match", sa.String(length=20), nullable=False),
        sa.Column("relations", _JSON, nullable=False),
        sa.Column("roles", _JSON, nullable=False),
        sa.Column("evidence", _JSON, nullable=False),
        sa.Column("computed_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["aggregate_id"],
            ["person_aggregates.id"],
            name=op.f("fk_conflicts_aggregate_id_person_aggregates"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["applicants.id"],
            name=op.f("fk_conflicts_applicant_id_applicants"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["reviewer_id"],
            ["reviewers.id"],
            name=op.f("fk_conflicts_reviewer_id_reviewers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_conflicts_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conflicts")),
        sa.UniqueConstraint(
            "reviewer_id",
            "applicant_id",
            "subject_key",
            name=op.f("uq_conflicts_reviewer_id_applicant_id_subject_key"),
        ),
    )
    op.create_index(op.f("ix_conflicts_round_id"), "conflicts", ["round_id"], unique=False)
    op.create_index(op.f("ix_conflicts_applicant_id"), "conflicts", ["applicant_id"], unique=False)
    op.create_table(
        "conflict_decisions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("reviewer_id", sa.Integer(), nullable=False),
        sa.Column("applicant_id", sa.Integer(), nullable=False),
        sa.Column("subject_key", sa.String(length=300), nullable=False),
        sa.Column("subject_aliases", _JSON, nullable=False),
        sa.Column("decision", sa.String(length=20), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("level_at_decision", sa.String(length=20), nullable=True),
        sa.Column("relations_at_decision", _JSON, nullable=False),
        sa.Column("decided_by", sa.Integer(), nullable=True),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["applicant_id"],
            ["applicants.id"],
            name=op.f("fk_conflict_decisions_applicant_id_applicants"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["decided_by"],
            ["users.id"],
            name=op.f("fk_conflict_decisions_decided_by_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["reviewer_id"],
            ["reviewers.id"],
            name=op.f("fk_conflict_decisions_reviewer_id_reviewers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_conflict_decisions_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conflict_decisions")),
        sa.UniqueConstraint(
            "reviewer_id",
            "applicant_id",
            "subject_key",
            name=op.f("uq_conflict_decisions_reviewer_id_applicant_id_subject_key"),
        ),
    )
    op.create_index(
        op.f("ix_conflict_decisions_round_id"), "conflict_decisions", ["round_id"], unique=False
    )
    op.create_table(
        "snapshots",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("content", _JSON, nullable=False),
        sa.Column("content_sha256", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_snapshots")),
    )
    op.create_index(op.f("ix_snapshots_round_id"), "snapshots", ["round_id"], unique=False)


def _create_triggers() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"CREATE FUNCTION {_PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ "
            "BEGIN RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP "
            "USING ERRCODE = 'insufficient_privilege'; END $$"
        )
        for table in _APPEND_ONLY:
            op.execute(
                f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {_PG_FUNCTION}()"
            )
            op.execute(
                f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {_PG_FUNCTION}()"
            )
        return
    for table in _APPEND_ONLY:
        for verb in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {verb} refused'); END"
            )


def _drop_triggers() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in _APPEND_ONLY:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_truncate ON {table}")
        op.execute(f"DROP FUNCTION IF EXISTS {_PG_FUNCTION}()")
        return
    for table in _APPEND_ONLY:
        for verb in ("update", "delete"):
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{verb}")


def upgrade() -> None:
    _create_tables()
    _create_triggers()


def downgrade() -> None:
    _drop_triggers()
    op.drop_index(op.f("ix_snapshots_round_id"), table_name="snapshots")
    op.drop_table("snapshots")
    op.drop_index(op.f("ix_conflict_decisions_round_id"), table_name="conflict_decisions")
    op.drop_table("conflict_decisions")
    op.drop_index(op.f("ix_conflicts_applicant_id"), table_name="conflicts")
    op.drop_index(op.f("ix_conflicts_round_id"), table_name="conflicts")
    op.drop_table("conflicts")
    op.drop_table("conflict_policies")
