"""Wording bundle: paper first pages in publisher house styles (Springer "·" separators,
ACM one author per line with affiliation and e-mail, Elsevier "a,b,*" markers, a Korean
journal with "*, **" marks and 교신저자, an author line split over two lines), with the
precision traps of front and back matter: Received/Accepted/Communicated by, editors,
reviewers, acknowledgements, funding notes."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples.layouts import PdfLine, lines_pdf
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import body, centered, title

OWN = korean("국하율", "Hayul", "Kook", "H. Kook", "H Kook", "Ha-Yul Kook")
MAENG = korean("맹다인", "Dain", "Maeng", "D. Maeng")
OK = korean("옥태준", "Taejun", "Ok", "T. Ok")
TAE = korean("태건우", "Gunwoo", "Tae", "G. Tae")
YEOM = korean("염지수", "Jisoo", "Yeom", "J. Yeom")
MOREAU = Who("Lucas Moreau", ("L. Moreau", "Moreau Lucas"))
GRANT = Who("Oliver Grant", ("O. Grant",))
NAM = korean("남기훈", "Kihoon", "Nam")


def small(text: str) -> PdfLine:
    return PdfLine(text, 9)


def papers_bundle(root: Path) -> Bundle:
    b = Bundle(root, "W02", OWN, "Hayul Kook", "한양대학교", "산업공학과", "공학박사, 2024")
    springer = lines_pdf(
        [
            [
                small("Journal of Intelligent Manufacturing (2023) 34:1201–1215"),
                small("https://doi.org/10.1007/s10845-023-02011-x"),
                title("Scheduling flexible job shops with graph attention"),
                centered("Hayul Kook1 · Dain Maeng1 · Lucas Moreau2"),
                small("Received: 3 March 2023 / Accepted: 9 June 2023"),
                small(
                    "© The Author(s), under exclusive licence to Springer Science+Business "
                    "Media, LLC, part of Springer Nature 2023"
                ),
                small("Communicated by Peter Lindqvist."),
                PdfLine("Abstract", 11),
                *body(2),
                small("✉ Dain Maeng  dmaeng@hanyang.ac.kr"),
                small("1 Department of Industrial Engineering, Hanyang University, Seoul, Korea"),
                small("2 LS2N, Nantes Université, Nantes, France"),
            ],
            [
                PdfLine("Acknowledgements", 11),
                "We thank Prof. Oliver Grant for helpful discussions. This work was supported "
                "by the National Research Foundation of Korea (NRF) grant funded by the Korea "
                "government (MSIT) (No. 2021R1A2C1009999).",
                PdfLine("References", 11),
                "1. Lowe DG (2004) Distinctive image features from scale-invariant keypoints. "
                "Int J Comput Vis 60:91–110",
            ],
        ]
    )
    path = b.add("representative", "Kook_JIM_2023.pdf", springer, "pdf", pages=2)
    for who, surface in ((MAENG, "Dain Maeng"), (MOREAU, "Lucas Moreau")):
        b.mention(who, path, surface, "coauthor")
    b.distractor("Peter Lindqvist", "editor", path)
    b.distractor("D. G. Lowe", "reference_list", path, "Lowe DG")
    b.optional_person(GRANT, path)

    acm = lines_pdf(
        [
            [
                title("Learning Dispatching Rules from Shop-Floor Logs"),
                centered("Hayul Kook"),
                centered("Hanyang University"),
                centered("Seoul, Republic of Korea"),
                centered("hykook@hanyang.ac.kr"),
                centered("Taejun Ok"),
                centered("Hanyang University"),
                centered("Seoul, Republic of Korea"),
                centered("tjok@hanyang.ac.kr"),
                centered("Jisoo Yeom"),
                centered("Samsung Electronics"),
                centered("Suwon, Republic of Korea"),
                centered("jisoo.yeom@samsung.com"),
                PdfLine("ABSTRACT", 11),
                *body(2),
                small("CCS CONCEPTS • Computing methodologies → Planning and scheduling."),
                small("ACM Reference Format:"),
                small(
                    "Hayul Kook, Taejun Ok, and Jisoo Yeom. 2023. Learning Dispatching Rules "
                    "from Shop-Floor Logs. In Proceedings of KDD ’23. ACM, 9 pages."
                ),
            ],
            [
                PdfLine("ACKNOWLEDGMENTS", 11),
                "We thank Prof. Oliver Grant for his comments on an early draft.",
                PdfLine("REFERENCES", 11),
                "[1] Richard S. Sutton and Andrew G. Barto. 2018. Reinforcement Learning: "
                "An Introduction. MIT Press.",
            ],
        ]
    )
    path = b.add("paper", "kdd23_kook.pdf", acm, "pdf", pages=2)
    for who, surface in ((OK, "Taejun Ok"), (YEOM, "Jisoo Yeom")):
        b.mention(who, path, surface, "coauthor")
    b.optional_person(GRANT, path)
    b.distractor("Richard S. Sutton", "reference_list", path)
    b.distractor("Andrew G. Barto", "reference_list", path)

    elsevier = lines_pdf(
        [
            [
                small("Contents lists available at ScienceDirect"),
                small("Expert Systems with Applications"),
                small("journal homepage: www.elsevier.com/locate/eswa"),
                title("Robust lot sizing under demand uncertainty"),
                centered("Hayul Kook a, Gunwoo Tae a,b,*, Dain Maeng b"),
                small(
                    "a Department of Industrial Engineering, Hanyang University, Seoul, "
                    "Republic of Korea"
                ),
                small("b School of Business, Ajou University, Suwon, Republic of Korea"),
                small("ARTICLE INFO"),
                small(
                    "Article history: Received 2 May 2022; Received in revised form "
                    "1 August 2022; Accepted 20 August 2022"
                ),
                small("Handling editor: Maria Gonzalez"),
                small("Keywords: Lot sizing; Robust optimization"),
                PdfLine("ABSTRACT", 11),
                *body(2),
                small("* Corresponding author. E-mail address: gwtae@ajou.ac.kr (G. Tae)."),
            ],
        ]
    )
    path = b.add("paper", "1-s2.0-S0957417422016001-main.pdf", elsevier, "pdf", pages=1)
    for who, surface in ((TAE, "Gunwoo Tae"), (MAENG, "Dain Maeng")):
        b.mention(who, path, surface, "coauthor")
    b.distractor("Maria Gonzalez", "editor", path)

    korean_journal = lines_pdf(
        [
            [
                small("한국경영과학회지 제48권 제2호 (2023년 6월) pp. 55-70"),
                title("그래프 신경망 기반 유연 작업장 일정계획"),
                centered("국하율*, 염지수**, 옥태준***"),
                centered("Hayul Kook*, Jisoo Yeom**, Taejun Ok***"),
                PdfLine("요 약", 11),
                *body(2),
                small("* 한양대학교 산업공학과, ** 삼성전자, *** 한양대학교 산업공학과 (교신저자)"),
                small("Corresponding author: Taejun Ok, tjok@hanyang.ac.kr"),
                small(
                    "논문번호: 2023-011, Received March 3, 2023; Revised April 20, 2023; "
                    "Accepted May 2, 2023"
                ),
                small(
                    "이 논문은 2023년도 정부(과학기술정보통신부)의 재원으로 한국연구재단의 지원을 "
                    "받아 수행된 연구임 (No. NRF-2022R1A2C1001234)."
                ),
            ],
            [
                PdfLine("감사의 글", 11),
                "본 연구에 귀중한 조언을 주신 남기훈 교수님께 감사드립니다.",
                PdfLine("참고문헌", 11),
                "[1] 곽상민, 노태석 (2019). 일정계획 휴리스틱 비교. 대한산업공학회지, 45(1), 1-12.",
            ],
        ]
    )
    path = b.add("paper", "국하율_경영과학회지.pdf", korean_journal, "pdf", pages=2)
    for who, surface in (
        (YEOM, "염지수"),
        (OK, "옥태준"),
        (YEOM, "Jisoo Yeom"),
        (OK, "Taejun Ok"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.optional_person(NAM, path)
    b.distractor("곽상민", "reference_list", path)
    b.distractor("노태석", "reference_list", path)

    ieee = lines_pdf(
        [
            [
                small("IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND ENGINEERING, VOL. 20, 2023"),
                title("Digital Twins for Reconfigurable Assembly Lines"),
                centered("Hayul Kook, Dain Maeng, Taejun Ok, Gunwoo Tae,"),
                centered("Jisoo Yeom, and Lucas Moreau"),
                small(
                    "Manuscript received 11 January 2023; accepted 2 April 2023. This paper "
                    "was recommended by Associate Editor Carlos Mendes."
                ),
                small("Reviewers: Anna Kowalski, Benjamin Carter"),
                small("Editor: Rafael Ortega"),
                PdfLine("Abstract", 11),
                *body(2),
            ],
        ]
    )
    path = b.add("paper", "TASE_2023_twins.pdf", ieee, "pdf", pages=1)
    for who, surface in (
        (MAENG, "Dain Maeng"),
        (OK, "Taejun Ok"),
        (TAE, "Gunwoo Tae"),
        (YEOM, "Jisoo Yeom"),
        (MOREAU, "Lucas Moreau"),
    ):
        b.mention(who, path, surface, "coauthor")
    for name in ("Carlos Mendes", "Anna Kowalski", "Benjamin Carter", "Rafael Ortega"):
        b.distractor(name, "editor", path)
    mdpi = lines_pdf(
        [
            [
                small("sensors"),
                title("Vibration-Based Tool Wear Monitoring with Few Labels"),
                centered("Hayul Kook 1, Dain Maeng 1,* and Lucas Moreau 2"),
                small(
                    "1 Department of Industrial Engineering, Hanyang University, Seoul 04763, Korea"
                ),
                small("2 LS2N, Nantes Université, 44300 Nantes, France"),
                small("* Correspondence: dmaeng@hanyang.ac.kr"),
                small(
                    "Citation: Kook, H.; Maeng, D.; Moreau, L. Vibration-Based Tool Wear "
                    "Monitoring. Sensors 2023, 23, 4410."
                ),
                small("Academic Editor: Sophie Wagner"),
                small("Received: 2 April 2023; Revised: 21 April 2023; Accepted: 28 April 2023"),
                PdfLine("Abstract:", 11),
                *body(2),
            ],
        ]
    )
    path = b.add("paper", "sensors-23-04410.pdf", mdpi, "pdf", pages=1)
    for who, surface in ((MAENG, "Dain Maeng"), (MOREAU, "Lucas Moreau")):
        b.mention(who, path, surface, "coauthor")
    b.distractor("Sophie Wagner", "editor", path)
    b.traps += ["MDPI 'Academic Editor' and 'Citation:' lines"]

    rsc = lines_pdf(
        [
            [
                small("Journal of Materials Chemistry A"),
                small("PAPER"),
                title("Porous frameworks for water harvesting"),
                centered("Hayul Kook,a Gunwoo Tae,b and Lucas Moreau*a"),
                small("a Department of Chemistry, Hanyang University, Seoul, Korea"),
                small("b Department of Chemistry, Ajou University, Suwon, Korea"),
                small("Received 4th May 2023, Accepted 1st July 2023"),
                PdfLine("Abstract", 11),
                *body(2),
            ],
        ]
    )
    path = b.add("paper", "d3ta02211k.pdf", rsc, "pdf", pages=1)
    for who, surface in ((TAE, "Gunwoo Tae"), (MOREAU, "Lucas Moreau")):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["RSC letter marks glued after commas: 'Hayul Kook,a'"]
    b.traps += ["Springer ·", "ACM one author per line", "Elsevier a,b,* markers"]
    b.traps += ["Korean *,** marks and 교신저자", "author line over two lines"]
    b.traps += ["Communicated by / Handling editor / Reviewers / Associate Editor"]
    b.traps += ["acknowledgements and funding notes"]
    return b
