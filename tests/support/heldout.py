"""A held-out-style corpus: layouts, wording, universities and names the development corpus
does not have, written by code with its manifest (the corpus README's format).

What varies on purpose: approval pages that say "인준함" with 위원장/부위원장/위원 labels, names
with 교수 titles, Hanja beside names, letter-spaced names, committee tables in columns, English
pages that print the name before the label ("Prof. X    Committee Chair") or above it
("Thesis Supervisor"), Referee lines, master's theses; papers with †‡ marks, "and", e-mail and
corresponding-author lines and editors; a mobile Scholar page without co-author list and with
truncated author strings; a Korean 이력서 with a 지도교수 line and publication lists in IEEE,
APA, Vancouver and Korean styles; scans with seals of other colours, sizes, shapes and
positions, signatures, and a fax copy nobody can read. Distractors: Korean and English
reference lists, an editor, a university president, a dean and a department head.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from minesweeper.samples import hwpx_bytes, image_bytes, scanned_pdf
from minesweeper.samples.layouts import (
    FormLine,
    PdfLine,
    SealStyle,
    docx_paragraphs,
    fax_copy,
    form_image,
    lines_pdf,
)
from minesweeper.samples.web import scholar_html, scholar_html_mobile
from tests.support.bundle import Bundle, Who, korean

_BODY = (
    "본 연구는 제안한 기법의 성능을 다양한 조건에서 검증하였다. "
    "The proposed method is validated under a range of operating conditions and compared "
    "with established baselines on public data."
)
_OCR_DPI = 200  # a usual office scan
_LOW_DPI = 150  # a cheap scan: smaller text for OCR


def _title(text: str, size: float = 16) -> PdfLine:
    return PdfLine(text, size, centered=True, gap=14)


def _centered(text: str) -> PdfLine:
    return PdfLine(text, 12, centered=True, gap=14)


def _body(count: int = 4) -> list[PdfLine | str]:
    return [PdfLine(_BODY, 10) for _ in range(count)]


def write_corpus(root: Path) -> Path:
    """Write the corpus under `root` and return the folder holding manifest.json."""
    root.mkdir(parents=True, exist_ok=True)
    bundles = [_korea_univ(root), _kaist_ms(root), _postech(root), _unist(root), _pusan(root)]
    manifest: dict[str, Any] = {
        "round": "heldout-style",
        "format_version": 1,
        "applicants": [bundle.manifest() for bundle in bundles],
        "reviewers": [],
        "expected_conflicts": [],
        "expected_non_conflicts": [],
    }
    (root / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8"
    )
    return root


def _korea_univ(root: Path) -> Bundle:
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
                _title("공학박사 학위논문"),
                _title("OFDM 채널 추정을 위한 경량 신경망 구조"),
                PdfLine("", 120),
                _centered("고려대학교 대학원"),
                _centered("전기전자공학과"),
                _centered("윤 서 진"),
                _centered("2024년 8월"),
            ],
            [
                PdfLine("", 40),
                _title("OFDM 채널 추정을 위한 경량 신경망 구조", 14),
                _centered("지도교수   문 태 호"),
                _centered("이 논문을 공학박사 학위논문으로 제출함"),
                _centered("2024년 6월"),
                _centered("고려대학교 대학원 전기전자공학과"),
                _centered("윤 서 진"),
                PdfLine("", 20),
                _centered("이 논문을 윤서진의 공학박사 학위논문으로 인준함"),
                _centered("2024년 6월"),
                PdfLine("심사위원장   교수 구본석   (인)", 12, gap=18),
                PdfLine("부위원장   엄지혜 (嚴智惠)   (인)", 12, gap=18),
                PdfLine("위  원   문태호 교수   (인)", 12, gap=18),
                PdfLine("위  원   도경환 (都京煥)   (인)", 12, gap=18),
            ],
            [
                PdfLine("", 40),
                _title("Lightweight Neural Channel Estimation for OFDM", 14),
                _centered("Seojin Yoon"),
                _centered("Approved by the Examining Committee"),
                PdfLine("Prof. Bonseok Koo          Committee Chair", 12, gap=18),
                PdfLine("Prof. Taeho Moon          Thesis Supervisor", 12, gap=18),
                PdfLine("Prof. Jihye Eom          Committee Member", 12, gap=18),
                PdfLine("Prof. Kyunghwan Do          Committee Member", 12, gap=18),
            ],
            [_title("Abstract", 14), *_body(5)],
            [
                _title("참고문헌", 14),
                "[1] 정대현, 허민석, “다중 안테나 시스템의 채널 추정,” 한국통신학회논문지, "
                "제44권, 제3호, pp. 120-131, 2019.",
                "[2] D. Tse and P. Viswanath, Fundamentals of Wireless Communication. "
                "Cambridge University Press, 2005.",
                PdfLine("", 20),
                _title("감사의 글", 14),
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
                _title("Lightweight Neural Channel Estimation for Wideband OFDM"),
                _centered("Seojin Yoon†, Rahul Mehta‡, and Taeho Moon†*"),
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
                *_body(3),
                PdfLine("I. Introduction", 12),
                *_body(3),
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
    b.traps += ["names before labels", "Hanja beside names", "mobile Scholar page", "†‡ marks"]
    return b


def _kaist_ms(root: Path) -> Bundle:
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
                _title("석사학위논문 Master's Thesis"),
                _title("Efficient Segmentation on Edge Devices", 14),
                _title("엣지 장치를 위한 효율적 영상 분할", 14),
                PdfLine("", 100),
                _centered("변 하 람 (卞夏嵐 Byun, Haram)"),
                _centered("한국과학기술원 Korea Advanced Institute of Science and Technology"),
            ],
            [
                PdfLine("", 40),
                _title("Efficient Segmentation on Edge Devices", 14),
                _centered("Haram Byun"),
                _centered("The present thesis has been approved by the thesis committee"),
                _centered("as a master's thesis at KAIST"),
                _centered("June 12, 2024"),
                PdfLine("", 20),
                _centered("Approved by"),
                _centered("Professor Woosung Jin"),
                _centered("Thesis Supervisor"),
                PdfLine("", 20),
                PdfLine("Referee:  Professor Soyoung Chae   (signature)", 12, gap=18),
                PdfLine("Referee:  Professor Joonhyuk Pyo   (signature)", 12, gap=18),
                PdfLine("Dean of the Graduate School   Minho Ryu   (signature)", 12, gap=18),
            ],
            [
                PdfLine("", 40),
                _centered("이 논문을 변하람의 공학석사 학위논문으로 인준함"),
                _centered("2024년 6월 12일"),
                PdfLine("", 20),
                PdfLine("위원장            위원            위원", 12, gap=12),
                PdfLine("진 우 성 (인)        채 소 영 (인)        표 준 혁 (인)", 12, gap=12),
            ],
            [_title("Abstract", 14), *_body(4)],
            [
                _title("References", 14),
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
                _title("엣지 장치를 위한 효율적 영상 분할"),
                _centered("변하람¹ · 채소영² · 진우성¹†"),
                _centered("Haram Byun¹, Soyoung Chae², and Woosung Jin¹†"),
                PdfLine("¹한국과학기술원 전기및전자공학부, ²고려대학교 전자공학과", 9, True),
                PdfLine("†교신저자: 진우성 (wsjin@kaist.ac.kr)", 9, True),
                PdfLine("요 약", 12),
                *_body(3),
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


def _postech(root: Path) -> Bundle:
    own = korean("탁민서", "Minseo", "Tak", "M. Tak")
    ha = korean("하승민", "Seungmin", "Ha", "S. Ha")
    bang = korean("방지원", "Jiwon", "Bang")
    yeom = korean("염도윤", "Doyoon", "Yeom")
    nam = korean("남윤재", "Yoonjae", "Nam")
    b = Bundle(root, "H03", own, "Minseo Tak", "POSTECH", "화학과", "이학박사, 2024")
    approval = form_image(
        [
            FormLine("이 논문을 탁민서의 이학박사 학위논문으로 인준함", centered=True),
            FormLine("2024년 12월", centered=True),
            FormLine("포항공과대학교 대학원", centered=True),
            FormLine("지도교수    하 승 민"),
            FormLine(
                "심사위원장    방지원    (인)",
                seal=SealStyle((170, 25, 60), 1.2),
                mark_name="방지원",
            ),
            FormLine(
                "심사위원    하승민    (인)",
                seal=SealStyle((235, 95, 40), 0.9, square=True),
                mark_name="하승민",
            ),
            FormLine(
                "심사위원    염도윤    (인)", seal=SealStyle(dx=0.8, dy=0.3), mark_name="염도윤"
            ),
            FormLine(
                "심사위원    남윤재    (인)", seal=SealStyle((200, 30, 30), 0.7), mark_name="남윤재"
            ),
        ],
        dpi=_LOW_DPI,
    )
    path = b.add(
        "thesis", "scan_20241203.pdf", scanned_pdf([approval], dpi=_LOW_DPI), "pdf",
        text_layer=False, pages=1, description="scanned 인준지, seals of several styles",
    )  # fmt: skip
    b.mention(ha, path, "하승민", "advisor")
    for who, surface, role in (
        (bang, "방지원", "committee_chair"),
        (ha, "하승민", "committee_member"),
        (yeom, "염도윤", "committee_member"),
        (nam, "남윤재", "committee_member"),
    ):
        b.mention(who, path, surface, role)
        b.mention(who, path, surface, role, "seal")

    paper = lines_pdf(
        [
            [
                PdfLine("대한화학회지 (J. Korean Chem. Soc.) 2023, Vol. 67, No. 4", 9),
                _title("전이금속 촉매의 반응 경로 분석"),
                _centered("탁민서, 하승민*"),
                PdfLine("포항공과대학교 화학과", 9, True),
                _centered("Minseo Tak and Seungmin Ha*"),
                PdfLine("Department of Chemistry, POSTECH, Pohang 37673, Korea", 9, True),
                PdfLine("(접수 2023. 3. 2; 게재확정 2023. 5. 1)", 9, True),
                PdfLine("요 약", 12),
                *_body(3),
            ],
            [
                PdfLine("참고문헌", 12),
                "1. 이상훈, 김도영 (2019). 촉매 반응 메커니즘. 대한화학회지, 63(2), 101-110.",
                "2. Nørskov, J. K., & Bligaard, T. (2009). Towards the computational design "
                "of solid catalysts. Nature Chemistry, 1(1), 37-46.",
            ],
        ]
    )
    path = b.add("representative", "탁민서_대한화학회지.pdf", paper, "pdf", pages=2)
    b.mention(ha, path, "하승민", "coauthor")
    b.mention(ha, path, "Seungmin Ha", "coauthor")
    b.distractor("이상훈", "reference_list", path)
    b.distractor("김도영", "reference_list", path)
    b.distractor("J. K. Nørskov", "reference_list", path, "Nørskov, J. K.")

    certificate = form_image(
        [
            FormLine("학 위 수 여 증 명 서", centered=True),
            FormLine("성      명 :  탁 민 서"),
            FormLine("학      위 :  이학석사"),
            FormLine("위 사실을 증명합니다.", centered=True),
            FormLine("2021년 2월 19일", centered=True),
            FormLine(
                "포항공과대학교 총장   정재민   (직인)",
                centered=True,
                seal=SealStyle(radius=1.5, square=True),
                mark_name="총장인",
            ),
        ],
        dpi=_OCR_DPI,
    )
    path = b.add(
        "other", "증명서.jpg", image_bytes(certificate, "JPEG", quality=85), "jpeg",
        text_layer=False, description="degree certificate signed by the president",
    )  # fmt: skip
    b.distractor("정재민", "official_signatory", path)
    b.traps += ["seals: dark red, orange square, offset, small", "president's seal"]
    return b


def _unist(root: Path) -> Bundle:
    own = korean("여수아", "Sua", "Yeo", "S. Yeo", "S Yeo", "Yeo S")
    na = korean("나현규", "Hyungyu", "Na", "H. Na", "H Na", "Na H")
    seol = korean("설재훈", "Jaehoon", "Seol", "J. Seol", "J Seol", "Seol J")
    ma = korean("마은솔", "Eunsol", "Ma")
    carter = Who("Emily Carter", ("E. Carter", "E Carter", "Carter E"))
    b = Bundle(root, "H04", own, "Sua Yeo", "UNIST", "기계공학과", "공학박사, 2024")
    page = form_image(
        [
            FormLine("여수아의 공학박사 학위논문을 인준함", centered=True),
            FormLine("2024년 6월", centered=True),
            FormLine("심사위원장    설재훈    (인)", seal=SealStyle(), mark_name="설재훈"),
            FormLine("심사위원    나현규    (인)", seal=SealStyle(), mark_name="나현규"),
        ],
        dpi=_OCR_DPI,
    )
    path = b.add(
        "thesis", "fax_approval.png", image_bytes(fax_copy(page), "PNG"), "png",
        text_layer=False, description="fax copy of the 인준지; names illegible",
    )  # fmt: skip
    b.needs_vision(path)

    cv = docx_paragraphs(
        [
            "Sua Yeo",
            "Ph.D. Candidate, Ulsan National Institute of Science and Technology (UNIST)",
            "EDUCATION",
            "Ph.D., Mechanical Engineering, UNIST, 2020 – 2024",
            "Thesis Supervisor: Professor Hyungyu Na",
            "M.S., Mechanical Engineering, Pusan National University, 2018 – 2020",
            "M.S. Advisor: Prof. Eunsol Ma",
            "JOURNAL PUBLICATIONS",
            "[1] S. Yeo, E. Carter, and H. Na, “Soft pneumatic actuators with embedded "
            "sensing,” Soft Robotics, vol. 10, no. 2, pp. 211–220, 2023.",
            "[2] Yeo S, Seol J, Na H. Compliant grippers for fragile objects. Int J Precis "
            "Eng Manuf. 2022;23(4):401-9.",
            "REFERENCES",
            "[1] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, 2015.",
        ]
    )
    path = b.add("cv", "CV_Sua_Yeo.docx", cv, "docx")
    b.mention(na, path, "Hyungyu Na", "advisor")
    b.mention(ma, path, "Eunsol Ma", "advisor")
    for who, surface in (
        (carter, "E. Carter"),
        (na, "H. Na"),
        (seol, "Seol J"),
        (na, "Na H"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.distractor("Y. LeCun", "reference_list", path)
    b.distractor("G. Hinton", "reference_list", path)

    scholar = scholar_html(
        "Sua Yeo",
        "UNIST",
        [("나현규", "UNIST"), ("Jaehoon Seol", "KAIST")],
        [
            ("Soft pneumatic actuators", "S Yeo, E Carter, H Na", "Soft Robotics", "2023"),
            ("Compliant grippers", "S Yeo, J Seol, H Na, E Carter, ...", "IJPEM", "2022"),
        ],
    )
    path = b.add("scholar", "scholar.html", scholar, "html")
    for who, surface in ((na, "나현규"), (seol, "Jaehoon Seol"), (carter, "E Carter")):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["fax copy", "M.S. advisor in CV", "Vancouver style"]
    return b


def _pusan(root: Path) -> Bundle:
    own = korean("금나연", "Nayeon", "Geum", "N. Geum", "Geum N")
    bong = korean("봉재석", "Jaeseok", "Bong", "Bong J")
    yuk = korean("육지민", "Jimin", "Yuk")
    so = korean("소강민", "Kangmin", "So")
    maeng = korean("맹서윤", "Seoyun", "Maeng", "Maeng S")
    b = Bundle(root, "H05", own, "Nayeon Geum", "부산대학교", "조선해양공학과", "공학박사, 2023")
    approval = form_image(
        [
            FormLine("금나연의 공학박사 학위논문을 인준함", centered=True),
            FormLine("2023년 12월", centered=True),
            FormLine("부산대학교 대학원", centered=True),
            FormLine("지도교수    봉 재 석"),
            FormLine("위 원 장    육 지 민    (서명)", signature=True),
            FormLine("위    원    봉 재 석    (인)", seal=SealStyle(), mark_name="봉재석"),
            FormLine(
                "위    원    소 강 민    (인)",
                seal=SealStyle((165, 55, 45), 1.0),
                mark_name="소강민",
            ),
        ],
        dpi=_OCR_DPI,
    )
    path = b.add(
        "thesis", "인준지 스캔.pdf", scanned_pdf([approval], dpi=_OCR_DPI), "pdf",
        text_layer=False, pages=1, description="scan with letter-spaced names, a signature",
    )  # fmt: skip
    b.mention(bong, path, "봉재석", "advisor")
    b.mention(yuk, path, "육지민", "committee_chair")
    b.mention(yuk, path, "육지민", "committee_chair", "signature")
    for who in (bong, so):
        b.mention(who, path, who.name, "committee_member")
        b.mention(who, path, who.name, "committee_member", "seal")

    achievements = hwpx_bytes(
        [
            "연 구 실 적 목 록",
            "성    명 : 금나연        소    속 : 부산대학교 조선해양공학과",
            "1. 금나연, 맹서윤, 봉재석, “선체 저항 추정을 위한 신경망,” 대한조선학회 논문집, "
            "제60권, 2023.",
            "2. Geum N, Maeng S, Bong J. Hull resistance prediction with graph networks. "
            "Ocean Eng. 2022;250:110-8.",
            "위 기재 사항은 사실과 다름없음을 확인합니다.",
            "확인자 : 학과장 서태웅 (인)",
        ]
    )
    path = b.add("other", "연구실적목록_금나연.hwpx", achievements, "hwpx")
    for who, surface in (
        (maeng, "맹서윤"),
        (bong, "봉재석"),
        (maeng, "Maeng S"),
        (bong, "Bong J"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.distractor("서태웅", "official_signatory", path)
    b.traps += ["위원장/위원 labels letter-spaced", "signature", "department head"]
    return b
