"""Invariants of the levels over generated names, roles and flags."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.screening.conflicts import (
    Action,
    ApplicantRoster,
    ConflictLevel,
    ReviewerInput,
    RosterPerson,
    RosterSource,
    compute_conflicts,
)
from minesweeper.screening.conflicts.matching import STRONG_NAME_LEVELS, WEAK_NAME_LEVELS

# Property tests: hundreds of generated examples each; the full suite runs them.
pytestmark = pytest.mark.slow

SURNAMES = [("김", "Kim"), ("이", "Lee"), ("박", "Park"), ("최", "Choi")]
GIVEN = [
    ("민준", "Minjun", "M."),
    ("서연", "Seoyeon", "S."),
    ("재원", "Jaewon", "J.-W."),
    ("지우", "Jiwoo", "J."),
]
ROLES = ["advisor", "co_advisor", "committee_chair", "committee_member", "coauthor"]
CATEGORIES = ["thesis", "paper", "representative", "scholar", "cv", None]


@st.composite
def name_forms(draw: st.DrawFn) -> tuple[str, str, str]:
    """(Hangul, romanized, initials) of one generated person."""
    (hs, ls), (hg, lg, ig) = draw(st.sampled_from(SURNAMES)), draw(st.sampled_from(GIVEN))
    return hs + hg, f"{lg} {ls}", f"{ig} {ls}"


@st.composite
def persons(draw: st.DrawFn) -> RosterPerson:
    hangul, latin, initials = draw(name_forms())
    shown = draw(st.sampled_from([hangul, latin, initials, latin.split()[-1]]))
    role = draw(st.sampled_from(ROLES))
    source = RosterSource("1", role, category=draw(st.sampled_from(CATEGORIES)))
    return RosterPerson(
        key=shown,
        name=shown,
        roles=(role,),
        sources=(source,),
        is_self=draw(st.booleans()),
        rejected=draw(st.booleans()),
        ambiguous=draw(st.booleans()),
    )


@settings(max_examples=60, deadline=None)
@given(
    reviewer=name_forms(),
    roster=st.lists(persons(), min_size=1, max_size=6, unique_by=lambda p: p.key),
)
def test_levels_follow_the_rules(
    reviewer: tuple[str, str, str], roster: list[RosterPerson]
) -> None:
    person_by_key = {p.key: p for p in roster}
    found = compute_conflicts(
        [ReviewerInput("R", reviewer[0], reviewer[1])],
        [ApplicantRoster("A", "지원자", tuple(roster))],
    )
    for c in found:
        person = person_by_key[c.subject_key]
        assert not person.is_self
        assert not person.rejected
        if c.name_match in WEAK_NAME_LEVELS or person.ambiguous:
            assert c.level is ConflictLevel.POSSIBLE
        if c.level is ConflictLevel.CERTAIN:
            assert c.name_match in STRONG_NAME_LEVELS
            assert c.action is Action.BLOCK
