"""Declarative base with a constraint naming convention (stable names for Alembic)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import JSON, DateTime, MetaData
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)

# JSONB on PostgreSQL (indexable, compact), plain JSON text on SQLite.
JsonType = JSON().with_variant(JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(DateTime):
    """Timezone-aware datetimes on both databases (SQLite stores no zone: assume UTC)."""

    cache_ok = True

    def __init__(self) -> None:
        super().__init__(timezone=True)

    def result_processor(self, dialect: Any, coltype: Any) -> Any:
        parent = super().result_processor(dialect, coltype)

        def process(value: Any) -> Any:
            if parent is not None:
                value = parent(value)
            if isinstance(value, datetime) and value.tzinfo is None:
                value = value.replace(tzinfo=UTC)
            return value

        return process


class Base(DeclarativeBase):
    metadata = metadata
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        datetime: UTCDateTime(),
        dict[str, Any]: JsonType,
    }
