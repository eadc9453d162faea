"""Stress bundle: approval pages as ruled tables (role | name | signature), dotted leaders
with right-aligned names, English signature lines with the name below each line."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from tests.support.bundle import Bundle, korean
from tests.support.heldout_parts import BODY
from tests.support.stress_pdf import (
    HEIGHT_PT,
    MARGIN_PT,
    canvas_pdf,
    centred,
    column_text,
    dotted_leader,
    grid_table,
    row_grid,
    signature_blocks,
)

_TOP = HEIGHT_PT - MARGIN_PT


def _thesis() -> bytes:
    def cover(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "공학박사 학위논문", _TOP - 80, 14)
        centred(canvas, font, "저전력 센서 네트워크의 적응형 라우팅", _TOP - 120, 18)
        centred(canvas, font, "중앙대학교 대학원", _TOP - 420, 13)
        centred(canvas, font, "편 서 우", _TOP - 440, 13)

    def approval(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "학위논문 인준서", _TOP - 40, 16)
        centred(canvas, font, "편서우의 공학박사 학위논문을 인준함", _TOP - 80)
        centred(canvas, font, "2024년 12월 20일", _TOP - 100)
        rows = [
            ("구 분", "성 명", "서 명"),
            ("지도교수", "어민경", ""),
            ("심사위원장", "곽도현", "(인)"),
            ("심사위원", "선우진혁", "(인)"),
            ("심사위원", "어민경", "(인)"),
            ("심사위원", "천보람", "(인)"),
        ]
        grid_table(canvas, font, rows, (110, 150, 110), _TOP - 140)
        centred(canvas, font, "중앙대학교 대학원", _TOP - 400, 13)

    def english(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "Adaptive Routing for Low-Power Sensor Networks", _TOP - 40, 14)
        centred(canvas, font, "Seowoo Pyeon", _TOP - 62)
        centred(canvas, font, "Approved by the Dissertation Committee:", _TOP - 110)
        signature_blocks(
            canvas,
            font,
            [
                ("Dohyeon Kwak", "Chair"),
                ("Mingyeong Eo", "Advisor"),
                ("Jinhyeok Seonwoo", "Committee Member"),
                ("Boram Cheon", "Committee Member"),
            ],
            _TOP - 180,
        )
        canvas.setFont(font, 11)
        canvas.drawString(MARGIN_PT + 20, _TOP - 400, "Jaehyun Ko, Dean of the Graduate School")

    def references(canvas: Canvas, font: str) -> None:
        column_text(canvas, font, ["Abstract", BODY * 2], 0, _TOP, 60)
        column_text(
            canvas,
            font,
            [
                "References",
                "[1] W. Heinzelman, A. Chandrakasan, and H. Balakrishnan, “Energy-efficient "
                "communication protocol for wireless microsensor networks,” 2000.",
                "[2] 하진우, 맹도경, “센서망 라우팅,” 정보과학회논문지, 2019.",
            ],
            1,
            _TOP,
            60,
        )

    return canvas_pdf([cover, approval, english, references])


def _report() -> bytes:
    def page(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "학위논문 심사결과 보고서", _TOP - 40, 16)
        canvas.setFont(font, 12)
        canvas.drawString(
            MARGIN_PT + 40, _TOP - 90, "신 청 인 :  편서우  (중앙대학교 전자전기공학부)"
        )
        canvas.drawString(MARGIN_PT + 40, _TOP - 112, "심사결과 :  합 격")
        y = _TOP - 170
        for label, name in (
            ("심사위원장", "곽도현"),
            ("심사위원", "선우진혁"),
            ("심사위원", "어민경"),
            ("심사위원", "천보람"),
        ):
            dotted_leader(canvas, font, label, name, y)
            y -= 34
        centred(canvas, font, "위와 같이 심사 결과를 보고합니다.", y - 30)
        centred(canvas, font, "중앙대학교 대학원장 귀하", y - 60)

    return canvas_pdf([page])


def _master_approval() -> bytes:
    """A signature page whose three blocks are drawn row by row: the rules, then the names,
    then the roles, so the text layer reads "Name  Name  Name" then "Role  Role  Role"."""

    def page(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "Approval of the Thesis Committee", _TOP - 40, 15)
        centred(canvas, font, "Low-Power Routing in Dense Sensor Fields — Seowoo Pyeon", _TOP - 64)
        row_grid(
            canvas,
            font,
            [
                (("Dohyeon Kwak", "Mingyeong Eo", "Boram Cheon"), 11),
                (("Committee Chair", "Thesis Advisor", "Committee Member"), 10),
                (("Chung-Ang University", "Chung-Ang University", "Ajou University"), 9),
            ],
            _TOP - 160,
            3,
            rule_above=True,
        )

    return canvas_pdf([page])


def chungang(root: Path) -> Bundle:
    own = korean("편서우", "Seowoo", "Pyeon", "S. Pyeon")
    kwak = korean("곽도현", "Dohyeon", "Kwak")
    seonwoo = korean("선우진혁", "Jinhyeok", "Seonwoo", "선우 진혁")
    eo = korean("어민경", "Mingyeong", "Eo")
    cheon = korean("천보람", "Boram", "Cheon")
    b = Bundle(root, "S02", own, "Seowoo Pyeon", "중앙대학교", "전자전기공학부", "공학박사, 2025")
    path = b.add(
        "thesis",
        "편서우_박사학위논문.pdf",
        _thesis(),
        "pdf",
        pages=4,
        description="ruled approval table; English signature lines, names below",
    )
    for who, surface, role in (
        (eo, "어민경", "advisor"),
        (kwak, "곽도현", "committee_chair"),
        (seonwoo, "선우진혁", "committee_member"),
        (eo, "어민경", "committee_member"),
        (cheon, "천보람", "committee_member"),
        (kwak, "Dohyeon Kwak", "committee_chair"),
        (eo, "Mingyeong Eo", "advisor"),
        (seonwoo, "Jinhyeok Seonwoo", "committee_member"),
        (cheon, "Boram Cheon", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    b.distractor("Jaehyun Ko", "official_signatory", path)
    for name in ("W. Heinzelman", "A. Chandrakasan", "H. Balakrishnan", "하진우", "맹도경"):
        b.distractor(name, "reference_list", path)

    path = b.add(
        "other",
        "심사결과보고서.pdf",
        _report(),
        "pdf",
        pages=1,
        description="dotted leaders, names right-aligned",
    )
    for who, role in (
        (kwak, "committee_chair"),
        (seonwoo, "committee_member"),
        (eo, "committee_member"),
        (cheon, "committee_member"),
    ):
        b.mention(who, path, who.name, role)
    path = b.add(
        "thesis",
        "MS_approval_page.pdf",
        _master_approval(),
        "pdf",
        pages=1,
        description="three signature blocks drawn row by row",
    )
    for who, surface, role in (
        (kwak, "Dohyeon Kwak", "committee_chair"),
        (eo, "Mingyeong Eo", "advisor"),
        (cheon, "Boram Cheon", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    b.traps += ["ruled table", "dotted leaders", "signature lines with names below", "선우"]
    return b
