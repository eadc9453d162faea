"""Stage 4: an uncertain OCR reading one syllable off a confidently read person."""

from __future__ import annotations

from minesweeper.aggregate import Mention, aggregate_persons
from minesweeper.extractors.model import ExtractedPerson, Role, SourceKind


def _person(name: str, confidence: float, kind: SourceKind = SourceKind.PRINTED) -> ExtractedPerson:
    return ExtractedPerson(name, Role.COMMITTEE_MEMBER, kind, confidence, 1, name, None, False)


def _groups(*persons: ExtractedPerson) -> list[tuple[str, int]]:
    mentions = [Mention(number, person, number) for number, person in enumerate(persons)]
    result = aggregate_persons(mentions, "윤서진", ("Seojin Yoon",))
    return sorted((group.canonical_name, len(group.mentions)) for group in result.related)


def test_uncertain_reading_joins_the_person_it_misreads_and_keeps_the_good_name() -> None:
    groups = _groups(
        _person("엄지혜", 0.95),
        _person("엄지헤", 0.55),
        _person("엄지헤", 0.55, SourceKind.SEAL),
    )
    assert groups == [("엄지혜", 3)]


def test_confident_readings_that_differ_stay_two_people() -> None:
    assert _groups(_person("김민준", 0.95), _person("김민지", 0.9)) == [
        ("김민준", 1),
        ("김민지", 1),
    ]


def test_uncertain_reading_near_two_people_is_left_alone() -> None:
    groups = _groups(_person("김민준", 0.95), _person("김민중", 0.9), _person("김민주", 0.5))
    assert groups == [("김민주", 1), ("김민준", 1), ("김민중", 1)]
