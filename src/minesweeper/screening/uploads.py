"""Storing uploaded files: content-addressed blobs, document rows, and the processing job.

Bytes go into the `blobs` table keyed by sha256 (an identical file is stored once), so every
worker on every machine reads them from the database. The document rows and the job are written
in the caller's transaction: either the upload and its job both exist, or neither.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from pathlib import PurePosixPath

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document
from minesweeper.jobs import Job
from minesweeper.screening.documents import add_document
from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.screening.rounds import writable_applicant, writable_round

CATEGORIES = ("thesis", "representative", "paper", "scholar", "cv", "other")
# Folder names committees use, mapped to the categories above.
CATEGORY_ALIASES = {
    "scholar_profile": "scholar",
    "google_scholar": "scholar",
    "papers": "paper",
    "학위논문": "thesis",
    "논문": "paper",
    "대표연구": "representative",
    "대표논문": "representative",
    "구글스칼라": "scholar",
    "이력서": "cv",
    "기타": "other",
}
MAX_BUNDLE_ENTRIES = 2000  # files in one zip; more is refused rather than half-imported
_IGNORED_PARTS = ("__MACOSX", ".DS_Store", "Thumbs.db")


@dataclass(frozen=True, slots=True)
class IncomingFile:
    filename: str
    category: str
    data: bytes


def normalize_category(raw: str) -> str:
    value = raw.strip().lower()
    value = CATEGORY_ALIASES.get(value, value)
    if value not in CATEGORIES:
        raise UploadRejectedError(f"unknown category {raw!r}; use one of {', '.join(CATEGORIES)}")
    return value


def store_documents(
    session: Session, applicant_id: int, files: list[IncomingFile], max_bytes: int
) -> tuple[list[Document], Job]:
    """Store the files and queue (or join) the applicant's processing job."""
    writable_applicant(session, applicant_id)
    if not files:
        raise UploadRejectedError("no files in the upload")
    documents = []
    for incoming in files:
        if len(incoming.data) > max_bytes:
            raise UploadRejectedError(
                f"{incoming.filename} is {len(incoming.data)} bytes; the limit is {max_bytes}"
            )
        if not incoming.data:
            raise UploadRejectedError(f"{incoming.filename} is empty")
        document = add_document(
            session,
            applicant_id,
            incoming.filename,
            normalize_category(incoming.category),
            incoming.data,
        )
        documents.append(document)
    session.flush()
    return documents, enqueue_process_applicant(session, applicant_id)


def read_bundle(
    data: bytes, max_bytes: int, max_total_bytes: int | None = None
) -> dict[str, list[IncomingFile]]:
    """Files of a zip laid out as `applicant/category/file` (an optional top folder is fine).

    `max_bytes` bounds each file and `max_total_bytes` all of them together, both checked on the
    sizes the zip declares before anything is decompressed (zipfile never inflates a member
    past its declared size).
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        raise UploadRejectedError("the bundle is not a readable zip file") from exc
    entries = [info for info in archive.infolist() if not info.is_dir()]
    entries = [i for i in entries if not any(p in i.filename for p in _IGNORED_PARTS)]
    if len(entries) > MAX_BUNDLE_ENTRIES:
        raise UploadRejectedError(
            f"the bundle has {len(entries)} files; the limit is {MAX_BUNDLE_ENTRIES}"
        )
    total = sum(info.file_size for info in entries)
    if max_total_bytes is not None and total > max_total_bytes:
        raise UploadRejectedError(
            f"the bundle unpacks to {total} bytes; the limit is {max_total_bytes}"
        )
    paths = [PurePosixPath(_decoded_name(info)).parts for info in entries]
    # A zip of one enclosing folder (`round/applicant/category/file`) drops that folder.
    strip = (
        1 if paths and all(len(p) == 4 for p in paths) and len({p[0] for p in paths}) == 1 else 0
    )
    bundle: dict[str, list[IncomingFile]] = {}
    for info, parts in zip(entries, paths, strict=True):
        parts = parts[strip:]
        if len(parts) != 3 or parts[2].startswith("."):
            raise UploadRejectedError(
                f"{info.filename}: expected applicant/category/file folders in the bundle"
            )
        # The declared size is checked before reading, so a zip bomb is refused unread.
        if info.file_size > max_bytes:
            raise UploadRejectedError(f"{info.filename} is larger than {max_bytes} bytes")
        applicant, category, filename = parts
        normalize_category(category)
        bundle.setdefault(applicant.strip(), []).append(
            IncomingFile(filename, category, archive.read(info)[: max_bytes + 1])
        )
    if not bundle:
        raise UploadRejectedError("the bundle holds no files")
    return bundle


def bundle_from_paths(items: list[tuple[str, bytes]]) -> dict[str, list[IncomingFile]]:
    """Files dropped as folders: each relative path is `[top/]applicant/category/file`."""
    paths = [PurePosixPath(path.replace("\\", "/")).parts for path, _ in items]
    strip = (
        1 if paths and all(len(p) == 4 for p in paths) and len({p[0] for p in paths}) == 1 else 0
    )
    bundle: dict[str, list[IncomingFile]] = {}
    for (path, data), parts in zip(items, paths, strict=True):
        parts = parts[strip:]
        if len(parts) != 3:
            raise UploadRejectedError(f"{path}: expected applicant/category/file folders")
        applicant, category, filename = parts
        normalize_category(category)
        bundle.setdefault(applicant.strip(), []).append(IncomingFile(filename, category, data))
    return bundle


def _decoded_name(info: zipfile.ZipInfo) -> str:
    # Zips made on Korean Windows store CP949 names without the UTF-8 flag.
    if info.flag_bits & 0x800:
        return info.filename
    try:
        return info.filename.encode("cp437").decode("cp949")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return info.filename


def import_bundle(
    session: Session, round_id: int, bundle: dict[str, list[IncomingFile]], max_bytes: int
) -> tuple[list[str], int, list[Job]]:
    """Store a whole round's bundle; applicants missing from the round are created by name."""
    writable_round(session, round_id)
    existing = {
        a.name: a for a in session.scalars(select(Applicant).where(Applicant.round_id == round_id))
    }
    created, jobs, count = [], [], 0
    for name, files in sorted(bundle.items()):
        applicant = existing.get(name)
        if applicant is None:
            applicant = Applicant(round_id=round_id, name=name)
            session.add(applicant)
            session.flush()
            created.append(name)
        documents, job = store_documents(session, applicant.id, files, max_bytes)
        count += len(documents)
        jobs.append(job)
    return created, count, jobs
