"""Storing uploaded files: content-addressed blobs, document rows, and the processing job.

Bytes go into the `blobs` table keyed by sha256 (an identical file is stored once), so every
worker on every machine reads them from the database. The document rows and the job are written
in the caller's transaction: either the upload and its job both exist, or neither.
"""

from __future__ import annotations

import hashlib
import io
import unicodedata
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import BinaryIO

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document
from minesweeper.ingest.categories import UPLOAD_CATEGORIES, UploadCategory, category_of
from minesweeper.jobs import Job
from minesweeper.screening.documents import add_document
from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.screening.limits import FILENAME_CHARS, NAME_CHARS, problem_with
from minesweeper.screening.rounds import (
    applicant_name,
    name_key,
    writable_applicant,
    writable_round,
)

MAX_BUNDLE_ENTRIES = 2000  # files in one zip; more is refused rather than half-imported
_IGNORED_PARTS = ("__MACOSX", ".DS_Store", "Thumbs.db")


@dataclass(frozen=True, slots=True)
class IncomingFile:
    filename: str
    category: str
    data: bytes


def normalize_category(raw: str) -> UploadCategory:
    """The category a folder or form value names; an unknown one is refused."""
    category = category_of(raw)
    if category is None:
        known = ", ".join(UPLOAD_CATEGORIES)
        raise UploadRejectedError(f"unknown category {raw!r}; use one of {known}")
    return category


@dataclass(frozen=True, slots=True)
class Duplicate:
    """A file whose bytes are already stored: skipped (same applicant) or pointed out (other)."""

    filename: str
    same_applicant: bool
    document_id: int
    applicant_id: int
    applicant_name: str
    existing_filename: str

    def to_api(self) -> dict[str, object]:
        return {
            "filename": self.filename,
            "same_applicant": self.same_applicant,
            "document_id": self.document_id,
            "applicant_id": self.applicant_id,
            "applicant_name": self.applicant_name,
            "existing_filename": self.existing_filename,
            "message": (
                f"{self.filename} is the same file as {self.existing_filename}, already stored "
                "for this applicant; it was not added again"
                if self.same_applicant
                else f"{self.filename} is the same file as {self.existing_filename} of "
                f"{self.applicant_name}"
            ),
        }


@dataclass(frozen=True, slots=True)
class StoredUpload:
    documents: list[Document]
    job: Job
    duplicates: list[Duplicate] = field(default_factory=list)


def _stored_copies(
    session: Session, round_id: int, digest: str
) -> list[tuple[Document, Applicant]]:
    rows = session.execute(
        select(Document, Applicant)
        .join(Applicant, Applicant.id == Document.applicant_id)
        .where(Applicant.round_id == round_id, Document.blob_sha256 == digest)
        .order_by(Document.id)
    )
    return [(document, applicant) for document, applicant in rows]


def store_documents(
    session: Session, applicant_id: int, files: list[IncomingFile], max_bytes: int
) -> StoredUpload:
    """Store the files and queue (or join) the applicant's processing job.

    The same bytes twice for one applicant make no second document (said in `duplicates`); the
    same bytes under another applicant of the round are stored and pointed out.
    """
    owner = writable_applicant(session, applicant_id)
    if not files:
        raise UploadRejectedError("no files in the upload")
    documents, duplicates = [], []
    for incoming in files:
        if len(incoming.data) > max_bytes:
            raise UploadRejectedError(
                f"{incoming.filename} is {len(incoming.data)} bytes; the limit is {max_bytes}"
            )
        if not incoming.data:
            raise UploadRejectedError(f"{incoming.filename} is empty")
        bad_name = problem_with(incoming.filename, FILENAME_CHARS, "the file name")
        if bad_name:
            raise UploadRejectedError(f"{incoming.filename[:80]}: {bad_name}")
        category = normalize_category(incoming.category)
        digest = hashlib.sha256(incoming.data).hexdigest()
        copies = _stored_copies(session, owner.round_id, digest)
        mine = [(d, a) for d, a in copies if a.id == applicant_id]
        for document, holder in mine[:1] or copies[:1]:
            duplicates.append(
                Duplicate(
                    PurePosixPath(incoming.filename.replace("\\", "/")).name,
                    bool(mine),
                    document.id,
                    holder.id,
                    holder.name,
                    document.filename,
                )
            )
        if mine:
            continue
        documents.append(
            add_document(session, applicant_id, incoming.filename, category, incoming.data)
        )
    session.flush()
    return StoredUpload(documents, enqueue_process_applicant(session, applicant_id), duplicates)


def read_bundle(
    source: bytes | BinaryIO, max_bytes: int, max_total_bytes: int | None = None
) -> dict[str, list[IncomingFile]]:
    """Files of a zip laid out as `applicant/category/file` (an optional top folder is fine).

    `source` is best a seekable file (an upload spooled to disk): the zip is read from its end,
    member by member, so the archive itself is never held in memory, and a file that is no zip
    is refused after reading its last bytes only.
    `max_bytes` bounds each file and `max_total_bytes` all of them together, both checked on the
    sizes the zip declares before anything is decompressed, and again on the bytes inflation
    yields (zipfile never inflates a member past its declared size).
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source)
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
    limit = max_total_bytes if max_total_bytes is not None else total
    budget = [limit, limit]  # bytes left, the limit
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
        bad_folder = problem_with(applicant.strip(), NAME_CHARS, "the applicant folder name")
        if bad_folder:
            raise UploadRejectedError(f"{info.filename[:80]}: {bad_folder}")
        bundle.setdefault(applicant_name(applicant), []).append(
            IncomingFile(filename, category, _inflate(archive, info, max_bytes, budget))
        )
    if not bundle:
        raise UploadRejectedError("the bundle holds no files")
    return bundle


INFLATE_CHUNK_BYTES = 1024 * 1024
# What zipfile raises on a member it cannot read: bad CRC or truncated data (BadZipFile,
# EOFError, zlib.error), an encrypted member (RuntimeError), an unknown method
# (NotImplementedError).
_UNREADABLE = (zipfile.BadZipFile, EOFError, zlib.error, RuntimeError, NotImplementedError, OSError)


def _inflate(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, max_bytes: int, budget: list[int]
) -> bytes:
    """The member's bytes, counted against the bundle's budget as they come out of inflation."""
    if info.flag_bits & 0x1:
        raise UploadRejectedError(f"{info.filename}: encrypted members cannot be read")
    chunks: list[bytes] = []
    size = 0
    try:
        with archive.open(info) as member:
            while chunk := member.read(INFLATE_CHUNK_BYTES):
                size += len(chunk)
                budget[0] -= len(chunk)
                if size > max_bytes:
                    raise UploadRejectedError(f"{info.filename} is larger than {max_bytes} bytes")
                if budget[0] < 0:
                    raise UploadRejectedError(
                        f"{info.filename}: the bundle unpacks to more than {budget[1]} bytes"
                    )
                chunks.append(chunk)
    except _UNREADABLE as exc:
        reason = "unsupported compression" if isinstance(exc, NotImplementedError) else "damaged"
        raise UploadRejectedError(f"{info.filename}: the member is {reason}") from exc
    return b"".join(chunks)


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
        bad_folder = problem_with(applicant.strip(), NAME_CHARS, "the applicant folder name")
        if bad_folder:
            raise UploadRejectedError(f"{path[:80]}: {bad_folder}")
        bundle.setdefault(applicant_name(applicant), []).append(
            IncomingFile(unicodedata.normalize("NFC", filename), category, data)
        )
    return bundle


def _decoded_name(info: zipfile.ZipInfo) -> str:
    """A member's name as its author wrote it, in NFC.

    Without the UTF-8 flag zipfile decodes names as CP437. `zip` on Linux and macOS writes UTF-8
    without the flag; Korean Windows writes CP949. UTF-8 is tried first: CP949 bytes are almost
    never valid UTF-8, while UTF-8 Hangul often decodes as (wrong) CP949. macOS writes NFD.
    """
    name = info.filename
    if not info.flag_bits & 0x800:
        name = _redecoded(name)
    return unicodedata.normalize("NFC", name)


@dataclass(frozen=True, slots=True)
class ImportedBundle:
    applicants_created: list[str]
    documents: int
    jobs: list[Job]
    duplicates: list[Duplicate]


def _redecoded(name: str) -> str:
    try:
        raw = name.encode("cp437")
    except UnicodeEncodeError:
        return name
    for encoding in ("utf-8", "cp949"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    return name


def import_bundle(
    session: Session, round_id: int, bundle: dict[str, list[IncomingFile]], max_bytes: int
) -> ImportedBundle:
    """Store a whole round's bundle; applicants missing from the round are created by name.

    The round row is locked first (PostgreSQL; SQLite sessions hold the write lock already), so
    concurrent bundles naming one new applicant folder create that applicant once.
    """
    writable_round(session, round_id, lock=True)
    existing = {
        name_key(a.name): a
        for a in session.scalars(
            select(Applicant).where(Applicant.round_id == round_id).order_by(Applicant.id)
        )
    }
    created, jobs, count, duplicates = [], [], 0, []
    for name, files in sorted(bundle.items()):
        applicant = existing.get(name_key(name))
        if applicant is None:
            applicant = Applicant(round_id=round_id, name=name)
            session.add(applicant)
            session.flush()
            existing[name_key(name)] = applicant
            created.append(name)
        stored = store_documents(session, applicant.id, files, max_bytes)
        count += len(stored.documents)
        jobs.append(stored.job)
        duplicates.extend(stored.duplicates)
    return ImportedBundle(created, count, jobs, duplicates)
