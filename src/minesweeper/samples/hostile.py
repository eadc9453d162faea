"""Hostile and broken uploads built by code, each with the ingest outcome it must get.

`expected` is an IngestError code, or None when the file must be read (with a note or
warning) rather than refused. Builders are lazy so a test can build one case at a time.
"""

from __future__ import annotations

import io
import random
import struct
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image
from reportlab.lib.pagesizes import A4
from reportlab.lib.pdfencrypt import StandardEncryption
from reportlab.pdfgen.canvas import Canvas

from minesweeper.samples.office import achievements_paragraphs, hwp_bytes, hwpx_bytes
from minesweeper.samples.pdfs import blank_pdf, paper_pdf, text_pdf
from minesweeper.samples.scans import image_bytes
from minesweeper.samples.web import cp949_text

_HWP_SIGNATURE = b"HWP Document File"


@dataclass(frozen=True, slots=True)
class HostileCase:
    name: str
    filename: str
    build: Callable[[], bytes]
    expected: str | None  # IngestError code, or None: must ingest


def _paper() -> bytes:
    return paper_pdf(["Minjun Kim", "Seoyeon Park"], ["Seoul National University"])


def _encrypted_pdf() -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, encrypt=StandardEncryption("secret", canPrint=0))
    canvas.drawString(72, 720, "Confidential approval page")
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _broken_xref() -> bytes:
    data = bytearray(_paper())
    start = data.rindex(b"xref")
    # Overwrite every offset in the cross-reference table with nonsense digits.
    for index in range(start + 30, min(len(data), start + 400)):
        if 48 <= data[index] <= 57:
            data[index] = 57
    return bytes(data)


def _self_referencing_pages() -> bytes:
    """A page tree whose Pages node lists itself as a kid (infinite recursion if followed)."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
    ]
    return _assemble_pdf(objects)


def _deeply_nested() -> bytes:
    depth = 100_000
    nested = b"[" * depth + b"]" * depth
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /Deep 4 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
        nested,
    ]
    return _assemble_pdf(objects)


def _assemble_pdf(objects: list[bytes]) -> bytes:
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def _zip(members: dict[str, bytes], stored_mimetype: bytes | None = None) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        if stored_mimetype is not None:
            package.writestr(
                zipfile.ZipInfo("mimetype"), stored_mimetype, compress_type=zipfile.ZIP_STORED
            )
        for name, data in members.items():
            package.writestr(name, data, compresslevel=9)
    return buffer.getvalue()


def _bomb_bytes() -> bytes:
    return b"<a>" + b"\x20" * (60 * 1024 * 1024) + b"</a>"  # 60 MiB of spaces, ~60 KiB zipped


def _hwpx_bomb() -> bytes:
    return _zip({"Contents/section0.xml": _bomb_bytes()}, b"application/hwp+zip")


def _docx_bomb() -> bytes:
    return _zip({"[Content_Types].xml": b"<Types/>", "word/document.xml": _bomb_bytes()})


def _many_entries() -> bytes:
    members = {f"Contents/section{i}.xml": b"<s/>" for i in range(5000)}
    return _zip(members, b"application/hwp+zip")


def _billion_laughs_hwpx() -> bytes:
    entities = '<!ENTITY a0 "lol">' + "".join(
        f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 10)
    )
    xml = f'<?xml version="1.0"?><!DOCTYPE s [{entities}]><s><p><t>&a9;</t></p></s>'
    return _zip({"Contents/section0.xml": xml.encode()}, b"application/hwp+zip")


def _huge_png_header() -> bytes:
    """A PNG that declares 20000x20000 pixels in a few hundred bytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", 20000, 20000, 8, 0, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 20001 * 4)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    )


def _png() -> bytes:
    return image_bytes(Image.new("RGB", (64, 48), "white"), "PNG")


def _hwp() -> bytes:
    return hwp_bytes(achievements_paragraphs("이도현", ["임지은"]))


def _file_header_offsets(data: bytes) -> list[int]:
    """Where the FileHeader stream sits: the signature padded with NULs to 32 bytes (the
    summary stream holds the same words, without that padding)."""
    found = []
    at = data.find(_HWP_SIGNATURE)
    while at >= 0:
        if data[at + 17 : at + 32] == bytes(15):
            found.append(at)
        at = data.find(_HWP_SIGNATURE, at + 1)
    return found


def _hwp_with_flags(flags: int) -> bytes:
    data = bytearray(_hwp())
    for at in _file_header_offsets(bytes(data)):
        old = struct.unpack_from("<I", data, at + 36)[0]
        data[at + 36 : at + 40] = struct.pack("<I", old | flags)
    return bytes(data)


def _not_hwp_ole() -> bytes:
    data = bytearray(_hwp())
    for at in _file_header_offsets(bytes(data)):
        data[at : at + 3] = b"XYZ"
    return bytes(data)


def _tiff_pages(count: int) -> bytes:
    """A little-endian TIFF of `count` 1x1 grey pages, written directly (Pillow is slow to
    save thousands of frames): one shared pixel, one 8-entry IFD per page."""
    entries = 8
    ifd_size = 2 + entries * 12 + 4
    pixel_at = 8
    out = bytearray(b"II*\x00" + struct.pack("<I", 12) + b"\xff\x00\x00\x00")
    for index in range(count):
        here = len(out)
        following = here + ifd_size if index + 1 < count else 0
        tags = [
            (256, 3, 1), (257, 3, 1), (258, 3, 8), (259, 3, 1),
            (262, 3, 1), (273, 4, pixel_at), (278, 3, 1), (279, 4, 1),
        ]  # fmt: skip
        out += struct.pack("<H", entries)
        for tag, kind, value in tags:
            out += struct.pack("<HHII", tag, kind, 1, value)
        out += struct.pack("<I", following)
    return bytes(out)


def _scripted_html() -> bytes:
    return b"<html><body><script>alert('x')</script><p>Curriculum Vitae</p></body></html>"


def _deep_html() -> bytes:
    depth = 100_000
    return b"<html><body>" + b"<div>" * depth + b"deep" + b"</div>" * depth + b"</body></html>"


def _random(size: int, seed: int) -> bytes:
    return random.Random(seed).randbytes(size)


CASES: tuple[HostileCase, ...] = (
    HostileCase("empty file", "empty.pdf", lambda: b"", "corrupt"),
    HostileCase("only whitespace", "blank.txt", lambda: b" \n\t\n", "corrupt"),
    HostileCase("truncated PDF", "thesis.pdf", lambda: _paper()[:1200], "corrupt"),
    HostileCase(
        "PDF header then garbage", "x.pdf", lambda: b"%PDF-1.7\n" + _random(4000, 1), "corrupt"
    ),
    HostileCase("PDF with a broken xref table", "paper.pdf", _broken_xref, None),
    HostileCase("encrypted PDF", "locked.pdf", _encrypted_pdf, "encrypted"),
    HostileCase(
        "PDF page tree that contains itself", "loop.pdf", _self_referencing_pages, "corrupt"
    ),
    HostileCase("PDF with 100000 nested arrays", "deep.pdf", _deeply_nested, None),
    HostileCase("PDF with 3000 blank pages", "blank.pdf", lambda: blank_pdf(3000), "too_large"),
    HostileCase("text PDF named .hwp", "paper.hwp", lambda: text_pdf(2), None),
    HostileCase("zip bomb as HWPX", "bomb.hwpx", _hwpx_bomb, "too_large"),
    HostileCase("zip bomb as DOCX", "bomb.docx", _docx_bomb, "too_large"),
    HostileCase("zip with 5000 entries", "many.hwpx", _many_entries, "too_large"),
    HostileCase("HWPX with entity expansion", "laughs.hwpx", _billion_laughs_hwpx, "corrupt"),
    HostileCase(
        "HWPX with malformed XML",
        "bad.hwpx",
        lambda: _zip({"Contents/section0.xml": b"<s><p>"}, b"application/hwp+zip"),
        "corrupt",
    ),
    HostileCase("truncated HWPX", "cut.hwpx", lambda: hwpx_bytes(["연구실적"])[:300], "corrupt"),
    HostileCase(
        "zip that is no document",
        "archive.docx",
        lambda: _zip({"readme.md": b"hi"}),
        "unsupported_format",
    ),
    HostileCase("20000x20000 PNG", "huge.png", _huge_png_header, "too_large"),
    HostileCase("PNG named .pdf", "scan.pdf", _png, None),
    HostileCase(
        "truncated JPEG",
        "photo.jpg",
        lambda: image_bytes(Image.effect_noise((400, 300), 60).convert("RGB"), "JPEG")[:3000],
        "corrupt",
    ),
    HostileCase(
        "PNG magic then garbage",
        "x.png",
        lambda: b"\x89PNG\r\n\x1a\n" + _random(2000, 2),
        "corrupt",
    ),
    HostileCase("TIFF with 3000 pages", "fax.tif", lambda: _tiff_pages(3000), "too_large"),
    HostileCase(
        "binary blob named .hwp", "blob.hwp", lambda: _random(20000, 3), "unsupported_format"
    ),
    HostileCase("OLE file that is not HWP", "legacy.hwp", _not_hwp_ole, "unsupported_format"),
    HostileCase("password HWP", "locked.hwp", lambda: _hwp_with_flags(0x2), "encrypted"),
    HostileCase("distribution HWP", "dist.hwp", lambda: _hwp_with_flags(0x4), None),
    HostileCase("truncated HWP", "cut.hwp", lambda: _hwp()[:5000], "corrupt"),
    HostileCase("HTML nested 100000 deep", "deep.html", _deep_html, None),
    HostileCase(
        "HTML with a script",
        "page.html",
        _scripted_html,
        None,
    ),
    HostileCase(
        "text in CP949", "plan.txt", lambda: cp949_text(["연구계획서", "심사위원장"]), None
    ),
    HostileCase("UTF-16 text", "note.txt", lambda: "연구 계획".encode("utf-16"), None),
    HostileCase(
        "upload over the size limit",
        "big.pdf",
        lambda: b"%PDF-1.7\n" + b" " * (51 * 1024 * 1024),
        "too_large",
    ),
)
