"""The lengths every stored field may have, checked before the database sees a value.

PostgreSQL refuses a value past its column's length (with a driver error) and SQLite stores it
silently, so the same limits are checked here, in Python, for both.
"""

from __future__ import annotations

from minesweeper.screening.control_chars import has_control_character

NAME_CHARS = 200  # rounds, applicants, reviewers (String(200) columns)
EMAIL_CHARS = 300
AFFILIATION_CHARS = 500  # a reviewer's affiliation, typed or imported
EXTERNAL_ID_CHARS = 100
FILENAME_CHARS = 255  # what file systems allow; the column holds 500


def problem_with(value: str, limit: int, what: str) -> str | None:
    """Why the value cannot be stored, or None when it can."""
    if len(value) > limit:
        return f"{what} is {len(value)} characters long; the limit is {limit}"
    if has_control_character(value):
        return f"{what} contains a control character"
    return None
