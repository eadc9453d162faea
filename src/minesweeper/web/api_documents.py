"""`/api/v1` documents: upload (202 with the processing job), list, download, page images."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, File, Form, Query, Request, UploadFile
from fastapi.responses import Response
from sqlalchemy import select
from starlette.concurrency import run_in_threadpool

from minesweeper.db.models import Blob, Document, PersonAggregate
from minesweeper.web.deps import Db, Ident, ScopedApplicant, ScopedDocument, ScopedFlag
from minesweeper.web.page_images import (
    Highlight,
    PageUnavailableError,
    crop_around,
    find_highlights,
    page_png,
)
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses
from minesweeper.web.schemas import DocumentOut, UploadOut
from minesweeper.web.uploads import IncomingFile, UploadRejectedError, store_documents

router = APIRouter(prefix="/api/v1", tags=["documents"], responses=API_PROBLEMS)

MIN_DPI, MAX_DPI = 36, 300  # page images: thumbnails up to print quality


@router.post(
    "/applicants/{applicant_id}/documents",
    response_model=UploadOut,
    status_code=202,
    responses=problem_responses(400, 413),
)
async def upload_documents(
    request: Request,
    applicant: ScopedApplicant,
    db: Db,
    files: Annotated[list[UploadFile], File(description="One or more files.")],
    category: Annotated[
        list[str], Form(description="One folder category for all files, or one per file.")
    ],
) -> dict[str, Any]:
    """Store the files and queue the applicant's processing (joining a queued run)."""
    if len(category) not in (1, len(files)):
        raise ProblemError(400, "UPLOAD_REJECTED", "send one category, or one per file")
    categories = category * len(files) if len(category) == 1 else category
    limit = request.app.state.settings.max_upload_bytes
    incoming = []
    for upload, folder in zip(files, categories, strict=True):
        data = await upload.read(limit + 1)  # one byte over the limit is enough to refuse it
        if len(data) > limit:
            raise ProblemError(413, "TOO_LARGE", f"{upload.filename} is over {limit} bytes")
        incoming.append(IncomingFile(upload.filename or "upload", folder, data))

    def store() -> dict[str, Any]:
        try:
            with db.session() as session:
                documents, job = store_documents(session, applicant.id, incoming, limit)
                stored = [DocumentOut.model_validate(d).model_dump() for d in documents]
        except UploadRejectedError as exc:
            raise ProblemError(400, "UPLOAD_REJECTED", str(exc)) from exc
        return {**job.to_api(), "documents": stored}

    return await run_in_threadpool(store)


@router.get("/applicants/{applicant_id}/documents", response_model=list[DocumentOut])
def list_documents(applicant: ScopedApplicant, db: Db) -> list[Document]:
    with db.session() as session:
        return list(
            session.scalars(
                select(Document).where(Document.applicant_id == applicant.id).order_by(Document.id)
            )
        )


@router.get("/documents/{document_id}", response_model=DocumentOut)
def get_document(document: ScopedDocument) -> Document:
    return document


@router.get(
    "/documents/{document_id}/download",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The file"}},
)
def download_document(document: ScopedDocument, db: Db) -> Response:
    with db.session() as session:
        blob = session.get(Blob, document.blob_sha256)
        data = b"" if blob is None else blob.data
    disposition = f"attachment; filename*=UTF-8''{quote(document.filename)}"
    return Response(
        data,
        media_type="application/octet-stream",
        headers={"Content-Disposition": disposition, "X-Content-Type-Options": "nosniff"},
    )


@router.get(
    "/documents/{document_id}/pages/{page}.png",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}, "description": "The page"}},
)
def page_image(
    document: ScopedDocument,
    request: Request,
    db: Db,
    page: Ident,
    dpi: Annotated[int, Query(ge=MIN_DPI, le=MAX_DPI)] = 110,
) -> Response:
    try:
        png = page_png(db, request.app.state.settings.data_dir, document, page, dpi)
    except PageUnavailableError as exc:
        raise ProblemError(404, "PAGE_UNAVAILABLE", str(exc)) from exc
    return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})


@router.get("/documents/{document_id}/pages/{page}/highlights", response_model=list[Highlight])
def page_highlights(
    document: ScopedDocument,
    db: Db,
    page: Ident,
    quote_: Annotated[str, Query(alias="quote", min_length=1, max_length=2000)],
) -> list[Highlight]:
    """Boxes of the quoted words on the page, as fractions of the page's width and height."""
    try:
        return find_highlights(db, document, page, quote_)
    except PageUnavailableError as exc:
        raise ProblemError(404, "PAGE_UNAVAILABLE", str(exc)) from exc


@router.get(
    "/flags/{flag_id}/image.png",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}, "description": "The evidence"}},
)
def flag_image(flag: ScopedFlag, request: Request, db: Db) -> Response:
    """The part of the page a flag is about: the band around its words, else the whole page."""
    document_id, page = flag.document_id, flag.page
    with db.session() as session:
        person = session.get(PersonAggregate, flag.person_id) if flag.person_id else None
        for source in person.sources if person and document_id is None else []:
            if source.get("document_id") and source.get("page"):
                document_id, page = int(source["document_id"]), int(source["page"])
                break
        document = session.get(Document, document_id) if document_id else None
    if document is None:
        raise ProblemError(404, "PAGE_UNAVAILABLE", "This flag points at no page.")
    words = flag.surface or (person.canonical_name if person else "")
    try:
        png = page_png(db, request.app.state.settings.data_dir, document, page or 1, 110)
        boxes = find_highlights(db, document, page or 1, words) if words.strip() else []
    except PageUnavailableError as exc:
        raise ProblemError(404, "PAGE_UNAVAILABLE", str(exc)) from exc
    return Response(crop_around(png, boxes), media_type="image/png")
