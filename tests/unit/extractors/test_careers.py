"""The CV career-section reader: Korean and English headings, year ranges, parts of a line."""

from __future__ import annotations

from minesweeper.extractors.text.cv.careers import (
    CareerKind,
    career_entries,
    entry_from_json,
    entry_to_json,
)

CV_EN = """Curriculum Vitae
Jiwoo Han
Education
2008–2012 Ph.D., Department of Computer Science, Seoul National University
2004 - 2008 B.S., Department of Physics, KAIST
Employment
2019-present Associate Professor, Department of Computer Science, Yonsei University
Research Projects
2021–2024 Graph models for channels (PI: Duri Lee; Co-PI: Jiwoo Han)
Publications
Jiwoo Han, Duri Lee. Paper, 2021.
"""
CV_KO = """이력서
학력
2015.03 ~ 2019.02 서울대학교 컴퓨터공학과 박사
경력
2019.03 ~ 현재 연세대학교 전기전자공학부 조교수
연구과제
2020 ~ 2023 차세대 통신 채널 연구 (연구책임자: 이두리, 공동연구원: 한지우)
수상
2020 우수논문상
"""


def test_english_sections_years_and_parts() -> None:
    entries = career_entries(CV_EN, page=1)
    assert [(e.kind, e.start, e.end) for e in entries] == [
        (CareerKind.EDUCATION, 2008, 2012),
        (CareerKind.EDUCATION, 2004, 2008),
        (CareerKind.EMPLOYMENT, 2019, None),
        (CareerKind.PROJECT, 2021, 2024),
    ]
    phd, bs, job, project = entries
    assert (phd.organization, phd.department, phd.programme) == (
        "Seoul National University",
        "Department of Computer Science",
        "phd",
    )
    assert (bs.organization, bs.programme) == ("KAIST", "bs")
    assert (job.organization, job.department) == (
        "Yonsei University",
        "Department of Computer Science",
    )
    assert (project.title, project.people) == (
        "Graph models for channels",
        ("Duri Lee", "Jiwoo Han"),
    )
    assert all(e.page == 1 for e in entries)


def test_korean_sections_dotted_months_and_present() -> None:
    education, job, project = career_entries(CV_KO)
    assert (education.start, education.end, education.organization, education.department) == (
        2015,
        2019,
        "서울대학교",
        "컴퓨터공학과",
    )
    assert education.programme == "phd"
    assert (job.kind, job.end, job.department) == (CareerKind.EMPLOYMENT, None, "전기전자공학부")
    assert project.people == ("이두리", "한지우")


def test_lines_outside_career_sections_are_not_read() -> None:
    # The award year under 수상 and the paper year under Publications are no careers.
    assert all(e.line != "2020 우수논문상" for e in career_entries(CV_KO))
    assert career_entries("Publications\n2019–2021 A survey, Journal of X") == []


def test_stored_form_round_trips() -> None:
    for entry in career_entries(CV_EN) + career_entries(CV_KO):
        assert entry_from_json(entry_to_json(entry)) == entry
