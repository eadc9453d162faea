from __future__ import annotations

from minesweeper.ingest.model import ScholarCoauthor, ScholarProfile, ScholarPublication
from tests.unit.extractors.builders import (
    extract,
    names,
    related,
    scholar_document,
    text_document,
)

PROFILE = ScholarProfile(
    name="Minjun Kim",
    affiliation="Seoul National University",
    coauthors=(
        ScholarCoauthor("Park Seoyeon", "Professor, Seoul National University"),
        ScholarCoauthor("신유진", "Professor, Korea University"),
    ),
    publications=(
        ScholarPublication("Optimization", "M Kim, JW Lee, S Johnson", "IEEE Access", "2022"),
        ScholarPublication("Survey", "A Bauer, B Writer, M Kim, C Cutoff ...", None, None),
        ScholarPublication("채널 추적", "김민준, 김지훈, 박서연", None, "2021"),
    ),
)


def test_coauthor_list_and_publication_author_strings() -> None:
    result = extract(scholar_document(PROFILE), "scholar_profile")
    assert names(result) == {
        "Park Seoyeon",
        "신유진",
        "JW Lee",
        "S Johnson",
        "A Bauer",
        "B Writer",
        "김지훈",
        "박서연",
    }
    park = next(p for p in result.persons if p.name_raw == "Park Seoyeon")
    assert park.affiliation == "Professor, Seoul National University"
    assert {p.name_raw for p in result.persons if p.is_self} == {"M Kim", "김민준"}


def test_truncated_author_string_drops_the_partial_name() -> None:
    result = extract(scholar_document(PROFILE), "scholar_profile")
    assert "C Cutoff" not in names(result)


def test_profile_without_structured_data_reads_author_lines_with_the_applicant() -> None:
    page = "Co-authors\nTitle\nAdaptive Beamforming\nM Kim, J Kim, S Park\nIEEE, 2022\nHelp"
    result = extract(text_document(page), "scholar_profile")
    assert names(result) == {"J Kim", "S Park"}


def test_profile_text_coauthor_list_without_structured_data() -> None:
    page = """Minjun Kim
Co-authors
View all
Park Seoyeon
Professor, Seoul National University
Verified email at snu.ac.kr
Jaewon Lee
KAIST
Title
Cited by"""
    result = extract(text_document(page), "scholar_profile")
    assert related(result) == {("Park Seoyeon", "coauthor"), ("Jaewon Lee", "coauthor")}
    park = next(p for p in result.persons if p.name_raw == "Park Seoyeon")
    assert park.affiliation == "Professor, Seoul National University"
