"""Jury pages as French, Spanish, German and Russian theses print them: feminine labels, a
role in the last cell of a member's row, names with an elided particle, Cyrillic names under
a degree line, and two labelled fields on one line."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis")))


@pytest.mark.parametrize(
    ("row", "role"),
    [
        ("rapportrice Odette Marchal", Role.COMMITTEE_MEMBER),
        ("Rapportrices :  Odette Marchal", Role.COMMITTEE_MEMBER),
        ("examinatrice Odette Marchal", Role.COMMITTEE_MEMBER),
        ("présidente Odette Marchal", Role.COMMITTEE_CHAIR),
        ("directrice Odette Marchal", Role.ADVISOR),
        ("Directrice :  Odette Marchal", Role.ADVISOR),
        ("directrice de thèse Odette Marchal", Role.ADVISOR),
        ("co-directrice Odette Marchal", Role.CO_ADVISOR),
        ("Co-directeur :  Odette Marchal", Role.CO_ADVISOR),
    ],
)
def test_feminine_and_bare_french_labels_before_the_name(row: str, role: Role) -> None:
    assert _found(f"Composition du jury\n{row}\n") == {("Odette Marchal", role)}


@pytest.mark.parametrize(
    "row",
    [
        "Directrice de recherche Odette Marchal",
        "Directeur scientifique :  Odette Marchal",
        "Directeur général Odette Marchal",
    ],
)
def test_a_director_who_is_no_thesis_director(row: str) -> None:
    assert _found(f"Composition du jury\n{row}\n") == set()


def test_members_under_a_feminine_plural_label_run_on() -> None:
    text = (
        "Composition du jury :\n"
        "Rapportrices :      Odette Marchal      Professeure, Université de Tours\n"
        "Lucie Vernier      Maîtresse de conférences, Université de Pau\n"
    )
    assert _found(text) == {
        ("Odette Marchal", Role.COMMITTEE_MEMBER),
        ("Lucie Vernier", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "name", ["Bastien d’Arcourt", "Mathieu d'Orvilliers", "Lucia dell’Arco", "Sean O’Brannagh"]
)
def test_a_name_with_an_elided_particle(name: str) -> None:
    assert _found(f"Composition du jury\nexaminateur {name}\n") == {
        (name, Role.COMMITTEE_MEMBER)
    }
