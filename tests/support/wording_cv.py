"""Wording bundle: CVs (DOCX 이력서, HWPX 이력서, English PDF CV) that name the doctoral and
master's advisors in several wordings and list publications in Korean, APA, IEEE, ACM and
Vancouver styles (surname before initials, "et al.", the applicant marked with an asterisk or
"(본인)"). The applicant's preferred romanization differs from the documents' spelling."""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples.layouts import PdfLine, docx_paragraphs, lines_pdf
from minesweeper.samples.office import hwpx_bytes
from tests.support.bundle import Bundle, Who, korean
from tests.support.heldout_parts import title

OWN = korean(
    "석도윤",
    "Doyoon",
    "Seok",
    "Doyun Seok",
    "D. Seok",
    "D Seok",
    "Seok, D.",
    "Seok D",
    "Doyoon Seok*",
    "석도윤(본인)",
)
PYEON = korean("편재석", "Jaeseok", "Pyeon", "Pyeon, J.", "Pyeon J", "J. Pyeon")
GIL = korean("길수아", "Sua", "Gil")
BONG = korean("봉하진", "Hajin", "Bong", "Bong, H.", "H. Bong")
EO = korean("어민서", "Minseo", "Eo", "Eo M", "M. Eo")
TAK = korean("탁현우", "Hyunwoo", "Tak", "H. Tak")
MARCHETTI = Who("Elena Marchetti", ("E. Marchetti", "Marchetti, E.", "Marchetti Elena"))


def cv_bundle(root: Path) -> Bundle:
    b = Bundle(root, "W01", OWN, "Doyun Seok", "서울대학교", "전기정보공학부", "공학박사, 2024")
    docx = docx_paragraphs(
        [
            "이  력  서",
            "성명: 석도윤 (Doyoon Seok)",
            "학력",
            "2019.03 – 2024.02  서울대학교 전기정보공학부 박사",
            "박사 지도교수: 편재석 교수",
            "2017.03 – 2019.02  서울대학교 전기정보공학부 석사",
            "석사 지도교수: 길수아 교수",
            "2013.03 – 2017.02  한양대학교 전자공학부 학사 (학사 지도교수: 홍OO 교수)",
            "논문 실적 (* 교신저자)",
            "1. 석도윤, 봉하진, 어민서 (2021). 저전력 무선 센서망의 라우팅 기법. "
            "한국통신학회논문지, 46(3), 1-10.",
            "2. Seok, D., Bong, H., & Pyeon, J. (2022). Energy-aware routing in sensor "
            "networks. IEEE Access, 10, 1123-1135.",
            "3. D. Seok, E. Marchetti, H. Tak, et al., “Federated anomaly detection for edge "
            "networks,” IEEE Trans. Netw. Serv. Manag., vol. 20, no. 2, pp. 1-12, 2023.",
            "4. Seok D, Eo M, Pyeon J. Sensor fusion for fall detection. Sensors. 2022;22(4):1501.",
            "5. Doyoon Seok*, Hyunwoo Tak, and Jaeseok Pyeon. 2023. Edge caching with learned "
            "popularity. In Proceedings of the 21st ACM MobiSys. ACM, New York, NY, USA, 1–12.",
            "위 기재 사항은 사실과 틀림없음을 확인합니다.",
            "2024년 3월 2일   작성자 석도윤 (서명)",
        ]
    )
    path = b.add("cv", "이력서_석도윤.docx", docx, "docx")
    b.mention(PYEON, path, "편재석", "advisor")
    b.mention(GIL, path, "길수아", "advisor")
    for who, surface in (
        (BONG, "봉하진"),
        (EO, "어민서"),
        (BONG, "Bong, H."),
        (PYEON, "Pyeon, J."),
        (MARCHETTI, "E. Marchetti"),
        (TAK, "H. Tak"),
        (EO, "Eo M"),
        (PYEON, "Pyeon J"),
        (TAK, "Hyunwoo Tak"),
        (PYEON, "Jaeseok Pyeon"),
    ):
        b.mention(who, path, surface, "coauthor")

    hwpx = hwpx_bytes(
        [
            "이 력 서",
            "성      명   석도윤(본인)   생년월일 1992. 5. 17.",
            "학      력",
            "박사  서울대학교 전기정보공학부 (지도교수: 편재석 교수 (서울대학교))",
            "석사  서울대학교 전기정보공학부 (지도교수: 길수아 교수)",
            "학위논문 지도교수명: 편재석",
            "연구 실적",
            "석도윤(본인), 봉하진, 편재석, “센서망 에너지 모델,” 한국정보과학회논문지, 49(2), "
            "pp. 101-110, 2022.",
        ]
    )
    path = b.add("cv", "석도윤 이력서.hwpx", hwpx, "hwpx")
    b.mention(PYEON, path, "편재석", "advisor")
    b.mention(GIL, path, "길수아", "advisor")
    b.mention(BONG, path, "봉하진", "coauthor")
    b.mention(PYEON, path, "편재석", "coauthor")

    pdf = lines_pdf(
        [
            [
                title("CURRICULUM VITAE"),
                title("Doyoon Seok", 14),
                PdfLine(
                    "Department of Electrical and Computer Engineering, Seoul National University",
                    10,
                    True,
                ),
                PdfLine("EDUCATION", 12),
                "Ph.D. in Electrical Engineering, Seoul National University, 2024",
                "Ph.D. Advisor: Prof. Jaeseok Pyeon",
                "Dissertation: Energy-aware sensing, under the supervision of Professor "
                "Jaeseok Pyeon",
                "M.S. in Electrical Engineering, Seoul National University, 2019",
                "Thesis advisor — Sua Gil",
                PdfLine("PUBLICATIONS", 12),
                "[1] Doyoon Seok, Minseo Eo, and Hyunwoo Tak, “Duty-cycled MAC for dense "
                "sensor networks,” IEEE Sensors Journal, vol. 21, pp. 1-9, 2021.",
                "[2] Kim M, Seok D, Marchetti E. Energy harvesting for wearables. J Sens. "
                "2020;12:33-41.",
                PdfLine("REFERENCES", 12),
                "Available upon request.",
            ]
        ]
    )
    path = b.add("cv", "CV_DoyoonSeok_2024.pdf", pdf, "pdf", pages=1)
    b.mention(PYEON, path, "Jaeseok Pyeon", "advisor")
    b.mention(GIL, path, "Sua Gil", "advisor")
    for who, surface in ((EO, "Minseo Eo"), (TAK, "Hyunwoo Tak"), (MARCHETTI, "Marchetti E")):
        b.mention(who, path, surface, "coauthor")
    # "Kim M" co-authored one paper and is named nowhere else: a real co-author, initials only.
    b.mention(Who("Kim M", ("M. Kim", "M Kim")), path, "Kim M", "coauthor")
    b.traps += ["a masked name (홍OO) is no one"]
    b.traps += ["박사/석사 지도교수 lines", "Ph.D. Advisor / under the supervision of"]
    b.traps += ["APA, IEEE, ACM, Vancouver and Korean publication styles", "et al."]
    b.traps += ["applicant as 'Seok, D.', 'Seok D', 'Doyoon Seok*', '석도윤(본인)'"]
    return b
