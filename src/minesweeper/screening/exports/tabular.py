"""CSV and XLSX exports of the matrix and the decisions.

Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) are
prefixed with an apostrophe: applicant documents are untrusted text. Headers, sheet names
and codes follow `lang` ("en" keeps the codes, "ko" writes Korean words).
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
from minesweeper.screening.exports.labels import Labels, labels_for

LEVEL_FILL = {"certain": "F8B4B4", "likely": "FCD9A8", "possible": "FFF3B0"}  # RGB hex
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_START) else value


def _dated(evidence: dict[str, Any], labels: Labels) -> str:
    """ "2010 outside window", "2023", "undated"; empty for evidence a window never judges."""
    window, year = evidence.get("window"), evidence.get("year")
    if window == "outside_window":
        return f"{year} {labels.text('outside window')}"
    if window == "undated":
        return labels.text("undated")
    return str(year) if year else ""


def _page(evidence: dict[str, Any], labels: Labels) -> str:
    page = evidence.get("page")
    return " " + labels.text("page").format(page=page) if page else ""


_ENGLISH = Labels()


def evidence_text(row: CandidateRow, labels: Labels = _ENGLISH) -> str:
    parts: list[str] = []
    for e in row.evidence:
        where = e.get("filename") or e.get("document") or ""
        role = labels.code("role", e["role"]) if e.get("role") else ""
        kind = labels.code("source_kind", e["source_kind"]) if e.get("source_kind") else ""
        detail = ", ".join(x for x in (role, kind, _dated(e, labels)) if x)
        matched = f"{e.get('reviewer_form', '')} ~ {e.get('matched_form', '')}"
        level = labels.code("match", str(e.get("match_level", "")))
        parts.append(f"{where}{_page(e, labels)} ({detail}) [{matched}: {level}]".strip())
    return "; ".join(dict.fromkeys(parts))


def candidate_rows(report: ReportData, lang: str = "en") -> list[list[str]]:
    """One row per candidate, in the column order of the header (labels.HEADER)."""
    labels = labels_for(lang)
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
            labels.code("level", row.level),
            labels.code("action", row.action),
            labels.code("match", row.name_match),
            ", ".join(labels.code("relation", r) for r in row.relations),
            ", ".join(labels.code("role", r) for r in row.roles),
            evidence_text(row, labels),
            labels.code("decision", row.decision) if row.decision else "",
            row.reason or "",
            row.decided_by or "",
            row.decided_at or "",
            labels.text("yes") if row.decision_stale else "",
        ]
        out.append([safe_cell(v) for v in values])
    return out


def render_csv(report: ReportData, lang: str = "en") -> bytes:
    """UTF-8 with a byte-order mark, so spreadsheet programs read Hangul correctly."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(labels_for(lang).header)
    writer.writerows(candidate_rows(report, lang))
    return buffer.getvalue().encode("utf-8-sig")


def _autosize(sheet: object, rows: Sequence[Sequence[str]], cap: int = 60) -> None:
    widths: dict[int, int] = {}
    for r in rows:
        for i, v in enumerate(r, start=1):
            widths[i] = max(widths.get(i, 0), min(cap, len(str(v)) + 2))
    for i, w in widths.items():
        sheet.column_dimensions[get_column_letter(i)].width = max(w, 8)  # type: ignore[attr-defined]


def render_xlsx(report: ReportData, lang: str = "en") -> bytes:
    """Sheets: Matrix (colored cells), Candidates (as the CSV), Policy, Documents (sha256)."""
    labels = labels_for(lang)
    book = Workbook()
    matrix = book.active
    assert matrix is not None  # a new workbook always has one sheet
    matrix.title = labels.text("sheet.matrix")
    corner = labels.text("matrix.corner")
    matrix.append([corner, *(f"{a.label} {a.name}" for a in report.applicants)])
    for reviewer in report.reviewers:
        line = [f"{reviewer.label} {reviewer.name}"]
        for applicant in report.applicants:
            cell = report.cell(reviewer.id, applicant.id)
            word = labels.code("level", cell.level or "dismissed")
            line.append(f"{word} ({cell.count})" if cell.count else "")
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

    rows = candidate_rows(report, lang)
    candidates = book.create_sheet(labels.text("sheet.candidates"))
    candidates.append(list(labels.header))
    for r in rows:
        candidates.append(r)
    candidates.freeze_panes = "A2"
    _autosize(candidates, [list(labels.header), *rows])

    policy = book.create_sheet(labels.text("sheet.policy"))
    policy.append([labels.text(f"policy.{c}") for c in ("relation", "action", "window_years")])
    for p in report.policy:
        window = p.get("window_years")
        policy.append(
            [
                labels.code("relation", p["relation"]),
                labels.code("action", p["action"]),
                labels.text("lifetime") if window is None else window,
            ]
        )

    documents = book.create_sheet(labels.text("sheet.documents"))
    columns = ("applicant", "filename", "category", "size", "sha256")
    documents.append([labels.text(f"documents.{c}") for c in columns])
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
