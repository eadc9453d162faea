"""`/api/v1` documents: upload (202 with the processing job), list, download, page images."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from urllib.parse import quote

from fastapi import APIRouter, File, Form, Query, Request, UploadFile
from fastapi.responses import Response
from starlette.concurrency import run_in_threadpool

from minesweeper.screening import rounds
from minesweeper.screening.documents import document_bytes, documents_of, flag_evidence
from minesweeper.screening.page_images import Highlight, crop_around, find_highlights, page_png
from minesweeper.screening.uploads import IncomingFile, store_documents
from minesweeper.web.deps import CurrentUser, Db, Ident, ScopedApplicant, ScopedDocument, ScopedFlag
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses
from minesweeper.web.schemas import DocumentOut, UploadOut

router = APIRouter(prefix="/api/v1", tags=["documents"], responses=API_PROBLEMS)

PageSizeName = Literal["small", "large"]  # the fixed sizes the worker stores (page_store)
Offset = Annotated[int, Query(ge=0, le=10_000_000)]
# 409 PAGES_NOT_READY: processed before page images were stored; `details.job` prepares them.
NOT_READY = problem_responses(404, 409)


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
        with db.session() as session:
            upload = store_documents(session, applicant.id, incoming, limit)
            stored = [DocumentOut.model_validate(d).model_dump() for d in upload.documents]
            duplicates = [d.to_api() for d in upload.duplicates]
        return {**upload.job.to_api(), "documents": stored, "duplicates": duplicates}

    return await run_in_threadpool(store)


@router.delete("/documents/{document_id}", status_code=202, responses=problem_responses(409))
def delete_document(document: ScopedDocument, user: CurrentUser, db: Db) -> dict[str, Any]:
    """Delete a document; the applicant is re-processed without it (the job is returned)."""
    with db.session() as session:
        return rounds.delete_document(session, user.user_id, document.id).to_api()


@router.get("/applicants/{applicant_id}/documents", response_model=list[DocumentOut])
def list_documents(applicant: ScopedApplicant, db: Db) -> list[Any]:
    with db.session() as session:
        return documents_of(session, applicant.id)


@router.get("/documents/{document_id}", response_model=DocumentOut)
def get_document(document: ScopedDocument) -> Any:
    return document


@router.get(
    "/documents/{document_id}/download",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {}}, "description": "The file"}},
)
def download_document(document: ScopedDocument, db: Db) -> Response:
    with db.session() as session:
        data = document_bytes(session, document)
    disposition = f"attachment; filename*=UTF-8''{quote(document.filename)}"
    return Response(
        data,
        media_type="application/octet-stream",
        headers={"Content-Disposition": disposition, "X-Content-Type-Options": "nosniff"},
    )


@router.get(
    "/documents/{document_id}/pages/{page}.png",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}, "description": "The page"}, **NOT_READY},
)
def page_image(
    document: ScopedDocument,
    db: Db,
    page: Ident,
    size: Annotated[PageSizeName, Query(description="small: thumbnail; large: reading")] = "large",
) -> Response:
    """The page as the worker stored it; a huge page was scaled down to the size's pixel budget."""
    png = page_png(db, document, page, size)
    return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})


@router.get(
    "/documents/{document_id}/pages/{page}/highlights",
    response_model=list[Highlight],
    responses=NOT_READY,
)
def page_highlights(
    document: ScopedDocument,
    db: Db,
    page: Ident,
    quote_: Annotated[str, Query(alias="quote", min_length=1, max_length=2000)],
    start: Offset | None = None,
    end: Offset | None = None,
) -> list[Highlight]:
    """Boxes of the evidence on the page, as fractions of the page's width and height: the words
    at `start`-`end` (offsets into the page text, as evidence links carry them) when given,
    else the first whole occurrence of the quote."""
    span = (start, end) if start is not None and end is not None else None
    return find_highlights(db, document, page, quote_, span)


@router.get(
    "/flags/{flag_id}/image.png",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}, "description": "The evidence"}, **NOT_READY},
)
def flag_image(flag: ScopedFlag, db: Db) -> Response:
    """The part of the page a flag is about: the band around its words, else the whole page."""
    with db.session() as session:
        evidence = flag_evidence(session, flag)
    document, page, words = evidence.document, evidence.page, evidence.words
    png = page_png(db, document, page, "large")
    boxes = find_highlights(db, document, page, words) if words.strip() else []
    return Response(crop_around(png, boxes), media_type="image/png")
