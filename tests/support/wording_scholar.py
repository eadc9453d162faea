"""Wording bundle: Scholar pages whose owner is romanized unlike the applicant's preferred
form ("Yunho Nam" for "Yoon-ho Nam"), an English page with non-Korean co-authors and a
"View all" link, author strings cut with a Unicode ellipsis, the applicant as "YH Nam", a
Korean-interface page, and a DOCX CV that marks the applicant as "(본인)" and "Yunho Nam*"."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples.layouts import docx_paragraphs
from minesweeper.samples.web import scholar_html
from tests.support.bundle import Bundle, Who, korean
from tests.support.stress_web import scholar_korean

OWN = korean(
    "남윤호",
    "Yunho",
    "Nam",
    "Yoon-ho Nam",
    "Y Nam",
    "Y. Nam",
    "YH Nam",
    "Nam, Y.",
    "Yunho Nam*",
    "남윤호(본인)",
    "윤호 남",
)
SEOL = korean("설지원", "Jiwon", "Seol", "J Seol", "JW Seol", "J. Seol", "Seol, J.")
OKAFOR = Who("Daniel Okafor", ("D Okafor", "D. Okafor", "Okafor Daniel", "Okafor, Daniel"))
LAURENT = Who("Sophie Laurent", ("S Laurent", "S. Laurent", "Laurent Sophie"))
RAMAN = Who("Priya Raman", ("P Raman", "P. Raman", "Raman Priya"))
SO = korean("소은채", "Eunchae", "So", "E So", "은채 소")

_ROWS = [
    ("Graph contrastive learning for molecules", "Y Nam, D Okafor, S Laurent, J Seol…",
     "NeurIPS", "2023"),
    ("Equivariant message passing", "J Seol, Y Nam, P Raman", "ICML", "2022"),
    ("Self-supervised pretraining of reaction graphs", "YH Nam, JW Seol", "KDD", "2021"),
]  # fmt: skip


def scholar_bundle(root: Path) -> Bundle:
    b = Bundle(
        root, "W04", OWN, "Yoon-ho Nam", "포항공과대학교", "인공지능대학원", "공학박사, 2024"
    )
    english = scholar_html(
        "Yunho Nam",
        "Ph.D. candidate, POSTECH",
        [
            ("Daniel Okafor", "University of Cambridge"),
            ("Sophie Laurent", "Inria Paris"),
            ("Jiwon Seol", "POSTECH"),
        ],
        _ROWS,
    ).replace(
        b"</ul></div>",
        b'</ul><a id="gsc_coauth_opn" href="/citations?view_op=list_colleagues">View all</a></div>',
    )
    path = b.add("scholar", "Yunho Nam - Google Scholar.html", english, "html")
    for who, surface in (
        (OKAFOR, "Daniel Okafor"),
        (LAURENT, "Sophie Laurent"),
        (SEOL, "Jiwon Seol"),
        (OKAFOR, "D Okafor"),
        (LAURENT, "S Laurent"),
        (SEOL, "J Seol"),
        (RAMAN, "P Raman"),
    ):
        b.mention(who, path, surface, "coauthor")
    korean_ui = scholar_korean(
        "남윤호",
        "포항공과대학교 인공지능대학원",
        [("설지원", "포항공과대학교"), ("Priya Raman", "IIT Madras"), ("소은채", "KAIST")],
        [
            *_ROWS[1:],
            ("분자 그래프 사전학습", "윤호 남, 은채 소, 지원 설", "정보과학회논문지", "2021"),
        ],
    )
    path = b.add("scholar", "남윤호 - Google 학술 검색.html", korean_ui, "html")
    for who, surface in (
        (SEOL, "설지원"),
        (RAMAN, "Priya Raman"),
        (SO, "소은채"),
        (SEOL, "J Seol"),
        (SO, "은채 소"),
        (RAMAN, "P Raman"),
    ):
        b.mention(who, path, surface, "coauthor")
    cv = docx_paragraphs(
        [
            "이력서",
            "성명  남윤호(본인)   Yunho Nam",
            "학력  포항공과대학교 인공지능대학원 박사과정 (지도교수: 설지원 교수)",
            "논문",
            "1. Yunho Nam*, Daniel Okafor, and Eunchae So, “Graph contrastive learning,” "
            "NeurIPS, 2023.",
            "2. Nam, Y., Raman, P., & Seol, J. (2022). Equivariant message passing. ICML.",
            "3. 남윤호(본인), 소은채, 설지원, “분자 그래프 사전학습,” 정보과학회논문지, 2021.",
            "4. Nam, Yunho; Okafor, Daniel; So, Eunchae. Reaction graphs. J. Chem. Inf. Model. "
            "2021, 61, 1201.",
        ]
    )
    path = b.add("cv", "CV_남윤호.docx", cv, "docx")
    b.mention(SEOL, path, "설지원", "advisor")
    for who, surface in (
        (OKAFOR, "Daniel Okafor"),
        (SO, "Eunchae So"),
        (RAMAN, "Raman, P."),
        (SEOL, "Seol, J."),
        (SO, "소은채"),
        (SEOL, "설지원"),
        (OKAFOR, "Okafor, Daniel"),
        (SO, "So, Eunchae"),
    ):
        b.mention(who, path, surface, "coauthor")
    b.traps += ["ACS/MDPI 'Family, Given; Family, Given' author lists"]
    b.traps += ["owner romanized unlike name_en", "View all link", "Unicode ellipsis"]
    b.traps += ["Hangul names given name first: '윤호 남'"]
    b.traps += ["Korean interface", "YH Nam / Nam, Y. / Yunho Nam* / 남윤호(본인) are self"]
    return b
