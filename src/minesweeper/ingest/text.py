"""Plain text in UTF-8, UTF-16 or a Korean legacy encoding (CP949/EUC-KR)."""

from __future__ import annotations

from charset_normalizer import from_bytes

from minesweeper.ingest.errors import IngestError

# Tried in order before asking charset-normalizer: strict decoding of Korean text in the
# wrong one of these fails quickly, and CP949 is a superset of EUC-KR.
_STRICT_ORDER = ("utf-8-sig", "cp949")


def decode_text(data: bytes) -> tuple[str, str]:
    """(text, encoding name) for text bytes; raises IngestError when it is not text."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError as exc:
            raise IngestError("corrupt", "the text file is damaged UTF-16") from exc
    for encoding in _STRICT_ORDER:
        try:
            return data.decode(encoding), encoding.removesuffix("-sig")
        except UnicodeDecodeError:
            continue
    best = from_bytes(data).best()
    if best is None:
        raise IngestError("unsupported_format", "the file is neither a document nor text")
    return str(best), best.encoding


def text_pages(text: str) -> list[str]:
    """Split a text into pages at form feeds; a file without them is one page."""
    parts = text.replace("\r\n", "\n").split("\f")
    return [part for part in parts if part.strip()] or [""]
