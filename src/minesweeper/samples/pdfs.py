"""PDFs with a text layer, written with reportlab: theses, paper first pages, long documents."""

from __future__ import annotations

import io
from collections.abc import Sequence

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from minesweeper.samples.content import (
    BODY_EN,
    BODY_KO,
    DEFAULT_REFERENCES,
    Committee,
    approval_lines_en,
    approval_lines_ko,
)
from minesweeper.samples.fonts import pdf_font

_MARGIN_PT = 64.0
_WIDTH_PT, _HEIGHT_PT = A4


class _Writer:
    """Writes wrapped lines top-down, starting a new page when one is full."""

    def __init__(self) -> None:
        self.buffer = io.BytesIO()
        self.canvas = Canvas(self.buffer, pagesize=A4, invariant=True)
        self.font = pdf_font()
        self.y = _HEIGHT_PT - _MARGIN_PT

    def line(self, text: str, size: float = 11.0, centered: bool = False, gap: float = 4) -> None:
        for part in simpleSplit(text, self.font, size, _WIDTH_PT - 2 * _MARGIN_PT) or [""]:
            if self.y < _MARGIN_PT + size:
                self.page()
            self.canvas.setFont(self.font, size)
            if centered:
                self.canvas.drawCentredString(_WIDTH_PT / 2, self.y, part)
            else:
                self.canvas.drawString(_MARGIN_PT, self.y, part)
            self.y -= size + gap

    def space(self, points: float) -> None:
        self.y -= points

    def page(self) -> None:
        self.canvas.showPage()
        self.y = _HEIGHT_PT - _MARGIN_PT

    def finish(self) -> bytes:
        self.canvas.showPage()
        self.canvas.save()
        return self.buffer.getvalue()


def thesis_pdf(
    applicant: str,
    advisor: str,
    committee: Sequence[str],
    *,
    title: str = "자기 지도 표현 학습을 위한 일관성 기반 목적 함수",
    title_en: str = "Consistency-Based Objectives for Self-Supervised Representation Learning",
    applicant_en: str | None = None,
    committee_en: Sequence[str] | None = None,
    university: str = "서울대학교 대학원",
    references: Sequence[str] = DEFAULT_REFERENCES,
    body_pages: int = 2,
) -> bytes:
    """A doctoral thesis: cover, 인준지, English approval page, abstract, body, references.

    `committee` lists the chair first; the advisor is usually one of the members.
    """
    board = Committee.of(committee)
    board_en = Committee.of(committee_en) if committee_en else board
    out = _Writer()
    out.space(120)
    out.line("공학박사 학위논문", 14, centered=True, gap=30)
    out.line(title, 18, centered=True, gap=12)
    out.line(title_en, 12, centered=True, gap=160)
    out.line(university, 13, centered=True, gap=10)
    out.line(applicant, 14, centered=True)
    out.page()
    out.space(80)
    for index, text in enumerate(approval_lines_ko(applicant, advisor, board, title)):
        out.line(text, 13, centered=index < 5, gap=26)
    out.page()
    out.space(80)
    for text in approval_lines_en(applicant_en or applicant, board_en, title_en):
        out.line(text, 12, centered=True, gap=20)
    out.page()
    out.line("Abstract", 14, centered=True, gap=16)
    for _ in range(3):
        out.line(BODY_EN, 11)
    out.line("Keywords: self-supervised learning, representation learning", 11)
    out.page()
    out.line("국문 초록", 14, centered=True, gap=16)
    out.line(BODY_KO * 2, 11)
    for chapter in range(1, body_pages + 1):
        out.page()
        out.line(f"제 {chapter} 장 서론", 14, gap=14)
        for _ in range(8):
            out.line(BODY_KO, 11)
            out.line(BODY_EN, 11)
    out.page()
    out.line("References", 14, gap=14)
    for number, reference in enumerate(references, start=1):
        out.line(f"[{number}] {reference}", 10)
    return out.finish()


def paper_pdf(
    authors: Sequence[str],
    affiliations: Sequence[str],
    *,
    title: str = "Consistency Regularization for Robust Channel Estimation",
    journal: str = "IEEE Access",
    references: Sequence[str] = DEFAULT_REFERENCES,
    corresponding: int = -1,
) -> bytes:
    """A paper's first pages: title, author line with superscript marks, affiliations,
    abstract, keywords, body and references. Author i gets affiliation mark i+1 (cycled)."""
    marks = len(affiliations) or 1
    names = []
    for index, author in enumerate(authors):
        star = "*" if index == corresponding % max(len(authors), 1) else ""
        names.append(f"{author}{index % marks + 1}{star}")
    out = _Writer()
    out.line(f"{journal}, Received 3 March 2022, Accepted 9 June 2022", 9)
    out.line("DOI: 10.1109/ACCESS.2022.3181234", 9, gap=20)
    out.line(title, 16, centered=True, gap=12)
    out.line(", ".join(names), 11, centered=True, gap=8)
    for number, affiliation in enumerate(affiliations, start=1):
        out.line(f"{number} {affiliation}", 9, centered=True)
    out.line("* Corresponding author", 9, centered=True, gap=18)
    out.line("Abstract", 12, gap=8)
    out.line(BODY_EN * 2, 10)
    out.line("Index Terms: channel estimation, deep learning, consistency", 10, gap=16)
    out.line("I. Introduction", 12, gap=8)
    for _ in range(6):
        out.line(BODY_EN, 10)
    out.page()
    out.line("References", 12, gap=8)
    for number, reference in enumerate(references, start=1):
        out.line(f"[{number}] {reference}", 9)
    return out.finish()


def text_pdf(pages: int, *, words_per_page: int = 350) -> bytes:
    """A long born-digital document (benchmarks, page limits): `pages` pages of body text."""
    out = _Writer()
    sentence = (BODY_EN + " ") * (words_per_page // 40 + 1)
    for number in range(1, pages + 1):
        out.line(f"Page {number}", 12, gap=10)
        out.line(sentence, 10)
        if number < pages:
            out.page()
    return out.finish()


def blank_pdf(pages: int) -> bytes:
    """`pages` empty pages; cheap even for thousands of pages."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    for _ in range(pages):
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def merged_pdf(parts: Sequence[bytes], *, insert_at: int | None = None) -> bytes:
    """Concatenate PDFs; with `insert_at`, the second part goes in after that many pages of
    the first (a signed, scanned approval page inserted into a born-digital thesis)."""
    import pypdfium2 as pdfium

    target = pdfium.PdfDocument.new()
    try:
        sources = [pdfium.PdfDocument(part) for part in parts]
        if insert_at is not None and len(sources) == 2:
            first, second = sources
            target.import_pages(first, list(range(insert_at)))
            target.import_pages(second)
            target.import_pages(first, list(range(insert_at, len(first))))
        else:
            for source in sources:
                target.import_pages(source)
        buffer = io.BytesIO()
        target.save(buffer)
        for source in sources:
            source.close()
        return buffer.getvalue()
    finally:
        target.close()


def lines_pdf(lines: Sequence[str]) -> bytes:
    """A text-layer PDF of the given lines, top-down (a CV, a publication list)."""
    writer = _Writer()
    for text in lines:
        writer.line(text)
    return writer.finish()
