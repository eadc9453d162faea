"""Stress bundle: author lines in capitals and family-name-first ("GIL Haesol", "Ok, Jungmin"),
a faded low-contrast scan, and a page scanned upside down."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageOps
from reportlab.pdfgen.canvas import Canvas

from minesweeper.samples import scanned_pdf
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import BODY
from tests.support.stress_images import Cell, ruled_form
from tests.support.stress_pdf import (
    HEIGHT_PT,
    MARGIN_PT,
    Author,
    author_line,
    canvas_pdf,
    centred,
    column_text,
)

_TOP = HEIGHT_PT - MARGIN_PT
_DPI = 150


def _capitals_paper() -> bytes:
    def page(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 8)
        canvas.drawString(MARGIN_PT, _TOP, "Journal of Mechanical Science and Technology 38 (2024)")
        centred(canvas, font, "Contact-Rich Assembly with Tactile Feedback", _TOP - 40, 16)
        author_line(
            canvas,
            font,
            [Author("MIRAE BONG", "1"), Author("DAEHAN SEOK", "2"), Author("ANNA K. MÜLLER", "3")],
            _TOP - 70,
        )
        centred(canvas, font, "SEOK Daehan, BONG Mirae (Korean name order)", _TOP - 90, 9)
        column_text(canvas, font, ["ABSTRACT", BODY * 3], 0, _TOP - 130, 150)
        column_text(canvas, font, ["1. INTRODUCTION", BODY * 3], 1, _TOP - 130, 150)
        canvas.setFont(font, 8)
        canvas.drawString(MARGIN_PT, 120, "1 Dept. of Mechanical Engineering, Ajou University")
        canvas.drawString(MARGIN_PT, 110, "2 Korea Institute of Machinery and Materials (KIMM)")
        canvas.drawString(MARGIN_PT, 100, "3 Technical University of Munich, Germany")

    return canvas_pdf([page])


def _approval(name_rows: list[tuple[str, str]]) -> Image.Image:
    rows = [[Cell("구 분"), Cell("성 명"), Cell("서 명")]]
    rows += [[Cell(role), Cell(name), Cell("(인)", seal=name)] for role, name in name_rows]
    return ruled_form(
        ["학위논문 인준서", "방다온의 공학박사 학위논문을 인준함", "2024년 12월"],
        rows,
        (1.4, 1.6, 1.4),
        dpi=_DPI,
    )


def ajou(root: Path) -> Bundle:
    own = korean("방다온", "Daon", "Bang", "D. Bang")
    bong = korean("봉미래", "Mirae", "Bong", "MIRAE BONG", "BONG Mirae")
    seok = korean("석대한", "Daehan", "Seok", "DAEHAN SEOK", "SEOK Daehan")
    anna = Who("Anna K. Müller", ("ANNA K. MÜLLER", "Anna Müller", "A. K. Müller"))
    b = Bundle(root, "S06", own, "Daon Bang", "아주대학교", "기계공학과", "공학박사, 2025")
    path = b.add("representative", "JMST_2024.pdf", _capitals_paper(), "pdf", pages=1,
                 description="author names in capitals; Korean name order line")  # fmt: skip
    for who, surface in ((bong, "MIRAE BONG"), (seok, "DAEHAN SEOK"), (anna, "ANNA K. MÜLLER")):
        b.mention(who, path, surface, "coauthor")

    rows = [("심사위원장", "봉미래"), ("심사위원", "석대한")]
    faded = ImageOps.autocontrast(_approval(rows).convert("L"), cutoff=0)
    faded = faded.point(lambda value: round(150 + value * 0.38))  # grey ink on grey paper
    path = b.add("thesis", "faded_scan.pdf", scanned_pdf([faded], dpi=_DPI), "pdf", pages=1,
                 text_layer=False, description="faded low-contrast scan")  # fmt: skip
    for who, role in ((bong, "committee_chair"), (seok, "committee_member")):
        b.mention(who, path, who.name, role)
        b.mention(who, path, who.name, role, "seal")

    upside = _approval(rows).rotate(180)
    path = b.add("thesis", "scan_upside_down.pdf", scanned_pdf([upside], dpi=_DPI), "pdf",
                 pages=1, text_layer=False, description="page fed upside down")  # fmt: skip
    for who, role in ((bong, "committee_chair"), (seok, "committee_member")):
        b.mention(who, path, who.name, role)
        b.mention(who, path, who.name, role, "seal")
    b.traps += ["capitals", "family name first", "faded scan", "upside-down scan"]
    return b
