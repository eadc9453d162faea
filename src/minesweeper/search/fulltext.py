"""The one place where the two databases differ: how a phrase query reaches the index.

SQLite: FTS5 `MATCH` over `search_chunks_fts` (rowid = chunk id), phrases in double quotes.
PostgreSQL: `@@ to_tsquery('simple', ...)` over the generated `grams_tsv`, phrases with `<->`.
The grams hold only letters, digits and Hangul, so neither syntax needs escaping beyond quotes.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, literal_column, select, text
from sqlalchemy.orm import Session
from sqlalchemy.sql import Select

from minesweeper.db.models_search import SearchChunk

Phrase = Sequence[str]


def _fts5_query(phrases: Sequence[Phrase]) -> str:
    return " AND ".join('"' + " ".join(p) + '"' for p in phrases)


def _tsquery(phrases: Sequence[Phrase]) -> str:
    return " & ".join("(" + " <-> ".join(f"'{g}'" for g in p) + ")" for p in phrases)


def matching_chunks(session: Session, phrases: Sequence[Phrase]) -> Select[SearchChunk]:
    """A select of chunks whose grams contain every phrase (callers add their filters)."""
    if session.get_bind().dialect.name == "postgresql":
        condition: ColumnElement[bool] = literal_column("search_chunks.grams_tsv").op("@@")(
            text("to_tsquery('simple', :ts_query)").bindparams(ts_query=_tsquery(phrases))
        )
        return select(SearchChunk).where(condition)
    rowids = text(
        "SELECT rowid FROM search_chunks_fts WHERE search_chunks_fts MATCH :fts_query"
    ).bindparams(fts_query=_fts5_query(phrases))
    return select(SearchChunk).where(SearchChunk.id.in_(rowids.columns(literal_column("rowid"))))
