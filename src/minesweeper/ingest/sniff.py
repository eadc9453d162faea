"""Format from the bytes, never from the file name."""

from __future__ import annotations

import io
import re
import zipfile

from minesweeper.ingest.model import SourceFormat

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_HTML_MARKERS = (b"<!doctype html", b"<html", b"<head", b"<body", b"<meta", b"<div", b"<title")
# A page saved without its <html> element (a server template's "<?php include ...?>" first, a
# fragment of a homepage) is still HTML when it holds several kinds of common elements.
_HTML_ELEMENT = re.compile(rb"</?(p|br|li|ul|ol|table|tr|td|h[1-6]|a|strong|em|span|b|i)[\s/>]")
_MIN_HTML_ELEMENTS = 3


def sniff_format(data: bytes) -> SourceFormat | None:
    """The document format the bytes hold, or None when none of ours fits."""
    head = data[:4096]
    if b"%PDF-" in head[:1024]:
        return SourceFormat.PDF
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return SourceFormat.PNG
    if head.startswith(b"\xff\xd8\xff"):
        return SourceFormat.JPEG
    if head.startswith((b"II*\x00", b"MM\x00*")):
        return SourceFormat.TIFF
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return SourceFormat.WEBP
    if head.startswith(_OLE_MAGIC):
        return SourceFormat.HWP  # the only OLE format we read; the reader checks the header
    if head.startswith(b"PK\x03\x04"):
        return _sniff_zip(data)
    return _sniff_text(head)


def _sniff_zip(data: bytes) -> SourceFormat | None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            if "mimetype" in names:
                info = archive.getinfo("mimetype")
                if info.file_size < 100:
                    mimetype = archive.read("mimetype").strip()
                    if mimetype == b"application/hwp+zip":
                        return SourceFormat.HWPX
            if "word/document.xml" in names:
                return SourceFormat.DOCX
            if any(name.startswith("Contents/section") for name in names):
                return SourceFormat.HWPX
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        # A damaged zip is still a zip: let the HWPX/DOCX readers report it as corrupt.
        return SourceFormat.DOCX if b"word/" in data[:65536] else SourceFormat.HWPX
    return None


def _sniff_text(head: bytes) -> SourceFormat | None:
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if (
        stripped.startswith(_HTML_MARKERS)
        or (stripped.startswith(b"<") and b"<html" in head.lower())
        or (
            stripped.startswith(b"<")
            and len(set(_HTML_ELEMENT.findall(stripped))) >= _MIN_HTML_ELEMENTS
        )
    ):
        return SourceFormat.HTML
    if not head:
        return None
    if b"\x00" in head:
        # NUL bytes: UTF-16 text with a BOM, otherwise binary.
        return SourceFormat.TEXT if head.startswith((b"\xff\xfe", b"\xfe\xff")) else None
    controls = sum(1 for byte in head if byte < 9 or 13 < byte < 32)
    return SourceFormat.TEXT if controls <= len(head) // 100 else None
