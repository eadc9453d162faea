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


def test_a_signature_read_as_a_cut_family_name_is_the_printed_examiner() -> None:
    """ "Signature of examiner: Ingrid Halvor": OCR read the signed name short; the printed
    "Examiner: Dr Ingrid Halvorsen" on the same page is that person."""
    groups = _groups(
        _person("Ingrid Halvorsen", 0.9),
        _person("Ingrid Halvor", 0.76, SourceKind.HANDWRITTEN),
        _person("Ingrid Halvor", 0.76, SourceKind.SIGNATURE),
    )
    assert groups == [("Ingrid Halvorsen", 3)]


def test_printed_namesakes_one_letter_apart_stay_two_people() -> None:
    assert _groups(_person("Anna Larsen", 0.9), _person("Anna Larson", 0.9)) == [
        ("Anna Larsen", 1),
        ("Anna Larson", 1),
    ]


def test_a_seal_beside_a_hangul_name_one_syllable_off_is_another_member() -> None:
    groups = _groups(_person("김민준", 0.95), _person("김민서", 0.9, SourceKind.SEAL))
    assert groups == [("김민서", 1), ("김민준", 1)]
