"""CSV, XLSX and PDF exports: real files, read back."""

from __future__ import annotations

import csv
import io

import pypdfium2 as pdfium
from openpyxl import load_workbook

from minesweeper.screening.conflicts.report import ReportData
from minesweeper.screening.exports import render_csv, render_pdf, render_xlsx
from minesweeper.screening.exports.pdf import korean_font

from .report_fixture import sample_report


def test_csv_has_bom_header_rows_and_neutralizes_formulas() -> None:
    data = render_csv(sample_report())
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    assert [r["reviewer"] for r in rows] == ["R01", "R02"]
    assert rows[0]["decision"] == "confirmed"
    assert "학위논문.pdf p.3" in rows[0]["evidence"]
    assert rows[1]["related_person"].startswith("'=")


def test_xlsx_matrix_candidates_and_hashes() -> None:
    book = load_workbook(io.BytesIO(render_xlsx(sample_report())))
    assert book.sheetnames == ["Matrix", "Candidates", "Policy", "Documents"]
    matrix = book["Matrix"]
    assert matrix["B2"].value == "certain (1)"
    assert matrix["B2"].fill.start_color.rgb.endswith("F8B4B4")
    assert matrix["B3"].value == "possible (1)"
    assert book["Candidates"].max_row == 3
    assert book["Documents"]["E2"].value == "ab" * 32


def test_pdf_embeds_a_korean_font_and_reports_progress() -> None:
    stages: list[str] = []
    data = render_pdf(sample_report(), lambda stage, done, total: stages.append(stage))
    assert data.startswith(b"%PDF")
    assert stages[-1] == "report: written"
    font = korean_font()
    assert font.encode() in data
    if font != "HYSMyeongJo-Medium":  # a TrueType font travels inside the file
        assert b"/FontFile2" in data


def test_report_round_trips_through_json() -> None:
    report = sample_report()
    assert ReportData.from_json(report.to_json()) == report
    assert report.cell(10, 20).level == "certain"
    assert report.cell(11, 20).count == 1


def test_pdf_text_reads_back_in_korean() -> None:
    document = pdfium.PdfDocument(render_pdf(sample_report()))
    try:
        text = "".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()
    assert "이해충돌 검토 보고서" in text
    assert "홍길동" in text
    assert "ab" * 32 in text


def test_csv_evidence_says_year_and_window() -> None:
    from dataclasses import replace

    report = sample_report()
    first = report.rows[0]
    dated = [
        {**first.evidence[0], "year": 2010, "window": "outside_window"},
        {**first.evidence[0], "page": 4, "year": None, "window": "undated"},
    ]
    changed = replace(report, rows=[replace(first, evidence=dated), *report.rows[1:]])
    rows = list(csv.DictReader(io.StringIO(render_csv(changed).decode("utf-8-sig"))))
    assert "2010 outside window" in rows[0]["evidence"]
    assert "undated" in rows[0]["evidence"]


def test_every_code_an_export_writes_has_a_korean_word() -> None:
    from minesweeper.extractors.model import Role, SourceKind
    from minesweeper.screening.conflicts.model import Action, ConflictLevel, Relation
    from minesweeper.screening.exports.labels import HEADER, HEADER_KO, Labels

    korean, english = Labels(korean=True), Labels()
    codes = {
        "level": ConflictLevel,
        "action": Action,
        "relation": Relation,
        "role": Role,
        "source_kind": SourceKind,
    }
    for kind, enum in codes.items():
        for member in enum:
            assert korean.code(kind, member.value) != member.value, (kind, member.value)
            assert english.code(kind, member.value) == member.value
    assert len(HEADER_KO) == len(HEADER) == len(set(HEADER_KO))


def test_korean_csv_and_xlsx_read_back_in_korean() -> None:
    rows = list(csv.DictReader(io.StringIO(render_csv(sample_report(), "ko").decode("utf-8-sig"))))
    assert rows[0]["결정"] == "확인됨"
    assert "학위논문.pdf 3쪽" in rows[0]["근거"]
    book = load_workbook(io.BytesIO(render_xlsx(sample_report(), "ko")))
    assert book["매트릭스"]["B2"].value == "확실 (1)"
    assert book["매트릭스"]["B2"].fill.start_color.rgb.endswith("F8B4B4")
    assert book["문서"]["A1"].value == "지원자"
