"""The committee's PDF report, with a Korean font embedded.

NanumGothic (TrueType, subset-embedded by reportlab) is used when installed; otherwise
reportlab's built-in CID font HYSMyeongJo-Medium, which every PDF reader can show Hangul with.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (
    Flowable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from minesweeper.screening.conflicts.report import CandidateRow, ReportData
from minesweeper.screening.exports.tabular import LEVEL_FILL, evidence_text

NANUM_FONT_PATHS = (
    Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf"),
    Path("/usr/share/fonts/nanum/NanumGothic.ttf"),
)
CID_FALLBACK_FONT = "HYSMyeongJo-Medium"
MATRIX_COLUMNS_PER_TABLE = 10  # applicants per matrix table, so wide rounds stay legible

Progress = Callable[[str, int, int], None]


def korean_font(paths: Sequence[Path] = NANUM_FONT_PATHS) -> str:
    """Register and return the name of a font that can draw Hangul."""
    for path in paths:
        if path.is_file():
            name = path.stem
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(path)))
            return name
    if CID_FALLBACK_FONT not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont(CID_FALLBACK_FONT))
    return CID_FALLBACK_FONT


def _styles(font: str) -> dict[str, ParagraphStyle]:
    base = getSampleStyleSheet()
    return {
        "title": ParagraphStyle("t", parent=base["Title"], fontName=font, fontSize=16),
        "h2": ParagraphStyle("h", parent=base["Heading2"], fontName=font, fontSize=12),
        "body": ParagraphStyle("b", parent=base["BodyText"], fontName=font, fontSize=8.5),
        "small": ParagraphStyle("s", parent=base["BodyText"], fontName=font, fontSize=7),
    }


def _p(text: object, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(str(text)), style)


def _grid(data: list[list[object]], widths: list[float] | None, font: str) -> Table:
    table = Table(data, colWidths=widths, repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), font),
                ("FONTSIZE", (0, 0), (-1, -1), 7.5),
                ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E8E8E8")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return table


def _matrix_tables(report: ReportData, font: str, s: dict[str, ParagraphStyle]) -> list[Flowable]:
    out: list[Flowable] = []
    apps = report.applicants
    for start in range(0, max(len(apps), 1), MATRIX_COLUMNS_PER_TABLE):
        chunk = apps[start : start + MATRIX_COLUMNS_PER_TABLE]
        data: list[list[object]] = [["", *(_p(f"{a.label} {a.name}", s["small"]) for a in chunk)]]
        fills: list[tuple[int, int, str]] = []
        for r_i, reviewer in enumerate(report.reviewers, start=1):
            line: list[object] = [_p(f"{reviewer.label} {reviewer.name}", s["small"])]
            for c_i, applicant in enumerate(chunk, start=1):
                cell = report.cell(reviewer.id, applicant.id)
                line.append(f"{cell.level or 'dismissed'} ({cell.count})" if cell.count else "")
                if cell.level in LEVEL_FILL:
                    fills.append((c_i, r_i, LEVEL_FILL[cell.level]))
            data.append(line)
        table = _grid(data, [40 * mm] + [22 * mm] * len(chunk), font)
        table.setStyle(
            TableStyle(
                [("BACKGROUND", (c, r), (c, r), colors.HexColor("#" + h)) for c, r, h in fills]
            )
        )
        out += [table, Spacer(1, 4 * mm)]
    return out


def _candidate_line(report: ReportData, row: CandidateRow, style: ParagraphStyle) -> list[object]:
    reviewer, applicant = report.reviewer(row.reviewer_id), report.applicant(row.applicant_id)
    decision = ""
    if row.decision:
        who = f"{row.decided_by or '-'}, {row.decided_at or ''}"
        decision = f"{row.decision}: {row.reason or ''} ({who})"
    return [
        _p(f"{reviewer.label} {reviewer.name}" if reviewer else row.reviewer_id, style),
        _p(f"{applicant.label} {applicant.name}" if applicant else row.applicant_id, style),
        _p(row.subject_name, style),
        _p(f"{row.level} / {row.action} / {', '.join(row.relations)}", style),
        _p(evidence_text(row), style),
        _p(decision, style),
    ]


def render_pdf(
    report: ReportData, progress: Progress | None = None, record_sha256: str | None = None
) -> bytes:
    """The report as PDF bytes. `progress(stage, done, total)` is called per section;
    `record_sha256` (a finalized round's snapshot digest) is printed so the paper copy can be
    checked against the stored record."""
    font = korean_font()
    s = _styles(font)
    total = 4
    story: list[Flowable] = [
        _p(f"이해충돌 검토 보고서 — Conflict-of-interest report: {report.round_name}", s["title"]),
        _p(f"Generated {report.generated_at}", s["body"]),
    ]
    if report.finalized_at:
        story.append(_p(f"Finalized {report.finalized_at}", s["body"]))
    if record_sha256:
        story.append(_p(f"Snapshot sha256: {record_sha256}", s["body"]))
    story.append(_p("Policy (relation, action, time window)", s["h2"]))
    policy = [["relation", "action", "window"]] + [
        [p["relation"], p["action"], "lifetime" if p["window_years"] is None else p["window_years"]]
        for p in report.policy
    ]
    story.append(_grid(policy, None, font))
    if progress:
        progress("report: policy", 1, total)
    story += [_p("Matrix (reviewers × applicants): level (candidates)", s["h2"])]
    story += _matrix_tables(report, font, s)
    if progress:
        progress("report: matrix", 2, total)
    story += [PageBreak(), _p("Candidates, evidence and decisions", s["h2"])]
    header: list[object] = ["reviewer", "applicant", "person", "level", "evidence", "decision"]
    rows = [header] + [_candidate_line(report, row, s["small"]) for row in report.rows]
    widths = [w * mm for w in (32, 28, 30, 30, 95, 50)]
    story.append(_grid(rows, widths, font))
    if progress:
        progress("report: candidates", 3, total)
    story += [PageBreak(), _p("Source documents (sha256)", s["h2"])]
    docs: list[list[object]] = [["applicant", "file", "sha256"]]
    for d in report.documents:
        applicant = report.applicant(int(d["applicant_id"]))
        docs.append(
            [
                applicant.label if applicant else d["applicant_id"],
                _p(d["filename"], s["small"]),
                _p(d["sha256"], s["small"]),
            ]
        )
    story.append(_grid(docs, [25 * mm, 110 * mm, 120 * mm], font))
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=landscape(A4),
        leftMargin=12 * mm,
        rightMargin=12 * mm,
        topMargin=12 * mm,
        bottomMargin=12 * mm,
        title=f"Conflict-of-interest report: {report.round_name}",
    )
    doc.build(story)
    if progress:
        progress("report: written", total, total)
    return buffer.getvalue()
