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
    # Only "S. Park" would still fit, and the full names on both sides contradict it.
    reviewer = ReviewerInput("R2", "박서윤", "Seoyun Park")
    assert (
        compute_conflicts([reviewer], [roster(person("박서연", "Seoyeon Park", "S. Park"))]) == []
    )


def test_initials_contradicted_by_the_full_name_are_no_candidate() -> None:
    # The roster person is "Jihoon Park", also seen as "J. Park"; the reviewer is 박지현.
    reviewer = ReviewerInput("R3", "박지현", "Jihyun Park")
    seen_short = person("Jihoon Park", "J. Park")
    assert compute_conflicts([reviewer], [roster(seen_short)]) == []
    # Without a full name to contradict it, the short form stays a possible candidate.
    [c] = compute_conflicts([reviewer], [roster(person("J. Park"))])
    assert (c.level, c.name_match) == (ConflictLevel.POSSIBLE, "initials_only")


def test_colliding_romanization_of_two_hangul_names_stays_below_likely() -> None:
    # 김은중 and 김은정 are both written "Eunjung Kim"; the Latin forms collide exactly.
    reviewer = ReviewerInput("R4", "김은중", "Eunjung Kim")
    advisor = person("김은정", "Eunjung Kim")
    assert all(
        c.level is ConflictLevel.POSSIBLE for c in compute_conflicts([reviewer], [roster(advisor)])
    )
    hangul_only = ReviewerInput("R5", "김은중")
    assert all(
        c.level is ConflictLevel.POSSIBLE
        for c in compute_conflicts([hangul_only], [roster(advisor)])
    )
    # The same Hangul name is the same person: certain on an advisor.
    [same] = compute_conflicts([ReviewerInput("R6", "김은정", "Eunjung Kim")], [roster(advisor)])
    assert same.level is ConflictLevel.CERTAIN


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
    [expired] = compute_conflicts([HONG], [roster(coauthor)], reference_year=2026)
    # Outside the 5-year window: kept to say why, but ignored and never coloured.
    assert (expired.action, expired.level) == (Action.IGNORE, ConflictLevel.POSSIBLE)
    assert [(e.year, e.window) for e in expired.evidence] == [(2001, "outside_window")]
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


def test_windows_apply_to_dated_evidence_and_undated_evidence_is_labelled() -> None:
    def coauthor(*years: int | None) -> RosterPerson:
        sources = tuple(
            RosterSource(document=str(i), role="coauthor", category="cv", year=y)
            for i, y in enumerate(years)
        )
        return RosterPerson(key="홍길동", name="홍길동", roles=("coauthor",), sources=sources)

    # A 2010 paper in a 2026 round with "co-author, 5 years" is out; a 2023 one counts.
    [c] = compute_conflicts([HONG], [roster(coauthor(2010, 2023))], reference_year=2026)
    assert (c.action, c.level) == (Action.REVIEW, ConflictLevel.LIKELY)
    assert [(e.year, e.window) for e in c.evidence] == [
        (2010, "outside_window"),
        (2023, "in_window"),
    ]
    # Undated evidence still counts, labelled "undated", even with a window of 0 years.
    zero = RelationPolicy(Relation.COAUTHOR, Action.REVIEW, 0)
    [u] = compute_conflicts([HONG], [roster(coauthor(None))], [zero], reference_year=2026)
    assert (u.action, [e.window for e in u.evidence]) == (Action.REVIEW, ["undated"])
    [this_year] = compute_conflicts([HONG], [roster(coauthor(2026))], [zero], reference_year=2026)
    assert this_year.action is Action.REVIEW
    [last_year] = compute_conflicts([HONG], [roster(coauthor(2025))], [zero], reference_year=2026)
    assert last_year.action is Action.IGNORE


def test_declarations_are_certain_without_any_name_match_and_not_editable() -> None:
    import pytest

    from minesweeper.screening.conflicts.errors import PolicyError
    from minesweeper.screening.conflicts.model import Declaration, DeclarationSide, DeclaredRelation
    from minesweeper.screening.conflicts.policy import parse_policy

    stranger = ReviewerInput("R9", "정다은")
    both = [
        Declaration("R9", "A1", DeclaredRelation.FAMILY, note="사촌"),
        Declaration("R9", "A1", DeclaredRelation.BUSINESS, DeclarationSide.APPLICANT, "공동 창업"),
    ]
    [c] = compute_conflicts([stranger], [roster()], declarations=both)
    assert (c.level, c.action, c.relations) == (
        ConflictLevel.CERTAIN,
        Action.BLOCK,
        (Relation.DECLARED,),
    )
    assert [e.role for e in c.evidence] == ["reviewer:family", "applicant:business"]
    # Another applicant's declaration says nothing about this pair.
    elsewhere = [Declaration("R9", "A2", DeclaredRelation.FAMILY)]
    assert compute_conflicts([stranger], [roster()], declarations=elsewhere) == []
    with pytest.raises(PolicyError):
        parse_policy("declared", "review", None)


def _member_at(quote: str) -> RosterPerson:
    source = RosterSource("7", "committee_member", page=2, quote=quote, category="thesis")
    return RosterPerson("전예진", "전예진", roles=("committee_member",), sources=(source,))


def test_a_namesake_the_documents_place_at_another_institution_is_only_possible() -> None:
    """The approval page prints the member at 경희대; the reviewer of that name is at 부경대:
    a namesake or a move, which a person checks."""
    reviewer = ReviewerInput("R2", "전예진", None, "부경대학교 컴퓨터공학과")
    [c] = compute_conflicts(
        [reviewer], [roster(_member_at("심사위원  전예진  경희대학교 컴퓨터공학과"))]
    )
    assert c.level is ConflictLevel.POSSIBLE


def test_the_member_at_the_reviewer_s_institution_or_unplaced_keeps_the_level() -> None:
    reviewer = ReviewerInput("R2", "전예진", None, "경희대학교 컴퓨터공학과")
    [same] = compute_conflicts([reviewer], [roster(_member_at("심사위원  전예진  경희대학교"))])
    [unplaced] = compute_conflicts([reviewer], [roster(_member_at("심사위원  전예진  (인)"))])
    assert same.level.rank >= ConflictLevel.LIKELY.rank
    assert unplaced.level.rank >= ConflictLevel.LIKELY.rank


def _coauthor_noted(affiliation: str | None) -> RosterPerson:
    source = RosterSource(
        "9", "coauthor", page=1, quote="윤서아 † · 전예진 †† · 문도현 †††", category="paper"
    )
    return RosterPerson(
        "전예진", "전예진", roles=("coauthor",), sources=(source,), affiliation=affiliation
    )


def test_a_coauthor_whose_byline_note_places_them_elsewhere_is_only_possible() -> None:
    """The quote (the byline) names no institution; its note does ("†† 네이버클라우드 연구원")."""
    reviewer = ReviewerInput("R2", "전예진", None, "전남대학교 인공지능학부")
    [elsewhere] = compute_conflicts([reviewer], [roster(_coauthor_noted("네이버클라우드 연구원"))])
    [same] = compute_conflicts([reviewer], [roster(_coauthor_noted("전남대학교 인공지능학부"))])
    [unknown] = compute_conflicts([reviewer], [roster(_coauthor_noted("어느 연구소 연구원"))])
    assert elsewhere.level is ConflictLevel.POSSIBLE
    assert same.level.rank >= ConflictLevel.LIKELY.rank
    assert unknown.level.rank >= ConflictLevel.LIKELY.rank  # an unknown place decides nothing


def test_of_two_namesake_reviewers_the_one_at_the_applicant_s_school_stays_likely() -> None:
    """Two reviewers named 전예진 both match the unplaced chair of a 경희대 thesis: the one at
    경희대 keeps the level, the other is as likely a namesake."""
    home = ReviewerInput("R2", "전예진", None, "경희대학교 컴퓨터공학과")
    away = ReviewerInput("R3", "전예진", None, "부경대학교 컴퓨터공학과")
    chair = _member_at("심사위원장  전예진  (인)")
    found = compute_conflicts([home, away], [roster(chair, affiliation="경희대학교")])
    levels = {c.reviewer_id: c.level for c in found if c.subject_key == "전예진"}
    assert levels["R2"].rank >= ConflictLevel.LIKELY.rank
    assert levels["R3"] is ConflictLevel.POSSIBLE
    # Neither at the applicant's school, or a lone reviewer: nothing tells them apart.
    [alone] = compute_conflicts([away], [roster(chair, affiliation="경희대학교")])
    assert alone.level.rank >= ConflictLevel.LIKELY.rank
    both = compute_conflicts([home, away], [roster(chair, affiliation="서울대학교")])
    assert all(c.level.rank >= ConflictLevel.LIKELY.rank for c in both)
