from __future__ import annotations

from tests.unit.extractors.builders import extract, names, text_document

ENGLISH_FIRST_PAGE = """IEEE Access, vol. 10, 2022 DOI: 10.1109/ACCESS.2022.3130107
Editor: Robert Editorson
Optimization of Wireless Power Transfer with
Reconfigurable Intelligent Surfaces
Minjun Kim1
, Jae-Won Lee2, Member, IEEE
, and Sarah Johnson3*
1Department of Electrical and Computer Engineering, Seoul National University
2
School of Electrical Engineering, KAIST
3Department of EECS, University of Michigan
E-mail: minjun.kim@snu.ac.kr, jwlee@kaist.ac.kr
Abstract—We study power transfer. As shown by K. He, X. Zhang and J. Sun, residual nets work.
References
[1] K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning," CVPR, 2016."""


def test_author_line_with_marks_split_over_lines() -> None:
    result = extract(text_document(ENGLISH_FIRST_PAGE), "paper")
    assert names(result) == {"Jae-Won Lee", "Sarah Johnson"}
    assert all(p.role.value == "coauthor" for p in result.persons)
    lee = next(p for p in result.persons if p.name_raw == "Jae-Won Lee")
    assert lee.affiliation == "School of Electrical Engineering, KAIST"
    assert "Jae-Won Lee" in lee.quote
    assert [p.name_raw for p in result.persons if p.is_self] == ["Minjun Kim"]


def test_korean_author_lines_and_corresponding_author() -> None:
    page = """한국통신학회논문지 '21-09 Vol.46 No.09
* Corresponding Author : 박서연, seoyeon.park@snu.ac.kr
희소 신호 복원을 이용한 밀리미터파 채널 추적
김민준1, 김지훈2, 박서연1*
Millimeter-Wave Channel Tracking via Sparse Signal Recovery
Minjun Kim1, Jihoon Kim2, Seo-Yeon Pak1*
요 약
본 논문에서는 김도훈 외 2인의 기법을 개선한다.
참고문헌
[1] 김도훈, 이상훈, “채널 추정,” 한국통신학회논문지, 2019."""
    result = extract(text_document(page), "paper")
    assert names(result) == {"박서연", "김지훈", "Jihoon Kim", "Seo-Yeon Pak"}


def test_titles_keywords_and_single_unmarked_names_are_not_authors() -> None:
    page = """Deep Learning
Massive MIMO, Channel estimation, Deep learning
Sarah Johnson
Abstract
Body text."""
    result = extract(text_document(page), "paper")
    assert names(result) == set()


def test_korean_et_al_suffix_is_dropped() -> None:
    page = "제목\n박준1, 윤성호2, 남궁현우1 외 2인\n요 약\n본문"
    result = extract(text_document(page), "paper", "박준", "Jun Park")
    assert names(result) == {"윤성호", "남궁현우"}


def test_korean_names_separated_by_single_spaces() -> None:
    page = "제목\n김민준1 김지훈2 박서연1*\n초 록\n본문"
    result = extract(text_document(page), "paper")
    assert names(result) == {"김지훈", "박서연"}


def test_letter_marks_and_marks_after_commas() -> None:
    page = (
        "A Title\nMinjun Kim a, Jae-Won Lee b,*\n"
        "Ha-Eun Jung,1 Tae-Hyun Kang,2 Minjun Kim1\nAbstract"
    )
    result = extract(text_document(page), "paper")
    assert names(result) == {"Jae-Won Lee", "Ha-Eun Jung", "Tae-Hyun Kang"}


def test_reviewers_and_editors_are_not_authors() -> None:
    page = (
        "Title\nAcademic Editor: Jane Smith, John Brown\n"
        "Reviewed by: Anna Berg, Carl Dahl\nAbstract"
    )
    result = extract(text_document(page), "paper")
    assert names(result) == set()


def test_authors_stacked_over_their_affiliations() -> None:
    page = """A New Requirement Prioritization Model
Muhammad Atif Iqbal
Department of Computer Sciences,
NUST, Pakistan
atif09@example.com
Dr. Saeed Murtaza
Department of Computer Sciences,
NUST, Pakistan
Abstract- body"""
    result = extract(text_document(page), "paper")
    assert names(result) == {"Muhammad Atif Iqbal", "Saeed Murtaza"}


def test_a_short_title_above_one_affiliation_is_not_an_author() -> None:
    page = "Graph Learning\nDepartment of Computer Science, KAIST\nAbstract"
    assert names(extract(text_document(page), "paper")) == set()
