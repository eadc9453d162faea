"""Stress bundle: two-column papers with raised superscripts and footnote affiliations, a
Korean journal paper with Korean and English author lines and an "외 N명" citation, and a
Scholar profile in the Korean interface."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import BODY
from tests.support.stress_pdf import (
    HEIGHT_PT,
    MARGIN_PT,
    Author,
    author_line,
    canvas_pdf,
    centred,
    column_text,
    raised_note,
    row_grid,
)
from tests.support.stress_web import scholar_korean

_TOP = HEIGHT_PT - MARGIN_PT


def _english_paper() -> bytes:
    def first(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 8)
        canvas.drawString(
            MARGIN_PT, _TOP, "IEEE TRANSACTIONS ON VEHICULAR TECHNOLOGY, VOL. 73, 2024"
        )
        centred(canvas, font, "Federated Beam Tracking for Vehicular mmWave Links", _TOP - 40, 17)
        author_line(
            canvas,
            font,
            [
                Author("Haesol Gil", "1"),
                Author("Wei-Lin Zhao", "2"),
                Author("Marcus Lindqvist", "3"),
                Author("Jungmin Ok", "1,*"),
            ],
            _TOP - 72,
        )
        column_text(
            canvas, font, ["Abstract—" + BODY * 2, "Index Terms—beam tracking."], 0, _TOP - 110, 170
        )
        column_text(canvas, font, ["I. INTRODUCTION", BODY * 3], 1, _TOP - 110, 60)
        canvas.line(MARGIN_PT, 150, MARGIN_PT + 120, 150)
        notes = [
            ("", "Manuscript received 2 May 2024; the review was coordinated by Priya Raman."),
            ("1", "Department of Electronic Engineering, Hanyang University, Seoul, Korea."),
            ("2", "Department of Automation, Tsinghua University, Beijing, China."),
            ("3", "KTH Royal Institute of Technology, Stockholm, Sweden."),
            ("*", "Corresponding author: Jungmin Ok (jmok@hanyang.ac.kr)."),
        ]
        for index, (mark, text) in enumerate(notes):
            raised_note(canvas, font, mark, text, MARGIN_PT, 138 - index * 11)

    def second(canvas: Canvas, font: str) -> None:
        column_text(canvas, font, ["II. SYSTEM MODEL", BODY * 4], 0, _TOP, 60)
        column_text(
            canvas,
            font,
            [
                "REFERENCES",
                "[1] R. S. Sutton and A. G. Barto, Reinforcement Learning: An Introduction, "
                "2nd ed. MIT Press, 2018.",
                "[2] 변상우, 남기훈, “차량 통신을 위한 빔 추적,” 한국통신학회논문지, 제45권, 2020.",
            ],
            1,
            _TOP,
            60,
        )

    return canvas_pdf([first, second])


def _korean_paper() -> bytes:
    def page(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 8)
        canvas.drawString(MARGIN_PT, _TOP, "한국통신학회논문지 (J-KICS) Vol.49 No.2, 2024")
        canvas.drawString(
            MARGIN_PT,
            _TOP - 11,
            "인용: 길해솔 외 2명, “밀리미터파 빔 추적,” 한국통신학회논문지, 49(2), 2024.",
        )
        centred(canvas, font, "차량용 밀리미터파 링크를 위한 연합 빔 추적", _TOP - 45, 16)
        author_line(
            canvas,
            font,
            [Author("길해솔", "1"), Author("함수빈", "2"), Author("국태윤", "1†")],
            _TOP - 72,
        )
        centred(canvas, font, "Federated Beam Tracking for Vehicular mmWave Links", _TOP - 98, 12)
        author_line(
            canvas,
            font,
            [Author("Haesol Gil", "1"), Author("Subin Ham", "2"), Author("Taeyoon Kook", "1†")],
            _TOP - 118,
            10,
        )
        column_text(canvas, font, ["요 약", BODY * 3], 0, _TOP - 150, 130)
        column_text(canvas, font, ["Abstract", BODY * 3], 1, _TOP - 150, 130)
        canvas.line(MARGIN_PT, 118, MARGIN_PT + 120, 118)
        notes = [
            ("1", "한양대학교 전자공학부 (Dept. of Electronic Eng., Hanyang University)"),
            ("2", "서울시립대학교 전자전기컴퓨터공학부"),
            ("†", "교신저자 (Corresponding Author): 국태윤, tykook@hanyang.ac.kr"),
            ("", "논문번호: KICS2024-01-005, Received January 5, 2024"),
        ]
        for index, (mark, text) in enumerate(notes):
            raised_note(canvas, font, mark, text, MARGIN_PT, 106 - index * 11)

    return canvas_pdf([page])


def _conference_paper() -> bytes:
    def page(canvas: Canvas, font: str) -> None:
        centred(canvas, font, "Vision-Aided Beam Prediction at Intersections", _TOP - 20, 17)
        row_grid(
            canvas,
            font,
            [
                (("Haesol Gil", "Marcus Lindqvist", "Taeyoon Kook"), 11),
                (("Dept. of Electronic Eng.", "Div. of Communication Systems", "Dept. of EE"), 9),
                (("Hanyang University", "KTH Royal Institute of Technology", "Hanyang Univ."), 9),
                (("Seoul, Korea", "Stockholm, Sweden", "Seoul, Korea"), 9),
                (("hsgil@hanyang.ac.kr", "marlin@kth.se", "tykook@hanyang.ac.kr"), 9),
            ],
            _TOP - 60,
            3,
        )
        column_text(canvas, font, ["Abstract—" + BODY * 3], 0, _TOP - 160, 60)
        column_text(
            canvas,
            font,
            [
                "REFERENCES",
                "[1] A. Alkhateeb, “Deep learning coordinated beamforming,” IEEE Access, 2018.",
            ],
            1,
            _TOP - 160,
            60,
        )

    return canvas_pdf([page])


def hanyang(root: Path) -> Bundle:
    own = korean("길해솔", "Haesol", "Gil", "H. Gil", "H Gil")
    ok = korean("옥정민", "Jungmin", "Ok", "J. Ok", "J Ok")
    ham = korean("함수빈", "Subin", "Ham", "S. Ham")
    kook = korean("국태윤", "Taeyoon", "Kook", "T. Kook")
    zhao = Who("Wei-Lin Zhao", ("Weilin Zhao", "W.-L. Zhao", "WL Zhao", "Zhao Wei-Lin"))
    lind = Who("Marcus Lindqvist", ("M. Lindqvist", "M Lindqvist", "Lindqvist Marcus"))
    b = Bundle(root, "S01", own, "Haesol Gil", "한양대학교", "전자공학과", "공학박사, 2025")

    path = b.add(
        "representative",
        "Gil_TVT_2024.pdf",
        _english_paper(),
        "pdf",
        pages=2,
        description="two-column paper, raised superscripts, footnote affiliations",
    )
    for who, surface in ((zhao, "Wei-Lin Zhao"), (lind, "Marcus Lindqvist"), (ok, "Jungmin Ok")):
        b.mention(who, path, surface, "coauthor")
    b.distractor("Priya Raman", "editor", path)
    for name in ("R. S. Sutton", "A. G. Barto", "변상우", "남기훈"):
        b.distractor(name, "reference_list", path)

    path = b.add(
        "paper",
        "길해솔_한국통신학회논문지.pdf",
        _korean_paper(),
        "pdf",
        pages=1,
        description="Korean journal: Korean and English author lines, 외 N명 citation",
    )
    for who, surface in (
        (ham, "함수빈"),
        (kook, "국태윤"),
        (ham, "Subin Ham"),
        (kook, "Taeyoon Kook"),
    ):
        b.mention(who, path, surface, "coauthor")

    path = b.add(
        "paper",
        "ICC2024_camera_ready.pdf",
        _conference_paper(),
        "pdf",
        pages=1,
        description="conference author grid drawn row by row across three columns",
    )
    b.mention(lind, path, "Marcus Lindqvist", "coauthor")
    b.mention(kook, path, "Taeyoon Kook", "coauthor")
    b.distractor("A. Alkhateeb", "reference_list", path)

    scholar = scholar_korean(
        "길해솔",
        "한양대학교 전자공학과 박사과정",
        [
            ("옥정민", "한양대학교 교수"),
            ("Wei-Lin Zhao", "Tsinghua University"),
            ("Marcus Lindqvist", "KTH Royal Institute of Technology"),
        ],
        [
            ("Federated beam tracking", "H Gil, WL Zhao, M Lindqvist, J Ok", "IEEE TVT", "2024"),
            ("차량용 밀리미터파 빔 추적", "길해솔, 함수빈, 국태윤", "한국통신학회논문지", "2024"),
        ],
    )
    path = b.add("scholar", "길해솔 - Google 학술 검색.html", scholar, "html")
    for who, surface in (
        (ok, "옥정민"),
        (zhao, "Wei-Lin Zhao"),
        (lind, "Marcus Lindqvist"),
        (zhao, "WL Zhao"),
        (lind, "M Lindqvist"),
        (ok, "J Ok"),
        (ham, "함수빈"),
        (kook, "국태윤"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["two columns", "raised superscripts", "footnote affiliations", "외 N명"]
    b.traps += ["Scholar in Korean", "Chinese and Western co-authors"]
    return b
