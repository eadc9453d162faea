from __future__ import annotations

import io
import struct

import olefile
import pytest

from minesweeper import samples
from minesweeper.ingest import IngestError, SourceFormat, ingest_bytes
from minesweeper.ingest.hwp import HWPTAG_PARA_TEXT, para_text, section_text


def _units(*values: int) -> bytes:
    return struct.pack(f"<{len(values)}H", *values)


def _record(tag: int, payload: bytes, level: int = 0) -> bytes:
    if len(payload) < 0xFFF:
        return struct.pack("<I", tag | level << 10 | len(payload) << 20) + payload
    return struct.pack("<II", tag | level << 10 | 0xFFF << 20, len(payload)) + payload


def test_para_text_skips_controls_by_their_width() -> None:
    extended = _units(11, *[0x6C62] * 6, 11)  # a table control: 8 code units, not text
    tab = _units(9, *[0] * 7)
    text = "이재원".encode("utf-16-le")
    payload = extended + text + tab + "교수".encode("utf-16-le") + _units(13)
    assert para_text(payload) == "이재원\t교수\n"


def test_para_text_keeps_characters_outside_the_basic_plane() -> None:
    assert para_text("𠀀A".encode("utf-16-le")) == "𠀀A"


def test_section_text_reads_para_text_records_including_long_ones() -> None:
    long_text = "가" * 3000  # payload over 0xFFF bytes: the size sits in an extra word
    body = (
        _record(0x42, b"\x00" * 22)
        + _record(HWPTAG_PARA_TEXT, "심사위원장 이재원".encode("utf-16-le"), level=1)
        + _record(HWPTAG_PARA_TEXT, long_text.encode("utf-16-le"), level=1)
    )
    assert section_text(body) == f"심사위원장 이재원\n{long_text}"


def test_record_past_the_end_is_corrupt() -> None:
    body = struct.pack("<I", HWPTAG_PARA_TEXT | 100 << 20) + b"\x00" * 10
    with pytest.raises(IngestError) as caught:
        section_text(body)
    assert caught.value.code == "corrupt"


def test_generated_hwp_reads_its_body_text() -> None:
    paragraphs = samples.achievements_paragraphs("이도현", ["임지은", "조현석"])
    document = ingest_bytes(samples.hwp_bytes(paragraphs), "list.hwp")
    assert document.format is SourceFormat.HWP
    assert document.has_text_layer
    assert "이도현, 임지은, 조현석" in document.text
    assert document.note.startswith("HWP, ")


def test_distribution_document_falls_back_to_preview_and_says_so() -> None:
    from minesweeper.samples.hostile import CASES

    case = next(c for c in CASES if c.name == "distribution HWP")
    document = ingest_bytes(case.build(), case.filename)
    assert "preview" in document.note
    assert "distribution document" in document.note
    data = case.build()
    with olefile.OleFileIO(io.BytesIO(data)) as ole:
        preview = ole.openstream("PrvText").read().decode("utf-16-le").replace("\r\n", "\n")
    assert document.text == preview.strip("\x00")
