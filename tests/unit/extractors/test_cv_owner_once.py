"""An author list names its owner once: where two authors fit the owner's name, the better
fit is the owner and the other a co-author."""

from __future__ import annotations

from minesweeper.aggregate import Mention, aggregate_persons
from minesweeper.extractors.model import Role
from minesweeper.extractors.text.collect import Collector, SelfMatcher
from tests.unit.extractors.builders import extract, text_document


def _split(text: str, applicant: str, applicant_en: str | None) -> tuple[set[str], set[str]]:
    result = extract(text_document(text), "cv", applicant=applicant, applicant_en=applicant_en)
    selves = {p.name_raw for p in result.persons if p.is_self}
    return selves, {p.name_raw for p in result.persons if not p.is_self}


_LIST = (
    "Publications\n"
    "1. J. Lee, C. Lee, W. Park, S. Han. Exploration planning for robot teams. KIPS 2016.\n"
)


def test_the_owners_english_initial_wins_over_another_romanization() -> None:
    selves, others = _split("이재민 (Jay Lee)\n" + _LIST, "이재민", None)
    assert selves == {"J. Lee"}
    assert others == {"C. Lee", "W. Park", "S. Han"}


def test_the_revised_romanization_wins_over_an_older_one() -> None:
    selves, others = _split("이재민\n" + _LIST, "이재민", None)
    assert selves == {"J. Lee"}
    assert others == {"C. Lee", "W. Park", "S. Han"}


def test_two_equal_fits_stay_the_owner() -> None:
    text = "Publications\n1. J. Lee, J. Lee, W. Park. Exploration planning. KIPS 2016.\n"
    selves, others = _split(text, "이재민", None)
    assert selves == {"J. Lee"}
    assert others == {"W. Park"}


def test_the_owner_named_in_full_beside_their_initials_form() -> None:
    text = (
        "Publications\n"
        "1. Minjun Kim, M. Kim, Tomas Berg. Sparse sensing of rivers. Hydrology 3, 2020.\n"
    )
    selves, others = _split(text, "김민준", "Minjun Kim")
    assert "Minjun Kim" in selves
    assert others == {"M. Kim", "Tomas Berg"}


def test_the_merge_keeps_the_weaker_fit_apart_from_the_owner() -> None:
    """The roster agrees with the entry: "C. Lee" fits 이재민 in one romanization, but the
    entry named its owner as "J. Lee", so "C. Lee" is a co-author, not the applicant."""
    result = extract(text_document("이재민\n" + _LIST), "cv", applicant="이재민")
    mentions = [Mention(1, person, i) for i, person in enumerate(result.persons)]
    roster = aggregate_persons(mentions, "이재민")
    assert {group.canonical_name for group in roster.related} == {"C. Lee", "W. Park", "S. Han"}
    self_group = roster.self_group
    assert self_group is not None and set(self_group.aliases) | {self_group.canonical_name} >= {
        "J. Lee"
    }


def test_an_owner_printed_as_bare_initials_in_their_own_list() -> None:
    """ "Elena Ruiz, M. O., Tomas Berg": nobody else is cited without a family name, so the
    owner's initials alone are the owner and the entry's others are co-authors."""
    text = (
        "Publicaciones\n"
        "- Occupation measures for hybrid systems. Elena Ruiz, M. O., Tomas Berg, Ilsa Varga.\n"
        "In 6th IFAC Conference on Hybrid Systems, Oxford (2018).\n"
        "- Reach set approximation. Pavel Novak, M.O., Oren Malka. In HSCC (2017).\n"
        "- Lorentz covariance. P. Arrieta, M. O. Smith. New J. Phys. (2014).\n"
    )
    result = extract(text_document(text), "cv", applicant="Marcos OLANO ETXEBERRIA")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "Elena Ruiz",
        "Tomas Berg",
        "Ilsa Varga",
        "Pavel Novak",
        "Oren Malka",
    }


def test_a_name_read_as_the_owner_anywhere_on_a_page_is_the_owner_there() -> None:
    """One mention per name and page: an entry that read "J. Lee" as a namesake (it also
    took in a full form of the owner) does not outvote the page's entries that read it as
    the owner, whichever came first."""
    own = SelfMatcher("이재민", "Jae-min Lee")
    collector = Collector(own)
    collector.add("J. Lee", Role.COAUTHOR, page=3, quote="[1] A", confidence=0.9, namesake=True,
                  is_self=False)  # fmt: skip
    collector.add("J. Lee", Role.COAUTHOR, page=3, quote="[2] B", confidence=0.9, is_self=True)
    [person] = collector.persons()
    assert person.is_self and not person.namesake
