"""The VLM extractor: vision for the pages that need it, text rules for the rest.

Hybrid by default (cost control): the text extractor reads the whole document as usual and only
the chosen pages (see `pages.py`) are rendered and sent to the model. Both result sets are merged
before aggregation; where both saw the same mention, the text rule's grounded one is kept.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from dataclasses import replace

from minesweeper.extractors.model import (
    DocumentFlag,
    ExtractedPerson,
    ExtractionInput,
    ExtractionResult,
    Extractor,
    FlagType,
)
from minesweeper.extractors.vlm.pages import PagePlan, choose_pages, has_usable_text
from minesweeper.extractors.vlm.prompt import SYSTEM_PROMPT, page_prompt
from minesweeper.extractors.vlm.protocol import PageImage, PageModel, ReadingStatus
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.model import IngestedDocument
from minesweeper.names import normalize_name

NEEDS_VISION = FlagType.NEEDS_VISION
VLM_INVALID_OUTPUT = FlagType.VLM_INVALID_OUTPUT
DEFAULT_DPI = 200  # seals and handwriting stay legible; A4 at 200 dpi is ~1654x2339 px


class VlmExtractor:
    """Implements the `Extractor` protocol over a `PageModel` (the gateway in production)."""

    name = "vlm"

    def __init__(
        self,
        model: PageModel,
        text_extractor: Extractor | None,
        *,
        max_pages: int,
        dpi: int = DEFAULT_DPI,
        hybrid: bool = True,
    ) -> None:
        self._model = model
        self._text = text_extractor if hybrid else None
        self._max_pages = max_pages
        self._dpi = dpi

    def extract(self, item: ExtractionInput) -> ExtractionResult:
        document = item.document
        plan = choose_pages(document, item.doc_type, self._max_pages)
        text_result = self._text.extract(item) if self._text else ExtractionResult(persons=())
        vision_persons, vision_flags, unread = self._read_pages(item, plan)
        persons = _merge(text_result.persons, vision_persons)
        persons = tuple(_mark_self(persons, item))
        flags = _merge_flags(document, plan, text_result.flags, vision_flags, unread, persons)
        return ExtractionResult(persons=persons, flags=flags)

    def _read_pages(
        self, item: ExtractionInput, plan: PagePlan
    ) -> tuple[list[ExtractedPerson], list[DocumentFlag], set[int]]:
        persons: list[ExtractedPerson] = []
        flags: list[DocumentFlag] = []
        unread: set[int] = set(plan.skipped_without_text)
        for number in plan.pages:
            page = item.document.pages[number - 1]
            try:
                image = item.document.render_page(number, self._dpi)
            except IngestError as exc:
                unread.add(number)
                flags.append(DocumentFlag(NEEDS_VISION, f"page cannot be rendered: {exc}", number))
                continue
            buffer = io.BytesIO()
            image.save(buffer, format="PNG")
            reading = self._model.read_page(
                PageImage(
                    page_number=number,
                    png=buffer.getvalue(),
                    page_text=page.text,
                    text_source=page.text_source,
                    doc_type=item.doc_type,
                    system_prompt=SYSTEM_PROMPT,
                    user_prompt=page_prompt(item.doc_type, number),
                )
            )
            if reading.status is ReadingStatus.INVALID_OUTPUT:
                unread.add(number)
                label = f"vision model gave no valid answer for this page: {reading.detail}"
                flags.append(DocumentFlag(VLM_INVALID_OUTPUT, label, number))
                continue
            persons.extend(reading.persons)
        if plan.skipped_without_text:
            count = len(plan.skipped_without_text)
            label = f"{count} page(s) without text not read by the vision model (page budget)"
            flags.append(DocumentFlag(NEEDS_VISION, label, plan.skipped_without_text[0]))
        return persons, flags, unread


def _key(person: ExtractedPerson) -> tuple[str, str, int | None, str]:
    return (normalize_name(person.name_raw), person.role, person.page, person.source_kind)


def _merge(
    text_persons: Iterable[ExtractedPerson], vision_persons: Iterable[ExtractedPerson]
) -> tuple[ExtractedPerson, ...]:
    """Text mentions first; a vision mention is added unless the same one is already there."""
    merged: dict[tuple[str, str, int | None, str], ExtractedPerson] = {}
    for person in (*text_persons, *vision_persons):
        merged.setdefault(_key(person), person)
    return tuple(merged.values())


def _mark_self(
    persons: Iterable[ExtractedPerson], item: ExtractionInput
) -> Iterable[ExtractedPerson]:
    own = {normalize_name(n) for n in (item.applicant_name, item.applicant_name_en) if n}
    own.discard("")
    for person in persons:
        if not person.is_self and normalize_name(person.name_raw) in own:
            yield replace(person, is_self=True)
        else:
            yield person


def _merge_flags(
    document: IngestedDocument,
    plan: PagePlan,
    text_flags: Iterable[DocumentFlag],
    vision_flags: list[DocumentFlag],
    unread: set[int],
    persons: tuple[ExtractedPerson, ...],
) -> tuple[DocumentFlag, ...]:
    """Drop the text extractor's `needs_vision` when vision did read every such page."""
    needing = {p.number for p in document.pages if not has_usable_text(p)}
    vision_covered = needing <= (set(plan.pages) - unread)
    flags = [f for f in text_flags if not (vision_covered and f.flag_type == NEEDS_VISION)]
    flags.extend(vision_flags)
    if needing and not persons and not any(f.flag_type == NEEDS_VISION for f in flags):
        # DESIGN.md 3: a document that needs vision and yielded nobody is shown to a human.
        flags.append(DocumentFlag(NEEDS_VISION, document.note or "no person found"))
    unique: dict[tuple[str, str, int | None], DocumentFlag] = {}
    for flag in flags:
        unique.setdefault((flag.flag_type, flag.label, flag.page), flag)
    return tuple(unique.values())
