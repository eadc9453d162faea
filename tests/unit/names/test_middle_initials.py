"""Scholar rows abbreviate middle names ("TJR Whitfield") that co-author lists leave out
("Thomas Whitfield"): the two still fit, at the weak initials level only."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, match


@pytest.mark.parametrize(
    ("short", "full"),
    [("TJR Whitfield", "Thomas Whitfield"), ("T. J. R. Whitfield", "Thomas J. Whitfield")],
)
def test_three_initials_fit_a_name_printed_without_middle_names(short: str, full: str) -> None:
    assert match(short, full) is MatchLevel.INITIALS_ONLY
    assert match(full, short) is MatchLevel.INITIALS_ONLY


@pytest.mark.parametrize(
    ("short", "full"),
    [("JR Whitfield", "Thomas Whitfield"), ("AJR Whitfield", "Thomas Whitfield")],
)
def test_initials_that_disagree_still_do_not_fit(short: str, full: str) -> None:
    assert match(short, full) is MatchLevel.NONE


@pytest.mark.parametrize(
    ("with_middle", "without"),
    [
        ("Jiwoo K. Han", "Jiwoo Han"),
        ("Priya R. Natarajan", "Priya Natarajan"),
        # Several middle initials run together ("S.J.D.") are middle initials all the same.
        ("Ronan S.J.D. Bakely", "Ronan Bakely"),
        ("RONAN S.J.D. BAKELY", "Ronan Bakely"),
        ("Ronan S.-J. Bakely", "Ronan Bakely"),
    ],
)
def test_a_middle_initial_on_one_side_is_the_same_full_name(with_middle: str, without: str) -> None:
    assert match(with_middle, without) is MatchLevel.VARIANT
    assert match(without, with_middle) is MatchLevel.VARIANT


def test_two_different_middle_initials_are_two_people() -> None:
    assert match("Henrik A. Larsen", "Henrik B. Larsen") is MatchLevel.NONE
    assert match("Henrik A.B. Larsen", "Henrik C.D. Larsen") is MatchLevel.NONE


def test_initials_with_the_middle_initial_fit_the_full_name() -> None:
    assert match("J. K. Han", "Jiwoo K. Han") is MatchLevel.INITIALS_ONLY
    assert match("J. K. Han", "Jiwoo Han") is MatchLevel.NONE  # K fits nothing printed


def test_a_middle_initial_without_its_period_is_a_middle_initial() -> None:
    assert match("Henrik T Larsen", "Henrik Tobias Larsen") is MatchLevel.VARIANT
    assert match("Henrik T Larsen", "Henrik T. Larsen") is MatchLevel.EXACT
    assert match("Henrik A Larsen", "Henrik B. Larsen") is MatchLevel.NONE


def test_initials_with_a_middle_initial_fit_a_western_given_name_printed_alone() -> None:
    # A committee list prints "Astrid Lund"; her publications "A. E. Lund".
    assert match("A. E. Lund", "Astrid Lund") is MatchLevel.INITIALS_ONLY
    assert match("D. E. Lund", "Astrid Lund") is MatchLevel.NONE
    # A given name Korean syllables spell keeps its own second initial: "J. W." for Jiwoo.
    assert match("J. K. Han", "Jiwoo Han") is MatchLevel.NONE


@pytest.mark.parametrize(
    "short", ["Tiago CF da Rocha", "Tiago C. F. da Rocha", "Tiago C. F. Rocha", "Tiago CF Rocha"]
)
def test_middle_initials_glued_or_dotted_before_a_particle_spell_out_the_middle_names(
    short: str,
) -> None:
    # SAGE prints "CF" for two middle names; the family's particle belongs to no given name.
    assert match(short, "Tiago Carlos Ferreira da Rocha") is MatchLevel.VARIANT


def test_other_glued_middle_initials_are_another_person() -> None:
    assert match("Tiago CB da Rocha", "Tiago Carlos Ferreira da Rocha") is MatchLevel.NONE
