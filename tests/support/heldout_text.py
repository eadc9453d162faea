"""Held-out-style bundles built from text layers: approval pages in other wordings and
layouts, papers, a mobile Scholar page, a Korean 이력서, an English dissertation."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples import phone_photo_jpeg
from minesweeper.samples.layouts import (
    FormLine,
    PdfLine,
    SealStyle,
    docx_paragraphs,
    form_image,
    lines_pdf,
)
from minesweeper.samples.web import scholar_html_mobile
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import OCR_DPI, body, centered, title


def korea_univ(root: Path) -> Bundle:
    own = korean("윤서진", "Seojin", "Yoon", "S. Yoon", "S Yoon")
    moon = korean("문태호", "Taeho", "Moon", "T. Moon", "T Moon")
    koo = korean("구본석", "Bonseok", "Koo", "B Koo")
    eom = korean("엄지혜", "Jihye", "Eom", "J Eom")
    do = korean("도경환", "Kyunghwan", "Do")
    mehta = Who("Rahul Mehta", ("R. Mehta", "R Mehta", "Mehta Rahul"))
    b = Bundle(
        root, "H01", own, "Seojin Yoon", "Korea University", "전기전자공학과", "공학박사, 2024"
    )
    thesis = lines_pdf(
        [
            [
                PdfLine("", 80),
                title("공학박사 학위논문"),
                title("OFDM 채널 추정을 위한 경량 신경망 구조"),
                PdfLine("", 120),
                centered("고려대학교 대학원"),
                centered("전기전자공학과"),
                centered("윤 서 진"),
                centered("2024년 8월"),
            ],
            [
                PdfLine("", 40),
                title("OFDM 채널 추정을 위한 경량 신경망 구조", 14),
                centered("지도교수   문 태 호"),
                centered("이 논문을 공학박사 학위논문으로 제출함"),
                centered("2024년 6월"),
                centered("고려대학교 대학원 전기전자공학과"),
                centered("윤 서 진"),
                PdfLine("", 20),
                centered("이 논문을 윤서진의 공학박사 학위논문으로 인준함"),
                centered("2024년 6월"),
                PdfLine("심사위원장   교수 구본석   (인)", 12, gap=18),
                PdfLine("부위원장   엄지혜 (嚴智惠)   (인)", 12, gap=18),
                PdfLine("위  원   문태호 교수   (인)", 12, gap=18),
                PdfLine("위  원   도경환 (都京煥)   (인)", 12, gap=18),
            ],
            [
                PdfLine("", 40),
                title("Lightweight Neural Channel Estimation for OFDM", 14),
                centered("Seojin Yoon"),
                centered("Approved by the Examining Committee"),
                PdfLine("Prof. Bonseok Koo          Committee Chair", 12, gap=18),
                PdfLine("Prof. Taeho Moon          Thesis Supervisor", 12, gap=18),
                PdfLine("Prof. Jihye Eom          Committee Member", 12, gap=18),
                PdfLine("Prof. Kyunghwan Do          Committee Member", 12, gap=18),
            ],
            [title("Abstract", 14), *body(5)],
            [
                title("참고문헌", 14),
                "[1] 정대현, 허민석, “다중 안테나 시스템의 채널 추정,” 한국통신학회논문지, "
                "제44권, 제3호, pp. 120-131, 2019.",
                "[2] D. Tse and P. Viswanath, Fundamentals of Wireless Communication. "
                "Cambridge University Press, 2005.",
                PdfLine("", 20),
                title("감사의 글", 14),
                "부족한 저를 끝까지 이끌어 주신 문태호 교수님께 깊이 감사드립니다. 함께 밤을 "
                "지새운 연구실 동료 석민호 박사에게도 고마움을 전합니다.",
            ],
        ]
    )
    path = b.add("thesis", "윤서진_박사학위논문_최종본.pdf", thesis, "pdf", pages=5)
    for who, surface, role in (
        (moon, "문 태 호", "advisor"),
        (koo, "구본석", "committee_chair"),
        (eom, "엄지혜", "committee_member"),
        (moon, "문태호", "committee_member"),
        (do, "도경환", "committee_member"),
        (koo, "Bonseok Koo", "committee_chair"),
        (moon, "Taeho Moon", "advisor"),
        (eom, "Jihye Eom", "committee_member"),
        (do, "Kyunghwan Do", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    b.optional_person(Who("석민호", ("Minho Seok",)), path)
    b.distractor("정대현", "reference_list", path)
    b.distractor("허민석", "reference_list", path)
    b.distractor("D. Tse", "reference_list", path)
    b.distractor("P. Viswanath", "reference_list", path)

    paper = lines_pdf(
        [
            [
                PdfLine("IEEE Transactions on Communications, vol. 71, no. 5, May 2023", 9),
                title("Lightweight Neural Channel Estimation for Wideband OFDM"),
                centered("Seojin Yoon†, Rahul Mehta‡, and Taeho Moon†*"),
                PdfLine("† School of Electrical Engineering, Korea University, Seoul", 9, True),
                PdfLine("‡ Department of ECE, The University of Texas at Austin, USA", 9, True),
                PdfLine("Email: {seojin.yoon, thmoon}@korea.ac.kr, rmehta@utexas.edu", 9, True),
                PdfLine("* Corresponding author: Taeho Moon", 9, True),
                PdfLine(
                    "The associate editor coordinating the review of this article and "
                    "approving it for publication was Helen Ward.",
                    9,
                ),
                PdfLine("Abstract", 12),
                *body(3),
                PdfLine("I. Introduction", 12),
                *body(3),
            ],
            [
                PdfLine("References", 12),
                "[1] D. Tse and P. Viswanath, Fundamentals of Wireless Communication. "
                "Cambridge University Press, 2005.",
            ],
        ]
    )
    path = b.add("representative", "Yoon_TCOM_2023.pdf", paper, "pdf", pages=2)
    b.mention(mehta, path, "Rahul Mehta", "coauthor")
    b.mention(moon, path, "Taeho Moon", "coauthor")
    b.distractor("Helen Ward", "editor", path)
    b.distractor("D. Tse", "reference_list", path)

    scholar = scholar_html_mobile(
        "Seojin Yoon",
        "Korea University",
        [
            (
                "Lightweight neural channel estimation",
                "S Yoon, R Mehta, T Moon",
                "IEEE TCOM",
                "2023",
            ),
            (
                "Pilot design for sparse channels",
                "S Yoon, J Eom, T Moon, B Koo, ...",
                "IEEE Access",
                "2022",
            ),
        ],
    )
    path = b.add("scholar", "Seojin Yoon - Google 학술검색.html", scholar, "html")
    for who, surface in ((mehta, "R Mehta"), (moon, "T Moon"), (eom, "J Eom"), (koo, "B Koo")):
        b.mention(who, path, surface, "coauthor")
    photo = form_image(
        [
            FormLine("이 논문을 윤서진의 공학박사 학위논문으로 인준함", centered=True),
            FormLine("2024년 6월", centered=True),
            FormLine("심사위원장    구본석    (인)", seal=SealStyle(dx=-3.5), mark_name="구본석"),
            FormLine(
                "부위원장    엄지혜    (인)",
                seal=SealStyle(dx=-3.4, radius=1.1),
                mark_name="엄지혜",
            ),
            FormLine(
                "위    원    문태호    (인)",
                seal=SealStyle((190, 40, 40), dx=-3.2, square=True),
                mark_name="문태호",
            ),
        ],
        dpi=OCR_DPI,
        seed=9,
    )
    path = b.add(
        "thesis", "KakaoTalk_20240612_101522.jpg", phone_photo_jpeg(photo, seed=4), "jpeg",
        text_layer=False, description="phone photo of the 인준지; seals stamped over the names",
    )  # fmt: skip
    for who, role in (
        (koo, "committee_chair"),
        (eom, "committee_member"),
        (moon, "committee_member"),
    ):
        b.mention(who, path, who.name, role)
        b.mention(who, path, who.name, role, "seal")
    b.traps += ["names before labels", "Hanja beside names", "mobile Scholar page", "†‡ marks"]
    b.traps += ["seals over the names in a phone photo"]
    return b


def kaist_ms(root: Path) -> Bundle:
    own = korean("변하람", "Haram", "Byun", "H. Byun", "H Byun", "Byun, H.")
    jin = korean("진우성", "Woosung", "Jin", "W. Jin", "W Jin", "Jin, W.")
    chae = korean("채소영", "Soyoung", "Chae", "S. Chae", "Chae, S.")
    pyo = korean("표준혁", "Joonhyuk", "Pyo")
    becker = Who("Lukas Becker", ("L. Becker", "L Becker"))
    b = Bundle(root, "H02", own, "Haram Byun", "KAIST", "전기및전자공학부", "공학석사, 2024")
    thesis = lines_pdf(
        [
            [
                PdfLine("", 60),
                title("석사학위논문 Master's Thesis"),
                title("Efficient Segmentation on Edge Devices", 14),
                title("엣지 장치를 위한 효율적 영상 분할", 14),
                PdfLine("", 100),
                centered("변 하 람 (卞夏嵐 Byun, Haram)"),
                centered("한국과학기술원 Korea Advanced Institute of Science and Technology"),
            ],
            [
                PdfLine("", 40),
                title("Efficient Segmentation on Edge Devices", 14),
                centered("Haram Byun"),
                centered("The present thesis has been approved by the thesis committee"),
                centered("as a master's thesis at KAIST"),
                centered("June 12, 2024"),
                PdfLine("", 20),
                centered("Approved by"),
                centered("Professor Woosung Jin"),
                centered("Thesis Supervisor"),
                PdfLine("", 20),
                PdfLine("Referee:  Professor Soyoung Chae   (signature)", 12, gap=18),
                PdfLine("Referee:  Professor Joonhyuk Pyo   (signature)", 12, gap=18),
                PdfLine("Dean of the Graduate School   Minho Ryu   (signature)", 12, gap=18),
            ],
            [
                PdfLine("", 40),
                centered("이 논문을 변하람의 공학석사 학위논문으로 인준함"),
                centered("2024년 6월 12일"),
                PdfLine("", 20),
                PdfLine("위원장            위원            위원", 12, gap=12),
                PdfLine("진 우 성 (인)        채 소 영 (인)        표 준 혁 (인)", 12, gap=12),
            ],
            [title("Abstract", 14), *body(4)],
            [
                title("References", 14),
                "[1] Goodfellow, I., Bengio, Y., & Courville, A. (2016). Deep learning. MIT Press.",
                "[2] 홍진표, 오세민, “딥러닝 기반 영상 분할,” 전자공학회논문지, 제55권, 2018.",
            ],
        ]
    )
    path = b.add("thesis", "MS_thesis_변하람.pdf", thesis, "pdf", pages=5)
    for who, surface, role in (
        (jin, "Woosung Jin", "advisor"),
        (jin, "Woosung Jin", "committee_member"),  # "Approved by" opens the committee block
        (chae, "Soyoung Chae", "committee_member"),
        (pyo, "Joonhyuk Pyo", "committee_member"),
        (jin, "진 우 성", "committee_chair"),
        (chae, "채 소 영", "committee_member"),
        (pyo, "표 준 혁", "committee_member"),
    ):
        b.mention(who, path, surface, role)
    for name, surface in (
        ("I. Goodfellow", "Goodfellow, I."),
        ("Y. Bengio", "Bengio, Y."),
        ("A. Courville", "Courville, A."),
        ("홍진표", "홍진표"),
        ("오세민", "오세민"),
    ):
        b.distractor(name, "reference_list", path, surface)
    b.distractor("Minho Ryu", "official_signatory", path)

    paper = lines_pdf(
        [
            [
                PdfLine("대한전자공학회 논문지 제61권 제3호 (2024년 3월)", 9),
                title("엣지 장치를 위한 효율적 영상 분할"),
                centered("변하람¹ · 채소영² · 진우성¹†"),
                centered("Haram Byun¹, Soyoung Chae², and Woosung Jin¹†"),
                PdfLine("¹한국과학기술원 전기및전자공학부, ²고려대학교 전자공학과", 9, True),
                PdfLine("†교신저자: 진우성 (wsjin@kaist.ac.kr)", 9, True),
                PdfLine("요 약", 12),
                *body(3),
            ],
            [
                PdfLine("참고문헌", 12),
                "[1] 홍진표, 오세민, “딥러닝 기반 영상 분할,” 전자공학회논문지, 제55권, 2018.",
            ],
        ]
    )
    path = b.add("representative", "변하람_전자공학회논문지.pdf", paper, "pdf", pages=2)
    for who, surface in (
        (chae, "채소영"),
        (jin, "진우성"),
        (chae, "Soyoung Chae"),
        (jin, "Woosung Jin"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.distractor("홍진표", "reference_list", path)

    cv = docx_paragraphs(
        [
            "이 력 서",
            "성    명: 변하람 (Haram Byun)",
            "학    력",
            "2022.03 – 2024.08   한국과학기술원 전기및전자공학부 석사 (지도교수: 진우성)",
            "2018.03 – 2022.02   부산대학교 전자공학과 학사",
            "논 문 실 적",
            "1. 변하람, 채소영, 진우성, “엣지 장치를 위한 효율적 영상 분할,” 대한전자공학회 "
            "논문지, 제61권, 제3호, 2024.",
            "2. H. Byun, L. Becker, and W. Jin, “Lightweight segmentation with token pruning,” "
            "in Proc. ICASSP, 2023, pp. 1–5.",
            "3. Byun, H., Chae, S., & Jin, W. (2023). Efficient edge segmentation. Pattern "
            "Recognition Letters, 170, 1–8.",
            "위 기재 사항은 사실과 다름없음을 확인합니다.",
        ]
    )
    path = b.add("cv", "이력서_변하람.docx", cv, "docx")
    b.mention(jin, path, "진우성", "advisor")
    for who, surface in (
        (chae, "채소영"),
        (jin, "진우성"),
        (becker, "L. Becker"),
        (jin, "W. Jin"),
        (chae, "Chae, S."),
        (jin, "Jin, W."),
    ):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["master's thesis", "names above labels", "table columns", "Korean 이력서"]
    return b
