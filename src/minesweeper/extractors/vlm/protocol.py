"""What the VLM extractor needs from a model: read one page image, return grounded persons.

The extractor cannot import the gateway (leaf-stage rule), so it states here what it needs and
the gateway implements it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from minesweeper.extractors.model import ExtractedPerson
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import TextSource


class ReadingStatus(StrEnum):
    OK = "ok"
    INVALID_OUTPUT = "invalid_output"  # the model's answer failed validation twice


@dataclass(frozen=True, slots=True)
class PageImage:
    """One rendered page plus the text the page already has (for grounding)."""

    page_number: int  # 1-based
    png: bytes
    page_text: str
    text_source: TextSource
    doc_type: DocType
    system_prompt: str
    user_prompt: str


@dataclass(frozen=True, slots=True)
class PageReading:
    status: ReadingStatus
    persons: tuple[ExtractedPerson, ...] = ()
    detail: str = ""  # for the reviewer when the status is not OK; never holds names


class PageModel(Protocol):
    """Reads one page image. Raises when the model server cannot be reached at all."""

    def read_page(self, page: PageImage) -> PageReading: ...
