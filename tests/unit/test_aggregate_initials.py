"""Initials that fit no full name: the same short form printed in two citation orders."""

from __future__ import annotations

from minesweeper.aggregate import Mention, aggregate_persons
from minesweeper.extractors.model import ExtractedPerson, Role, SourceKind


def _mentions(*names: str) -> list[Mention]:
    return [
        Mention(
            document_id,
            ExtractedPerson(name, Role.COAUTHOR, SourceKind.PRINTED, 0.9, 1, name, None, False),
            0,
        )
        for document_id, name in enumerate(names, start=1)
    ]


def _groups(*names: str) -> list[set[str]]:
    found = _mentions(*names)
    result = aggregate_persons(found, "석도윤", ("Doyoon Seok",))
    return [{found[i].person.name_raw for i in group.mentions} for group in result.related]


def test_ieee_and_vancouver_initials_are_one_person() -> None:
    assert _groups("E. Marchetti", "Marchetti E") == [{"E. Marchetti", "Marchetti E"}]


def test_different_initials_of_one_surname_stay_apart() -> None:
    assert sorted(map(sorted, _groups("E. Marchetti", "Marchetti A"))) == [
        ["E. Marchetti"],
        ["Marchetti A"],
    ]


def test_initials_still_join_the_one_full_name_they_fit() -> None:
    groups = _groups("Elena Marchetti", "Marchetti E", "E. Marchetti")
    assert groups == [{"Elena Marchetti", "Marchetti E", "E. Marchetti"}]


def test_an_initial_before_a_two_word_family_name_joins_its_full_name() -> None:
    # Harvard prints "Quesada Lorenzo, R.", read "R. Quesada Lorenzo"; the CV spells the name
    # out with the family names hyphenated. "R. Quesada" could also be a given name of two
    # words, but its first is an initial either way: a short form, not a full name.
    groups = _groups("Ramiro Quesada-Lorenzo", "R. Quesada Lorenzo")
    assert groups == [{"Ramiro Quesada-Lorenzo", "R. Quesada Lorenzo"}]


def test_a_citation_of_a_family_name_closed_by_its_generation_joins_the_full_name() -> None:
    # ABNT cites "LINS FILHO, C. B."; the thesis prints "Caio Bastos dos Lins Filho".
    groups = _groups("Caio Bastos dos Lins Filho", "C. B. Lins Filho")
    assert groups == [{"Caio Bastos dos Lins Filho", "C. B. Lins Filho"}]


def test_initials_printed_beside_the_groups_own_initials_are_someone_else() -> None:
    # "S. Roe, J. Rhee, P. Lind, and J. Lee": two authors of one entry are two people, though
    # "J. Rhee" spells the advisor's family name another way and fits his initial.
    entry = "1. S. Roe, J. Rhee, P. Lind, and J. Lee, Dual-band antennas, 2021."
    found = [
        Mention(1, ExtractedPerson("Jonas Lee", Role.ADVISOR, SourceKind.PRINTED, 0.9, 1,
                                   "Supervisor: Jonas Lee", None, False), 0),
        *(
            Mention(2, ExtractedPerson(name, Role.COAUTHOR, SourceKind.PRINTED, 0.85, 5, entry,
                                       None, False), 0)
            for name in ("J. Rhee", "P. Lind", "J. Lee")
        ),
    ]  # fmt: skip
    result = aggregate_persons(found, "석도윤", ("Doyoon Seok",))
    groups = [{found[i].person.name_raw for i in group.mentions} for group in result.related]
    assert {"Jonas Lee", "J. Lee"} in groups
    assert {"J. Rhee"} in groups


def test_initials_in_another_entry_still_join_the_full_name() -> None:
    # Not printed beside the group's other names, the other spelling is its short form.
    groups = _groups("Jonas Lee", "J. Rhee")
    assert groups == [{"Jonas Lee", "J. Rhee"}]
