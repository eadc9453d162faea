"""Server-side sessions, token expiry and revocation, disabled users; affiliations as text;
login throttling per (account, address) in one counter row per pair.

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
    op.create_table(
        "user_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("sid_sha256", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_user_sessions_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_user_sessions")),
        sa.UniqueConstraint("sid_sha256", name=op.f("uq_user_sessions_sid_sha256")),
    )
    op.create_index(op.f("ix_user_sessions_user_id"), "user_sessions", ["user_id"], unique=False)
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("disabled_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("api_tokens") as batch:
        batch.add_column(sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "login_throttle",
        sa.Column("key", sa.String(length=400), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("blocked_until", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_login_throttle")),
    )
    op.drop_index(op.f("ix_login_attempts_at"), table_name="login_attempts")
    op.drop_index(op.f("ix_login_attempts_key"), table_name="login_attempts")
    op.drop_table("login_attempts")  # counts of a few minutes: nothing worth carrying over
    for table in _AFFILIATION_TABLES:
        with op.batch_alter_table(table) as batch:
            batch.alter_column(
                "affiliation", type_=sa.Text(), existing_type=sa.String(500), existing_nullable=True
            )


def downgrade() -> None:
    op.create_table(
        "login_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=320), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_attempts")),
    )
    op.create_index(op.f("ix_login_attempts_key"), "login_attempts", ["key"], unique=False)
    op.create_index(op.f("ix_login_attempts_at"), "login_attempts", ["at"], unique=False)
    op.drop_table("login_throttle")
    with op.batch_alter_table("api_tokens") as batch:
        batch.drop_column("revoked_at")
        batch.drop_column("expires_at")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("disabled_at")
    op.drop_index(op.f("ix_user_sessions_user_id"), table_name="user_sessions")
    op.drop_table("user_sessions")
    for table in _AFFILIATION_TABLES:
        # Longer values are cut: varchar(500) cannot hold them.
        op.execute(f"UPDATE {table} SET affiliation = substr(affiliation, 1, 500)")
        with op.batch_alter_table(table) as batch:
            batch.alter_column(
                "affiliation", type_=sa.String(500), existing_type=sa.Text(), existing_nullable=True
            )
