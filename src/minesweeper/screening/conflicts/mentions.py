"""Matrix candidates from the reviewer mention sweep (relation `mentioned`).

A reviewer named on an applicant's page that no extracted relation explains becomes a
candidate: `likely` on an approval page, a byline or in acknowledgements (exactly what
extraction should have caught: the evidence says so), `possible` elsewhere or for a partial
name, never above `likely`; a reference list alone is never a conflict.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy.orm import Session

from minesweeper.screening.conflicts.model import (
    INSTITUTION_SUBJECT,
    Action,
    ConflictCandidate,
    ConflictLevel,
    Evidence,
    Relation,
    RelationPolicy,
    ReviewerInput,
)
from minesweeper.screening.conflicts.policy import effective_policy
from minesweeper.search.sweep import Mention, name_forms, sweep_round

MENTION_SUBJECT = "mentioned"  # one candidate per (reviewer, applicant): decisions pin to it
_LIKELY_CONTEXTS = frozenset({"approval", "byline", "acknowledgements"})
MISSED_NOTE = "extraction missed this"

ReviewerMentions = Mapping[str, Sequence[Mention]]


def sweep_reviewers(
    session: Session, round_id: int, reviewers: Sequence[ReviewerInput]
) -> dict[str, list[Mention]]:
    """Each reviewer's verified mentions across every page of the round (reads the index)."""
    return {r.id: sweep_round(session, round_id, name_forms(r.name, r.name_en)) for r in reviewers}


def _level(mention: Mention) -> ConflictLevel:
    if mention.full and mention.context in _LIKELY_CONTEXTS:
        return ConflictLevel.LIKELY
    return ConflictLevel.POSSIBLE


def mention_candidates(
    reviewers: Sequence[ReviewerInput],
    mentions: ReviewerMentions,
    explained: Sequence[ConflictCandidate],
    policy: Sequence[RelationPolicy],
) -> list[ConflictCandidate]:
    rule = effective_policy(policy)[Relation.MENTIONED]
    if rule.action == Action.IGNORE:
        return []
    covered = {
        (c.reviewer_id, c.applicant_id) for c in explained if c.subject_key != INSTITUTION_SUBJECT
    }
    names = {r.id: r.name for r in reviewers}
    out: list[ConflictCandidate] = []
    for reviewer_id, found in mentions.items():
        by_applicant: dict[str, list[Mention]] = {}
        for m in found:
            if m.context != "reference" and (reviewer_id, str(m.applicant_id)) not in covered:
                by_applicant.setdefault(str(m.applicant_id), []).append(m)
        for applicant_id, hits in sorted(by_applicant.items()):
            level = max((_level(m) for m in hits), key=lambda lv: lv.rank)
            out.append(
                ConflictCandidate(
                    reviewer_id=reviewer_id,
                    applicant_id=applicant_id,
                    subject_key=MENTION_SUBJECT,
                    subject_name=names.get(reviewer_id, reviewer_id),
                    level=level,
                    action=rule.action,
                    name_match="mention",
                    relations=(Relation.MENTIONED,),
                    roles=tuple(dict.fromkeys(m.context for m in hits)),
                    evidence=tuple(
                        Evidence(
                            relation=Relation.MENTIONED,
                            reviewer_form=m.form,
                            matched_form=m.form,
                            match_level="mention",
                            role=f"{m.context}: {MISSED_NOTE}"
                            if m.context in _LIKELY_CONTEXTS
                            else m.context,
                            document=str(m.document_id),
                            page=m.page,
                            source_kind="printed",
                            quote=m.snippet,
                        )
                        for m in hits
                    ),
                )
            )
    return out
