"""Invariants of the name functions, checked on generated names (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given

from minesweeper.names import (
    MatchLevel,
    display_name,
    initials_form,
    match,
    normalize_name,
    romanizations,
)
from tests.unit.names.strategies import (
    ANY_TEXT,
    CHECKED,
    NAMES,
    noisy,
    romanized,
    two_spellings,
)

# Property tests: hundreds of generated examples each; the full suite runs them.
pytestmark = pytest.mark.slow


@given(ANY_TEXT)
@CHECKED
def test_normalize_name_is_idempotent(text: str) -> None:
    key = normalize_name(text)
    assert normalize_name(key) == key


@given(ANY_TEXT)
@CHECKED
def test_display_name_is_idempotent_and_keyed_alike(text: str) -> None:
    shown = display_name(text)
    assert display_name(shown) == shown
    assert normalize_name(shown) == normalize_name(text)


@given(NAMES, NAMES)
@CHECKED
def test_match_is_symmetric(left: str, right: str) -> None:
    assert match(left, right) is match(right, left)


@given(NAMES)
@CHECKED
def test_a_name_matches_itself_exactly(name: str) -> None:
    expected = MatchLevel.EXACT if normalize_name(name) else MatchLevel.NONE
    assert match(name, name) is expected


@given(romanized())
@CHECKED
def test_romanized_variants_round_trip(case: tuple[str, str, str]) -> None:
    hangul, given_first, family_first = case
    assert normalize_name(given_first) in romanizations(hangul)
    assert normalize_name(family_first) in romanizations(hangul)
    assert match(hangul, given_first) in (MatchLevel.CROSS_SCRIPT, MatchLevel.EXACT)
    assert match(hangul, family_first).auto_merge
    initial = given_first[0] + ". " + given_first.split()[-1]
    assert match(hangul, initial) is MatchLevel.INITIALS_ONLY


@given(two_spellings())
@CHECKED
def test_two_romanizations_of_one_name_are_variants(case: tuple[str, str, str]) -> None:
    one, other_given_first, other_family_first = case
    assert match(one, other_given_first).auto_merge
    assert match(one, other_family_first).auto_merge


@given(romanized())
@CHECKED
def test_hyphenated_and_initial_forms_share_an_initials_key(case: tuple[str, str, str]) -> None:
    _, given_first, _ = case
    given, family = given_first.split()
    if "-" not in given:
        return
    letters = [part[0] for part in given.split("-")]
    dotted = ".-".join(letters) + f". {family}"
    squashed = "".join(letters).upper() + f" {family}"
    keys = {initials_form(given_first), initials_form(dotted), initials_form(squashed)}
    keys.add(initials_form(f"{family}, {given}"))
    assert len(keys) == 1


@given(noisy())
@CHECKED
def test_noise_the_evaluator_ignores_does_not_change_the_key(case: tuple[str, str]) -> None:
    clean, printed = case
    assert normalize_name(printed) == normalize_name(clean)
    assert match(printed, clean) is MatchLevel.EXACT
