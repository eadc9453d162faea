"""Stress bundle: a DOCX CV whose education and publications are tables (the advisor in a
cell), an HWPX committee list in an hp:tbl, and an HWP 5 file with the same table."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from minesweeper.samples import hwp_bytes, hwpx_bytes
from tests.support.bundle import Bundle, Who, korean

if TYPE_CHECKING:
    from docx.table import _Cell

# A cell's text: one paragraph, or the paragraphs of a cell that holds several (a CV cell
# with one publication entry per paragraph, a name over its affiliation).
CellText = str | tuple[str, ...]

_NS = (
    'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" '
    'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"'
)


def _paragraphs(cell: CellText) -> tuple[str, ...]:
    return (cell,) if isinstance(cell, str) else cell


def docx_with_tables(
    paragraphs_before: Sequence[str], tables: Sequence[tuple[str, Sequence[Sequence[CellText]]]]
) -> bytes:
    """A DOCX: paragraphs, then each (heading, rows) as a heading and a table."""
    from docx import Document

    document = Document()
    for text in paragraphs_before:
        document.add_paragraph(text)
    for heading, rows in tables:
        document.add_paragraph(heading)
        table = document.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                _fill_docx_cell(table.cell(r, c), cell)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def _fill_docx_cell(cell: _Cell, text: CellText) -> None:
    first, *more = _paragraphs(text)
    cell.text = first
    for paragraph in more:
        cell.add_paragraph(paragraph)


def docx_with_layout_table(paragraphs: Sequence[str], rows: Sequence[Sequence[CellText]]) -> bytes:
    """A DOCX whose whole body is a one-cell layout table: the cell holds the paragraphs and
    then a table of ``rows`` drawn inside it (a CV section laid out in a frame)."""
    from docx import Document

    document = Document()
    frame = document.add_table(rows=1, cols=1).cell(0, 0)
    _fill_docx_cell(frame, tuple(paragraphs))
    inner = frame.add_table(rows=len(rows), cols=len(rows[0]))
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            _fill_docx_cell(inner.cell(r, c), cell)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def _p(text: str) -> str:
    run = f'<hp:run charPrIDRef="0"><hp:t>{escape(text)}</hp:t></hp:run>'
    return f'<hp:p paraPrIDRef="0" styleIDRef="0">{run}</hp:p>'


def hwpx_table_paragraph(rows: Sequence[Sequence[CellText]], nested: str = "") -> str:
    """A paragraph whose run anchors a table, as Hangul writes it; every cell holds its
    paragraphs in a sub-list. ``nested`` (another table paragraph) goes at the end of the
    last cell, as a table drawn inside a layout table's cell."""
    cells = "".join(
        "<hp:tr>"
        + "".join(
            "<hp:tc><hp:subList>"
            + "".join(_p(paragraph) for paragraph in _paragraphs(text))
            + (nested if (r, c) == (len(rows) - 1, len(row) - 1) else "")
            + f'</hp:subList><hp:cellAddr colAddr="{c}" rowAddr="{r}"/></hp:tc>'
            for c, text in enumerate(row)
        )
        + "</hp:tr>"
        for r, row in enumerate(rows)
    )
    return (
        '<hp:p paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0">'
        f'<hp:tbl rowCnt="{len(rows)}" colCnt="{len(rows[0])}">{cells}</hp:tbl>'
        "<hp:t/></hp:run></hp:p>"
    )


def hwpx_with_table(
    before: Sequence[str],
    rows: Sequence[Sequence[CellText]],
    after: Sequence[str],
    *,
    nested: Sequence[Sequence[CellText]] = (),
) -> bytes:
    """An HWPX: paragraphs, a table (with ``nested`` rows as a table in its last cell), then
    more paragraphs."""
    inner = hwpx_table_paragraph(nested) if nested else ""
    table = hwpx_table_paragraph(rows, inner)
    body = "".join(_p(text) for text in before) + table + "".join(_p(t) for t in after)
    section = f'<?xml version="1.0" encoding="UTF-8"?><hs:sec {_NS}>{body}</hs:sec>'
    base = hwpx_bytes(["placeholder"])
    source = zipfile.ZipFile(io.BytesIO(base))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        for info in source.infolist():
            data = source.read(info.filename)
            if info.filename == "Contents/section0.xml":
                data = section.encode("utf-8")
            elif info.filename == "Preview/PrvText.txt":
                cells = ("\t".join(" ".join(_paragraphs(c)) for c in row) for row in rows)
                data = "\r\n".join([*before, *cells, *after]).encode()
            package.writestr(info, data, compress_type=info.compress_type)
    return buffer.getvalue()


def sogang(root: Path) -> Bundle:
    own = korean("소예담", "Yedam", "So", "Y. So")
    kam = korean("감우진", "Woojin", "Kam", "W. Kam")
    ha = korean("하늘솔", "Neulsol", "Ha", "N. Ha")
    mo = korean("모세린", "Serin", "Mo")
    ye = korean("예지성", "Jiseong", "Ye")
    natarajan = Who("Priya Natarajan", ("P. Natarajan", "P Natarajan"))
    b = Bundle(root, "S04", own, "Yedam So", "서강대학교", "전자공학과", "공학박사, 2024")
    cv = docx_with_tables(
        ["YEDAM SO", "Postdoctoral Researcher, Sogang University", "yedam.so@sogang.ac.kr"],
        [
            (
                "EDUCATION",
                [
                    ("Period", "Degree", "Institution", "Advisor"),
                    (
                        "2019 – 2024",
                        "Ph.D., Electronic Engineering",
                        "Sogang University",
                        "Prof. Woojin Kam",
                    ),
                    ("2015 – 2019", "B.S., Electronic Engineering", "Sogang University", "–"),
                ],
            ),
            (
                "PUBLICATIONS",
                [
                    ("No.", "Authors", "Title", "Venue", "Year"),
                    (
                        "1",
                        "Y. So, N. Ha, and W. Kam",
                        "Sparse recovery for radar imaging",
                        "IEEE Trans. Signal Process.",
                        "2024",
                    ),
                    (
                        "2",
                        "Y. So, P. Natarajan, W. Kam",
                        "Learned ISTA for radar",
                        "Proc. ICASSP",
                        "2023",
                    ),
                ],
            ),
        ],
    )
    path = b.add("cv", "CV_YedamSo.docx", cv, "docx", description="education and papers in tables")
    b.mention(kam, path, "Woojin Kam", "advisor")
    for who, surface in ((ha, "N. Ha"), (kam, "W. Kam"), (natarajan, "P. Natarajan")):
        b.mention(who, path, surface, "coauthor")

    rows = [
        ("구분", "성명", "소속", "직위"),
        ("위원장", "모세린", "서강대학교 전자공학과", "교수"),
        ("위원", "감우진", "서강대학교 전자공학과", "교수"),
        ("위원", "예지성", "KAIST 전기및전자공학부", "부교수"),
    ]
    committee_hwpx = hwpx_with_table(
        ["학위논문 심사위원 명단", "성명: 소예담   학위과정: 박사"], rows, ["2024. 5. 10."]
    )
    path = b.add("other", "심사위원명단.hwpx", committee_hwpx, "hwpx", description="hp:tbl")
    for who, role in ((mo, "committee_chair"), (kam, "committee_member"), (ye, "committee_member")):
        b.mention(who, path, who.name, role)

    markdown_rows = ["| " + " | ".join(row) + " |" for row in rows]
    markdown_rows.insert(1, "|" + "---|" * len(rows[0]))
    hwp = hwp_bytes(["학위논문 심사위원 명단", "성명: 소예담", "\n".join(markdown_rows)])
    path = b.add("other", "심사위원명단.hwp", hwp, "hwp", description="HWP 5 with a table")
    for who, role in ((mo, "committee_chair"), (kam, "committee_member"), (ye, "committee_member")):
        b.mention(who, path, who.name, role)
    b.traps += ["DOCX tables", "advisor in a table cell", "hp:tbl", "HWP 5 table"]
    return b
