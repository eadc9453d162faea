"""What extractors return, and the Protocol every extractor implements."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from minesweeper.ingest.categories import DocType
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


class FlagType(StrEnum):
    """Why a review flag asks a human to look (the `review_flags.flag_type` column)."""

    SEAL = "seal"  # the name is (or sits beside) a seal impression
    HANDWRITING = "handwriting"  # the name is handwritten
    SIGNATURE = "signature"  # a signature stands for the name
    LOW_CONFIDENCE = "low_confidence"  # printed, but read below the review confidence
    AMBIGUOUS = "ambiguous"  # a short form that fits more than one person
    NEEDS_VISION = "needs_vision"  # a document only a vision model (or a person) can read
    VLM_INVALID_OUTPUT = "vlm_invalid_output"  # the model's answer failed the schema
    DOCUMENT_ERROR = "document_error"  # the document could not be read at all
    UNREAD_SLOT = "unread_slot"  # a role label on an approval page whose name was not read
    PLACEHOLDER_NAME = "placeholder_name"  # a printed name that templates use as a placeholder


# Person-level flags by priority (DESIGN.md section 3): the strongest evidence first.
PERSON_FLAG_PRIORITY: tuple[FlagType, ...] = (
    FlagType.SEAL,
    FlagType.HANDWRITING,
    FlagType.SIGNATURE,
    FlagType.LOW_CONFIDENCE,
)
# Flags whose evidence is a mark on the page, not text: shown as an image crop.
IMAGE_FLAGS: tuple[FlagType, ...] = (FlagType.SEAL, FlagType.SIGNATURE, FlagType.HANDWRITING)


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
    year: int | None = None  # the year the document dates this relation, when it shows one


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
    doc_type: DocType
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
