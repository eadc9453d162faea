"""Stage 4: merge the persons found in one applicant's documents into people.

Rules (pure; no database):

1. Self. A mention the extractor marked `is_self`, or whose name matches the applicant's name
   or one of its aliases at an auto-merge level (exact, variant, cross_script), belongs to the
   applicant's own group, unless every reader of the name said it names a namesake (an entry
   that named its owner by a better fit).
2. Full names (a family name and a full given name, either script) merge only at auto-merge
   levels, strongest evidence first, and only when EVERY pair across the two sides matches at
   such a level (complete linkage). So a chain A~B~C never joins A and C when they differ:
   two people sharing a surname stay two people.
3. Short forms (initials only, "S. Park"; surname only, "Park", "김교수"):
   - fits the applicant and nobody else -> self (unless its readers said namesake);
   - initials that fit exactly one group (no member contradicts them) and not the applicant
     -> attached to that group: the initials agree with a full name seen in the same
     applicant's documents and with no other, the best evidence the documents give;
   - initials that fit nobody -> a person of their own, known only by initials;
   - initials that fit two or more (the applicant counts) -> a group of their own, marked
     `ambiguous`, with the candidates' canonical names as evidence;
   - a bare surname is never attached: it names no one; it stays its own group, `ambiguous`,
     with the candidates it fits (possibly none).
4. Groups that complete linkage kept apart although some of their names auto-match (a
   spelling that fits two Hangul names) list each other in `confusable_with` and need a human.
5. `needs_human`: any mention not printed or below HUMAN_REVIEW_CONFIDENCE, or the group is
   ambiguous or confusable. The person-level flag is `flag_for(group)`.
6. OCR misreads: a Hangul name seen only below HUMAN_REVIEW_CONFIDENCE and one syllable off,
   or a Latin name seen only so or off a signature or handwriting and its family name cut
   short or one letter off, from exactly one confidently printed person, joins that person
   (and still needs a human).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypedDict

from minesweeper.extractors.model import ExtractedPerson, FlagType, Role, SourceKind
from minesweeper.names import (
    MatchLevel,
    NameKind,
    Script,
    citation_form,
    display_name,
    initials_form,
    match,
    normalize_name,
    parse_name,
)
from minesweeper.names.cluster import cluster_names, fits_all
from minesweeper.names.edits import within_edits

HUMAN_REVIEW_CONFIDENCE = 0.7  # below this a printed name needs a human (DESIGN.md section 3)
_HANGUL_NAME = re.compile(r"[가-힣]+")
UNREADABLE_NAME = "unreadable name"

# The flag each kind of mark raises, in PERSON_FLAG_PRIORITY order.
_KIND_FLAGS = (
    (SourceKind.SEAL, FlagType.SEAL),
    (SourceKind.HANDWRITTEN, FlagType.HANDWRITING),
    (SourceKind.SIGNATURE, FlagType.SIGNATURE),
)
LOW_CONFIDENCE_FLAG = FlagType.LOW_CONFIDENCE
AMBIGUOUS_FLAG = FlagType.AMBIGUOUS


def mention_needs_human(source_kind: str, confidence: float) -> bool:
    """The one `needs_human` rule for a mention: not printed, or read below the threshold."""
    return source_kind != SourceKind.PRINTED or confidence < HUMAN_REVIEW_CONFIDENCE


@dataclass(frozen=True, slots=True)
class Mention:
    """One extracted person in one document. `index` is the caller's own number for it."""

    document_id: int
    person: ExtractedPerson
    index: int = 0


class SourceRef(TypedDict):
    """Where a group's evidence is: JSON-ready, stored as is in `person_aggregates.sources`."""

    document_id: int
    page: int | None
    quote: str
    source_kind: str
    confidence: float
    role: str
    name_raw: str
    mention: int  # position in the mentions given to aggregate_persons
    index: int  # Mention.index
    year: int | None  # the year the document dates the relation; None: undated


@dataclass(frozen=True, slots=True)
class PersonGroup:
    """One person as the applicant's documents show them, with every piece of evidence.

    `ambiguous` groups are short forms that fit several people (`ambiguity_candidates`);
    `confusable_with` names full-name groups some of whose spellings also fit this one.
    """

    canonical_name: str
    aliases: tuple[str, ...]
    roles: tuple[Role, ...]
    sources: tuple[SourceRef, ...]
    affiliation: str | None
    confidence: float
    is_self: bool
    needs_human: bool
    ambiguous: bool = False
    ambiguity_candidates: tuple[str, ...] = ()
    confusable_with: tuple[str, ...] = ()  # other groups some of whose names auto-match this one
    hanja: tuple[str, ...] = ()
    mentions: tuple[int, ...] = ()  # positions in the mentions sequence

    @property
    def name_normalized(self) -> str:
        return normalize_name(self.canonical_name)

    @property
    def source_kinds(self) -> tuple[SourceKind, ...]:
        kinds = {SourceKind(s["source_kind"]) for s in self.sources}
        return tuple(kind for kind in SourceKind if kind in kinds)


@dataclass(frozen=True, slots=True)
class AggregationResult:
    groups: tuple[PersonGroup, ...]

    def group_index_by_mention(self) -> dict[int, int]:
        """Mention position -> index of its group in `groups` (every mention has one)."""
        return {position: i for i, group in enumerate(self.groups) for position in group.mentions}

    @property
    def related(self) -> tuple[PersonGroup, ...]:
        return tuple(group for group in self.groups if not group.is_self)

    @property
    def self_group(self) -> PersonGroup | None:
        return next((group for group in self.groups if group.is_self), None)


def flag_for_person(person: ExtractedPerson) -> FlagType | None:
    """The review flag one mention raises: seal > handwriting > signature > low_confidence."""
    for kind, flag in _KIND_FLAGS:
        if person.source_kind == kind:
            return flag
    return LOW_CONFIDENCE_FLAG if person.confidence < HUMAN_REVIEW_CONFIDENCE else None


def flag_for(group: PersonGroup) -> FlagType | None:
    """The person-level flag of a group: the strongest any of its sources raises, else None.

    Ambiguity is a flag of its own (AMBIGUOUS_FLAG, from `group.ambiguous`), raised beside it.
    """
    kinds = {s["source_kind"] for s in group.sources}
    for kind, flag in _KIND_FLAGS:
        if kind in kinds:
            return flag
    low = any(s["confidence"] < HUMAN_REVIEW_CONFIDENCE for s in group.sources)
    return LOW_CONFIDENCE_FLAG if low else None


@dataclass(eq=False)
class _Unit:
    """The mentions that share one normalized name (exact matches are one name)."""

    key: str
    kind: NameKind
    raws: list[str] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    extractor_self: bool = False
    namesake: bool = True  # every mention's reader said: fits the applicant, names another
    misread: bool = False  # an uncertain OCR reading of another unit's name

    @property
    def name(self) -> str:
        return self.raws[0]


@dataclass(eq=False)
class _Draft:
    units: list[_Unit]
    is_self: bool = False
    ambiguous: bool = False
    candidates: list[str] = field(default_factory=list)
    confusable: list[_Draft] = field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [unit.name for unit in self.units]


def _mark_confusable(drafts: Sequence[_Draft]) -> None:
    """Link groups that complete linkage kept apart although some of their names auto-match.

    "Sungmin Park" spells both 박성민 and 박승민: it joins one of them, and both groups are
    told about the other, so a person checks which one it is. They are not `ambiguous`
    (that is for short forms): both are full names of real people.
    """
    for i, left in enumerate(drafts):
        for right in drafts[i + 1 :]:
            if any(match(a, b).auto_merge for a in left.names for b in right.names):
                left.confusable.append(right)
                right.confusable.append(left)


def _one_syllable_apart(left: str, right: str) -> bool:
    """Same Hangul surname and length, one given-name syllable different ("엄지헤"/"엄지혜")."""
    if len(left) != len(right) or len(left) < 3 or not _HANGUL_NAME.fullmatch(left + right):
        return False
    return left[0] == right[0] and sum(a != b for a, b in zip(left, right, strict=True)) == 1


_LATIN_CUT = 4  # letters a misread Latin family name keeps of the printed one at least
_LATIN_CUT_OFF = 3  # letters it may lose at its end (a signature's tail)


def _latin_misread(left: str, right: str) -> bool:
    """The same given names, and one family name the other cut short or one letter off
    ("Ingrid Halvor" read off the signature by "Ingrid Halvorsen")."""
    a, b = left.casefold().split(), right.casefold().split()
    if len(a) != len(b) or len(a) < 2 or a[:-1] != b[:-1] or a[-1] == b[-1]:
        return False
    short, long = sorted((a[-1], b[-1]), key=len)
    cut = long.startswith(short) and len(short) >= _LATIN_CUT
    return (cut and len(long) - len(short) <= _LATIN_CUT_OFF) or (
        len(short) > _LATIN_CUT and within_edits(short, long, 1)
    )


def _absorb_misreads(drafts: list[_Draft], mentions: Sequence[Mention]) -> list[_Draft]:
    """A name read only uncertainly (OCR below HUMAN_REVIEW_CONFIDENCE, or only off a
    signature or handwriting) and a misreading of exactly one confidently printed person (a
    Hangul name one syllable off, a Latin family name cut short or one letter off) is that
    person misread, not a new person: it joins that group and keeps its kind and confidence,
    so a person reviews it."""

    def persons(draft: _Draft) -> list[ExtractedPerson]:
        return [mentions[p].person for unit in draft.units for p in unit.positions]

    def unsure(draft: _Draft) -> bool:
        return all(p.confidence < HUMAN_REVIEW_CONFIDENCE for p in persons(draft))

    def uncertain(draft: _Draft) -> bool:
        return all(mention_needs_human(p.source_kind, p.confidence) for p in persons(draft))

    def misread(draft: _Draft, left: str, right: str) -> bool:
        # A seal's printed name may be another member's one syllable off: only an unsure
        # OCR reading is taken for a Hangul misreading.
        return (unsure(draft) and _one_syllable_apart(left, right)) or _latin_misread(left, right)

    kept = list(drafts)
    for draft in drafts:
        if not uncertain(draft):
            continue
        hosts = [
            other
            for other in kept
            if other is not draft
            and not uncertain(other)
            and any(misread(draft, a, b) for a in draft.names for b in other.names)
        ]
        if len(hosts) == 1:
            for unit in draft.units:
                unit.misread = True
            hosts[0].units.extend(draft.units)
            kept.remove(draft)
    return kept


def _is_self(unit: _Unit, self_names: Sequence[str]) -> bool:
    return any(match(unit.name, name).auto_merge for name in self_names)


def _short_fits_self(unit: _Unit, self_names: Sequence[str], self_units: Sequence[_Unit]) -> bool:
    weak = (MatchLevel.INITIALS_ONLY, MatchLevel.SURNAME_ONLY)
    if any(match(unit.name, name) in weak for name in self_names):
        return True
    # Against the applicant's full spellings only: "SH Lee" fitting "S Lee", itself only a
    # short form of the applicant, says nothing about the applicant.
    return any(
        match(unit.name, other.name) in weak
        for other in self_units
        if other.kind not in (NameKind.INITIALS, NameKind.SURNAME)
    )


def aggregate_persons(
    mentions: Sequence[Mention],
    applicant_name: str,
    applicant_aliases: Sequence[str] = (),
) -> AggregationResult:
    """Merge one applicant's mentions into person groups (see the module docstring)."""
    self_names = [n for n in (applicant_name, *applicant_aliases) if normalize_name(n)]
    units = _units(mentions)
    self_units: list[_Unit] = []
    short: list[_Unit] = []
    full: list[_Unit] = []
    unreadable: list[_Unit] = []
    for unit in units:
        if not unit.key:
            unreadable.append(unit)
        elif unit.extractor_self or (_is_self(unit, self_names) and not unit.namesake):
            self_units.append(unit)
        elif unit.kind in (NameKind.INITIALS, NameKind.SURNAME):
            short.append(unit)
        else:
            full.append(unit)

    clusters = cluster_names([unit.name for unit in full])
    full_drafts = _absorb_misreads(
        [_Draft([full[i] for i in cluster]) for cluster in clusters], mentions
    )
    _mark_confusable(full_drafts)
    drafts: list[_Draft] = list(full_drafts)
    self_draft = _Draft(list(self_units), is_self=True)
    # Initials that fit nobody, keyed by their initials form: "E. Marchetti" (IEEE) and
    # "Marchetti E" (Vancouver) print the same short form in two orders.
    lonely: dict[str, _Draft] = {}
    for unit in short:
        fitting = [d for d in full_drafts if fits_all(unit.name, d.names)]
        fits_self = not unit.namesake and _short_fits_self(unit, self_names, self_units)
        if fits_self and not fitting:
            self_draft.units.append(unit)
        elif unit.kind is NameKind.INITIALS and len(fitting) == 1 and not fits_self:
            fitting[0].units.append(unit)
        else:
            candidates = [_canonical(d.units) for d in fitting]
            if fits_self:
                candidates.insert(0, applicant_name)
            ambiguous = unit.kind is NameKind.SURNAME or len(candidates) >= 2
            key = initials_form(unit.name) if unit.kind is NameKind.INITIALS else ""
            if key and not candidates and key in lonely:
                lonely[key].units.append(unit)
                continue
            draft = _Draft([unit], ambiguous=ambiguous, candidates=candidates)
            if key and not candidates:
                lonely[key] = draft
            drafts.append(draft)
    for draft in full_drafts:
        for unit in _printed_beside(draft, mentions):
            draft.units.remove(unit)
            drafts.append(_Draft([unit]))
    drafts.extend(_Draft([u]) for u in unreadable)
    if self_draft.units:
        drafts.insert(0, self_draft)
    return _result(drafts, mentions, display_name(applicant_name))


def _printed_beside(draft: _Draft, mentions: Sequence[Mention]) -> list[_Unit]:
    """Initials the group took in, though printed beside another of its names in one byline
    or entry ("S. Roe, K. Sarmah, and K. K. Sarma"): two authors of one list are two people,
    and the initials that are not those of the group's full name name the other."""
    full_initials = {
        normalize_name(initials_form(unit.name))
        for unit in draft.units
        if unit.kind not in (NameKind.INITIALS, NameKind.SURNAME)
    }

    def places(unit: _Unit) -> set[tuple[int, str]]:
        return {(mentions[p].document_id, mentions[p].person.quote) for p in unit.positions}

    apart: list[_Unit] = []
    for unit in draft.units:
        if unit.kind is not NameKind.INITIALS or unit.key in full_initials:
            continue
        others = (other for other in draft.units if other is not unit and other not in apart)
        if any(places(unit) & places(other) for other in others):
            apart.append(unit)
    return apart


def _units(mentions: Sequence[Mention]) -> list[_Unit]:
    """One unit per distinct normalized name; each nameless mention is a unit of its own."""
    by_key: dict[str, _Unit] = {}
    units: list[_Unit] = []
    for position, mention in enumerate(mentions):
        raw = mention.person.name_raw
        key = normalize_name(raw)
        unit = by_key.get(key) if key else None
        if unit is None:
            unit = _Unit(key, parse_name(raw).kind)
            units.append(unit)
            if key:
                by_key[key] = unit
        unit.raws.append(raw)
        unit.positions.append(position)
        unit.extractor_self = unit.extractor_self or mention.person.is_self
        unit.namesake = unit.namesake and mention.person.namesake
    return units


_NAME_PARTS = re.compile(r"[^\W\d_]+")


def _canonical(units: Sequence[_Unit]) -> str:
    """Full Hangul name first, then the fullest Latin form; ties: most frequent, then first.
    A misread OCR form never names the person when a well-read form exists."""
    counts: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    read_well: set[str] = set()
    for unit in units:
        for raw, position in zip(unit.raws, unit.positions, strict=True):
            display = display_name(raw)
            counts[display] += 1
            first_seen[display] = min(first_seen.get(display, position), position)
            if not unit.misread:
                read_well.add(display)

    def rank(display: str) -> tuple[int, int, int, int, int, int]:
        parsed = parse_name(display)
        hangul_full = parsed.script is Script.HANGUL and parsed.kind is NameKind.FULL
        kind_rank = [NameKind.FULL, NameKind.INITIALS, NameKind.SURNAME, NameKind.UNKNOWN]
        # Fullest = most name parts ("Jiwoo K. Han" over "Jiwoo Han"); among forms as full,
        # the one most documents print, not the longest ("Anna Müller" over OCR's "Miiller").
        parts = len(_NAME_PARTS.findall(display))
        letters = sum(ch.isalpha() for ch in display)
        script_rank = 0 if hangul_full else 1 + kind_rank.index(parsed.kind)
        misread = 0 if display in read_well else 1
        return (misread, script_rank, -parts, -counts[display], -letters, first_seen[display])

    names = [d for d in counts if d]
    return min(names, key=rank) if names else UNREADABLE_NAME


def _result(
    drafts: Sequence[_Draft], mentions: Sequence[Mention], applicant: str
) -> AggregationResult:
    groups: list[PersonGroup] = []
    for draft in drafts:
        positions = sorted(p for unit in draft.units for p in unit.positions)
        persons = [mentions[p].person for p in positions]
        # The applicant's group is named as the committee registered the applicant.
        canonical = applicant if draft.is_self and applicant else _canonical(draft.units)
        printed = [display_name(mentions[p].person.name_raw) for p in positions]
        # A name known by initials is also listed as reference lists print it ("Oh, J.").
        cited = [form for name in (canonical, *printed) if (form := citation_form(name))]
        aliases = [*printed, *cited]
        roles = {person.role for person in persons}
        affiliations = Counter(p.affiliation for p in persons if p.affiliation)
        hanja = [p for p in (parse_name(x.name_raw).hanja for x in persons) if p]
        needs_human = (
            draft.ambiguous
            or bool(draft.confusable)
            or any(mention_needs_human(p.source_kind, p.confidence) for p in persons)
        )
        groups.append(
            PersonGroup(
                canonical_name=canonical,
                aliases=tuple(dict.fromkeys(a for a in aliases if a and a != canonical)),
                roles=tuple(role for role in Role if role in roles),
                sources=tuple(_source(mentions[p], p) for p in positions),
                affiliation=affiliations.most_common(1)[0][0] if affiliations else None,
                confidence=max((p.confidence for p in persons), default=0.0),
                is_self=draft.is_self,
                needs_human=needs_human,
                ambiguous=draft.ambiguous,
                ambiguity_candidates=tuple(dict.fromkeys(draft.candidates)),
                confusable_with=tuple(_canonical(other.units) for other in draft.confusable),
                hanja=tuple(dict.fromkeys(hanja)),
                mentions=tuple(positions),
            )
        )
    return AggregationResult(tuple(groups))


def _source(mention: Mention, position: int) -> SourceRef:
    person = mention.person
    return SourceRef(
        document_id=mention.document_id,
        page=person.page,
        quote=person.quote,
        source_kind=str(person.source_kind),
        confidence=person.confidence,
        role=str(person.role),
        name_raw=person.name_raw,
        mention=position,
        index=mention.index,
        year=person.year,
    )
