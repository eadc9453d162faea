"""Stress bundle: Scholar pages with the co-author panel collapsed (only publication rows),
authors with three initials, Chinese and Western co-authors, the Korean interface."""

from __future__ import annotations

from pathlib import Path

from tests.support.bundle import Bundle, Who, korean
from tests.support.stress_web import scholar_korean


def scholar_variants(root: Path) -> Bundle:
    own = korean("주이안", "Ian", "Joo", "I Joo", "I. Joo")
    ki = korean("기도윤", "Doyun", "Ki", "D Ki")
    whitfield = Who(
        "Thomas J. R. Whitfield",
        ("TJR Whitfield", "Thomas Whitfield", "T. J. R. Whitfield", "Whitfield Thomas"),
    )
    qiu = Who("Haoran Qiu", ("H Qiu", "H. Qiu", "Qiu Haoran"))
    b = Bundle(root, "S05", own, "Ian Joo", "DGIST", "로봇공학과", "공학박사, 2024")
    rows = [
        ("Tactile servoing", "I Joo, TJR Whitfield, H Qiu, D Ki", "RA-L", "2024"),
        ("Slip detection from vibration", "I Joo, H Qiu, D Ki", "ICRA", "2023"),
        ("Dexterous in-hand rotation", "TJR Whitfield, I Joo, D Ki, ...", "CoRL", "2022"),
    ]
    collapsed = scholar_korean("Ian Joo", "DGIST 로봇공학과", [], rows, collapsed=True)
    path = b.add(
        "scholar",
        "Ian Joo - Google 학술 검색.html",
        collapsed,
        "html",
        description="co-author panel collapsed; only publication rows",
    )
    for who, surface in ((whitfield, "TJR Whitfield"), (qiu, "H Qiu"), (ki, "D Ki")):
        b.mention(who, path, surface, "coauthor")
    full = scholar_korean(
        "주이안",
        "DGIST",
        [
            ("Thomas Whitfield", "University of Bristol"),
            ("Haoran Qiu", "Zhejiang University"),
            ("기도윤", "DGIST"),
        ],
        rows[:1],
    )
    path = b.add("scholar", "scholar_profile_ko.html", full, "html")
    for who, surface in (
        (whitfield, "Thomas Whitfield"),
        (qiu, "Haoran Qiu"),
        (ki, "기도윤"),
        (whitfield, "TJR Whitfield"),
        (qiu, "H Qiu"),
        (ki, "D Ki"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["collapsed co-author panel", "three initials", "Chinese and Western names"]
    return b
