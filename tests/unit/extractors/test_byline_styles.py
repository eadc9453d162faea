"""Bylines as publishers print them: a name broken at a line end with a hyphen, bracketed
marks "[1,2]", capitals-first "KIM Minjun", 김민준(Minjun Kim) pairs, equal-contribution marks,
arXiv "A and B and C" lists, names set apart by their marks alone, author blocks closed by
e-mails, and names printed beside affiliations in any language. The applicant is self in
each, never a co-author."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import extract, text_document

CASES = {
    # Frontiers prints its editor and reviewers in a panel before the title; MDPI its
    # "Academic Editor"; neither is an author.
    "editorial_panel": (
        "frontiers in Materials TYPE Original Research\nEDITED BY\nHaruto Ishida,\n"
        "Kyoto University, Japan\nREVIEWED BY\nGraham Whitby,\nThe University of Queensland, "
        "Australia\nMariana Costa,\nUniversity of Porto, Portugal\n*CORRESPONDENCE\nIlsa Varga\n"
        "RECEIVED 02 November 2022\nFast joins in column stores\nMinjun Kim1, Ilsa Varga2 and "
        "Oren Malka1\n1 KAIST, Daejeon, Korea\nAbstract\nText.",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # Wiley sets its authors apart by pipes, each affiliation's mark glued to its first word.
    "wiley_pipes": (
        "RESEARCH ARTICLE\nTandem electrodes for selective conversion\nMinjun Kim1\n | Ilsa "
        "Varga2\n | Oren Malka1\n1Department of Chemical Engineering,\nThe University of "
        "Melbourne, Parkville,\nVictoria, Australia\n2CSIRO Manufacturing, Clayton,\nVictoria, "
        "Australia\nCorrespondence\nSummary\nText.",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # A text layer that lost the space inside one name ("LenaBrandt").
    "glued_name": (
        "Large language models in social judgments\nMinjun Kim, Julia Meier, LenaBrandt, "
        "Frank Zimmer & Michael Herbst\nAbstract\nText.",
        {"Julia Meier", "Lena Brandt", "Frank Zimmer", "Michael Herbst"},
    ),
    "academic_editor_line": (
        "Fast joins in column stores\nMinjun Kim 1, Ilsa Varga 2 and Oren Malka 1,*\n"
        "1 KAIST, Daejeon, Korea\nAcademic Editor: Tomas Berg\nAbstract\nText.",
        {"Ilsa Varga", "Oren Malka"},
    ),
    "hyphen_line_break": (
        "Fast joins in column stores\nMinjun Kim1, Ilsa Varga2, Hyun-\nsoo Roh1 and Oren Malka2\n"
        "1 Department of CS, KAIST, Daejeon, Korea\nAbstract\nText.",
        {"Hyun-soo Roh", "Ilsa Varga", "Oren Malka"},
    ),
    "bracketed_marks": (
        "Fast joins\nMinjun Kim [1,2], Ilsa Varga [2], Oren Malka [1]\n[1] KAIST, Daejeon, Korea\n"
        "Abstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    "capitals_first": (
        "Fast joins in column stores\nKIM Minjun1, VARGA Ilsa2, ROH Hyunsoo1\n1 KAIST, Daejeon, "
        "Korea\nAbstract\nText.",
        {"VARGA Ilsa", "ROH Hyunsoo"},
    ),
    "hangul_romanized_pairs": (
        "컬럼 저장소의 빠른 조인\n"
        "김민준(Minjun Kim)1, 노현수(Hyunsoo Roh)2, 박서연(Seoyeon Park)1\n"
        "1 KAIST\n요약\n본문.",
        {"노현수", "박서연"},
    ),
    "equal_contribution": (
        "Fast joins\nMinjun Kim†, Ilsa Varga†, Oren Malka*\n† These authors contributed equally "
        "to this work.\n* Corresponding author: omalka@kaist.ac.kr\nAbstract\nText.",
        {"Ilsa Varga", "Oren Malka"},
    ),
    "arxiv_and_list": (
        "Fast joins\nMinjun Kim and Ilsa Varga and Oren Malka\nKAIST\nAbstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # ACM blocks closed by e-mails: a city of two words in a block is no author.
    "email_blocks_with_a_two_word_city": (
        "Fast joins\nMinjun Kim\nKAIST\nDaejeon, Korea\nmkim@kaist.ac.kr\nOren Malka\nUCLA\n"
        "Los Angeles, CA, USA\nomalka@ucla.edu\nABSTRACT\nText",
        {"Oren Malka"},
    ),
    # Capitals with letter marks set apart by the glyph reader ("KIM a"), joined by "AND".
    "capitals_with_letter_marks": (
        "Fast joins\nMINJUN KIM a, ILSA VARGA b AND OREN MALKA a,*\n"
        "a Department of CS, KAIST, Daejeon, Korea\nAbstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # Elsevier: letter marks, and the corresponding author's star as U+2217.
    "elsevier_letter_marks_and_star": (
        "Fast joins\nMinjun Kim a,\u2217, Ilsa Varga b, Oren Malka a,b\n"
        "a Department of CS, KAIST, Daejeon, Korea\nA R T I C L E I N F O\nAbstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # ACM journals: each author in capitals with the affiliation on the same line.
    "acm_name_then_affiliation": (
        "Fast Joins\nMINJUN KIM, KAIST, Republic of Korea\nILSA VARGA and OREN MALKA, "
        "University of Szeged, Hungary\nWe study joins.\nCCS Concepts: Theory",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # Affiliations named in the language of their country, and countries of every continent:
    # "Politecnico di Milano" has the shape of a name with a particle, and is none.
    "acm_affiliations_in_other_languages": (
        "Fast Joins\nMINJUN KIM, KAIST, Republic of Korea\nANNA BELLINI, Politecnico di "
        "Milano, Italy\nJONAS WEBER, ETH Zurich, Switzerland\nLUCÍA PÉREZ, Universidad de "
        "Chile, Chile\nWe study joins.\nCCS Concepts: Theory",
        {"Anna Bellini", "Jonas Weber", "Lucía Pérez"},
    ),
    "acm_affiliation_without_an_organisation_word": (
        "Fast Joins\nMINJUN KIM, KAIST, Republic of Korea\nKOFI MENSAH, Accra, Ghana\n"
        "We study joins.\nCCS Concepts: Theory",
        {"Kofi Mensah"},
    ),
    # arXiv and NeurIPS set the names apart by space alone; each mark closes a name.
    "names_set_apart_by_marks": (
        "Fast joins\nMinjun Kim1 Ilsa Varga2 Oren Malka1,3\n1 KAIST\nAbstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    "names_set_apart_by_stars": (
        "Fast joins\nMinjun Kim\u2217 Ilsa Varga\u2217 Oren Malka\u2020\nKAIST\nAbstract\nText",
        {"Ilsa Varga", "Oren Malka"},
    ),
    # Author blocks closed by e-mails, of different heights.
    "stacked_blocks_of_different_heights": (
        "Fast joins\nMinjun Kim\nDepartment of Computer Science\nKAIST\nmjkim@kaist.ac.kr\n"
        "Ilsa Varga\nKAIST\nivarga@kaist.ac.kr\nAbstract\nText",
        {"Ilsa Varga"},
    ),
    # Springer's "Noname manuscript" sets names apart by a centred dot and wraps a name over
    # the line end, or ends a line on the dot.
    "springer_dots_with_a_wrapped_name": (
        "Sparse tensors in streaming joins\nIlsa Varga · Minjun Kim · Oren\n"
        "Malka · Tomas Berg-Lindqvist ·\nHana Cho\nReceived: date / Accepted: date\n"
        "Abstract We join.",
        {"Ilsa Varga", "Oren Malka", "Tomas Berg-Lindqvist", "Hana Cho"},
    ),
    "bullet_separated_names": (
        "Sparse tensors\nIlsa Varga • Oren Malka • Minjun\nKim • Hana Cho\n"
        "the date of receipt and acceptance should be inserted later\nAbstract We join.",
        {"Ilsa Varga", "Oren Malka", "Hana Cho"},
    ),
    "dot_operator_separated_names": (
        "Sparse tensors\nIlsa Varga \u22c5 Minjun Kim \u22c5 Tomas\nBerg\nAbstract We join.",
        {"Ilsa Varga", "Tomas Berg"},
    ),
}


@pytest.mark.parametrize("style", sorted(CASES))
def test_byline_names_are_read_and_the_applicant_is_self(style: str) -> None:
    text, expected = CASES[style]
    result = extract(text_document(text), "paper")
    assert {p.name_raw for p in result.persons if not p.is_self} == expected
    assert any(p.is_self for p in result.persons)


def test_hyphen_break_of_the_applicant_is_self() -> None:
    text = "Fast joins\nIlsa Varga1, Oren Malka2, Min-\njun Kim1\n1 KAIST, Daejeon, Korea\nAbstract"
    result = extract(text_document(text), "paper")
    assert {p.name_raw for p in result.persons if p.is_self} == {"Min-jun Kim"}


def test_a_bullet_line_under_a_byline_does_not_join_it() -> None:
    text = (
        "Fast joins\nMinjun Kim a, Ilsa Varga b\n• We propose a join that skips empty blocks\n"
        "Abstract\nText"
    )
    result = extract(text_document(text), "paper")
    assert {p.name_raw for p in result.persons if not p.is_self} == {"Ilsa Varga"}
