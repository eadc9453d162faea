"""A held-out-style bundle mixing an English dissertation (committee in a table, "Name,
Ph.D., Referee"), stacked conference authors, a Korean paper with a corresponding-author
line, and a scanned report where a member wrote his name by hand and signed."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples import scanned_pdf
from minesweeper.samples.layouts import (
    FormLine,
    PdfLine,
    SealStyle,
    form_image,
    lines_pdf,
)
from minesweeper.samples.web import scholar_html
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import OCR_DPI, body, centered, title


def gist(root: Path) -> Bundle:
    own = korean("모지환", "Jihwan", "Mo", "J. Mo", "J Mo")
    kong = korean("공민호", "Minho", "Kong", "M. Kong", "M Kong")
    han = korean("한슬기", "Seulgi", "Han", "S. Han", "S Han")
    ryu = korean("류채원", "Chaewon", "Ryu")
    sharma = Who("Anika Sharma", ("A. Sharma", "A Sharma", "Sharma Anika"))
    b = Bundle(root, "H06", own, "Jihwan Mo", "GIST", "AI대학원", "공학박사, 2025")
    thesis = lines_pdf(
        [
            [
                PdfLine("", 60),
                title("Doctoral Dissertation"),
                title("Sample-Efficient Reinforcement Learning for Legged Robots", 14),
                PdfLine("", 100),
                centered("Jihwan Mo"),
                centered("Gwangju Institute of Science and Technology"),
            ],
            [
                PdfLine("", 40),
                centered("Sample-Efficient Reinforcement Learning for Legged Robots"),
                centered("Jihwan Mo"),
                centered("Accepted in partial fulfillment of the requirements for the degree"),
                centered("of Doctor of Philosophy"),
                PdfLine("", 20),
                centered("Examining Committee"),
                PdfLine("Committee Chair          Prof. Minho Kong          ______________", 11),
                PdfLine("Committee Member          Prof. Anika Sharma          ______________", 11),
                PdfLine("Dr. Seulgi Han, Referee", 11, gap=14),
                PdfLine("Chaewon Ryu, Ph.D., Referee", 11, gap=14),
            ],
            [
                PdfLine("", 40),
                centered("모 지 환 의 박사학위논문을 인준함"),
                PdfLine("심 사 위 원 장 :  공 민 호  (인)", 12, gap=16),
                PdfLine("심 사 위 원 :  한 슬 기  (인)", 12, gap=16),
                PdfLine("심 사 위 원 :  류 채 원  (인)", 12, gap=16),
                PdfLine("", 20),
                centered("광주과학기술원 총장  임기철  (직인)"),
            ],
            [
                title("Acknowledgements", 14),
                "I am grateful to my advisor, Professor Minho Kong, and to Dr. Yuna Baek for "
                "countless discussions in the lab.",
            ],
            [
                title("Bibliography", 14),
                "[1] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, and O. Klimov, “Proximal "
                "policy optimization algorithms,” arXiv:1707.06347, 2017.",
                "[2] 천세진, 노경민 (2020). 보행 로봇 제어. 제어로봇시스템학회 논문지, 26(3), 1-9.",
            ],
        ]
    )
    path = b.add("thesis", "Mo_Jihwan_dissertation.pdf", thesis, "pdf", pages=5)
    for who, surface, role in (
        (kong, "Minho Kong", "committee_chair"),
        (sharma, "Anika Sharma", "committee_member"),
        (han, "Seulgi Han", "committee_member"),
        (ryu, "Chaewon Ryu", "committee_member"),
        (kong, "공 민 호", "committee_chair"),
        (han, "한 슬 기", "committee_member"),
        (ryu, "류 채 원", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    b.optional_person(Who("백유나", ("Yuna Baek",)), path)
    for name in ("J. Schulman", "F. Wolski", "P. Dhariwal", "A. Radford", "O. Klimov"):
        b.distractor(name, "reference_list", path)
    b.distractor("천세진", "reference_list", path)
    b.distractor("노경민", "reference_list", path)
    b.distractor("임기철", "official_signatory", path)

    paper = lines_pdf(
        [
            [
                PdfLine("2024 IEEE International Conference on Robotics and Automation", 9),
                title("Learning Agile Gaits from Few Demonstrations"),
                centered("Jihwan Mo"),
                PdfLine("School of EECS, Gwangju Institute of Science and Technology", 9, True),
                PdfLine("jhmo@gist.ac.kr", 9, True),
                centered("Anika Sharma"),
                PdfLine("Max Planck Institute for Intelligent Systems, Germany", 9, True),
                PdfLine("asharma@is.mpg.de", 9, True),
                centered("Minho Kong"),
                PdfLine("AI Graduate School, Gwangju Institute of Science and Technology", 9, True),
                PdfLine("mhkong@gist.ac.kr", 9, True),
                PdfLine("Abstract", 12),
                *body(3),
            ],
            [
                PdfLine("References", 12),
                "[1] J. Schulman, F. Wolski, P. Dhariwal, A. Radford, and O. Klimov, “Proximal "
                "policy optimization algorithms,” arXiv:1707.06347, 2017.",
            ],
        ]
    )
    path = b.add("paper", "ICRA2024_final.pdf", paper, "pdf", pages=2)
    b.mention(sharma, path, "Anika Sharma", "coauthor")
    b.mention(kong, path, "Minho Kong", "coauthor")
    b.distractor("J. Schulman", "reference_list", path)

    korean_paper = lines_pdf(
        [
            [
                PdfLine("제어로봇시스템학회 논문지 제30권 제2호, 2024", 9),
                title("사족 보행 로봇의 표본 효율적 학습"),
                centered("모지환, 한슬기, 공민호*"),
                centered("Jihwan Mo, Seulgi Han, and Minho Kong*"),
                PdfLine("광주과학기술원 AI대학원", 9, True),
                PdfLine("*교신저자 (Corresponding Author): 공민호", 9, True),
                PdfLine("Abstract", 12),
                *body(3),
            ],
        ]
    )
    path = b.add("representative", "모지환_대표논문.pdf", korean_paper, "pdf", pages=1)
    for who, surface in (
        (han, "한슬기"),
        (kong, "공민호"),
        (han, "Seulgi Han"),
        (kong, "Minho Kong"),
    ):
        b.mention(who, path, surface, "coauthor")

    scan = form_image(
        [
            FormLine("모지환의 박사학위논문 심사 결과 보고서", centered=True),
            FormLine("2024년 11월", centered=True),
            FormLine("심사위원장    공민호    (인)", seal=SealStyle(), mark_name="공민호"),
            FormLine("심사위원", handwritten="류채원", signature=True),
        ],
        dpi=OCR_DPI,
        seed=5,
    )
    path = b.add(
        "other", "심사결과보고서.pdf", scanned_pdf([scan], dpi=OCR_DPI), "pdf",
        text_layer=False, pages=1, description="a member wrote his name by hand and signed",
    )  # fmt: skip
    b.mention(kong, path, "공민호", "committee_chair")
    b.mention(kong, path, "공민호", "committee_chair", "seal")
    b.mention(ryu, path, "류채원", "committee_member", "handwritten")
    b.mention(ryu, path, "류채원", "committee_member", "signature")

    scholar = scholar_html(
        "Jihwan Mo",
        "GIST",
        [("공민호", "Gwangju Institute of Science and Technology"), ("Anika Sharma", "MPI-IS")],
        [
            ("Learning agile gaits", "J Mo, A Sharma, M Kong", "ICRA", "2024"),
            ("Sample-efficient legged locomotion", "J Mo, S Han, M Kong", "JICROS", "2024"),
        ],
    )
    path = b.add("scholar", "Jihwan Mo - Google Scholar.html", scholar, "html")
    for who, surface in (
        (kong, "공민호"),
        (sharma, "Anika Sharma"),
        (sharma, "A Sharma"),
        (kong, "M Kong"),
        (han, "S Han"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["table rows with blanks", "Name, Ph.D., Referee", "stacked conference authors"]
    b.traps += ["handwritten name and signature", "Korean corresponding-author line"]
    return b
