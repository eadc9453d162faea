"""run_pipeline(files, applicant) -> PipelineResult: Ingest -> Type -> Extract -> Aggregate.

Pure: no database, no job engine. One document's failure is recorded on that document and
never stops the others.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from minesweeper.aggregate import AggregationResult, Mention, aggregate_persons
from minesweeper.doctype import classify
from minesweeper.extractors.model import (
    DocumentFlag,
    ExtractedPerson,
    ExtractionInput,
    ExtractionResult,
    Extractor,
    UnreadSlot,
)
from minesweeper.ingest import IngestError, IngestLimits, OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, SourceFormat
from minesweeper.slot_attribution import attribute_unread_slots

ProgressCallback = Callable[[str, int, int], None]
"""progress(stage, processed, total): `stage` is a code (`reading`, `extracting`, `merging`,
`saving`) that pages translate; `processed` counts steps (see `pipeline_steps`)."""


def pipeline_steps(documents: int) -> int:
    """Steps of one applicant's run: read and extract each document, merge, save.

    Counting the stages as well as the documents keeps the bar moving with the work: with
    documents alone one file went from 0 % straight to 100 % while merging still ran."""
    return 2 * documents + 2


_IMAGE_FORMATS = frozenset(
    {SourceFormat.PNG, SourceFormat.JPEG, SourceFormat.TIFF, SourceFormat.WEBP}
)


@dataclass(frozen=True, slots=True)
class InputFile:
    document_id: int
    filename: str
    folder_category: str
    data: bytes


@dataclass(frozen=True, slots=True)
class DocumentOutcome:
    document_id: int
    filename: str
    ingested: IngestedDocument | None
    doc_type: DocType | None
    doc_type_reasons: tuple[str, ...]
    persons: tuple[ExtractedPerson, ...]
    flags: tuple[DocumentFlag, ...]
    error_code: str | None = None
    error_message: str | None = None
    seconds: float = 0.0
    unread_slots: tuple[UnreadSlot, ...] = ()

    @property
    def needs_vision(self) -> bool:
        """Images, scans and unreadable HWP: names may be there that text rules cannot see."""
        doc = self.ingested
        if doc is None:
            return False
        if doc.format in _IMAGE_FORMATS:
            return True
        return not doc.has_text_layer or any(
            p.text_source != "layer" and not p.blank for p in doc.pages
        )


@dataclass(frozen=True, slots=True)
class PipelineResult:
    documents: tuple[DocumentOutcome, ...]
    aggregation: AggregationResult
    mentions: tuple[Mention, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class ApplicantIdentity:
    name: str
    name_en: str | None = None
    aliases: tuple[str, ...] = ()


def process_document(
    file: InputFile,
    applicant: ApplicantIdentity,
    extractor: Extractor,
    limits: IngestLimits | None = None,
    ocr: OcrConfig | None = None,
    on_read: Callable[[], None] | None = None,
) -> DocumentOutcome:
    """Ingest, type and extract one file; `on_read` is called between reading and extracting."""
    started = time.perf_counter()
    try:
        ingested = ingest_bytes(file.data, file.filename, limits=limits, ocr=ocr)
    except IngestError as exc:
        return DocumentOutcome(
            file.document_id,
            file.filename,
            None,
            None,
            (),
            (),
            (),
            error_code=exc.code,
            error_message=exc.message,
            seconds=time.perf_counter() - started,
        )
    if on_read is not None:
        on_read()
    doc_type, reasons = classify(ingested, file.folder_category)
    result = extractor.extract(
        ExtractionInput(ingested, doc_type, applicant.name, applicant.name_en, file.document_id)
    )
    return DocumentOutcome(
        file.document_id,
        file.filename,
        ingested,
        doc_type,
        tuple(reasons),
        result.persons,
        result.flags,
        seconds=time.perf_counter() - started,
        unread_slots=result.unread_slots,
    )


def _step(progress: ProgressCallback, stage: str, done: int, total: int) -> Callable[[], None]:
    return lambda: progress(stage, done, total)


def run_pipeline(
    files: Sequence[InputFile],
    applicant: ApplicantIdentity,
    extractor: Extractor,
    *,
    limits: IngestLimits | None = None,
    ocr: OcrConfig | None = None,
    progress: ProgressCallback | None = None,
) -> PipelineResult:
    """Each file through ingest and extraction, then the merged roster. The caller saves it
    and reports the last step, `saving` (steps: `pipeline_steps`)."""
    outcomes: list[DocumentOutcome] = []
    total = pipeline_steps(len(files))
    for index, file in enumerate(files):
        on_read = None
        if progress is not None:
            progress("reading", 2 * index, total)
            on_read = _step(progress, "extracting", 2 * index + 1, total)
        outcomes.append(process_document(file, applicant, extractor, limits, ocr, on_read))
    if progress is not None:
        progress("merging", 2 * len(files), total)
    aliases = (*([applicant.name_en] if applicant.name_en else []), *applicant.aliases)
    outcomes = _attribute_unread_slots(outcomes, (applicant.name, *aliases))
    mentions = tuple(
        Mention(document_id=o.document_id, person=p, index=i)
        for o in outcomes
        for i, p in enumerate(o.persons)
    )
    aggregation = aggregate_persons(mentions, applicant.name, aliases)
    return PipelineResult(tuple(outcomes), aggregation, mentions)


def _attribute_unread_slots(
    outcomes: Sequence[DocumentOutcome], self_names: Sequence[str]
) -> list[DocumentOutcome]:
    results = attribute_unread_slots(
        [ExtractionResult(o.persons, o.flags, o.unread_slots) for o in outcomes], self_names
    )
    return [
        replace(
            outcome, persons=result.persons, flags=result.flags, unread_slots=result.unread_slots
        )
        for outcome, result in zip(outcomes, results, strict=True)
    ]
