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


# Role families: an approval page's advisor line and a CV's "Advisor:" name the same kind of
# tie; a chair is also one of the committee.
ADVISOR_ROLES = frozenset({Role.ADVISOR, Role.CO_ADVISOR})
COMMITTEE_ROLES = frozenset({Role.COMMITTEE_CHAIR, Role.COMMITTEE_MEMBER})


def role_family(role: Role) -> frozenset[Role]:
    """The advisors, the committee, or the role alone (a co-author)."""
    for family in (ADVISOR_ROLES, COMMITTEE_ROLES):
        if role in family:
            return family
    return frozenset({role})


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
    # Fits the applicant's name, but the reader knows it names someone else ("C. Lee" beside
    # the owner's "J. Lee" in one entry): the merge must not fold it into the applicant.
    namesake: bool = False


@dataclass(frozen=True, slots=True)
class DocumentFlag:
    """A document-level finding for a human (e.g. `needs_vision`, `ambiguous`)."""

    flag_type: str
    label: str
    page: int | None = None
    surface: str | None = None


@dataclass(frozen=True, slots=True)
class UnreadSlot:
    """A role label on a scanned approval page whose name no reader could read, with what was
    written in the name's place (`kinds`: handwritten, signature, seal). The pipeline may
    attribute it to the one person of that role the applicant's other pages name
    (`minesweeper.slot_attribution`); `flag` is the open `unread_slot` flag it raised."""

    role: Role
    kinds: tuple[SourceKind, ...]
    flag: DocumentFlag
    reading: str = ""  # what OCR made of the writing ("San3min RY¥u"), often garbled


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
    unread_slots: tuple[UnreadSlot, ...] = ()


class Extractor(Protocol):
    name: str

    def extract(self, item: ExtractionInput) -> ExtractionResult: ...
