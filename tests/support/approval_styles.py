"""Approval pages in table layouts neither development round prints, drawn with reportlab:
a role cell spanning several members (the label once, centred over their rows), a vertical
role label (one syllable per line), names with their title and affiliation on a second
line of the same cell, and an English table whose label sits below each name. Each page
lists the (name, role) pairs it prints."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from tests.support.stress_pdf import HEIGHT_PT, WIDTH_PT, canvas_pdf, centred

_TOP = HEIGHT_PT - 120
_ROW_PT = 32.0


@dataclass(frozen=True, slots=True)
class ApprovalPage:
    name: str
    pdf: bytes
    expected: frozenset[tuple[str, str]]  # (name as printed, role)


def _header(canvas: Canvas, font: str) -> None:
    centred(canvas, font, "학위논문 인준서", HEIGHT_PT - 60, 16)
    centred(canvas, font, "한지우의 공학박사 학위논문을 인준함", HEIGHT_PT - 90)


def _spanned_table(
    canvas: Canvas, font: str, groups: Sequence[tuple[str, Sequence[str]]], vertical: bool
) -> None:
    """Ruled rows of (name, seal); each group's role cell spans its members' rows, its label
    drawn once in the middle of the span (or one syllable per line when vertical)."""
    left, label_w, name_w, seal_w = (WIDTH_PT - 340) / 2, 100.0, 160.0, 80.0
    y = _TOP
    canvas.setLineWidth(0.8)
    for label, members in groups:
        span = _ROW_PT * len(members)
        canvas.rect(left, y - span, label_w, span)
        canvas.setFont(font, 12)
        if vertical:
            letters = label.replace(" ", "")
            start = y - span / 2 + (len(letters) - 1) * 7
            for index, letter in enumerate(letters):
                canvas.drawCentredString(left + label_w / 2, start - index * 14 - 4, letter)
        else:
            canvas.drawCentredString(left + label_w / 2, y - span / 2 - 4, label)
        for index, member in enumerate(members):
            row_top = y - index * _ROW_PT
            canvas.rect(left + label_w, row_top - _ROW_PT, name_w, _ROW_PT)
            canvas.rect(left + label_w + name_w, row_top - _ROW_PT, seal_w, _ROW_PT)
            canvas.drawCentredString(left + label_w + name_w / 2, row_top - _ROW_PT / 2 - 4, member)
            canvas.drawCentredString(
                left + label_w + name_w + seal_w / 2, row_top - _ROW_PT / 2 - 4, "(인)"
            )
        y -= span


def _spanned(vertical: bool) -> bytes:
    def draw(canvas: Canvas, font: str) -> None:
        _header(canvas, font)
        groups = (("위 원 장", ("노승민",)), ("위 원", ("배가은", "이하늘", "탁서윤")))
        _spanned_table(canvas, font, groups, vertical)
        centred(canvas, font, "2024년 12월 20일", _TOP - 200)

    return canvas_pdf([draw])


def _two_line_cells() -> bytes:
    """English committee table: role | name, with the title and affiliation under the name."""

    def draw(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "Dissertation Approval", HEIGHT_PT - 60, 16)
        centred(canvas, font, "The dissertation of Jiwoo Han is approved.", HEIGHT_PT - 90)
        rows = (
            ("Chair", "Prof. Tomasz Zielinski", "Department of Physics, KAIST"),
            ("Advisor", "Prof. Eunji Baek", "Department of Materials Science, KAIST"),
            ("Member", "Dr. Mina Seol", "Korea Institute of Science and Technology"),
        )
        left = 90.0
        y = _TOP
        for role, name, affiliation in rows:
            canvas.rect(left, y - 44, 110, 44)
            canvas.rect(left + 110, y - 44, 300, 44)
            canvas.setFont(font, 12)
            canvas.drawString(left + 10, y - 26, role)
            canvas.drawString(left + 120, y - 18, name)
            canvas.setFont(font, 9)
            canvas.drawString(left + 120, y - 34, affiliation)
            y -= 44

    return canvas_pdf([draw])


def _label_below() -> bytes:
    """Signature lines side by side, each with the typed name below and the role below it,
    the order of the members differing from the Korean page before it."""

    def korean(canvas: Canvas, font: str) -> None:
        _header(canvas, font)
        y = _TOP
        for label, name in (
            ("심사위원장", "노승민"),
            ("심사위원", "이하늘"),
            ("심사위원", "배가은"),
        ):
            canvas.setFont(font, 12)
            canvas.drawString(150, y, label)
            canvas.drawString(280, y, name)
            canvas.drawString(380, y, "(인)")
            y -= 30

    def english(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "Approved by the Dissertation Committee", HEIGHT_PT - 60, 14)
        blocks = (("Haneul Lee", "Committee Member"), ("Seungmin Noh", "Committee Chair"))
        x = 90.0
        for name, role in blocks:
            canvas.line(x, _TOP, x + 180, _TOP)
            canvas.setFont(font, 11)
            canvas.drawString(x, _TOP - 16, name)
            canvas.setFont(font, 10)
            canvas.drawString(x, _TOP - 30, role)
            x += 240

    return canvas_pdf([korean, english])


def approval_pages() -> list[ApprovalPage]:
    members = {("배가은", "committee_member"), ("이하늘", "committee_member")}
    spanned = frozenset({("노승민", "committee_chair"), ("탁서윤", "committee_member"), *members})
    return [
        ApprovalPage("role-cell-spans-members", _spanned(vertical=False), spanned),
        ApprovalPage("vertical-role-label", _spanned(vertical=True), spanned),
        ApprovalPage(
            "name-title-affiliation-cell",
            _two_line_cells(),
            frozenset(
                {
                    ("Tomasz Zielinski", "committee_chair"),
                    ("Eunji Baek", "advisor"),
                    ("Mina Seol", "committee_member"),
                }
            ),
        ),
        ApprovalPage(
            "label-below-name-orders-differ",
            _label_below(),
            frozenset(
                {
                    ("노승민", "committee_chair"),
                    *members,
                    ("Haneul Lee", "committee_member"),
                    ("Seungmin Noh", "committee_chair"),
                }
            ),
        ),
    ]
