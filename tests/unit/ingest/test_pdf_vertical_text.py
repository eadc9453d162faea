"""Pages written in vertical columns (縦書き): each column is read as a line, right to left,
with the wide gap between a seat and its name kept as a cell break; horizontal pages keep
their text as PDFium reads it."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.script_pages import cjk_font
from tests.unit.extractors.builders import extract, related

NO_OCR = OcrConfig(enabled=False)
# An examination report set in columns, right to left; "　" is a full-width space, drawn as a
# step down with no character, as typesetters do.
_REPORT = [
    "博士論文審査報告書",
    "主査　教授　森川健一",
    "副査　准教授　石原千里",
    "副査　教授　中山一郎",
    "申請者　大野真由",
]


def _pdf(columns: list[str] = (), rows: list[str] = ()) -> bytes:  # type: ignore[assignment]
    """One page: `columns` set top to bottom, right to left; `rows` set left to right."""
    path = cjk_font()
    if path is None:
        pytest.skip("no Chinese/Japanese font installed")
    pdfmetrics.registerFont(TTFont("CJK", str(path)))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    canvas.setFont("CJK", 16)
    for number, line in enumerate(columns):
        for step, char in enumerate(line):
            if char != "　":
                canvas.drawString(500 - 40 * number, 760 - 20 * step, char)
    for number, line in enumerate(rows):
        canvas.drawString(80, 800 - 22 * number, line)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _lines(data: bytes) -> list[str]:
    text = ingest_bytes(data, "r.pdf", ocr=NO_OCR).pages[0].text
    return [line for line in text.splitlines() if line.strip()]


def test_a_page_in_columns_is_read_one_column_to_a_line_from_the_right() -> None:
    assert _lines(_pdf(_REPORT)) == [
        "博士論文審査報告書",
        "主査  教授  森川健一",
        "副査  准教授  石原千里",
        "副査  教授  中山一郎",  # "一" is flat, yet no gap: it sits on the column's pitch
        "申請者  大野真由",
    ]


def test_the_seats_of_a_vertical_report_give_their_members() -> None:
    document = ingest_bytes(_pdf(_REPORT), "r.pdf", ocr=NO_OCR)
    found = related(extract(document, "thesis", "大野真由", "Mayu Ono"))
    assert found == {
        ("森川健一", "committee_chair"),
        ("石原千里", "committee_member"),
        ("中山一郎", "committee_member"),
    }


def test_a_horizontal_page_keeps_its_lines() -> None:
    # Lines that start at one margin put one character under another at every line's start,
    # and a line of one character under the last: steps down, but far fewer than across.
    rows = ["審査委員会", "主査 教授 森川健一", "副査 准教授 石原千里", "審", "査"]
    assert [" ".join(line.split()) for line in _lines(_pdf(rows=rows))] == rows


def test_a_page_with_a_title_across_and_columns_below_reads_the_title_first() -> None:
    data = _pdf(["主査　教授　森川健一", "副査　准教授　石原千里"], rows=["審査報告"])
    assert _lines(data) == ["審査報告", "主査  教授  森川健一", "副査  准教授  石原千里"]
