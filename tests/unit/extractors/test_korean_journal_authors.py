"""Korean journal papers (KCI): authors set apart by the dots Korean typesetting uses ("․", "ㆍ"),
and the author notes at the foot of the first page ("박서연 / 연세대학교 교수(…), 공동저자"), which
name every author even where the text layer reads the byline out of order."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import extract, names, related, text_document


@pytest.mark.parametrize("dot", ["․", "ㆍ", "·"])
def test_a_byline_set_apart_by_korean_dots(dot: str) -> None:
    byline = dot.join(["김민준(Minjun Kim)", "박서연(Seoyeon Park)", "이재원(Jaewon Lee)"])
    text = f"소비자 선택에 관한 연구\n{byline}\n요 약\n본문."
    assert names(extract(text_document(text), "paper")) == {"박서연", "이재원"}


def test_author_notes_name_the_authors_when_the_body_comes_first() -> None:
    """Two-column pages: the text layer gives the introduction before the title and byline."""
    page = (
        "12 한국소비자학회지 제10권 제2호 2023년 6월\n"
        "Ⅰ. 서 론\n"
        "최근 소비자의 선택 방식이 변화하고 있다.\n"
        "소비자 선택에 관한 연구\n"
        "주제어: 소비, 선택\n"
        "김민준 / 서울대학교 경영학과 교수(mjkim@example.ac.kr), 제1저자\n"
        "박서연 / 연세대학교 심리학과 박사수료(sypark@example.ac.kr), 공동저자\n"
        "이재원 / 고려대학교 심리학부 교수(jwlee@example.ac.kr), 교신저자\n"
    )
    assert names(extract(text_document(page, "본문 계속."), "paper")) == {"박서연", "이재원"}


def test_author_notes_that_open_on_the_role() -> None:
    page = (
        "Ⅰ. 서 론\n본문.\n"
        "* 제1저자: 김민준, 서울대학교 경영학과 교수\n"
        "** 교신저자: 이재원(고려대학교 심리학부 교수), jwlee@example.ac.kr\n"
    )
    assert names(extract(text_document(page), "paper")) == {"이재원"}


def test_a_slash_line_without_an_author_role_names_nobody() -> None:
    page = "Ⅰ. 서 론\n본문.\n김민준 / 서울대학교 경영학과\n박서연 / 연세대학교 심리학과\n"
    assert names(extract(text_document(page), "paper")) == set()


def test_a_research_tables_author_column_head_notes_its_marks_in_brackets() -> None:
    # "저자(주저자, 교신저자*)": the head says how the first and corresponding authors are
    # marked; the English rows print the title before the authors.
    table = (
        "연구업적 목록\n"
        "번호\t구분\t논문명\t저자(주저자, 교신저자*)\t학술지명\t권(호), 쪽\t발행일\n"
        "1\tSCIE\tSorption of zinc onto tyre-wear particles\t"
        "Min-Jun Kim, Lucía Ferrández Ortega, Yun-Jae Ma*\tWater Science\t86(4), 702-715\t2022.08\n"
    )
    found = related(extract(text_document(table), "other"))
    assert found == {
        ("Lucía Ferrández Ortega", "coauthor"),
        ("Yun-Jae Ma", "coauthor"),
    }
