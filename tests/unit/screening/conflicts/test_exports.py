"""CSV, XLSX and PDF exports: real files, read back."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from openpyxl import load_workbook

from minesweeper.screening.conflicts.report import ReportData
from minesweeper.screening.exports import render_csv, render_pdf, render_xlsx
from minesweeper.screening.exports.pdf import KoreanFontMissingError, korean_font
from tests.support.pdf_text import pdf_text

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
    stages: list[tuple[str, int, int]] = []
    data = render_pdf(sample_report(), lambda *step: stages.append(step))
    assert data.startswith(b"%PDF")
    assert stages == [("writing", done, 5) for done in range(1, 6)]  # one step per section
    font = korean_font()
    assert font.encode() in data
    assert b"/FontFile2" in data  # the TrueType font travels inside the file


def test_a_missing_korean_font_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(KoreanFontMissingError, match="fonts-nanum"):
        korean_font((tmp_path / "none.ttf",))


def test_report_round_trips_through_json() -> None:
    report = sample_report()
    assert ReportData.from_json(report.to_json()) == report
    assert report.cell(10, 20).level == "certain"
    assert report.cell(11, 20).count == 1


def test_pdf_text_reads_back_in_korean() -> None:
    text = pdf_text(render_pdf(sample_report(), lang="ko", zone="Asia/Seoul"))
    assert "이해충돌 검토 보고서: 2026 전임교원 공채" in text
    assert "홍길동" in text
    assert "ab" * 32 in text
    assert "지도교수" in text  # the relation, not its code
    assert "확실 / 심사 배제" in text  # level and action words
    assert "확인됨" in text
    assert "advisor" not in text and "certain" not in text
    # Times in the configured zone: 06:00 UTC is 15:00 in Seoul.
    assert "작성 2026-11-30 15:00 KST" in text
    assert "2026-11-30 15:10 KST" in text  # the decision's time
    for word in ("위원회 확인", "위원장", "위원 1", "성명", "서명 또는 인"):
        assert word in text


def test_english_pdf_keeps_the_codes_and_follows_the_zone() -> None:
    text = pdf_text(render_pdf(sample_report(), lang="en", zone="Europe/Berlin"))
    assert "Conflict-of-interest report: 2026 전임교원 공채" in text
    assert "Generated 2026-11-30 07:00 CET" in text
    assert "certain / block /" in text
    for word in ("Committee sign-off", "Chair", "Member 1", "Signature or seal"):
        assert word in text
    assert "이해충돌 검토 보고서" not in text


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
