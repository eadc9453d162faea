"""Hand-built ingested documents for extractor tests."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import (
    IngestedDocument,
    OcrWord,
    Page,
    ScholarProfile,
    SourceFormat,
    TextSource,
)


def text_document(*pages: str, fmt: SourceFormat = SourceFormat.PDF) -> IngestedDocument:
    return IngestedDocument(
        format=fmt,
        page_count=len(pages),
        has_text_layer=True,
        pages=tuple(
            Page(number, text, TextSource.LAYER) for number, text in enumerate(pages, start=1)
        ),
        note="",
    )


def ocr_document(
    words: list[OcrWord],
    image: Image.Image | None,
    *,
    dpi: int = 300,
    note: str = "scanned PDF without text layer",
) -> IngestedDocument:
    lines: dict[int, list[str]] = {}
    for word in words:
        lines.setdefault(word.line_id, []).append(word.text)
    text = "\n".join(" ".join(parts) for _, parts in sorted(lines.items()))
    renderer: Callable[[int, int], Image.Image] | None = None
    if image is not None:
        picture = image

        def renderer(page: int, requested_dpi: int) -> Image.Image:
            return picture

    return IngestedDocument(
        format=SourceFormat.PDF,
        page_count=1,
        has_text_layer=False,
        pages=(Page(1, text, TextSource.OCR, words=tuple(words), ocr_dpi=dpi),),
        note=note,
        renderer=renderer,
    )


def scholar_document(profile: ScholarProfile, text: str = "") -> IngestedDocument:
    return IngestedDocument(
        format=SourceFormat.HTML,
        page_count=1,
        has_text_layer=True,
        pages=(Page(1, text, TextSource.LAYER),),
        note="",
        scholar=profile,
    )


def extract(
    document: IngestedDocument,
    doc_type: str,
    applicant: str | None = "김민준",
    applicant_en: str | None = "Minjun Kim",
) -> ExtractionResult:
    return TextExtractor().extract(
        ExtractionInput(document, DocType(doc_type), applicant, applicant_en)
    )


def related(result: ExtractionResult) -> set[tuple[str, str]]:
    """(name, role) of every related (non-self) person."""
    return {(p.name_raw, p.role.value) for p in result.persons if not p.is_self}


def names(result: ExtractionResult) -> set[str]:
    return {p.name_raw for p in result.persons if not p.is_self}


# The applicant of the convention tests: an invented name no rule knows.
APPLICANT = "Mira Olsen"


def thesis_related(*pages: str) -> set[tuple[str, str]]:
    """(name, role) of the related persons a thesis of these pages names, for `APPLICANT`."""
    return related(extract(text_document(*pages), "thesis", APPLICANT, APPLICANT))


def cv_related(text: str) -> set[tuple[str, str]]:
    """(name, role) of the related persons a CV of this text names, for `APPLICANT`."""
    return related(extract(text_document(text), "cv", APPLICANT, APPLICANT))
