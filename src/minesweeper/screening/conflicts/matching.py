"""`compute_conflicts`: every reviewer against every applicant's roster. Pure; no database.

Levels, by the best name match between any of the reviewer's forms (name, name_en) and any
form of a related person (canonical name, aliases):
- `certain`: an exact or variant match on a relation whose action is `block`;
- `likely`: an exact or variant match on a `review` relation, or a cross-script match;
- `possible`: an initials-only or surname-only match (never more, whatever the relation),
  any match on a person the aggregation marked ambiguous, a person whose Hangul name differs
  from the reviewer's (romanizations collide), a person the documents place only at other
  institutions than the reviewer's (a namesake, or someone who moved), or a shared
  institution alone.

Each relation's window applies to dated evidence; undated evidence counts and says so. A
person whose every relation is older than its window stays in the matrix with action
`ignore`, so the cell shows why it does not count. An initials-only or surname-only match
is dropped when both sides' full names say different people.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from minesweeper import names
from minesweeper.ingest.categories import DocType
from minesweeper.screening.conflicts.careers import career_candidates
from minesweeper.screening.conflicts.model import (
    DECLARED_SUBJECT,
    INSTITUTION_SUBJECT,
    REVIEWER_SIDE_SUBJECT,
    Action,
    ApplicantRoster,
    ConflictCandidate,
    ConflictLevel,
    Declaration,
    Evidence,
    Relation,
    RelationPolicy,
    ReviewerInput,
    RosterPerson,
    RosterSource,
    Window,
)
from minesweeper.screening.conflicts.policy import effective_policy, in_window
from minesweeper.screening.institutions import (
    RAW_KEY,
    institution_label,
    institutions_in,
    same_institution,
)

# Best first. Anything else a matcher might return ranks as no match at all.
NAME_LEVEL_RANK: Mapping[str, int] = {
    "exact": 5,
    "variant": 4,
    "cross_script": 3,
    "initials_only": 2,
    "surname_only": 1,
    "none": 0,
}
STRONG_NAME_LEVELS = frozenset({"exact", "variant"})
WEAK_NAME_LEVELS = frozenset({"initials_only", "surname_only"})

# Upload folders / document types whose co-authors wrote the work under evaluation.
# The two vocabularies share these values.
SUBMITTED_CATEGORIES = frozenset({DocType.REPRESENTATIVE, DocType.PAPER})

_ROLE_RELATION: Mapping[str, Relation] = {
    "advisor": Relation.ADVISOR,
    "co_advisor": Relation.ADVISOR,
    "committee_chair": Relation.COMMITTEE,
    "committee_member": Relation.COMMITTEE,
}
_ACTION_RANK = {Action.IGNORE: 0, Action.REVIEW: 1, Action.BLOCK: 2}

NameMatcher = Callable[[str, str], str]


@lru_cache(maxsize=262_144)
def _names_match(a: str, b: str) -> str:
    level = names.match(a, b)
    return str(getattr(level, "value", level))


@lru_cache(maxsize=65_536)
def _hangul_full_key(form: str) -> str | None:
    """The normalized key of a full Hangul name ("박서연"), else None."""
    parsed = names.parse_name(form)
    if parsed.script is names.Script.HANGUL and parsed.kind is names.NameKind.FULL:
        return parsed.key
    return None


def trusted_reviewer_forms(
    reviewer_forms: Sequence[str], person_forms: Sequence[str]
) -> tuple[str, ...]:
    """The reviewer forms that may speak for the reviewer against this person.

    Romanizations collide (서연 and 서윤 are both written "Seoyun"), Hangul full names do not.
    When the reviewer and the person each carry a full Hangul name and those differ, they
    are different people whatever the Latin spellings say: only the Hangul form is kept, so
    at most its initials or surname can still match.
    """
    reviewer_keys = {k for k in map(_hangul_full_key, reviewer_forms) if k}
    person_keys = {k for k in map(_hangul_full_key, person_forms) if k}
    if reviewer_keys and person_keys and not reviewer_keys & person_keys:
        return tuple(f for f in reviewer_forms if _hangul_full_key(f))
    return tuple(reviewer_forms)


def relation_of(role: str, category: str | None) -> Relation | None:
    """The relation a role implies (None for a role this matrix does not know)."""
    if role == "coauthor":
        if category in SUBMITTED_CATEGORIES:
            return Relation.COAUTHOR_SUBMITTED
        return Relation.COAUTHOR
    return _ROLE_RELATION.get(role)


def best_name_match(
    reviewer_forms: Iterable[str], person_forms: Iterable[str], matcher: NameMatcher
) -> tuple[str, str, str]:
    """(level, reviewer form, person form) of the best-ranked pair; level "none" if none."""
    best = ("none", "", "")
    person = tuple(person_forms)
    for rform in reviewer_forms:
        for pform in person:
            level = matcher(rform, pform)
            if NAME_LEVEL_RANK.get(level, 0) > NAME_LEVEL_RANK[best[0]]:
                best = (level, rform, pform)
                if level == "exact":
                    return best
    return best


Sources = list[tuple[RosterSource | None, Window]]


def window_of(rule: RelationPolicy, year: int | None, reference_year: int) -> Window:
    if year is None:
        return Window.UNDATED
    return Window.IN_WINDOW if in_window(rule, year, reference_year) else Window.OUTSIDE


def _person_relations(
    person: RosterPerson, policy: Mapping[Relation, RelationPolicy], reference_year: int
) -> tuple[dict[Relation, Sources], dict[Relation, Sources]]:
    """Relations of a person that the round's policy keeps, each with its evidence: those
    with evidence inside the window (or undated), and those whose evidence is all too old."""
    found: dict[Relation, list[RosterSource | None]] = {}
    for source in person.sources:
        relation = relation_of(source.role, source.category)
        if relation is not None:
            found.setdefault(relation, []).append(source)
    covered = {s.role for s in person.sources}
    for role in person.roles:
        relation = relation_of(role, None)
        if role not in covered and relation is not None:
            found.setdefault(relation, []).append(None)
    kept: dict[Relation, Sources] = {}
    expired: dict[Relation, Sources] = {}
    for relation, sources in found.items():
        rule = policy[relation]
        if rule.action is Action.IGNORE:
            continue
        judged = [(s, window_of(rule, s.year if s else None, reference_year)) for s in sources]
        counted = any(w is not Window.OUTSIDE for _, w in judged)
        (kept if counted else expired)[relation] = judged
    return kept, expired


def _contradicted(reviewer_forms: Sequence[str], person_forms: Sequence[str]) -> bool:
    """A short form matched, but the full names on both sides say different people.

    "J. Park" fits both 박지현 (Jihyun) and "Jihoon Park"; when the person also appears as
    "Jihoon Park", the initials were never the reviewer's.
    """
    reviewer_full = [f for f in reviewer_forms if _is_full(f)]
    person_full = [f for f in person_forms if _is_full(f)]
    if not reviewer_full or not person_full:
        return False
    return all(_names_match(r, p) == "none" for r in reviewer_full for p in person_full)


@lru_cache(maxsize=65_536)
def _is_full(form: str) -> bool:
    return names.parse_name(form).kind is names.NameKind.FULL


def _hangul_conflict(reviewer_forms: Sequence[str], person_forms: Sequence[str]) -> bool:
    reviewer_keys = {k for k in map(_hangul_full_key, reviewer_forms) if k}
    person_keys = {k for k in map(_hangul_full_key, person_forms) if k}
    return bool(reviewer_keys and person_keys and not reviewer_keys & person_keys)


def _placed_elsewhere(reviewer: ReviewerInput, person: RosterPerson) -> bool:
    """The documents place the person only at institutions other than the reviewer's: every
    quote that names a known institution names none of the reviewer's ("심사위원 문서아
    경희대학교" for a reviewer at 부경대), nor does the affiliation the documents give them (a
    byline's note, a rank and employer under the name). A namesake, or someone who moved: a
    person checks, so the conflict is never more than possible."""
    # The reviewer's own words for an institution the table does not know still name it; a
    # quote names one only by the table (its other words are titles and departments).
    mine = institutions_in(reviewer.affiliation)
    if not mine:
        return False
    texts = (*(source.quote for source in person.sources), person.affiliation)
    placed = [institutions for text in texts if (institutions := _known_institutions(text))]
    return bool(placed) and not any(institutions & mine for institutions in placed)


def _known_institutions(text: str | None) -> frozenset[str]:
    return frozenset(key for key in institutions_in(text) if not key.startswith(RAW_KEY))


def _person_candidate(
    reviewer: ReviewerInput,
    applicant: ApplicantRoster,
    person: RosterPerson,
    policy: Mapping[Relation, RelationPolicy],
    reference_year: int,
    matcher: NameMatcher,
) -> ConflictCandidate | None:
    forms = trusted_reviewer_forms(reviewer.name_forms, person.name_forms)
    level_name, rform, pform = best_name_match(forms, person.name_forms, matcher)
    if level_name not in NAME_LEVEL_RANK or level_name == "none":
        return None
    if level_name in WEAK_NAME_LEVELS and _contradicted(reviewer.name_forms, person.name_forms):
        return None
    relations, expired = _person_relations(person, policy, reference_year)
    if relations:
        action = max((policy[r].action for r in relations), key=_ACTION_RANK.__getitem__)
    elif expired:
        # Every relation is older than its window: kept, ignored, so the cell says why.
        relations, action = expired, Action.IGNORE
    else:
        return None
    if (
        level_name in WEAK_NAME_LEVELS
        or person.ambiguous
        or action is Action.IGNORE
        # Two different Hangul names whose romanizations collide: never more than possible.
        or _hangul_conflict(reviewer.name_forms, person.name_forms)
        or _placed_elsewhere(reviewer, person)
    ):
        level = ConflictLevel.POSSIBLE
    elif level_name in STRONG_NAME_LEVELS and action is Action.BLOCK:
        level = ConflictLevel.CERTAIN
    else:
        level = ConflictLevel.LIKELY
    evidence = tuple(
        Evidence(
            relation=relation,
            reviewer_form=rform,
            matched_form=pform,
            match_level=level_name,
            role=source.role if source else None,
            document=source.document if source else None,
            page=source.page if source else None,
            source_kind=source.source_kind if source else None,
            quote=source.quote if source else None,
            year=source.year if source else None,
            window=window.value,
        )
        for relation, sources in relations.items()
        for source, window in sources
    )
    return ConflictCandidate(
        reviewer_id=reviewer.id,
        applicant_id=applicant.id,
        subject_key=person.key,
        subject_name=person.name,
        level=level,
        action=action,
        name_match=level_name,
        relations=tuple(sorted(relations, key=list(Relation).index)),
        roles=tuple(sorted(set(person.roles) | {s.role for s in person.sources})),
        evidence=evidence,
        aggregate_id=person.aggregate_id,
        subject_aliases=person.aliases,
    )


_ROLE_PHRASE: Mapping[str, str] = {
    "coauthor": "a co-author",
    "advisor": "an advisor or advisee",
    "co_advisor": "an advisor or advisee",
    "committee_chair": "a thesis committee member",
    "committee_member": "a thesis committee member",
}


def reviewer_side_statement(role: str | None, year: int | None) -> str:
    """ "The reviewer's CV lists the applicant as a co-author (2021)"."""
    phrase = _ROLE_PHRASE.get(role or "", "a related person")
    dated = f" ({year})" if year is not None else " (undated)"
    return f"The reviewer's CV lists the applicant as {phrase}{dated}"


def _reviewer_side_candidate(
    reviewer: ReviewerInput,
    applicant: ApplicantRoster,
    person: RosterPerson,
    policy: Mapping[Relation, RelationPolicy],
    reference_year: int,
    matcher: NameMatcher,
) -> ConflictCandidate | None:
    """The other direction: a person of the reviewer's documents who is the applicant.

    The same rules as the applicant side with the roles swapped: the applicant's names take
    the reviewer's place, the reviewer's person the roster person's. Direction never matters,
    so an advisee of the reviewer is the same `advisor` relation as the reviewer being the
    applicant's advisor.
    """
    applicant_as_self = ReviewerInput(
        id=reviewer.id, name=applicant.name, name_en=applicant.name_en
    )
    found = _person_candidate(applicant_as_self, applicant, person, policy, reference_year, matcher)
    if found is None:
        return None
    evidence = tuple(
        dataclasses.replace(
            e,
            reviewer_form=e.matched_form,
            matched_form=e.reviewer_form,
            quote=reviewer_side_statement(e.role, e.year) + (f": {e.quote}" if e.quote else ""),
        )
        for e in found.evidence
    )
    return dataclasses.replace(
        found,
        subject_key=REVIEWER_SIDE_SUBJECT + person.key,
        subject_name=applicant.name,
        evidence=evidence,
        aggregate_id=None,
        subject_aliases=(),
    )


def _institution_candidate(
    reviewer: ReviewerInput,
    applicant: ApplicantRoster,
    policy: Mapping[Relation, RelationPolicy],
) -> ConflictCandidate | None:
    rule = policy[Relation.SAME_INSTITUTION]
    if rule.action is Action.IGNORE:
        return None
    key = same_institution(reviewer.affiliation, applicant.affiliation)
    if key is None:
        return None
    evidence = Evidence(
        relation=Relation.SAME_INSTITUTION,
        reviewer_form=reviewer.affiliation or "",
        matched_form=applicant.affiliation or "",
        match_level="institution",
    )
    return ConflictCandidate(
        reviewer_id=reviewer.id,
        applicant_id=applicant.id,
        subject_key=INSTITUTION_SUBJECT,
        subject_name=institution_label(key),
        level=ConflictLevel.POSSIBLE,  # a weaker relation: colleagues, not collaborators
        action=rule.action,
        name_match="institution",
        relations=(Relation.SAME_INSTITUTION,),
        evidence=(evidence,),
    )


def _declared_candidate(
    reviewer: ReviewerInput, applicant: ApplicantRoster, declarations: Sequence[Declaration]
) -> ConflictCandidate | None:
    """One certain candidate for every declaration of the pair, the declarations as evidence.
    No name matching, no window: whoever declared it knows."""
    if not declarations:
        return None
    evidence = tuple(
        Evidence(
            relation=Relation.DECLARED,
            reviewer_form=reviewer.name,
            matched_form=applicant.name,
            match_level="declared",
            role=f"{d.side.value}:{d.relation.value}",
            document=f"declaration:{d.id}" if d.id is not None else None,
            quote=d.note or None,
        )
        for d in declarations
    )
    return ConflictCandidate(
        reviewer_id=reviewer.id,
        applicant_id=applicant.id,
        subject_key=DECLARED_SUBJECT,
        subject_name=applicant.name,
        level=ConflictLevel.CERTAIN,
        action=Action.BLOCK,
        name_match="declared",
        relations=(Relation.DECLARED,),
        roles=tuple(sorted({d.relation.value for d in declarations})),
        evidence=evidence,
    )


def compute_conflicts(
    reviewers: Sequence[ReviewerInput],
    applicants: Sequence[ApplicantRoster],
    policy: Iterable[RelationPolicy] = (),
    reference_year: int | None = None,
    matcher: NameMatcher | None = None,
    declarations: Sequence[Declaration] = (),
) -> list[ConflictCandidate]:
    """Every candidate conflict of the round, in reviewer then applicant order.

    `policy` holds the round's overrides of the default table; `reference_year` is the year
    time windows are counted back from (this year by default).
    """
    table = effective_policy(policy)
    year = reference_year if reference_year is not None else dt.datetime.now(dt.UTC).year
    match = matcher or _names_match
    declared: dict[tuple[str, str], list[Declaration]] = {}
    for d in declarations:
        declared.setdefault((d.reviewer_id, d.applicant_id), []).append(d)
    pairs: list[list[ConflictCandidate]] = []
    for reviewer in reviewers:
        for applicant in applicants:
            found: list[ConflictCandidate] = []
            for person in applicant.persons:
                if person.is_self or person.rejected:
                    continue
                candidate = _person_candidate(reviewer, applicant, person, table, year, match)
                if candidate is not None:
                    found.append(candidate)
            for person in reviewer.persons:
                if person.is_self or person.rejected:
                    continue
                candidate = _reviewer_side_candidate(
                    reviewer, applicant, person, table, year, match
                )
                if candidate is not None:
                    found.append(candidate)
            found.extend(career_candidates(reviewer, applicant, table, year, match))
            institution = _institution_candidate(reviewer, applicant, table)
            if institution is not None:
                found.append(institution)
            by_declaration = _declared_candidate(
                reviewer, applicant, declared.get((reviewer.id, applicant.id), [])
            )
            if by_declaration is not None:
                found.append(by_declaration)
            pairs.append(found)
    out: list[ConflictCandidate] = []
    for found in _namesakes_on_the_panel(pairs, reviewers, applicants):
        out.extend(sorted(found, key=lambda c: (-c.level.rank, c.subject_key)))
    return out


def _namesakes_on_the_panel(
    pairs: list[list[ConflictCandidate]],
    reviewers: Sequence[ReviewerInput],
    applicants: Sequence[ApplicantRoster],
) -> list[list[ConflictCandidate]]:
    """Two reviewers who share a name both match one related person, and the documents do
    not say which of them it is. Where one of them is at the applicant's institution and the
    other is not, the other is as likely a namesake: never more than possible."""
    schools = {applicant.id: institutions_in(applicant.affiliation) for applicant in applicants}
    places = {reviewer.id: institutions_in(reviewer.affiliation) for reviewer in reviewers}
    claimed: dict[tuple[str, str], set[str]] = {}
    for found in pairs:
        for c in found:
            if c.level is not ConflictLevel.POSSIBLE and c.name_match in NAME_LEVEL_RANK:
                claimed.setdefault((c.applicant_id, c.subject_key), set()).add(c.reviewer_id)
    settled: list[list[ConflictCandidate]] = []
    for found in pairs:
        kept: list[ConflictCandidate] = []
        for c in found:
            rivals = claimed.get((c.applicant_id, c.subject_key), set())
            school = schools.get(c.applicant_id, frozenset())
            at_school = {r for r in rivals if places.get(r, frozenset()) & school}
            if (
                len(rivals) > 1
                and c.reviewer_id in rivals
                and at_school
                and c.reviewer_id not in at_school
            ):
                c = dataclasses.replace(c, level=ConflictLevel.POSSIBLE)
            kept.append(c)
        settled.append(kept)
    return settled
