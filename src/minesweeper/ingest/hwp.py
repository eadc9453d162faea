"""HWP 5 (Hangul binary, an OLE compound file): text of the BodyText sections.

Layout (Hancom's published HWP 5.0 format): the `FileHeader` stream holds a signature and
property flags (bit 0 compressed, bit 1 password, bit 2 distribution document); each
`BodyText/SectionN` stream is a run of records, raw-deflate compressed when bit 0 is set.
A record header is 32 bits: tag (10), level (10), size (12; 0xFFF means a 32-bit size
follows). Paragraph text lives in HWPTAG_PARA_TEXT records as UTF-16LE, where code units
below 32 are controls of fixed widths that must be skipped, not printed.
"""

from __future__ import annotations

import io
import re
import struct
import zlib

import olefile

from minesweeper.ingest.config import Deadline, IngestLimits
from minesweeper.ingest.errors import IngestError

_SIGNATURE = b"HWP Document File"
_FLAG_COMPRESSED = 0x1
_FLAG_PASSWORD = 0x2
_FLAG_DISTRIBUTION = 0x4
HWPTAG_PARA_TEXT = 0x10 + 51
_SECTION = re.compile(r"^Section(\d+)$")
# Control code units that occupy 8 code units (16 bytes): inline and extended controls.
_WIDE_CONTROLS = frozenset({*range(1, 10), 11, 12, *range(14, 24)})
_CHAR_CONTROLS = {10: "\n", 13: "\n", 24: "-", 30: " ", 31: " "}
_SECTOR_BYTES = 512  # an intact OLE file is a whole number of sectors
_OLE_ERRORS = (OSError, ValueError, struct.error, IndexError, KeyError, EOFError, TypeError)


def read_hwp(data: bytes, limits: IngestLimits, deadline: Deadline) -> tuple[list[str], str]:
    """(one text per body section, note for the reviewer)."""
    try:
        ole = olefile.OleFileIO(io.BytesIO(data))
    except _OLE_ERRORS as exc:
        raise IngestError("corrupt", "the HWP file is a damaged OLE compound file") from exc
    try:
        flags = _file_header_flags(ole, truncated=len(data) % _SECTOR_BYTES != 0)
        if flags & _FLAG_PASSWORD:
            raise IngestError("encrypted", "the HWP document is protected by a password")
        if not flags & _FLAG_DISTRIBUTION:
            try:
                sections = _body_sections(ole, bool(flags & _FLAG_COMPRESSED), limits, deadline)
                if any(text.strip() for text in sections):
                    return sections, ""
            except IngestError as exc:
                if exc.code != "corrupt":
                    raise
                reason = "its body could not be read"
            else:
                reason = "its body holds no text"
        else:
            reason = "it is a distribution document whose body is encrypted"
        return [_preview_text(ole, reason)], f"HWP text taken from the preview: {reason}"
    finally:
        ole.close()


def _file_header_flags(ole: olefile.OleFileIO, truncated: bool) -> int:
    try:
        header: bytes = ole.openstream("FileHeader").read(256)
    except _OLE_ERRORS as exc:
        if truncated or ole.exists("FileHeader"):
            raise IngestError("corrupt", "the HWP file is truncated or damaged") from exc
        raise IngestError(
            "unsupported_format", "an OLE compound file that is not an HWP document"
        ) from exc
    if not header.startswith(_SIGNATURE) or len(header) < 40:
        if truncated:
            raise IngestError("corrupt", "the HWP file is truncated")
        raise IngestError("unsupported_format", "an OLE compound file that is not an HWP document")
    flags: int = struct.unpack_from("<I", header, 36)[0]
    return flags


def _body_sections(
    ole: olefile.OleFileIO, compressed: bool, limits: IngestLimits, deadline: Deadline
) -> list[str]:
    numbered = sorted(
        (int(match.group(1)), path)
        for path in ole.listdir()
        if len(path) == 2 and path[0] == "BodyText" and (match := _SECTION.match(path[1]))
    )
    if not numbered:
        raise IngestError("corrupt", "the HWP file has no BodyText sections")
    texts: list[str] = []
    for _, path in numbered:
        deadline.check()
        try:
            raw: bytes = ole.openstream(path).read()
        except _OLE_ERRORS as exc:
            raise IngestError("corrupt", f"HWP stream {'/'.join(path)} is damaged") from exc
        body = _inflate(raw, limits.max_zip_total_bytes) if compressed else raw
        texts.append(section_text(body, deadline))
    return texts


def _inflate(raw: bytes, max_bytes: int) -> bytes:
    """Raw deflate with an output cap, so a small hostile stream cannot fill memory."""
    inflater = zlib.decompressobj(-15)
    try:
        out = inflater.decompress(raw, max_bytes + 1)
    except zlib.error as exc:
        raise IngestError("corrupt", "an HWP body stream does not decompress") from exc
    if len(out) > max_bytes:
        raise IngestError("too_large", "an HWP body stream inflates past the size limit")
    return out


def section_text(body: bytes, deadline: Deadline | None = None) -> str:
    """The paragraph texts of one decompressed section stream, one paragraph per line."""
    lines: list[str] = []
    offset = 0
    end = len(body)
    count = 0
    while offset + 4 <= end:
        (header,) = struct.unpack_from("<I", body, offset)
        offset += 4
        tag = header & 0x3FF
        size = (header >> 20) & 0xFFF
        if size == 0xFFF:
            if offset + 4 > end:
                break
            (size,) = struct.unpack_from("<I", body, offset)
            offset += 4
        if offset + size > end:
            raise IngestError("corrupt", "an HWP record runs past the end of its section")
        if tag == HWPTAG_PARA_TEXT:
            line = para_text(body[offset : offset + size]).strip()
            if line:
                lines.append(line)
        offset += size
        count += 1
        if deadline is not None and count % 4096 == 0:
            deadline.check()
    return "\n".join(lines)


def para_text(payload: bytes) -> str:
    """Decode one HWPTAG_PARA_TEXT payload, skipping controls by their widths."""
    units = struct.unpack_from(f"<{len(payload) // 2}H", payload)
    out: list[str] = []
    index = 0
    while index < len(units):
        unit = units[index]
        if unit >= 32:
            out.append(chr(unit))
            index += 1
        elif unit in _WIDE_CONTROLS:
            if unit == 9:
                out.append("\t")
            index += 8
        else:
            out.append(_CHAR_CONTROLS.get(unit, ""))
            index += 1
    # Surrogate pairs arrive as two code units; join them into real characters.
    return "".join(out).encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def _preview_text(ole: olefile.OleFileIO, reason: str) -> str:
    if not ole.exists("PrvText"):
        raise IngestError("corrupt", f"the HWP document cannot be read: {reason}, and no preview")
    try:
        raw: bytes = ole.openstream("PrvText").read()
    except _OLE_ERRORS as exc:
        raise IngestError("corrupt", "the HWP preview stream is damaged") from exc
    return raw.decode("utf-16-le", "replace").replace("\r\n", "\n").strip("\x00")
