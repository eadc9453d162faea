"""Wordings of approval pages, CVs and paper headers beyond the usual "Label: Name" line."""

from __future__ import annotations

from minesweeper.extractors.text.scholar import publication_names
from tests.unit.extractors.builders import extract, related, text_document


def test_chair_marked_inside_a_committee_list_keeps_its_role() -> None:
    page = "Thesis Committee: Prof. Sungwoo Pi (Chair), Prof. Eungyeol Ma, Prof. Nayun Kyung"
    assert related(extract(text_document(page), "thesis")) == {
        ("Sungwoo Pi", "committee_chair"),
        ("Eungyeol Ma", "committee_member"),
        ("Nayun Kyung", "committee_member"),
    }


def test_signature_slot_with_a_printed_name_field() -> None:
    page = "Supervisor\nSignature: ____________________   Name: Seoha Cheon"
    assert related(extract(text_document(page), "thesis")) == {("Seoha Cheon", "advisor")}


def test_a_signature_blank_alone_names_no_one() -> None:
    page = "Supervisor\nSignature: ____________________   Date: ________"
    assert related(extract(text_document(page), "thesis")) == set()


def test_dash_between_label_and_name() -> None:
    page = "M.S. in Electrical Engineering, 2019\nThesis advisor — Sua Gil"
    assert related(extract(text_document(page), "cv")) == {("Sua Gil", "advisor")}


def test_advisor_affiliation_bracketed_inside_the_education_entry() -> None:
    page = "박사  서울대학교 전기정보공학부 (지도교수: 편재석 교수 (서울대학교))"
    assert related(extract(text_document(page), "cv")) == {("편재석", "advisor")}


def test_acm_blocks_whose_institution_has_no_telltale_word() -> None:
    page = """Learning Dispatching Rules from Shop-Floor Logs
Hayul Kook
Hanyang University
Seoul, Republic of Korea
hykook@hanyang.ac.kr
Taejun Ok
Samsung Electronics
Suwon, Republic of Korea
tjok@samsung.com
Sunwoo Ra
NAVER Cloud
Seongnam, Republic of Korea
sunwoo.ra@navercorp.com
ABSTRACT
We learn rules."""
    assert related(extract(text_document(page), "paper")) == {
        ("Hayul Kook", "coauthor"),
        ("Taejun Ok", "coauthor"),
        ("Sunwoo Ra", "coauthor"),
    }


def test_first_email_block_is_found_by_the_height_of_the_others() -> None:
    page = """Fast Graphs
Jihoon Pyo
KAIST
jhpyo@kaist.ac.kr
Sunwoo Ra
NAVER Cloud
sunwoo.ra@navercorp.com
Abstract"""
    assert related(extract(text_document(page), "paper")) == {
        ("Jihoon Pyo", "coauthor"),
        ("Sunwoo Ra", "coauthor"),
    }


def test_letter_marks_glued_after_commas_and_symbols() -> None:
    page = "Fast Graphs\nJihoon Pyo,a Sunwoo Ra,b and Minjun Kim*a\naKAIST, bSNU\nAbstract text"
    assert related(extract(text_document(page), "paper")) == {
        ("Jihoon Pyo", "coauthor"),
        ("Sunwoo Ra", "coauthor"),
    }


def test_name_cell_before_its_role_cell() -> None:
    page = "Accepted by the Thesis Committee\nJihoon Pyo          Chair\nSunwoo Ra          Member"
    assert related(extract(text_document(page), "thesis")) == {
        ("Jihoon Pyo", "committee_chair"),
        ("Sunwoo Ra", "committee_member"),
    }


def test_us_approval_page_lists_members_then_the_chair() -> None:
    page = """The dissertation of Minjun Kim is approved.
Sunwoo Ra
Hyejin Yang
Jihoon Pyo, Committee Chair
University of California, Los Angeles
2021"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Sunwoo Ra", "committee_member"),
        ("Hyejin Yang", "committee_member"),
        ("Jihoon Pyo", "committee_chair"),
    }


def test_name_in_parentheses_after_a_signature_blank() -> None:
    page = "Supervisor: ______________ (Prof. Jihoon Pyo)\nExaminer: ______________ (서명)"
    assert related(extract(text_document(page), "thesis")) == {("Jihoon Pyo", "advisor")}


def test_semicolon_separated_family_given_authors() -> None:
    page = (
        "Publications\n1. Kim, Minjun; Pyo, Jihoon; Ra, Sunwoo. Fast graphs. J. Chem. 2020, 1, 2."
        "\n2. Kim, M.; Yang, H. Slow graphs. Sensors 2021, 21, 3."
    )
    assert related(extract(text_document(page), "cv")) == {
        ("Jihoon Pyo", "coauthor"),
        ("Sunwoo Ra", "coauthor"),
        ("H. Yang", "coauthor"),
    }


def test_stacked_authors_over_address_lines_ending_on_a_country() -> None:
    page = """A Study of Graphs
Jihoon Pyo
KAIST, Daejeon, South Korea
Sunwoo Ra
Seoul National University, Seoul, Korea
Abstract"""
    assert related(extract(text_document(page), "paper")) == {
        ("Jihoon Pyo", "coauthor"),
        ("Sunwoo Ra", "coauthor"),
    }


def test_scholar_hangul_names_given_name_first() -> None:
    # Scholar's own order is given name first; "남궁 민" opens on a two-syllable surname.
    assert publication_names("윤호 남, 지원 설, 남궁 민, 김 민준, 설지원") == [
        "남윤호",
        "설지원",
        "남궁민",
        "김민준",
        "설지원",
    ]


def test_advisor_field_wordings_of_korean_and_english_cvs() -> None:
    lines = [
        ("지도교수명: 편재석", ("편재석", "advisor")),
        ("박사학위 지도교수 : 편재석", ("편재석", "advisor")),
        ("2019.03-2024.02 서울대학교 박사 / 지도교수 편재석", ("편재석", "advisor")),
        ("Supervisor(s): Prof. Jaeseok Pyeon", ("Jaeseok Pyeon", "advisor")),
    ]
    for line, expected in lines:
        assert related(extract(text_document("학력\n" + line), "cv")) == {expected}, line


def test_second_label_inside_one_field() -> None:
    page = "학력\n지도교수: 편재석, 공동지도교수: 길수아"
    assert related(extract(text_document(page), "cv")) == {
        ("편재석", "advisor"),
        ("길수아", "co_advisor"),
    }
