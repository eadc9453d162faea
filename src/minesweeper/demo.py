"""`minesweeper demo`: a demo round whose documents the project's own code generates.

A fresh clone needs nothing else: three fictitious applicants with a born-digital thesis, a
scanned approval page with red seals, a phone photo, papers, a Scholar page, a CV and an
HWPX list of publications, plus a small reviewer panel. Their processing is queued.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from minesweeper import samples
from minesweeper.auth.accounts import ensure_admin
from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.db.models import Applicant, Reviewer, Round
from minesweeper.ingest.categories import UploadCategory
from minesweeper.screening.documents import add_document
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.settings import Settings

DEMO_ROUND = "데모 2026 교원 채용 (demo)"
DEMO_ADMIN = "admin@demo.minesweeper.test"


@dataclass(frozen=True, slots=True)
class DemoFile:
    category: UploadCategory
    filename: str
    data: bytes


def demo_files() -> dict[tuple[str, str], list[DemoFile]]:
    return {
        ("김하늘", "Haneul Kim"): [
            DemoFile(
                UploadCategory.THESIS,
                "학위논문_김하늘.pdf",
                samples.thesis_pdf(
                    "김하늘",
                    "박지훈",
                    ["최은영", "박지훈", "한상우"],
                    applicant_en="Haneul Kim",
                    committee_en=["Eunyoung Choi", "Jihoon Park", "Sangwoo Han"],
                ),
            ),
            DemoFile(
                UploadCategory.PAPER,
                "Kim_Access_2024.pdf",
                samples.paper_pdf(
                    ["Haneul Kim", "Ji-Hoon Park", "Seojin Yoon"],
                    ["Seoul National University", "KAIST"],
                ),
            ),
            DemoFile(
                UploadCategory.SCHOLAR,
                "Haneul Kim - Google Scholar.html",
                samples.scholar_html(
                    "Haneul Kim",
                    "Seoul National University",
                    [("Jihoon Park", "Seoul National University"), ("Seojin Yoon", "KAIST")],
                    [("Robust channel estimation", "H Kim, J Park, S Yoon", "IEEE Access", "2024")],
                ),
            ),
            DemoFile(
                UploadCategory.CV,
                "CV_HaneulKim.docx",
                samples.docx_cv(
                    "Haneul Kim", "Jihoon Park", ["H. Kim, J. Park, S. Yoon, IEEE Access, 2024."]
                ),
            ),
        ],
        ("이준호", "Junho Lee"): [
            DemoFile(
                UploadCategory.THESIS,
                "scan0001.pdf",
                samples.scanned_pdf(
                    [
                        samples.approval_page_image(
                            "이준호", "장민호", ["오세영", "장민호", "윤서진"]
                        )
                    ]
                ),
            ),
            DemoFile(
                UploadCategory.OTHER,
                "연구실적목록_이준호.hwpx",
                samples.hwpx_bytes(samples.achievements_paragraphs("이준호", ["장민호", "오세영"])),
            ),
        ],
        ("정수민", "Sumin Jung"): [
            DemoFile(
                UploadCategory.THESIS,
                "KakaoTalk_photo.jpg",
                samples.phone_photo_jpeg(
                    samples.approval_page_image("정수민", "한상우", ["박지훈", "한상우", "최은영"])
                ),
            ),
            DemoFile(
                UploadCategory.PAPER,
                "Jung_2023.pdf",
                samples.paper_pdf(["Sumin Jung", "Sangwoo Han"], ["Korea University"]),
            ),
        ],
    }


_REVIEWERS = (
    ("박지훈", "Jihoon Park", "서울대학교 전기정보공학부", "jihoon.park@example.ac.kr"),
    ("오세영", "Seyoung Oh", "KAIST 전기및전자공학부", "seyoung.oh@example.ac.kr"),
    ("문가람", "Garam Moon", "POSTECH 화학공학과", "garam.moon@example.ac.kr"),
)


def load_demo(settings: Settings) -> str:
    """Create the demo round (once) and queue its processing; returns what to tell the user.

    The demo admin gets a fresh password on every call, printed once, so a lost one is
    never a problem on a demo machine.
    """
    migrations.upgrade(settings.database_url)
    db = Database(settings.database_url)
    try:
        with db.session() as session:
            password = ensure_admin(session, DEMO_ADMIN)
            login = f"demo admin login: {DEMO_ADMIN} / {password}"
            existing = session.scalars(select(Round).where(Round.name == DEMO_ROUND)).first()
            if existing is not None:
                return f"demo round already loaded (round {existing.id})\n{login}"
            round_ = Round(name=DEMO_ROUND)
            session.add(round_)
            session.flush()
            for name, name_en, affiliation, email in _REVIEWERS:
                session.add(
                    Reviewer(
                        round_id=round_.id,
                        name=name,
                        name_en=name_en,
                        affiliation=affiliation,
                        email=email,
                    )
                )
            for (name, name_en), files in demo_files().items():
                applicant = Applicant(round_id=round_.id, name=name, name_en=name_en)
                session.add(applicant)
                session.flush()
                for file in files:
                    add_document(session, applicant.id, file.filename, file.category, file.data)
                enqueue_process_applicant(session, applicant.id)
            return (
                f"demo round loaded (round {round_.id}): 3 applicants queued for processing\n"
                f"{login}"
            )
    finally:
        db.dispose()
