"""Stage 4: merging one applicant's mentions into people."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from minesweeper.aggregate import (
    HUMAN_REVIEW_CONFIDENCE,
    AggregationResult,
    Mention,
    PersonGroup,
    aggregate_persons,
    flag_for,
    flag_for_person,
)
from minesweeper.extractors.model import ExtractedPerson, Role, SourceKind

APPLICANT = "김민준"
ALIASES = ("Minjun Kim", "Kim Minjun", "M. Kim", "김 민 준")


def person(
    name: str,
    role: Role = Role.COAUTHOR,
    kind: SourceKind = SourceKind.PRINTED,
    confidence: float = 0.95,
    *,
    page: int = 1,
    affiliation: str | None = None,
    is_self: bool = False,
) -> ExtractedPerson:
    return ExtractedPerson(
        name, role, kind, confidence, page, f"... {name} ...", affiliation, is_self
    )


def mentions(*documents: list[ExtractedPerson]) -> list[Mention]:
    return [
        Mention(document_id, found, index)
        for document_id, persons in enumerate(documents, start=1)
        for index, found in enumerate(persons)
    ]


def by_name(result: AggregationResult, name: str) -> PersonGroup:
    found = [g for g in result.groups if g.canonical_name == name]
    assert len(found) == 1, [g.canonical_name for g in result.groups]
    return found[0]


def test_one_person_in_many_spellings_is_one_group_named_in_hangul() -> None:
    thesis = [
        person("박서연", Role.ADVISOR),
        person("박 서 연 (인)", Role.COMMITTEE_MEMBER, SourceKind.SEAL),
    ]
    paper = [person("Seo-Yeon Pak1*", affiliation="KAIST"), person("Minjun Kim")]
    scholar = [person("Seoyeon Park", affiliation="KAIST"), person("Park Seoyeon")]
    result = aggregate_persons(mentions(thesis, paper, scholar), APPLICANT, ALIASES)

    park = by_name(result, "박서연")
    assert set(park.aliases) == {"Seo-Yeon Pak", "Seoyeon Park", "Park Seoyeon"}
    assert park.roles == (Role.ADVISOR, Role.COMMITTEE_MEMBER, Role.COAUTHOR)
    assert park.affiliation == "KAIST"
    assert {s["document_id"] for s in park.sources} == {1, 2, 3}
    assert park.source_kinds == (SourceKind.PRINTED, SourceKind.SEAL)
    assert park.needs_human and flag_for(park) == "seal"
    assert not park.is_self and not park.ambiguous
    assert len(result.related) == 1


def test_canonical_without_hangul_is_the_fullest_latin_form() -> None:
    result = aggregate_persons(
        mentions([person("Young-Ho Choi"), person("Youngho Choe"), person("Y. Choi")]), APPLICANT
    )
    (group,) = result.related
    assert group.canonical_name in {"Young-Ho Choi", "Youngho Choe"}
    assert "Y. Choi" in group.aliases  # initials that fit only this person are attached


def test_canonical_among_forms_as_full_is_the_one_most_often_printed() -> None:
    docs = [person("Anna Müller"), person("Anna Müller"), person("Anna Miiller")]  # OCR: ü
    (group,) = aggregate_persons(mentions(docs), APPLICANT).related
    assert group.canonical_name == "Anna Müller"
    assert "Anna Miiller" in group.aliases


def test_applicant_forms_are_self_and_named_as_registered() -> None:
    docs = [person("김 민 준"), person("Minjun Kim"), person("M. Kim"), person("Kim Minjun")]
    result = aggregate_persons(mentions(docs), APPLICANT, ALIASES)
    assert len(result.groups) == 1
    own = result.self_group
    assert own is not None and own.is_self
    assert own.canonical_name == APPLICANT
    assert result.related == ()


def test_extractor_self_mark_is_honoured() -> None:
    result = aggregate_persons(mentions([person("Min-Jun Kim", is_self=True)]), "")
    assert result.groups[0].is_self


def test_initials_fitting_two_people_stay_apart_and_ambiguous() -> None:
    docs = [
        person("김재민", Role.COMMITTEE_MEMBER),
        person("김지훈", Role.COMMITTEE_CHAIR),
        person("J. Kim"),
        person("J Kim"),
    ]
    result = aggregate_persons(mentions(docs), APPLICANT, ALIASES)
    short = by_name(result, "J. Kim")
    assert short.ambiguous and short.needs_human
    assert set(short.ambiguity_candidates) == {"김재민", "김지훈"}
    assert "J Kim" in short.aliases  # one printed form, one ambiguous group
    assert by_name(result, "김재민").sources[0]["name_raw"] == "김재민"
    assert all("J. Kim" not in g.aliases for g in result.groups)


def test_short_form_fitting_only_the_applicant_is_self() -> None:
    result = aggregate_persons(mentions([person("M Kim"), person("박서연")]), APPLICANT)
    own = result.self_group
    assert own is not None and "M Kim" in own.aliases
    assert [g.canonical_name for g in result.related] == ["박서연"]


def test_short_form_fitting_the_applicant_and_another_is_ambiguous() -> None:
    result = aggregate_persons(mentions([person("M. Kim"), person("Minho Kim")]), APPLICANT)
    short = by_name(result, "M. Kim")
    assert short.ambiguous and not short.is_self
    assert short.ambiguity_candidates == (APPLICANT, "Minho Kim")


def test_two_initials_join_the_one_person_they_fit_beside_the_applicants_one() -> None:
    # Scholar prints "S Lee, D Kim, S Ryu, SH Lee": "S Lee" is the applicant (Seoa Lee),
    # "SH Lee" fits the advisor 이승훈 / Seung-Hoon Lee and not "Seoa": it is no second
    # candidate for the applicant because it shares one initial with her short form.
    scholar = [person("S Lee", is_self=True), person("SH Lee")]
    thesis = [person("이승훈", Role.ADVISOR), person("Seung-Hoon Lee", Role.ADVISOR)]
    result = aggregate_persons(mentions(thesis, scholar), "이서아", ("Seoa Lee",))
    advisor = by_name(result, "이승훈")
    assert "SH Lee" in advisor.aliases and not advisor.ambiguous
    assert [g.canonical_name for g in result.related] == ["이승훈"]


def test_a_bare_surname_is_never_attached() -> None:
    result = aggregate_persons(
        mentions([person("박서연"), person("박교수", confidence=0.5)]), APPLICANT
    )
    surname = by_name(result, "박")
    assert surname.ambiguous and surname.ambiguity_candidates == ("박서연",)
    assert flag_for(surname) == "low_confidence"
    assert len(by_name(result, "박서연").sources) == 1


def test_initials_fitting_nobody_are_a_person_of_their_own() -> None:
    result = aggregate_persons(mentions([person("H. Cho"), person("박서연")]), APPLICANT)
    cho = by_name(result, "H. Cho")
    assert not cho.ambiguous and not cho.needs_human


def test_two_people_sharing_a_surname_are_not_chained() -> None:
    # "Sun Park" may spell both 박선 (via Seon) and 박순; 박순 and "Seon Park" cannot be one
    # person, so complete linkage keeps 박순 apart even though it matches "Sun Park".
    docs = [person("Seon Park"), person("Sun Park"), person("박순"), person("Sujin Park")]
    result = aggregate_persons(mentions(docs), APPLICANT)
    groups = {g.canonical_name: set(g.aliases) for g in result.related}
    assert len(groups) == 3
    assert "Sujin Park" in groups
    assert "박순" in groups and groups["박순"] == set()
    sun = by_name(result, "박순")
    assert sun.needs_human and len(sun.confusable_with) == 1
    assert by_name(result, "Sujin Park").confusable_with == ()


def test_a_spelling_that_fits_two_hangul_names_is_reported() -> None:
    docs = [person("박성민"), person("박승민"), person("Sungmin Park")]
    result = aggregate_persons(mentions(docs), APPLICANT)
    assert len(result.related) == 2
    seongmin, seungmin = by_name(result, "박성민"), by_name(result, "박승민")
    assert {seongmin.confusable_with, seungmin.confusable_with} == {("박성민",), ("박승민",)}
    assert not seongmin.ambiguous and not seungmin.ambiguous


def test_nameless_mentions_are_kept_apart_with_their_flag() -> None:
    docs = [
        person("(signature)", Role.COMMITTEE_MEMBER, SourceKind.SIGNATURE, 0.3),
        person("(signature)", Role.COMMITTEE_MEMBER, SourceKind.SIGNATURE, 0.3),
    ]
    result = aggregate_persons(mentions(docs), APPLICANT)
    assert len(result.groups) == 2
    assert all(g.needs_human and flag_for(g) == "signature" for g in result.groups)


def test_every_mention_maps_to_its_group() -> None:
    docs = [person("박서연"), person("Seoyeon Park"), person("J. Kim"), person("Minjun Kim")]
    all_mentions = mentions(docs)
    result = aggregate_persons(all_mentions, APPLICANT, ALIASES)
    index = result.group_index_by_mention()
    assert sorted(index) == list(range(len(all_mentions)))
    for position, group_index in index.items():
        assert position in result.groups[group_index].mentions
    source = result.groups[index[1]].sources[1]
    assert source["mention"] == 1 and source["document_id"] == 1 and source["index"] == 1


def test_flag_priority_seal_handwriting_signature_low_confidence() -> None:
    def flag(*kinds: tuple[SourceKind, float]) -> str | None:
        docs = [person("박서연", Role.COMMITTEE_MEMBER, kind, conf) for kind, conf in kinds]
        (group,) = aggregate_persons(mentions(docs), APPLICANT).groups
        assert group.needs_human is (flag_for(group) is not None)
        return flag_for(group)

    printed = SourceKind.PRINTED
    assert flag((SourceKind.SIGNATURE, 0.9), (SourceKind.SEAL, 0.9)) == "seal"
    assert flag((SourceKind.SIGNATURE, 0.9), (SourceKind.HANDWRITTEN, 0.9)) == "handwriting"
    assert flag((SourceKind.SIGNATURE, 0.9), (printed, 0.5)) == "signature"
    assert flag((printed, HUMAN_REVIEW_CONFIDENCE - 0.01), (printed, 0.99)) == "low_confidence"
    assert (
        flag(
            (printed, HUMAN_REVIEW_CONFIDENCE),
        )
        is None
    )


def test_flag_for_person_follows_the_same_priority() -> None:
    assert flag_for_person(person("박서연", kind=SourceKind.SEAL, confidence=0.2)) == "seal"
    assert flag_for_person(person("박서연", kind=SourceKind.HANDWRITTEN)) == "handwriting"
    assert flag_for_person(person("박서연", confidence=0.69)) == "low_confidence"
    assert flag_for_person(person("박서연")) is None


def test_empty_input_gives_no_groups() -> None:
    result = aggregate_persons([], APPLICANT, ALIASES)
    assert result.groups == () and result.self_group is None
    assert result.group_index_by_mention() == {}


def test_output_does_not_depend_on_alias_duplicates() -> None:
    docs = mentions([person("박서연"), person("Seoyeon Park"), person("S. Park")])
    once = aggregate_persons(docs, APPLICANT, ALIASES)
    twice = aggregate_persons(docs, APPLICANT, (*ALIASES, *ALIASES))
    assert once == twice


def _corpus_case(applicant: dict[str, Any]) -> tuple[list[Mention], list[str], set[str]]:
    """The corpus's ground-truth mentions of one applicant, plus its own printed forms."""
    found: list[Mention] = []
    owners: list[str] = []
    for expected in applicant["expected_persons"]:
        for mention in expected["mentions"]:
            printed = person(
                mention["surface"], Role(mention["role"]), SourceKind(mention["source_kind"])
            )
            found.append(Mention(1, printed, len(found)))
            owners.append(expected["name"])
    for alias in applicant["aliases"]:
        found.append(Mention(2, person(alias), len(found)))
        owners.append(SELF)
    ambiguous = {f["surface"] for f in applicant["expected_flags"] if f["type"] == "ambiguous"}
    return found, owners, ambiguous


SELF = "<self>"


def test_dev_corpus_mentions_merge_into_the_expected_persons(shared_dir: Path) -> None:
    manifest = json.loads((shared_dir / "corpus" / "dev" / "manifest.json").read_text("utf-8"))
    for applicant in manifest["applicants"]:
        found, owners, ambiguous = _corpus_case(applicant)
        aliases = [applicant.get("name_en") or "", *applicant["aliases"]]
        result = aggregate_persons(found, applicant["name"], aliases)
        group_of = result.group_index_by_mention()
        for group in result.groups:
            surfaces = {found[p].person.name_raw for p in group.mentions}
            if surfaces & ambiguous:
                assert group.ambiguous and len(group.ambiguity_candidates) >= 2
                continue
            # one group never holds two expected people, and self is exactly the applicant
            assert len({owners[p] for p in group.mentions}) == 1, surfaces
            assert group.is_self is (owners[group.mentions[0]] == SELF)
            assert group.confusable_with == ()
        for expected in applicant["expected_persons"]:
            groups = {
                group_of[p]
                for p, owner in enumerate(owners)
                if owner == expected["name"] and found[p].person.name_raw not in ambiguous
            }
            assert len(groups) == 1, (applicant["id"], expected["name"])


def test_a_person_known_by_initials_is_also_listed_as_reference_lists_print_it() -> None:
    # A list printed "Dubois, J.-P."; a committee looking for that form must find the person.
    docs = [person("J.-P. Dubois"), person("Tarek K. Varga"), person("T. K. Varga")]
    result = aggregate_persons(mentions(docs), APPLICANT)
    assert "Dubois, J.-P." in by_name(result, "J.-P. Dubois").aliases
    varga = by_name(result, "Tarek K. Varga")
    assert "Varga, T. K." in varga.aliases
    assert all("," not in alias for alias in varga.aliases if alias != "Varga, T. K.")
