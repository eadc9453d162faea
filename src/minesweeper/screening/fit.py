"""Extracted names cut to their columns, visibly.

Affiliations and quotes are unbounded text; names keep a bounded, indexed column, because a
"name" longer than that is a misread line, not a person. It is kept cut with an ellipsis (the
note that it was cut) rather than failing the applicant's whole roster.
"""

from __future__ import annotations

NAME_CHARS = 300  # the declared length of every name column
CUT_MARK = "…"


def fit(value: str, limit: int = NAME_CHARS) -> str:
    return value if len(value) <= limit else value[: limit - len(CUT_MARK)] + CUT_MARK


def fit_optional(value: str | None, limit: int = NAME_CHARS) -> str | None:
    return None if value is None else fit(value, limit)
