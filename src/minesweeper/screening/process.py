"""process_applicant: run the pipeline over an applicant's documents and replace the roster.

The previous extracted persons, aggregates and review flags are deleted and the new ones
written in ONE transaction: a failure rolls back to the previous roster, never half of one.
Running it twice gives the same rows, not twice as many.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, delete, select
from sqlalchemy.orm import Session

from minesweeper.aggregate import mention_needs_human
from minesweeper.db import Database
from minesweeper.db.models import (
    Applicant,
    Blob,
    Document,
    ExtractedPerson,
    PersonAggregate,
    ReviewFlag,
)
from minesweeper.extractors.model import Extractor
from minesweeper.names import initials_form, normalize_name
from minesweeper.pipeline import (
    ApplicantIdentity,
    InputFile,
    PipelineResult,
    ProgressCallback,
    pipeline_steps,
    run_pipeline,
)
from minesweeper.screening.carryover import (
    Decisions,
    apply_to_flag,
    apply_to_person,
    load_decisions,
)
from minesweeper.screening.conflicts.careers import careers_json
from minesweeper.screening.conflicts.jobs import enqueue_recompute_for_applicant
from minesweeper.screening.errors import ApplicantNotFoundError
from minesweeper.screening.fit import fit, fit_optional
from minesweeper.screening.flags import FlagDraft, flags_for
from minesweeper.screening.options import PipelineOptions
from minesweeper.screening.page_store import PreparedPage, is_prepared, prepare_pages, store_pages
from minesweeper.screening.page_words import mention_span
from minesweeper.search import index_applicant_pages, pages_of
from minesweeper.search.embedding import configured_embedder
from minesweeper.search.errors import EmbeddingModelUnavailableError
from minesweeper.search.index import embed_ahead
from minesweeper.search.model import PageText
from minesweeper.search.passages import PassageCache

log = logging.getLogger("minesweeper.screening")


@dataclass(frozen=True, slots=True)
class ProcessSummary:
    applicant_id: int
    documents: int
    document_errors: int
    persons: int
    related_persons: int
    flags: int

    def to_dict(self) -> dict[str, int]:
        return {
            "applicant_id": self.applicant_id,
            "documents": self.documents,
            "document_errors": self.document_errors,
            "persons": self.persons,
            "related_persons": self.related_persons,
            "flags": self.flags,
        }


def process_applicant(
    db: Database,
    applicant_id: int,
    extractor: Extractor,
    *,
    options: PipelineOptions | None = None,
    progress: ProgressCallback | None = None,
    hold: Callable[[Connection], None] | None = None,
) -> ProcessSummary:
    """Re-extract one applicant: read its documents, run the pipeline, replace the roster.

    `hold` runs first in the transaction that replaces the roster (a job passes its
    `ctx.hold`): a worker whose job was taken back meanwhile raises there and writes nothing.
    """
    options = options or PipelineOptions()
    with db.session() as session:
        applicant = session.get(Applicant, applicant_id)
        if applicant is None:
            raise ApplicantNotFoundError(f"applicant {applicant_id} does not exist")
        identity = ApplicantIdentity(applicant.name, applicant.name_en)
        rows = session.execute(
            select(Document, Blob.data)
            .join(Blob, Blob.sha256 == Document.blob_sha256)
            .where(Document.applicant_id == applicant_id)
            .order_by(Document.id)
        ).all()
        files = [InputFile(d.id, d.filename, d.folder_category, data) for d, data in rows]
        shas = {d.id: d.blob_sha256 for d, _ in rows}
        unprepared = {sha for sha in shas.values() if not is_prepared(session, sha)}
    result = run_pipeline(
        files, identity, extractor, limits=options.limits, ocr=options.ocr, progress=progress
    )
    if progress is not None:
        steps = pipeline_steps(len(files))
        progress("saving", steps - 1, steps)
    # Drawn here, outside the transaction: the viewer's requests only read what is stored.
    prepared = _prepare(files, result, shas, unprepared)
    texts = pages_of(result.documents)
    embeddings = _embed(db, applicant_id, texts, options.embedding_model)
    with db.session() as session:
        if hold is not None:
            hold(session.connection())
        for sha, (page_count, pages) in prepared.items():
            store_pages(session, sha, page_count, pages)
        summary = _replace_roster(session, applicant_id, result, extractor.name)
        index_applicant_pages(session, applicant_id, texts, embeddings)
        # The round's conflict matrix depends on this roster: recompute it (coalesced).
        enqueue_recompute_for_applicant(session, applicant_id)
    return summary


def _embed(
    db: Database, applicant_id: int, pages: list[PageText], embedding_model: str | None
) -> PassageCache | None:
    """The page chunks' vectors, outside the write transaction; a model that cannot load
    leaves the pages found by their words only (the search page says so) rather than
    failing the roster."""
    try:
        embedder = configured_embedder(embedding_model)
    except EmbeddingModelUnavailableError as exc:
        log.warning("applicant %s: pages indexed without vectors: %s", applicant_id, exc)
        return None
    return None if embedder is None else embed_ahead(db, applicant_id, pages, embedder)


def _prepare(
    files: list[InputFile],
    result: PipelineResult,
    shas: dict[int, str],
    unprepared: set[str],
) -> dict[str, tuple[int, list[PreparedPage]]]:
    """Images and word boxes of the pages not stored yet, from what ingest already read
    (the OCR words included: nothing is read twice)."""
    data = {f.document_id: f.data for f in files}
    prepared: dict[str, tuple[int, list[PreparedPage]]] = {}
    for outcome in result.documents:
        sha = shas[outcome.document_id]
        if outcome.ingested is None or sha not in unprepared or sha in prepared:
            continue
        pages = prepare_pages(data[outcome.document_id], outcome.ingested)
        prepared[sha] = (outcome.ingested.page_count, pages)
    return prepared


def _replace_roster(
    session: Session, applicant_id: int, result: PipelineResult, extractor_name: str
) -> ProcessSummary:
    """Delete the previous roster and write the new one, in the caller's transaction."""
    decisions = load_decisions(session, applicant_id)
    _clear_roster(session, applicant_id)
    _update_documents(session, result)
    texts = _page_texts(result)
    aggregate_ids = _write_groups(session, applicant_id, result, decisions, texts)
    _write_mentions(session, applicant_id, result, aggregate_ids, extractor_name)
    drafts = flags_for(result)
    _write_flags(session, applicant_id, drafts, aggregate_ids, decisions)
    return _summary(applicant_id, result, len(drafts))


def _clear_roster(session: Session, applicant_id: int) -> None:
    for model in (ReviewFlag, ExtractedPerson, PersonAggregate):
        session.execute(delete(model).where(model.applicant_id == applicant_id))


def _update_documents(session: Session, result: PipelineResult) -> None:
    """What ingest and typing found, on each document row."""
    for outcome in result.documents:
        document = session.get(Document, outcome.document_id)
        assert document is not None
        doc = outcome.ingested
        document.source_format = str(doc.format) if doc else None
        document.page_count = doc.page_count if doc else None
        document.has_text_layer = doc.has_text_layer if doc else None
        document.ingest_note = doc.note if doc else outcome.error_message
        document.doc_type = outcome.doc_type
        document.doc_type_reasons = list(outcome.doc_type_reasons)
        document.careers = careers_json(outcome)
        document.error = (
            {"code": outcome.error_code, "message": outcome.error_message}
            if outcome.error_code
            else None
        )


PageTexts = dict[tuple[int, int], str]  # (document id, page) -> the page's text


def _page_texts(result: PipelineResult) -> PageTexts:
    return {
        (o.document_id, p.number): p.text
        for o in result.documents
        if o.ingested is not None
        for p in o.ingested.pages
    }


def _with_span(source: dict[str, Any], texts: PageTexts) -> dict[str, Any]:
    """The evidence with `start`/`end`: where its name sits in the page text, so the viewer
    marks this mention and not the first look-alike (the applicant's own name in an e-mail)."""
    page = source.get("page")
    text = texts.get((int(source["document_id"]), page)) if isinstance(page, int) else None
    span = mention_span(text, str(source["quote"]), str(source["name_raw"])) if text else None
    if span is not None:
        source["start"], source["end"] = span
    return source


def _write_groups(
    session: Session,
    applicant_id: int,
    result: PipelineResult,
    decisions: Decisions,
    texts: PageTexts,
) -> list[int]:
    """One aggregate per merged person (earlier decisions carried over); their ids in order."""
    aggregate_ids: list[int] = []
    for group in result.aggregation.groups:
        row = PersonAggregate(
            applicant_id=applicant_id,
            canonical_name=fit(group.canonical_name),
            name_normalized=fit(normalize_name(group.canonical_name)),
            aliases=list(group.aliases),
            roles=[str(r) for r in group.roles],
            sources=[_with_span(dict(s), texts) for s in group.sources],
            affiliation=group.affiliation,
            confidence=group.confidence,
            is_self=group.is_self,
            needs_human=group.needs_human,
            ambiguous=group.ambiguous,
        )
        apply_to_person(row, decisions)
        session.add(row)
        session.flush()
        aggregate_ids.append(row.id)
    return aggregate_ids


def _write_mentions(
    session: Session,
    applicant_id: int,
    result: PipelineResult,
    aggregate_ids: list[int],
    extractor_name: str,
) -> None:
    """Every extracted mention, pointing at its aggregate."""
    group_of_mention = result.aggregation.group_index_by_mention()
    for mention_index, mention in enumerate(result.mentions):
        person = mention.person
        group_index = group_of_mention.get(mention_index)
        session.add(
            ExtractedPerson(
                applicant_id=applicant_id,
                document_id=mention.document_id,
                aggregate_id=aggregate_ids[group_index] if group_index is not None else None,
                name_raw=fit(person.name_raw),
                name_normalized=fit(normalize_name(person.name_raw)),
                name_initials=fit(initials_form(person.name_raw)),
                role=str(person.role),
                source_kind=str(person.source_kind),
                confidence=person.confidence,
                page=person.page,
                quote=person.quote,
                affiliation=person.affiliation,
                year=person.year,
                extractor=extractor_name,
                is_self=group_index is not None and result.aggregation.groups[group_index].is_self,
                needs_human=mention_needs_human(person.source_kind, person.confidence),
            )
        )


def _write_flags(
    session: Session,
    applicant_id: int,
    drafts: list[FlagDraft],
    aggregate_ids: list[int],
    decisions: Decisions,
) -> None:
    for draft in drafts:
        group_index = draft.group_index
        flag = ReviewFlag(
            applicant_id=applicant_id,
            person_id=aggregate_ids[group_index] if group_index is not None else None,
            document_id=draft.document_id,
            flag_type=str(draft.flag_type),
            label=draft.label,
            surface=fit_optional(draft.surface),
            page=draft.page,
        )
        apply_to_flag(flag, decisions)
        session.add(flag)


def _summary(applicant_id: int, result: PipelineResult, flags: int) -> ProcessSummary:
    groups = result.aggregation.groups
    return ProcessSummary(
        applicant_id=applicant_id,
        documents=len(result.documents),
        document_errors=sum(1 for o in result.documents if o.error_code),
        persons=len(groups),
        related_persons=sum(1 for g in groups if not g.is_self),
        flags=flags,
    )
