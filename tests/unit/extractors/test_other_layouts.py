"""Layouts the development corpus does not show: other universities' approval pages, CVs,
publication lists and Scholar pages. Each test pins one general rule."""

from __future__ import annotations

from minesweeper.extractors.text.approval import names_in
from minesweeper.extractors.text.placeholders import is_placeholder
from minesweeper.extractors.text.scholar import truncated_author_line
from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, related, text_document


def test_hanja_and_titles_beside_a_name_are_not_the_name() -> None:
    page = """이 논문을 윤서진의 공학박사 학위논문으로 인준함
부위원장   엄지혜 (嚴智惠)   (인)
위  원   도경환 (都京煥)   (인)
위  원   문태호 교수   (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("엄지혜", "committee_member"),
        ("도경환", "committee_member"),
        ("문태호", "committee_member"),
    }


def test_label_row_above_name_row_with_single_spaces() -> None:
    page = """이 논문을 변하람의 공학석사 학위논문으로 인준함
위원장 위원 위원
진우성 (인) 채소영 (인) 표준혁 (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("진우성", "committee_chair"),
        ("채소영", "committee_member"),
        ("표준혁", "committee_member"),
    }


def test_a_row_of_labels_over_prose_is_not_a_table() -> None:
    page = "위원장 위원\n회의를 진행하였다 결과를 보고함"
    assert related(extract(text_document(page), "thesis")) == set()


def test_name_between_approved_by_and_its_role() -> None:
    page = """The present thesis has been approved by the thesis committee
Approved by
Professor Woosung Jin
Thesis Supervisor"""
    assert ("Woosung Jin", "advisor") in related(extract(text_document(page), "thesis"))


def test_surname_na_is_a_name_and_not_a_blank() -> None:
    assert not is_placeholder("Hyungyu Na")
    assert not is_placeholder("Na H")
    assert is_placeholder("N/A")
    cv = "EDUCATION\nThesis Supervisor: Professor Hyungyu Na\nM.S. Advisor: Prof. Eunsol Ma"
    assert related(extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")) == {
        ("Hyungyu Na", "advisor"),
        ("Eunsol Ma", "advisor"),
    }


def test_reference_heading_ends_an_unquoted_publication_entry() -> None:
    cv = """Sua Yeo
PUBLICATIONS
[1] Yeo S, Seol J, Na H. Compliant grippers for fragile objects. Int J Precis Eng. 2022;23:401-9.
REFERENCES
[1] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, 2015."""
    found = related(extract(text_document(cv, fmt=SourceFormat.DOCX), "cv", "여수아", "Sua Yeo"))
    assert found == {("Seol J", "coauthor"), ("Na H", "coauthor")}


def test_truncated_scholar_author_line_keeps_its_complete_names() -> None:
    assert truncated_author_line("S Yoon, J Eom, T Moon, B Koo, ...") == (
        "S Yoon, J Eom, T Moon, B Koo"
    )
    assert truncated_author_line("S Yoon, J Eom, B Ko…") == "S Yoon, J Eom"
    assert truncated_author_line("A study of channels...") is None


def test_ocr_seal_slot_misread_after_a_name_is_dropped() -> None:
    assert names_in("방 지 원 (Ob", ocr=True) == [("방지원", False)]
    assert names_in('육 지 민 (서명) “\\49"', ocr=True) == [("육지민", False)]
    assert names_in("방 지 원 (Ob") == []  # text layers keep the strict reading
