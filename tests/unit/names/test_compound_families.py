"""Family names of two words or more, printed with initials before or after them: "J.D.
Ureña Soto" and "Ureña Soto, J.D.", "M.G. De Wit" and "De Wit M.G.", "Vidal Ortega MJ"."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, match

L = MatchLevel


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("M.G. De Wit", "De Wit M.G."),
        ("M.J. Vidal Ortega", "Vidal Ortega MJ"),
        ("W. Huaraca Lima", "Huaraca Lima, W."),
        ("J. van der Berg", "van der Berg J."),
    ],
)
def test_initials_before_or_after_a_family_of_two_words(left: str, right: str) -> None:
    assert match(left, right) == L.INITIALS_ONLY


def test_two_initials_after_a_family_of_two_words_and_its_comma_are_the_same_form() -> None:
    # Turned round before it is compared, "Ureña Soto, J.D." is the printed "J.D. Ureña Soto".
    assert match("J.D. Ureña Soto", "Ureña Soto, J.D.") == L.EXACT


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("J.D. Ureña Soto", "Ureña Lima, J.D."),  # another family name
        ("M.G. De Wit", "De Wit A.B."),  # other initials
    ],
)
def test_a_family_of_two_words_is_not_another(left: str, right: str) -> None:
    assert match(left, right) not in {L.INITIALS_ONLY, L.EXACT, L.VARIANT, L.CROSS_SCRIPT}


@pytest.mark.parametrize(
    "short", ["M. A. Olsen Berg", "Olsen Berg, M. A.", "Olsen Berg, M.", "Olsen, M. A."]
)
def test_two_given_names_and_two_family_names_meet_their_initials(short: str) -> None:
    assert match(short, "Mira Alma Olsen Berg") == L.INITIALS_ONLY


def test_two_given_names_and_two_families_are_not_another_family() -> None:
    assert match("M. A. Olsen Lund", "Mira Alma Olsen Berg") is L.NONE


def test_the_dutch_article_after_van_is_a_particle() -> None:
    # "van 't Hoff": "'t" shortens "het", and is no initial.
    assert match("P.J. van 't Veer", "Pieter Jan van 't Veer") == L.INITIALS_ONLY
    assert match("J. van 't Hoff", "Jan van ’t Hoff") == L.INITIALS_ONLY
