"""Review flags raised from a pipeline result (DESIGN.md section 3).

Person-level: one flag per (person, document, kind of evidence) for seals, handwriting and
signatures, in that priority order; `low_confidence` for a printed name below 0.7 with no
other flag. An applicant's approval page often carries a seal AND a signature for one
member, and a reviewer must look at each. Document-level: `needs_vision` when a document
that needs vision yielded nobody, the extractor's own flags, and ingest errors.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.pipeline import PipelineResult

HUMAN_REVIEW_CONFIDENCE = 0.7

# source kind -> flag type, in priority order
_KIND_FLAGS = (("seal", "seal"), ("handwritten", "handwriting"), ("signature", "signature"))


@dataclass(frozen=True, slots=True)
class FlagDraft:
    flag_type: str
    label: str
    document_id: int | None
    group_index: int | None = None
    surface: str | None = None
    page: int | None = None


def flags_for(result: PipelineResult) -> list[FlagDraft]:
    drafts: list[FlagDraft] = []
    for index, group in enumerate(result.aggregation.groups):
        if group.is_self:
            continue
        by_document: dict[int, list[dict[str, object]]] = {}
        for source in group.sources:
            by_document.setdefault(int(str(source["document_id"])), []).append(dict(source))
        for document_id, sources in by_document.items():
            kinds = {str(s["source_kind"]) for s in sources}
            raised = False
            for kind, flag_type in _KIND_FLAGS:
                if kind in kinds:
                    page = next(_page(s) for s in sources if s["source_kind"] == kind)
                    drafts.append(
                        FlagDraft(
                            flag_type,
                            f"{group.canonical_name}: {flag_type} on page {page or '?'}",
                            document_id,
                            index,
                            group.canonical_name,
                            page,
                        )
                    )
                    raised = True
            low = [s for s in sources if _confidence(s) < HUMAN_REVIEW_CONFIDENCE]
            if not raised and low:
                page = _page(low[0])
                drafts.append(
                    FlagDraft(
                        "low_confidence",
                        f"{group.canonical_name}: low confidence ({_confidence(low[0]):.2f})",
                        document_id,
                        index,
                        group.canonical_name,
                        page,
                    )
                )
            if group.ambiguous:
                candidates = ", ".join(group.ambiguity_candidates) or "several persons"
                drafts.append(
                    FlagDraft(
                        "ambiguous",
                        f"'{group.canonical_name}' could be {candidates}",
                        document_id,
                        index,
                        group.canonical_name,
                        _page(sources[0]),
                    )
                )
    for outcome in result.documents:
        if outcome.error_code:
            drafts.append(
                FlagDraft(
                    "document_error",
                    f"{outcome.filename}: {outcome.error_message} ({outcome.error_code})",
                    outcome.document_id,
                )
            )
            continue
        own = list(outcome.flags)
        for flag in own:
            drafts.append(
                FlagDraft(
                    flag.flag_type, flag.label, outcome.document_id, None, flag.surface, flag.page
                )
            )
        related = [p for p in outcome.persons if not p.is_self]
        already = any(f.flag_type == "needs_vision" for f in own)
        if outcome.needs_vision and not related and not already and outcome.ingested:
            drafts.append(FlagDraft("needs_vision", outcome.ingested.note, outcome.document_id))
    return drafts


def _page(source: dict[str, object]) -> int | None:
    page = source.get("page")
    return page if isinstance(page, int) else None


def _confidence(source: dict[str, object]) -> float:
    value = source.get("confidence", 1.0)
    return float(value) if isinstance(value, int | float) else 1.0
