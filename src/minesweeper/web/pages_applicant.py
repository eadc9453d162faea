"""Pages: an applicant's documents, roster and flags; decisions; the page viewer."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import RedirectResponse, Response

from minesweeper.db import Database
from minesweeper.db.vocabulary import PersonStatus
from minesweeper.extractors.model import IMAGE_FLAGS
from minesweeper.ingest.categories import UPLOAD_CATEGORIES
from minesweeper.screening import review, rounds
from minesweeper.screening.documents import documents_of
from minesweeper.screening.errors import (
    DecisionRejectedError,
    PagesNotReadyError,
    PageUnavailableError,
)
from minesweeper.screening.page_images import (
    PAGE_IMAGE_FORMATS,
    find_highlights,
    has_page_images,
    page_text,
)
from minesweeper.screening.quotes import mark_quote
from minesweeper.screening.status import applicant_summaries
from minesweeper.web.deps import (
    CurrentUser,
    Db,
    Ident,
    ScopedAggregate,
    ScopedApplicant,
    ScopedDocument,
    ScopedFlag,
)
from minesweeper.web.i18n import negotiate, translator
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)


def _review_context(db: Database, applicant_id: int) -> dict[str, Any]:
    with db.session() as session:
        aggregates, flags = review.roster(session, applicant_id)
        documents = documents_of(session, applicant_id)
        read_only = rounds.is_final(session, applicant_id)
    return {
        "read_only": read_only,
        "aggregates": aggregates,
        "flags": flags,
        "documents": documents,
        "docs_by_id": {d.id: d for d in documents},
        "flag_pages": review.flag_pages(flags, aggregates),
        "image_flags": IMAGE_FLAGS,
        "image_formats": PAGE_IMAGE_FORMATS,
    }


@router.get("/applicants/{applicant_id}")
def applicant_page(request: Request, applicant: ScopedApplicant, db: Db) -> Response:
    return _applicant_page(request, db, applicant.id)


def _applicant_page(
    request: Request, db: Database, applicant_id: int, notice: str | None = None
) -> Response:
    context = _review_context(db, applicant_id)
    with db.session() as session:
        applicant = rounds.get_applicant(session, applicant_id)
        if applicant is None:  # deleted meanwhile
            return RedirectResponse("/", status_code=303)
        context["summary"] = applicant_summaries(session, [applicant])[0]
        context["round"] = rounds.get_round(session, applicant.round_id)
    context.update(applicant=applicant, categories=UPLOAD_CATEGORIES, notice=notice)
    return render(request, "applicant.html", context, status_code=400 if notice else 200)


def _after_decision(
    request: Request, db: Db, applicant_id: int, notice: str | None = None, status: int = 200
) -> Response:
    """htmx swaps the review panel in place; a plain form post goes back to the page, or, when
    the decision was refused, shows the page again with the reason (a redirect would lose it)."""
    if request.headers.get("hx-request") != "true":
        if notice is None:
            return RedirectResponse(f"/applicants/{applicant_id}", status_code=303)
        return _applicant_page(request, db, applicant_id, notice)
    context = _review_context(db, applicant_id)
    context["notice"] = notice
    return render(request, "_review.html", context, status_code=status)


@router.post("/aggregates/{aggregate_id}/decision")
def decide(
    request: Request,
    person: ScopedAggregate,
    user: CurrentUser,
    db: Db,
    action: Annotated[str, Form(pattern="^(confirm|reject|undo|correct|merge|split)$")],
    reason: Annotated[str, Form(max_length=2000)] = "",
    name: Annotated[str, Form(max_length=200)] = "",
    other_id: Annotated[int, Form(ge=0, le=2_147_483_647)] = 0,
    source_indexes: Annotated[list[int], Form()] = [],  # noqa: B006  (FastAPI copies defaults)
) -> Response:
    why = reason.strip() or None
    try:
        with db.session() as session:
            if action in ("confirm", "reject"):
                status = PersonStatus.CONFIRMED if action == "confirm" else PersonStatus.REJECTED
                review.set_status(session, user.user_id, person.id, status, why)
            elif action == "undo":
                review.undo_status(session, user.user_id, person.id)
            elif action == "correct":
                _require_name(name)
                review.correct_name(session, user.user_id, person.id, name, why)
            elif action == "merge":
                review.merge(session, user.user_id, person.id, other_id, why)
            else:
                _require_name(name)
                review.split(session, user.user_id, person.id, source_indexes, name, why)
    except DecisionRejectedError as exc:
        notice = translator(negotiate(request))(f"decision.error.{exc.key}")
        return _after_decision(request, db, person.applicant_id, notice=notice, status=400)
    return _after_decision(request, db, person.applicant_id)


def _require_name(value: str) -> None:
    if not value.strip():
        raise DecisionRejectedError("the decision needs a name", "needs_name")


@router.post("/flags/{flag_id}/resolve")
def resolve(
    request: Request,
    flag: ScopedFlag,
    user: CurrentUser,
    db: Db,
    status: Annotated[str, Form(pattern="^(resolved|dismissed)$")],
    reason: Annotated[str, Form(min_length=1, max_length=2000)],
) -> Response:
    with db.session() as session:
        review.resolve_flag(session, user.user_id, flag.id, status, reason.strip())
    return _after_decision(request, db, flag.applicant_id)


@router.post("/flags/{flag_id}/reopen")
def reopen(request: Request, flag: ScopedFlag, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        review.reopen_flag(session, user.user_id, flag.id)
    return _after_decision(request, db, flag.applicant_id)


@router.post("/applicants/{applicant_id}/edit")
def edit_applicant(
    applicant: ScopedApplicant,
    user: CurrentUser,
    db: Db,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    name_en: Annotated[str, Form(max_length=200)] = "",
) -> Response:
    with db.session() as session:
        rounds.update_applicant(session, user.user_id, applicant.id, name, name_en)
    return RedirectResponse(f"/applicants/{applicant.id}", status_code=303)


@router.post("/applicants/{applicant_id}/delete")
def delete_applicant(applicant: ScopedApplicant, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        rounds.delete_applicant(session, user.user_id, applicant.id)
    return RedirectResponse(f"/rounds/{applicant.round_id}", status_code=303)


@router.post("/documents/{document_id}/delete")
def delete_document(document: ScopedDocument, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        rounds.delete_document(session, user.user_id, document.id)
    return RedirectResponse(f"/applicants/{document.applicant_id}", status_code=303)


@router.get("/documents/{document_id}/pages/{page}")
def page_viewer(
    request: Request,
    document: ScopedDocument,
    db: Db,
    page: Ident,
    quote: Annotated[str, Query(max_length=2000)] = "",
    start: Annotated[int | None, Query(ge=0, le=10_000_000)] = None,
    end: Annotated[int | None, Query(ge=0, le=10_000_000)] = None,
) -> Response:
    highlights, unavailable, text, preparing = [], None, None, None
    span = (start, end) if start is not None and end is not None else None
    try:
        if document.page_count is not None and page > document.page_count:
            unavailable = f"{document.filename}: {document.page_count} pages"
        elif not has_page_images(document):
            # No image to draw: the page's text is the evidence (and no request can 404).
            text = page_text(db, document, page)
        elif quote.strip():
            highlights = find_highlights(db, document, page, quote, span)
    except PageUnavailableError as exc:
        unavailable = str(exc)
    except PagesNotReadyError as exc:
        # Prepared by the worker; the page attaches to the job and refreshes when it is done.
        preparing = exc.details["job"]
    pieces = mark_quote(text, quote) if text is not None else []
    with db.session() as session:
        applicant = rounds.get_applicant(session, document.applicant_id)
    context = {
        "document": document,
        "applicant": applicant,
        "page": page,
        "quote": quote,
        # Offsets belong to this page's text: the pager keeps the quote only.
        "query": ("?" + urlencode({"quote": quote})) if quote else "",
        # Text pages mark the quote in the text; image pages draw boxes over the image.
        "highlights": [p for p in pieces if p.marked] if text is not None else highlights,
        "unavailable": unavailable,
        "preparing": preparing,
        "page_text": text,
        "text_pieces": pieces,
    }
    return render(request, "viewer.html", context)
