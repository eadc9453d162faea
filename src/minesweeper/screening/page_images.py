"""Page images for the viewer, and where the evidence sits on a page: read, never computed.

The worker stores every page at fixed sizes and its words with their boxes (`page_store`);
a request only reads those rows. A document processed before they were stored answers
`PagesNotReadyError` (409) with the queued job that prepares it: nothing renders or OCRs here.
Boxes are fractions of the page's width and height, so the viewer places them at any size.
"""

from __future__ import annotations

import io

from pydantic import BaseModel
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Document
from minesweeper.db.models_pages import PageImage, PageWords
from minesweeper.screening.control_chars import strip_control_characters
from minesweeper.screening.errors import PagesNotReadyError, PageUnavailableError
from minesweeper.screening.page_jobs import enqueue_prepare_pages
from minesweeper.screening.page_store import IMAGE_FORMATS, is_prepared
from minesweeper.screening.page_words import Word, merge_lines, words_in

PAGE_IMAGE_FORMATS = IMAGE_FORMATS  # HWP, HWPX, DOCX, HTML and text have text only


class Highlight(BaseModel):
    left: float
    top: float
    width: float
    height: float
    text: str


def _not_ready(session: Session, document: Document) -> PagesNotReadyError:
    job = enqueue_prepare_pages(session, document)
    return PagesNotReadyError(
        f"the pages of document {document.id} are being prepared", job.to_api()
    )


def _missing(session: Session, document: Document, page: int) -> Exception:
    """Why a page has no stored row: not prepared yet (a job is queued), or no such page."""
    if document.error:
        return PageUnavailableError(str(document.error.get("message", "unreadable document")))
    if not is_prepared(session, document.blob_sha256):
        return _not_ready(session, document)
    return PageUnavailableError(f"document {document.id} has no page {page} to show")


def page_png(db: Database, document: Document, page: int, size: str) -> bytes:
    """The stored PNG of the page at one of the fixed sizes."""
    with db.session() as session:
        image = session.get(PageImage, (document.blob_sha256, page, size))
        png = image.png if image is not None else None
        # Raised once the session has committed: the queued job must not roll back with it.
        problem = _missing(session, document, page) if png is None else None
    if png is None:
        assert problem is not None
        raise problem
    return png


def has_page_images(document: Document) -> bool:
    """Whether the viewer can show this document's pages as images (None: not ingested yet)."""
    return document.source_format is None or document.source_format in PAGE_IMAGE_FORMATS


def _page_words(db: Database, document: Document, page: int) -> tuple[str, list[Word]]:
    with db.session() as session:
        row = session.get(PageWords, (document.blob_sha256, page))
        found = (row.text, list(row.words)) if row is not None else None
        # Raised once the session has committed: the queued job must not roll back with it.
        problem = _missing(session, document, page) if found is None else None
    if found is None:
        assert problem is not None
        raise problem
    return found


def page_text(db: Database, document: Document, page: int) -> str:
    """The text of one page, for formats that have no page image."""
    return _page_words(db, document, page)[0]


def find_highlights(
    db: Database,
    document: Document,
    page: int,
    quote: str,
    span: tuple[int, int] | None = None,
) -> list[Highlight]:
    """Boxes of the evidence on the page: the words at `span` (character offsets into the page
    text, as stored with the evidence) when given, else the first whole occurrence of the quote."""
    # Quotes stored from documents may hold control characters the request boundary never saw.
    clean = strip_control_characters(quote)
    text, words = _page_words(db, document, page)
    if span is not None and not 0 <= span[0] < span[1] <= len(text):
        span = None  # offsets from another version of the text: fall back to the quote
    return [
        Highlight(left=w[2], top=w[3], width=w[4], height=w[5], text=str(w[6]))
        for w in merge_lines(words_in(text, words, clean, span))
    ]


CROP_MARGIN = 0.08  # around the evidence, as a share of the page height: the mark sits near it


def crop_around(png: bytes, boxes: list[Highlight]) -> bytes:
    """The band of the page holding the boxes (full width, with a margin); the page if none."""
    if not boxes:
        return png
    from PIL import Image

    image = Image.open(io.BytesIO(png))
    width, height = image.size
    top = max(0.0, min(b.top for b in boxes) - CROP_MARGIN)
    bottom = min(1.0, max(b.top + b.height for b in boxes) + CROP_MARGIN)
    band = image.crop((0, int(top * height), width, int(bottom * height)))
    buffer = io.BytesIO()
    band.save(buffer, format="PNG")
    return buffer.getvalue()
