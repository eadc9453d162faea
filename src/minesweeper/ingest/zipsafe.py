"""Open a zip package (HWPX, DOCX) without letting it become a zip bomb."""

from __future__ import annotations

import io
import zipfile

from minesweeper.ingest.config import IngestLimits
from minesweeper.ingest.errors import IngestError

_CHUNK_BYTES = 64 * 1024


class SafeZip:
    """A zip whose directory passed the entry-count, total-size and ratio checks.

    The declared sizes can lie, so `read` also stops at the declared size while inflating.
    """

    def __init__(self, data: bytes, limits: IngestLimits, kind: str) -> None:
        self._kind = kind
        self._limits = limits
        try:
            self._zip = zipfile.ZipFile(io.BytesIO(data))
            infos = self._zip.infolist()
        except (zipfile.BadZipFile, OSError, ValueError, EOFError) as exc:
            raise IngestError("corrupt", f"the {kind} package is not a readable zip") from exc
        if len(infos) > limits.max_zip_entries:
            raise IngestError(
                "too_large",
                f"the {kind} package has {len(infos)} entries (limit {limits.max_zip_entries})",
            )
        total = sum(info.file_size for info in infos)
        if total > limits.max_zip_total_bytes:
            raise IngestError(
                "too_large",
                f"the {kind} package would unpack to {total} bytes "
                f"(limit {limits.max_zip_total_bytes}): a zip bomb",
            )
        for info in infos:
            if info.file_size > 1024 * 1024 and (
                info.file_size > limits.max_zip_ratio * max(info.compress_size, 1)
            ):
                raise IngestError(
                    "too_large",
                    f"the {kind} member {info.filename!r} is compressed "
                    f"{info.file_size // max(info.compress_size, 1)}:1: a zip bomb",
                )
        self.names = [info.filename for info in infos]

    def read(self, name: str) -> bytes:
        try:
            info = self._zip.getinfo(name)
            out = bytearray()
            with self._zip.open(info) as member:
                while chunk := member.read(_CHUNK_BYTES):
                    out += chunk
                    if len(out) > info.file_size or len(out) > self._limits.max_zip_total_bytes:
                        raise IngestError(
                            "too_large",
                            f"the {self._kind} member {name!r} inflates past its declared size",
                        )
            return bytes(out)
        except (zipfile.BadZipFile, OSError, ValueError, EOFError, KeyError) as exc:
            raise IngestError("corrupt", f"the {self._kind} member {name!r} is damaged") from exc

    def close(self) -> None:
        self._zip.close()

    def __enter__(self) -> SafeZip:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
