"""Frozen values the search package takes and returns (no ORM rows leave it)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class PageText:
    """One page's text (text layer or OCR) as processing read it."""

    document_id: int
    page: int  # 1-based
    text: str


@dataclass(frozen=True, slots=True)
class SearchHit:
    document_id: int
    applicant_id: int
    page: int
    snippet: str
    score: float
    # Where the matched words sit inside `snippet` (start, end), for highlighting.
    highlights: tuple[tuple[int, int], ...] = ()
    # How the page was found: `lexical` (its words), `semantic` (its meaning), or both.
    matched: tuple[str, ...] = ("lexical",)

    def to_dict(self) -> dict[str, object]:
        return {
            "document_id": self.document_id,
            "applicant_id": self.applicant_id,
            "page": self.page,
            "snippet": self.snippet,
            "score": self.score,
            "highlights": [list(h) for h in self.highlights],
            "matched": list(self.matched),
        }


@dataclass(frozen=True, slots=True)
class SearchResult:
    hits: tuple[SearchHit, ...]
    total: int
    semantic: bool = False  # vectors took part (the scores are then fused ranks)

    def to_dict(self) -> dict[str, object]:
        return {
            "hits": [h.to_dict() for h in self.hits],
            "total": self.total,
            "semantic": self.semantic,
        }


class _PageLike(Protocol):
    @property
    def number(self) -> int: ...
    @property
    def text(self) -> str: ...


class _IngestedLike(Protocol):
    @property
    def pages(self) -> Sequence[_PageLike]: ...


class DocumentLike(Protocol):
    """What search reads of a processed document (the pipeline's outcome fits, structurally)."""

    @property
    def document_id(self) -> int: ...
    @property
    def ingested(self) -> _IngestedLike | None: ...


def pages_of(documents: Iterable[DocumentLike]) -> list[PageText]:
    """Every page's text of processed documents; a document that failed to read has none."""
    return [
        PageText(doc.document_id, page.number, page.text)
        for doc in documents
        if doc.ingested is not None
        for page in doc.ingested.pages
    ]
