"""compute_conflicts: levels, relations, policy and exclusions, with the real name matcher."""

from __future__ import annotations

from minesweeper.screening.conflicts import (
    Action,
    ApplicantRoster,
    ConflictLevel,
    Relation,
    RelationPolicy,
    ReviewerInput,
    RosterPerson,
    RosterSource,
    compute_conflicts,
)

HONG = ReviewerInput("R1", "홍길동", "Gildong Hong", "Dept. of Physics, KAIST")


def person(
    name: str,
    *aliases: str,
    role: str = "advisor",
    category: str = "thesis",
    is_self: bool = False,
    rejected: bool = False,
    ambiguous: bool = False,
) -> RosterPerson:
    source = RosterSource("7", role, page=3, quote=f"지도교수 {name}", category=category)
    return RosterPerson(
        key=name,
        name=name,
        aliases=aliases,
        roles=(role,),
        sources=(source,),
        is_self=is_self,
        rejected=rejected,
        ambiguous=ambiguous,
    )


def roster(*persons: RosterPerson, affiliation: str | None = None) -> ApplicantRoster:
    return ApplicantRoster("A1", "나지원", persons, affiliation=affiliation)


def test_exact_hangul_match_on_advisor_is_certain_with_evidence() -> None:
    [c] = compute_conflicts([HONG], [roster(person("홍길동"))])
    assert c.level is ConflictLevel.CERTAIN
    assert c.action is Action.BLOCK
    assert c.relations == (Relation.ADVISOR,)
    assert c.name_match == "exact"
    ev = c.evidence[0]
    assert (ev.reviewer_form, ev.matched_form, ev.document, ev.page) == ("홍길동", "홍길동", "7", 3)


def test_reviewer_romanization_differing_from_documents_still_matches() -> None:
    # The reviewer writes "Gildong Hong"; the paper spells "Kil-Dong Hong" only.
    [c] = compute_conflicts(
        [HONG], [roster(person("Kil-Dong Hong", role="coauthor", category="paper"))]
    )
    assert c.level.rank >= ConflictLevel.LIKELY.rank
    assert c.relations == (Relation.COAUTHOR_SUBMITTED,)


def test_coauthor_outside_submitted_work_is_review_and_likely() -> None:
    [c] = compute_conflicts([HONG], [roster(person("홍길동", role="coauthor", category="scholar"))])
    assert c.relations == (Relation.COAUTHOR,)
    assert c.action is Action.REVIEW
    assert c.level is ConflictLevel.LIKELY


def test_initials_only_is_never_more_than_possible_even_for_an_advisor() -> None:
    [c] = compute_conflicts([HONG], [roster(person("G. Hong"))])
    assert c.name_match == "initials_only"
    assert c.level is ConflictLevel.POSSIBLE


def test_surname_only_is_never_more_than_possible() -> None:
    [c] = compute_conflicts([HONG], [roster(person("Hong", role="committee_chair"))])
    assert c.name_match == "surname_only"
    assert c.level is ConflictLevel.POSSIBLE


def test_different_hangul_names_veto_a_colliding_romanization() -> None:
    # 서연 and 서윤 can both be romanized "Seoyun": the Hangul names settle it.
    reviewer = ReviewerInput("R2", "박서윤", "Seoyun Park")
    found = compute_conflicts([reviewer], [roster(person("박서연", "Seoyeon Park", "S. Park"))])
    assert [c.level for c in found] == [ConflictLevel.POSSIBLE]
    assert found[0].name_match == "initials_only"


def test_self_rejected_and_unrelated_persons_are_never_matched() -> None:
    rows = roster(
        person("홍길동", is_self=True),
        person("Gildong Hong", rejected=True),
        person("김철수"),
    )
    assert compute_conflicts([HONG], [rows]) == []


def test_ambiguous_aggregate_is_capped_at_possible() -> None:
    [c] = compute_conflicts([HONG], [roster(person("홍길동", ambiguous=True))])
    assert c.level is ConflictLevel.POSSIBLE


def test_same_institution_alone_is_a_possible_conflict_across_languages() -> None:
    [c] = compute_conflicts([HONG], [roster(affiliation="한국과학기술원 물리학과")])
    assert c.relations == (Relation.SAME_INSTITUTION,)
    assert c.level is ConflictLevel.POSSIBLE
    assert c.subject_name == "Korea Advanced Institute of Science and Technology"


def test_policy_ignore_and_time_window_drop_relations() -> None:
    ignore = RelationPolicy(Relation.ADVISOR, Action.IGNORE, None)
    assert compute_conflicts([HONG], [roster(person("홍길동"))], [ignore]) == []
    old = RosterSource(document="1", role="coauthor", category="cv", year=2001)
    coauthor = RosterPerson(key="홍길동", name="홍길동", roles=("coauthor",), sources=(old,))
    assert compute_conflicts([HONG], [roster(coauthor)], reference_year=2026) == []
    window = RelationPolicy(Relation.COAUTHOR, Action.REVIEW, 30)
    [c] = compute_conflicts([HONG], [roster(coauthor)], [window], reference_year=2026)
    assert c.level is ConflictLevel.LIKELY


def test_admin_may_make_a_review_relation_blocking() -> None:
    block = RelationPolicy(Relation.COAUTHOR, Action.BLOCK, None)
    [c] = compute_conflicts([HONG], [roster(person("홍길동", role="coauthor"))], [block])
    assert (c.level, c.action) == (ConflictLevel.CERTAIN, Action.BLOCK)


def test_roles_without_sources_still_give_relations_and_output_is_ordered() -> None:
    bare = RosterPerson(key="홍길동", name="홍길동", roles=("committee_member", "coauthor"))
    found = compute_conflicts([HONG], [roster(bare, affiliation="KAIST")])
    assert [c.subject_key for c in found] == ["홍길동", "institution"]
    assert found[0].relations == (Relation.COMMITTEE, Relation.COAUTHOR)
    assert found[0].roles == ("coauthor", "committee_member")
