"""Run Alembic programmatically, so `minesweeper migrate` needs no alembic.ini on disk."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

_INI = Path(__file__).with_name("alembic.ini")


def alembic_config(url: str) -> Config:
    config = Config(str(_INI))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade(url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(url), revision)


def downgrade(url: str, revision: str = "base") -> None:
    command.downgrade(alembic_config(url), revision)


def check(url: str) -> None:
    """Raise if the models and the migrations disagree (`alembic check`)."""
    command.check(alembic_config(url))


def is_at_head(url: str) -> bool:
    """True when the database has every migration applied."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    from minesweeper.db.engine import create_engine_for_url

    heads = set(ScriptDirectory.from_config(alembic_config(url)).get_heads())
    engine = create_engine_for_url(url)
    try:
        with engine.connect() as conn:
            current = set(MigrationContext.configure(conn).get_current_heads())
    finally:
        engine.dispose()
    return current == heads
