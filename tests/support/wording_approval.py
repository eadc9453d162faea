"""Wording bundle: approval pages in other words. Korean "인준함" pages with underscore seal
slots and "(서울대학교 교수)" affiliations after names, a 심사보고서 with 주심/부심, and an
English approval page with "Thesis Committee: Prof. X (Chair), Prof. Y", a co-supervisor,
internal and external examiners and a "Signature: ____ Name: X" line."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples.layouts import PdfLine, lines_pdf
from minesweeper.samples.office import hwpx_bytes
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import body, centered, title

OWN = korean("제갈윤서", "Yunseo", "Jegal", "Y. Jegal", "제갈 윤서")
PI = korean("피성우", "Sungwoo", "Pi")
MA = korean("마은결", "Eungyeol", "Ma")
KYUNG = korean("경나윤", "Nayun", "Kyung")
CHEON = korean("천서하", "Seoha", "Cheon")
BYUN = korean("변태식", "Taesik", "Byun")
HAHM = korean("함우진", "Woojin", "Hahm")
SATO = Who("Hiroko Sato", ("H. Sato", "Sato Hiroko"))
BROOKS = Who("Daniel Brooks", ("D. Brooks", "Brooks Daniel"))


def approval_bundle(root: Path) -> Bundle:
    b = Bundle(root, "W03", OWN, "Yunseo Jegal", "연세대학교", "컴퓨터과학과", "공학박사, 2024")
    thesis = lines_pdf(
        [
            [
                title("박사학위논문"),
                title("분산 저장 시스템의 일관성 검증"),
                centered("연세대학교 대학원 컴퓨터과학과"),
                centered("제 갈 윤 서"),
            ],
            [
                title("분산 저장 시스템의 일관성 검증", 14),
                centered("지도교수 천서하"),
                centered("이 논문을 박사학위논문으로 제출함"),
                centered("2024년 6월"),
                centered("제갈윤서"),
            ],
            [
                centered("위 논문을 제갈윤서의 박사학위논문으로 인준함"),
                centered("2024년 6월"),
                PdfLine("심사위원장   피성우   ________ 인", 12, gap=18),
                PdfLine("심사위원   마은결 (서울대학교 교수)   ________ 인", 12, gap=18),
                PdfLine("심사위원   경나윤 (KAIST 교수)   ________ 인", 12, gap=18),
                PdfLine("심사위원   변태식   ________ 인", 12, gap=18),
                PdfLine("심사위원   천서하 (지도교수)   ________ 인", 12, gap=18),
            ],
            [title("Abstract", 14), *body(3)],
        ]
    )
    path = b.add("thesis", "제갈윤서_박사논문.pdf", thesis, "pdf", pages=4)
    for who, role in (
        (CHEON, "advisor"),
        (PI, "committee_chair"),
        (MA, "committee_member"),
        (KYUNG, "committee_member"),
        (BYUN, "committee_member"),
        (CHEON, "committee_member"),
    ):
        b.mention(who, path, who.name, role)

    report = hwpx_bytes(
        [
            "학위논문 심사결과 보고서",
            "성명: 제갈윤서   학위: 공학박사",
            "논문제목: 분산 저장 시스템의 일관성 검증",
            "심사위원",
            "주심  피성우  (서명)",
            "부심  마은결  (서명)",
            "부심  경나윤  (서명)",
            "부심  천서하  (서명)",
            "연세대학교 대학원장 귀하",
        ]
    )
    path = b.add("thesis", "심사결과보고서.hwpx", report, "hwpx")
    b.mention(PI, path, "피성우", "committee_chair")
    for who in (MA, KYUNG, CHEON):
        b.mention(who, path, who.name, "committee_member")

    english = lines_pdf(
        [
            [
                title("APPROVAL PAGE"),
                "This dissertation by Yunseo Jegal is accepted in its present form by the "
                "Graduate School of Yonsei University as satisfying the dissertation requirement "
                "for the degree of Doctor of Philosophy.",
                PdfLine("", 12),
                "Thesis Committee: Prof. Sungwoo Pi (Chair), Prof. Eungyeol Ma, Prof. Nayun Kyung",
                PdfLine("", 12),
                "Supervisor",
                "Signature: ____________________   Name: Seoha Cheon",
                "Co-Supervisor: Dr. Hiroko Sato (RIKEN Center for Computational Science)",
                PdfLine("", 12),
                "Examining Committee Members",
                "Dr. Woojin Hahm, Samsung Electronics",
                "Internal examiner: Prof. Taesik Byun",
                "External examiner: Prof. Daniel Brooks (University of Toronto)",
                PdfLine("", 12),
                "Dean of the Graduate School: Jongho Baek",
            ]
        ]
    )
    path = b.add("thesis", "approval_page_en.pdf", english, "pdf", pages=1)
    for who, surface, role in (
        (PI, "Sungwoo Pi", "committee_chair"),
        (MA, "Eungyeol Ma", "committee_member"),
        (KYUNG, "Nayun Kyung", "committee_member"),
        (CHEON, "Seoha Cheon", "advisor"),
        (SATO, "Hiroko Sato", "co_advisor"),
        (HAHM, "Woojin Hahm", "committee_member"),
        (BYUN, "Taesik Byun", "committee_member"),
        (BROOKS, "Daniel Brooks", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    b.distractor("Jongho Baek", "official_signatory", path)

    us_style = lines_pdf(
        [
            [
                centered("The dissertation of Yunseo Jegal is approved."),
                PdfLine("", 12),
                centered("Nayun Kyung"),
                centered("Daniel Brooks"),
                centered("Sungwoo Pi, Committee Chair"),
                PdfLine("", 12),
                centered("Yonsei University, Seoul"),
                centered("2024"),
            ]
        ]
    )
    path = b.add("thesis", "committee_page.pdf", us_style, "pdf", pages=1)
    b.mention(KYUNG, path, "Nayun Kyung", "committee_member")
    b.mention(BROOKS, path, "Daniel Brooks", "committee_member")
    b.mention(PI, path, "Sungwoo Pi", "committee_chair")
    b.traps += ["'The dissertation of X is approved.' over names, the chair last"]
    b.traps += ["underscore seal slots", "affiliation after the name", "주심/부심"]
    b.traps += ["Thesis Committee: X (Chair), Y", "Co-Supervisor", "internal/external examiner"]
    b.traps += ["a member from industry: 'Dr. X, Samsung Electronics'"]
    b.traps += ["Signature: ____ Name: X"]
    return b
