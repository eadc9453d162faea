"""CSV and XLSX exports of the matrix and the decisions.

Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) are
prefixed with an apostrophe: applicant documents are untrusted text.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

from minesweeper.screening.conflicts.report import CandidateRow, ReportData

HEADER: tuple[str, ...] = (
    "round",
    "reviewer",
    "reviewer_name",
    "applicant",
    "applicant_name",
    "related_person",
    "level",
    "action",
    "name_match",
    "relations",
    "roles",
    "evidence",
    "decision",
    "reason",
    "decided_by",
    "decided_at",
    "decision_stale",
)
LEVEL_FILL = {"certain": "F8B4B4", "likely": "FCD9A8", "possible": "FFF3B0"}  # RGB hex
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_START) else value


def _dated(evidence: dict[str, Any]) -> str:
    """ "2010 outside window", "2023", "undated"; empty for evidence a window never judges."""
    window, year = evidence.get("window"), evidence.get("year")
    if window == "outside_window":
        return f"{year} outside window"
    if window == "undated":
        return "undated"
    return str(year) if year else ""


def evidence_text(row: CandidateRow) -> str:
    parts: list[str] = []
    for e in row.evidence:
        where = e.get("filename") or e.get("document") or ""
        page = f" p.{e['page']}" if e.get("page") else ""
        dated = _dated(e)
        detail = ", ".join(str(x) for x in (e.get("role"), e.get("source_kind"), dated) if x)
        matched = f"{e.get('reviewer_form', '')} ~ {e.get('matched_form', '')}"
        parts.append(f"{where}{page} ({detail}) [{matched}: {e.get('match_level', '')}]".strip())
    return "; ".join(dict.fromkeys(parts))


def candidate_rows(report: ReportData) -> list[list[str]]:
    """One row per candidate, in the column order of HEADER."""
    out: list[list[str]] = []
    for row in report.rows:
        reviewer = report.reviewer(row.reviewer_id)
        applicant = report.applicant(row.applicant_id)
        values = [
            report.round_name,
            reviewer.label if reviewer else str(row.reviewer_id),
            reviewer.name if reviewer else "",
            applicant.label if applicant else str(row.applicant_id),
            applicant.name if applicant else "",
            row.subject_name,
            row.level,
            row.action,
            row.name_match,
            ", ".join(row.relations),
            ", ".join(row.roles),
            evidence_text(row),
            row.decision or "",
            row.reason or "",
            row.decided_by or "",
            row.decided_at or "",
            "yes" if row.decision_stale else "",
        ]
        out.append([safe_cell(v) for v in values])
    return out


def render_csv(report: ReportData) -> bytes:
    """UTF-8 with a byte-order mark, so spreadsheet programs read Hangul correctly."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(candidate_rows(report))
    return buffer.getvalue().encode("utf-8-sig")


def _autosize(sheet: object, rows: Sequence[Sequence[str]], cap: int = 60) -> None:
    widths: dict[int, int] = {}
    for r in rows:
        for i, v in enumerate(r, start=1):
            widths[i] = max(widths.get(i, 0), min(cap, len(str(v)) + 2))
    for i, w in widths.items():
        sheet.column_dimensions[get_column_letter(i)].width = max(w, 8)  # type: ignore[attr-defined]


def render_xlsx(report: ReportData) -> bytes:
    """Sheets: Matrix (colored cells), Candidates (as the CSV), Policy, Documents (sha256)."""
    book = Workbook()
    matrix = book.active
    assert matrix is not None  # a new workbook always has one sheet
    matrix.title = "Matrix"
    matrix.append(["reviewer \\ applicant", *(f"{a.label} {a.name}" for a in report.applicants)])
    for reviewer in report.reviewers:
        line = [f"{reviewer.label} {reviewer.name}"]
        for applicant in report.applicants:
            cell = report.cell(reviewer.id, applicant.id)
            line.append(f"{cell.level or 'dismissed'} ({cell.count})" if cell.count else "")
        matrix.append(line)
    for r_index, reviewer in enumerate(report.reviewers, start=2):
        for a_index, applicant in enumerate(report.applicants, start=2):
            level = report.cell(reviewer.id, applicant.id).level
            if level in LEVEL_FILL:
                matrix.cell(r_index, a_index).fill = PatternFill(
                    "solid", start_color=LEVEL_FILL[level]
                )
    for head in matrix[1]:
        head.font = Font(bold=True)
        head.alignment = Alignment(wrap_text=True)
    matrix.freeze_panes = "B2"
    _autosize(matrix, [[str(c.value or "") for c in r] for r in matrix.iter_rows()], cap=24)

    rows = candidate_rows(report)
    candidates = book.create_sheet("Candidates")
    candidates.append(list(HEADER))
    for r in rows:
        candidates.append(r)
    candidates.freeze_panes = "A2"
    _autosize(candidates, [list(HEADER), *rows])

    policy = book.create_sheet("Policy")
    policy.append(["relation", "action", "window_years"])
    for p in report.policy:
        window = p.get("window_years")
        policy.append([p["relation"], p["action"], "lifetime" if window is None else window])

    documents = book.create_sheet("Documents")
    documents.append(["applicant", "filename", "category", "size", "sha256"])
    for d in report.documents:
        owner = report.applicant(int(d["applicant_id"]))
        documents.append(
            [
                owner.label if owner else str(d["applicant_id"]),
                safe_cell(str(d["filename"])),
                str(d.get("folder_category", "")),
                int(d.get("size") or 0),
                str(d["sha256"]),
            ]
        )
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
