"""What extractors return, and the Protocol every extractor implements."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from minesweeper.ingest.model import IngestedDocument


class Role(StrEnum):
    ADVISOR = "advisor"
    CO_ADVISOR = "co_advisor"
    COMMITTEE_CHAIR = "committee_chair"
    COMMITTEE_MEMBER = "committee_member"
    COAUTHOR = "coauthor"


class SourceKind(StrEnum):
    PRINTED = "printed"
    SEAL = "seal"
    HANDWRITTEN = "handwritten"
    SIGNATURE = "signature"


@dataclass(frozen=True, slots=True)
class ExtractedPerson:
    """One mention: a name as printed, its role, how it was written, and the proof."""

    name_raw: str
    role: Role
    source_kind: SourceKind
    confidence: float  # 0-1
    page: int | None  # 1-based
    quote: str  # the words on the page that prove it
    affiliation: str | None = None
    is_self: bool = False  # the applicant's own name (kept only to compute is_self)
    year: int | None = None  # publication year of a co-authorship, where the document shows it


@dataclass(frozen=True, slots=True)
class DocumentFlag:
    """A document-level finding for a human (e.g. `needs_vision`, `ambiguous`)."""

    flag_type: str
    label: str
    page: int | None = None
    surface: str | None = None


@dataclass(frozen=True, slots=True)
class ExtractionInput:
    """One ingested document plus what the pipeline knows about it."""

    document: IngestedDocument
    doc_type: str  # thesis, representative, paper, scholar_profile, cv, other
    applicant_name: str | None = None
    applicant_name_en: str | None = None
    document_id: int | None = None  # lets a caller attribute model calls to the document


@dataclass(frozen=True, slots=True)
class ExtractionResult:
    persons: tuple[ExtractedPerson, ...]
    flags: tuple[DocumentFlag, ...] = ()


class Extractor(Protocol):
    name: str

    def extract(self, item: ExtractionInput) -> ExtractionResult: ...
