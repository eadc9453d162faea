"""Review flags raised from a pipeline result (DESIGN.md section 3).

Person-level: one flag per (person, document, kind of evidence) for seals, handwriting and
signatures, in that priority order (`aggregate.flag_for_person`); `low_confidence` for a
printed name below 0.7 when nothing stronger was raised. An approval page often carries a
seal AND a signature for one member, and a reviewer must look at each. Short forms that fit
several persons raise `ambiguous`. Document-level: `needs_vision` when a document that needs
vision yielded nobody, the extractor's own flags, and ingest errors.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.aggregate import Mention, PersonGroup, flag_for_person
from minesweeper.extractors.model import PERSON_FLAG_PRIORITY, FlagType
from minesweeper.pipeline import PipelineResult


@dataclass(frozen=True, slots=True)
class FlagDraft:
    flag_type: str
    label: str
    document_id: int | None
    group_index: int | None = None
    surface: str | None = None
    page: int | None = None


def _person_flags(index: int, group: PersonGroup, mentions: list[Mention]) -> list[FlagDraft]:
    by_document: dict[int, list[Mention]] = {}
    for mention in mentions:
        by_document.setdefault(mention.document_id, []).append(mention)
    drafts: list[FlagDraft] = []
    name = group.canonical_name
    for document_id, found in by_document.items():
        first_page: dict[str, int | None] = {}
        for mention in found:
            flag = flag_for_person(mention.person)
            if flag is not None:
                first_page.setdefault(flag, mention.person.page)
        strong = [f for f in PERSON_FLAG_PRIORITY[:-1] if f in first_page]
        for flag in strong or [f for f in PERSON_FLAG_PRIORITY[-1:] if f in first_page]:
            page = first_page[flag]
            label = f"{name}: {flag.replace('_', ' ')} on page {page or '?'}"
            drafts.append(FlagDraft(flag, label, document_id, index, name, page))
        if group.ambiguous:
            candidates = ", ".join(group.ambiguity_candidates) or "several persons"
            drafts.append(
                FlagDraft(
                    FlagType.AMBIGUOUS,
                    f"'{name}' could be {candidates}",
                    document_id,
                    index,
                    name,
                    found[0].person.page,
                )
            )
    return drafts


def flags_for(result: PipelineResult) -> list[FlagDraft]:
    drafts: list[FlagDraft] = []
    for index, group in enumerate(result.aggregation.groups):
        if not group.is_self:
            mentions = [result.mentions[position] for position in group.mentions]
            drafts.extend(_person_flags(index, group, mentions))
    for outcome in result.documents:
        if outcome.error_code:
            drafts.append(
                FlagDraft(
                    FlagType.DOCUMENT_ERROR,
                    f"{outcome.filename}: {outcome.error_message} ({outcome.error_code})",
                    outcome.document_id,
                )
            )
            continue
        own = list(outcome.flags)
        drafts.extend(
            FlagDraft(f.flag_type, f.label, outcome.document_id, None, f.surface, f.page)
            for f in own
        )
        related = [p for p in outcome.persons if not p.is_self]
        already = any(f.flag_type == FlagType.NEEDS_VISION for f in own)
        if outcome.needs_vision and not related and not already and outcome.ingested:
            drafts.append(
                FlagDraft(FlagType.NEEDS_VISION, outcome.ingested.note, outcome.document_id)
            )
    return drafts
