"""The committee's PDF report in the reader's language, with a Korean font embedded.

NanumGothic (TrueType, subset-embedded by reportlab) draws every page, so Hangul shows on any
reader; without it the report is refused with a clear error. Words follow `lang` as in the
tabular exports, times are shown in the configured zone, and the last page carries a
signature block for the committee chair and members.
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
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from minesweeper.screening.conflicts.report import CandidateRow, ReportData
from minesweeper.screening.errors import ScreeningError
from minesweeper.screening.exports.labels import Labels, labels_for
from minesweeper.screening.exports.tabular import LEVEL_FILL, evidence_text
from minesweeper.screening.local_time import local_time_filter

NANUM_FONT_PATHS = (
    Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf"),
    Path("/usr/share/fonts/nanum/NanumGothic.ttf"),
)
MATRIX_COLUMNS_PER_TABLE = 10  # applicants per matrix table, so wide rounds stay legible
SIGNATURE_MEMBERS = 4  # blank member lines under the chair's; a committee adds more by hand

Progress = Callable[[str, int, int], None]
WRITING_STAGE = "writing"  # one stage code for every section: the panel translates codes
REPORT_STEPS = 5  # policy, matrix, candidates, documents, written


class KoreanFontMissingError(ScreeningError):
    """No TrueType font that draws Hangul is installed, so the report cannot be embedded."""

    code = "KOREAN_FONT_MISSING"
    http_status = 500


def korean_font(paths: Sequence[Path] = NANUM_FONT_PATHS) -> str:
    """Register and return the name of an embeddable font that draws Hangul.

    A non-embedded CID font would leave the glyphs to the reader's machine, so a missing font
    is an error that names the package, not a silent fallback."""
    for path in paths:
        if path.is_file():
            name = path.stem
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(path)))
            return name
    raise KoreanFontMissingError(
        "no Korean font for the PDF report: install fonts-nanum "
        f"(scripts/install-system-deps.sh); looked for {', '.join(map(str, paths))}"
    )


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


def _matrix_tables(
    report: ReportData, font: str, s: dict[str, ParagraphStyle], labels: Labels
) -> list[Flowable]:
    out: list[Flowable] = []
    apps = report.applicants
    for start in range(0, max(len(apps), 1), MATRIX_COLUMNS_PER_TABLE):
        chunk = apps[start : start + MATRIX_COLUMNS_PER_TABLE]
        corner = _p(labels.text("matrix.corner"), s["small"])
        data: list[list[object]] = [
            [corner, *(_p(f"{a.label} {a.name}", s["small"]) for a in chunk)]
        ]
        fills: list[tuple[int, int, str]] = []
        for r_i, reviewer in enumerate(report.reviewers, start=1):
            line: list[object] = [_p(f"{reviewer.label} {reviewer.name}", s["small"])]
            for c_i, applicant in enumerate(chunk, start=1):
                cell = report.cell(reviewer.id, applicant.id)
                word = labels.code("level", cell.level or "dismissed")
                line.append(_p(f"{word} ({cell.count})", s["small"]) if cell.count else "")
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


def _candidate_line(
    report: ReportData,
    row: CandidateRow,
    style: ParagraphStyle,
    labels: Labels,
    when: Callable[[object], str],
) -> list[object]:
    reviewer, applicant = report.reviewer(row.reviewer_id), report.applicant(row.applicant_id)
    decision = ""
    if row.decision:
        who = f"{row.decided_by or '-'}, {when(row.decided_at) if row.decided_at else ''}"
        decision = f"{labels.code('decision', row.decision)}: {row.reason or ''} ({who})"
    relations = ", ".join(labels.code("relation", r) for r in row.relations)
    level = f"{labels.code('level', row.level)} / {labels.code('action', row.action)}"
    return [
        _p(f"{reviewer.label} {reviewer.name}" if reviewer else row.reviewer_id, style),
        _p(f"{applicant.label} {applicant.name}" if applicant else row.applicant_id, style),
        _p(row.subject_name, style),
        _p(f"{level} / {relations}", style),
        _p(evidence_text(row, labels), style),
        _p(decision, style),
    ]


def _signature_block(font: str, s: dict[str, ParagraphStyle], labels: Labels) -> list[Flowable]:
    """Name lines and room for a signature or seal: the chair first, then the members."""
    head: list[object] = ["", *(labels.text(k) for k in ("pdf.name", "pdf.sign", "pdf.date"))]
    rows: list[list[object]] = [head, [labels.text("pdf.chair"), "", "", ""]]
    rows += [
        [f"{labels.text('pdf.member')} {i}", "", "", ""] for i in range(1, 1 + SIGNATURE_MEMBERS)
    ]
    table = Table(
        rows,
        colWidths=[30 * mm, 70 * mm, 60 * mm, 40 * mm],
        rowHeights=[8 * mm] + [16 * mm] * (len(rows) - 1),
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), font),
                ("FONTSIZE", (0, 0), (-1, -1), 9),
                ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E8E8E8")),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    # Kept on one page: a sign-off split from its heading reads as two documents.
    heading = _p(labels.text("pdf.signatures"), s["h2"])
    note = _p(labels.text("pdf.signatures.note"), s["body"])
    return [KeepTogether([heading, note, Spacer(1, 3 * mm), table])]


def render_pdf(
    report: ReportData,
    progress: Progress | None = None,
    record_sha256: str | None = None,
    lang: str = "en",
    zone: str = "UTC",
) -> bytes:
    """The report as PDF bytes. `progress(stage, done, total)` is called per section;
    `record_sha256` (a finalized round's snapshot digest) is printed so the paper copy can be
    checked against the stored record. `lang` ("en" or "ko") picks the words, `zone` (an IANA
    name, the TIMEZONE setting) the clock the times are shown in."""
    font = korean_font()
    s = _styles(font)
    labels = labels_for(lang)
    when = local_time_filter(zone)
    total = REPORT_STEPS
    title = labels.text("pdf.title").format(round=report.round_name)
    story: list[Flowable] = [
        _p(title, s["title"]),
        _p(labels.text("pdf.generated").format(time=when(report.generated_at)), s["body"]),
    ]
    if report.finalized_at:
        finalized = labels.text("pdf.finalized").format(time=when(report.finalized_at))
        story.append(_p(finalized, s["body"]))
    if record_sha256:
        story.append(_p(labels.text("pdf.snapshot").format(digest=record_sha256), s["body"]))
    story.append(_p(labels.text("pdf.policy"), s["h2"]))
    policy: list[list[object]] = [
        [labels.text(f"policy.{c}") for c in ("relation", "action", "window_years")]
    ]
    for p in report.policy:
        window = p["window_years"]
        policy.append(
            [
                labels.code("relation", p["relation"]),
                labels.code("action", p["action"]),
                labels.text("lifetime") if window is None else window,
            ]
        )
    story.append(_grid(policy, None, font))
    if progress:
        progress(WRITING_STAGE, 1, total)
    story += [_p(labels.text("pdf.matrix"), s["h2"])]
    story += _matrix_tables(report, font, s, labels)
    if progress:
        progress(WRITING_STAGE, 2, total)
    story += [PageBreak(), _p(labels.text("pdf.candidates"), s["h2"])]
    h = labels.header
    header: list[object] = [h[1], h[3], labels.text("pdf.person"), labels.text("pdf.level")]
    header += [h[11], h[12]]
    lines = [_candidate_line(report, row, s["small"], labels, when) for row in report.rows]
    widths = [w * mm for w in (32, 28, 30, 30, 95, 50)]
    story.append(_grid([header, *lines], widths, font))
    if progress:
        progress(WRITING_STAGE, 3, total)
    story += [PageBreak(), _p(labels.text("pdf.documents"), s["h2"])]
    docs: list[list[object]] = [
        [labels.text(f"documents.{c}") for c in ("applicant", "filename", "sha256")]
    ]
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
    if progress:
        progress(WRITING_STAGE, 4, total)
    story += [Spacer(1, 8 * mm), *_signature_block(font, s, labels)]
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=landscape(A4),
        leftMargin=12 * mm,
        rightMargin=12 * mm,
        topMargin=12 * mm,
        bottomMargin=12 * mm,
        title=title,
    )
    doc.build(story)
    if progress:
        progress(WRITING_STAGE, total, total)
    return buffer.getvalue()
