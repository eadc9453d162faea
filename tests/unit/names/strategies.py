"""Hypothesis strategies for printed names: Hangul, romanized, initials, noisy."""

from __future__ import annotations

from hypothesis import assume, settings
from hypothesis import strategies as st

from minesweeper.names import looks_like_korean_name
from minesweeper.names.hangul import syllable_spellings
from minesweeper.names.surnames import SURNAME_VARIANTS, surname_spellings

# Surnames with a popular-spelling row, and syllables common in given names.
SURNAMES = sorted(SURNAME_VARIANTS)
GIVEN_SYLLABLES = list("서연민준재원영호지훈수현은우경희동석태성진혜윤아나래하린도")
ANY_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=30
)


@st.composite
def hangul_names(draw: st.DrawFn) -> str:
    surname = draw(st.sampled_from(SURNAMES))
    given = draw(st.lists(st.sampled_from(GIVEN_SYLLABLES), min_size=1, max_size=2))
    return surname + "".join(given)


def _spell(draw: st.DrawFn, surname: str, given: str) -> tuple[str, str]:
    """One Latin spelling of a Hangul name: (given-name-first, family-name-first)."""
    parts = [draw(st.sampled_from(sorted(syllable_spellings(ch)))) for ch in given]
    # A one-letter given name ("U" for 우) reads as an initial; names generated here avoid it.
    assume(len("".join(parts)) >= 2)
    family = draw(st.sampled_from(sorted(surname_spellings(surname)))).capitalize()
    # Hyphenated parts of one letter ("A-A") read as initials, as they would in print.
    hyphen = draw(st.booleans()) and all(len(p) >= 2 for p in parts)
    given_latin = "-".join(p.capitalize() for p in parts) if hyphen else "".join(parts).capitalize()
    return f"{given_latin} {family}", f"{family} {given_latin}"


@st.composite
def romanized(draw: st.DrawFn) -> tuple[str, str, str]:
    """(hangul name, Latin given-name-first form, the same family-name-first)."""
    surname = draw(st.sampled_from(SURNAMES))
    given = "".join(draw(st.lists(st.sampled_from(GIVEN_SYLLABLES), min_size=1, max_size=2)))
    # Some syllable pairs are words first (강도, 정리): those are not read as names.
    assume(looks_like_korean_name(surname + given))
    return (surname + given, *_spell(draw, surname, given))


@st.composite
def two_spellings(draw: st.DrawFn) -> tuple[str, str, str]:
    """(one Latin spelling, another spelling given-name-first, the other family-name-first)."""
    surname = draw(st.sampled_from(SURNAMES))
    given = "".join(draw(st.lists(st.sampled_from(GIVEN_SYLLABLES), min_size=1, max_size=2)))
    first, _ = _spell(draw, surname, given)
    return (first, *_spell(draw, surname, given))


# Deterministic in CI (no example database in the checkout, no flaky seeds).
CHECKED = settings(database=None, derandomize=True, max_examples=200)

NAMES = st.one_of(
    hangul_names(),
    romanized().map(lambda t: t[1]),
    romanized().map(lambda t: t[2]),
    romanized().map(lambda t: t[1].split()[0][0] + ". " + t[1].split()[-1]),
    ANY_TEXT,
)


@st.composite
def noisy(draw: st.DrawFn) -> tuple[str, str]:
    """(a printed name, the same name with noise the evaluation's norm() also ignores)."""
    hangul, latin, _ = draw(romanized())
    if draw(st.booleans()):
        spaced = " ".join(hangul) if draw(st.booleans()) else hangul
        suffix = draw(
            st.sampled_from(["", " 교수", " 교수님", "박사", " (인)", "(서명)", "1", "²*"])
        )
        return hangul, spaced + suffix
    given, family = latin.split()
    given = draw(st.sampled_from([given, given.replace("-", ""), given.replace("-", " ")]))
    mark = draw(st.sampled_from(["", "1", "¹", "*", "†", "1,2*", ","]))
    prefix = draw(st.sampled_from(["", "Prof. ", "Dr. ", "Professor "]))
    suffix = draw(st.sampled_from(["", " (Seal)", " (Signature)"]))
    return latin, f"{prefix}{given} {family}{mark}{suffix}"
