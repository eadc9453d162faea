"""Held-out-style bundles built around scans: seals of other colours, sizes and positions,
a signature, a fax copy nobody can read, a certificate signed by the president."""

from __future__ import annotations

from pathlib import Path

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
from minesweeper.samples.web import scholar_html
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import LOW_DPI, OCR_DPI, body, centered, title


def postech(root: Path) -> Bundle:
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
        dpi=LOW_DPI,
    )
    path = b.add(
        "thesis", "scan_20241203.pdf", scanned_pdf([approval], dpi=LOW_DPI), "pdf",
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
                title("전이금속 촉매의 반응 경로 분석"),
                centered("탁민서, 하승민*"),
                PdfLine("포항공과대학교 화학과", 9, True),
                centered("Minseo Tak and Seungmin Ha*"),
                PdfLine("Department of Chemistry, POSTECH, Pohang 37673, Korea", 9, True),
                PdfLine("(접수 2023. 3. 2; 게재확정 2023. 5. 1)", 9, True),
                PdfLine("요 약", 12),
                *body(3),
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
        dpi=OCR_DPI,
    )
    path = b.add(
        "other", "증명서.jpg", image_bytes(certificate, "JPEG", quality=85), "jpeg",
        text_layer=False, description="degree certificate signed by the president",
    )  # fmt: skip
    b.distractor("정재민", "official_signatory", path)
    b.traps += ["seals: dark red, orange square, offset, small", "president's seal"]
    return b


def unist(root: Path) -> Bundle:
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
        dpi=OCR_DPI,
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


def pusan(root: Path) -> Bundle:
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
        dpi=OCR_DPI,
    )
    path = b.add(
        "thesis", "인준지 스캔.pdf", scanned_pdf([approval], dpi=OCR_DPI), "pdf",
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
