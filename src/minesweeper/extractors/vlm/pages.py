"""Which pages go to the vision model.

Pages without usable text come first (nothing else can read them); then, by document type, the
pages where related persons sit: the approval page of a thesis (seals and signatures live there
even when the page has a text layer), the cover, and the first pages of papers and CVs. The
list stops at the page budget so one long scan cannot monopolise the model server.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, Page, TextSource

MIN_USABLE_CHARS = 20  # fewer non-space characters than this: the page has no usable text

# Words that mark a thesis approval / committee page, in Korean, English and Japanese/Chinese.
_APPROVAL_CUES = re.compile(
    r"인준|심사\s*위원|심사\s*위원장|지도\s*교수|승인|approv|committee|examin|adviso|"
    r"supervis|審査|審查|指導",
    re.IGNORECASE,
)

# How many leading pages matter per document type (cover, title page, author list).
_FIRST_PAGES_BY_TYPE: dict[DocType, int] = {
    DocType.THESIS: 3,
    DocType.PAPER: 1,
    DocType.REPRESENTATIVE: 1,
    DocType.CV: 2,
    DocType.SCHOLAR_PROFILE: 0,  # a saved HTML profile: the structured parser reads it, not a model
    DocType.OTHER: 1,
}


@dataclass(frozen=True, slots=True)
class PagePlan:
    """Pages to read with vision, in order, and the vision-needing pages left out by budget."""

    pages: tuple[int, ...]
    skipped_without_text: tuple[int, ...]


def has_usable_text(page: Page) -> bool:
    """A real text layer with enough characters; OCR text is not trusted to stand alone."""
    if page.text_source is not TextSource.LAYER:
        return False
    return len("".join(page.text.split())) >= MIN_USABLE_CHARS


def _is_approval_page(page: Page) -> bool:
    return bool(_APPROVAL_CUES.search(page.text))


def choose_pages(document: IngestedDocument, doc_type: DocType, max_pages: int) -> PagePlan:
    """Pick up to `max_pages` page numbers (1-based) for the model, most needed first."""
    without_text = [p.number for p in document.pages if not has_usable_text(p)]
    approval = [p.number for p in document.pages if _is_approval_page(p)]
    first_count = _FIRST_PAGES_BY_TYPE.get(doc_type, 1)
    first = [p.number for p in document.pages[:first_count]]
    if doc_type == DocType.SCHOLAR_PROFILE and document.scholar is not None:
        without_text = []

    # Approval pages of an image-only document cannot be found by their words, so leading
    # pages (where approval pages sit in Korean theses) rank before later text-less pages.
    ordered: list[int] = []
    for number in (*approval, *[n for n in first if n in without_text], *without_text, *first):
        if number not in ordered:
            ordered.append(number)
    chosen = tuple(ordered[: max(max_pages, 0)])
    skipped = tuple(n for n in without_text if n not in chosen)
    return PagePlan(pages=chosen, skipped_without_text=skipped)
