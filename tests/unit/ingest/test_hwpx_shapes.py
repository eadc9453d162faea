"""HWPX text that follows a drawing or sits in a field is read, in document order."""

from __future__ import annotations

from pathlib import Path

from minesweeper.ingest import OcrConfig, SourceFormat, ingest_bytes
from tests.support.hwpx_shapes import committee_with_shapes
from tests.support.shared import shared_missing


def test_text_after_a_shape_and_inside_a_field_is_read_in_order() -> None:
    document = ingest_bytes(committee_with_shapes(), "committee.hwpx")
    assert document.format is SourceFormat.HWPX
    assert "preview" not in document.note
    assert document.text.splitlines() == [
        "심사위원장 이재원 (인) 서강대학교",
        "심사위원 모세린",
        "2024. 5. 10.",
    ]


def test_shape_alt_text_and_field_prompts_are_not_page_text() -> None:
    text = ingest_bytes(committee_with_shapes(), "committee.hwpx").text
    assert "사각형입니다" not in text
    assert "타원입니다" not in text
    assert "Clickhere" not in text
    assert "성명" not in text


def test_real_hwpx_with_a_rectangle_and_click_here_fields(shared_dir: Path) -> None:
    path = shared_dir / "realworld" / "hwpx" / "sample1.hwpx"
    if not path.is_file():
        shared_missing(f"{path.name} is not present")
    document = ingest_bytes(path.read_bytes(), path.name, ocr=OcrConfig(enabled=False))
    assert "preview" not in document.note
    assert "우리는 수학 이다" in document.text
    assert "사각형입니다" not in document.text
