"""Personal names in Greek script."""

from __future__ import annotations

import pytest

from minesweeper.names import looks_like_greek_name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Νίκος Κ. Αλεξίου", True),
        ("Αλεξίου Νίκος", True),
        ("Ν. Αλεξίου", True),
        ("Αναπληρωτής Καθηγητής", False),
        ("Καθηγήτρια", False),
        ("Εθνικό Μετσόβιο Πολυτεχνείο", False),
    ],
)
def test_greek_names(text: str, expected: bool) -> None:
    assert looks_like_greek_name(text) is expected
