"""Conventions of real bylines, publication lists and approval pages that neither
development round prints: symbol marks of any kind, icons glued to names, name particles,
capitals, editors of a proceedings volume, Korean slash-separated fields, and the labels of
French, German, British, Canadian and Iowa State doctorates. Each test pins one rule."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import extract, related, text_document


def _coauthors(text: str, doc_type: str = "paper") -> set[str]:
    return {name for name, role in related(extract(text_document(text), doc_type))}


@pytest.mark.parametrize(
    "byline",
    [
        "Minjun Kim♠, Ilsa Varga♣, Oren Malka♣",  # ACL's card suits
        "Minjun Kim☯, Ilsa Varga☯¤, Oren Malka✉",  # PLOS: equal contribution, address, e-mail
        "Minjun Kim⊥, Ilsa Varga★, Oren Malka‖",
        "Minjun KimID1, Ilsa VargaID2, Oren Malka1*",  # the ORCID icon's text, glued
    ],
)
def test_any_symbol_or_icon_beside_a_name_is_a_mark(byline: str) -> None:
    text = f"Fast joins in column stores\n{byline}\n1 KAIST, Daejeon, Korea\nAbstract\nText."
    assert _coauthors(text) == {"Ilsa Varga", "Oren Malka"}


def test_a_korean_byline_with_bullet_and_presenter_marks() -> None:
    text = "컬럼 저장소의 빠른 조인\n김민준O  황보서진•  남궁윤°\n서울대학교\n요약\n본문."
    assert _coauthors(text) == {"황보서진", "남궁윤"}


@pytest.mark.parametrize(
    "title_tail",
    ["전망*", "조명†", "Sampling†"],
)
def test_a_title_whose_last_word_wraps_alone_above_the_byline_is_no_author(
    title_tail: str,
) -> None:
    text = (
        f"희소 그래프를 위한 표본 추출과\n{title_tail}\n김민준, 황보서진1, 남궁윤**\n"
        "인하대학교\n요약\n본문."
    )
    assert _coauthors(text) == {"황보서진", "남궁윤"}


@pytest.mark.parametrize(
    "byline",
    [
        "김민준1․황보서진2․남궁윤3",  # one-dot leaders after the marks (NFKC: periods)
        "김민준1⋅황보서진2⋅남궁윤3†",  # dot operators glued to the marks and names
        "김민준*ㆍ황보서진**ㆍ남궁윤***",
    ],
)
def test_a_korean_journal_byline_with_dots_after_the_marks(byline: str) -> None:
    text = f"희소 그래프의 표본 추출\n{byline}\n1인하대학교 통계학과\n요약\n본문."
    assert _coauthors(text) == {"황보서진", "남궁윤"}


def test_a_dot_operator_before_an_inverted_name_sets_it_apart() -> None:
    text = "Sparse Graph Sampling\nVarga, Ilsa1 ⋅Kim, Minjun2†\n1Inha University\nAbstract\nBody."
    assert _coauthors(text) == {"Ilsa Varga"}


@pytest.mark.parametrize(
    "byline",
    [
        "Minjun Kim, Student Member, IEEE, Ilsa Varga, and Oren Malka, Fellow, IEEE",
        "Minjun Kim1, Ilsa Varga2 and Oren Malka1",
        "Ilsa Varga, Minjun Kim, and Oren Malka",
    ],
)
def test_a_title_case_title_line_joined_by_and_over_the_byline_is_no_author(
    byline: str,
) -> None:
    text = (
        "A Low-Power Sampling Receiver With an Adaptive\nNoise Shaper and Phase Error Tracking\n"
        f"{byline}\nAbstract—Body."
    )
    assert _coauthors(text) == {"Ilsa Varga", "Oren Malka"}


def test_a_hangul_byline_over_its_marked_romanized_one_keeps_its_names() -> None:
    text = "희소 그래프의 표본 추출\n황보서진, 남궁윤\nSeojin Hwangbo1, Yun Namgung2\n요약\n본문."
    assert _coauthors(text) >= {"황보서진", "남궁윤"}


def test_ieee_grades_of_graduate_students_and_a_grade_broken_at_the_line_end() -> None:
    text = (
        "Sampling Receivers\nMinjun Kim, Graduate Student Member, IEEE, Ilsa Varga, and "
        "Oren Malka, Senior\nMember, IEEE\nAbstract—Body."
    )
    assert _coauthors(text) == {"Ilsa Varga", "Oren Malka"}


def test_romanized_korean_names_in_a_byline_without_separators() -> None:
    text = (
        "Sparse Graph Sampling\nHyejin Noh Minjun Kim Seojin Hwang Taeyoon Seo\n"
        "Department of Statistics, Inha University\nAbstract\nBody."
    )
    assert _coauthors(text) == {"Hyejin Noh", "Seojin Hwang", "Taeyoon Seo"}


def test_capitalised_words_without_family_names_are_no_byline() -> None:
    text = (
        "Sampling Sparse Graphs\nFast Estimators Under Noise Minjun Kim\n"
        "Department of Statistics, Inha University\nAbstract\nBody."
    )
    assert _coauthors(text) == set()


def test_a_byline_set_one_author_a_line_keeps_each() -> None:
    text = (
        "Sparse Estimators\nHyejin Noh*\nMinjun Kim1\nOren Malka2\nInha University\nAbstract\nBody."
    )
    assert _coauthors(text) == {"Hyejin Noh", "Oren Malka"}


def test_vancouver_in_capitals_keeps_initials_and_the_applicant_is_self() -> None:
    text = (
        "Publications\n1. KIM MJ, VARGA I, MALKA OR. Causal inference. Am J Epidemiol. 2020;3:4-10."
    )
    assert _coauthors(text, "cv") == {"Varga I", "Malka OR"}


@pytest.mark.parametrize(
    ("entry", "others"),
    [
        (
            "(1) Kim, M.; van der Berg, H.; Varga, I. Catalysis. ACS Catal. 2022, 12, 100-110.",
            {"H. van der Berg", "I. Varga"},
        ),
        (
            "Kim, M., van Dijk, W. W., & de Vries, R. E. (2020). Title. Journal, 1(2), 3-4.",
            {"W. W. van Dijk", "R. E. de Vries"},
        ),
        (
            "KIM, M., VARGA, I. & MALKA, O. (2021). Bayesian optimisation. ICML.",
            {"I. Varga", "O. Malka"},
        ),
        (
            "1. Kim, M., Varga, I.: Verified compilation. In: Biere, A., Parker, D. (eds.)"
            " CAV 2020. LNCS, vol. 12225, pp. 100-120. Springer, Cham (2020)",
            {"I. Varga"},
        ),
    ],
)
def test_particles_capitals_and_a_volume_s_editors(entry: str, others: set[str]) -> None:
    assert _coauthors(f"Publications\n{entry}", "cv") == others


def test_korean_entries_written_as_slash_separated_or_bracketed_fields() -> None:
    text = (
        "연구실적\n1. 배터리 열관리 / 김민준, 황보서진, 남궁윤 / 한국자동차공학회논문집 / 2021\n"
        '2. "전기차 충전", 한국자동차공학회논문집, 2020. (공저자: 제갈현, 선우진)\n'
    )
    assert _coauthors(text, "cv") == {"황보서진", "남궁윤", "제갈현", "선우진"}


def test_a_french_jury_with_ranks_and_roles_after_the_names() -> None:
    page = """Composition du jury :
Anne DUPONT, Directrice de recherche, CNRS — Présidente
Marc LEROY, Professeur, Université de Lyon — Rapporteur
Paul GIRARD, Directeur de recherche, Inria — Directeur de thèse"""
    assert related(extract(text_document(page), "thesis")) >= {
        ("Anne DUPONT", "committee_chair"),
        ("Marc LEROY", "committee_member"),
        ("Paul GIRARD", "advisor"),
    }


def test_a_rank_after_the_name_and_a_primary_supervisor() -> None:
    page = """EXAMINING COMMITTEE MEMBERSHIP
Supervisor: Dr. Ilsa Varga, Professor, Department of Computer Science
External Examiner: Dr. Oren Malka, Professor, Université de Montréal
Primary supervisor: Prof. Rolf Aune"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ilsa Varga", "advisor"),
        ("Oren Malka", "committee_member"),
        ("Rolf Aune", "advisor"),
    }


def test_examiners_of_a_degree_in_a_cv_are_its_committee() -> None:
    page = """Education
Ph.D., Agronomy, Iowa State University, 2017
  Major Professor: Ilsa Varga
  Program of Study Committee: Oren Malka, Rolf Aune
PhD, University of Oxford, 2019
  Examiners: Prof. Ines Mota (internal), Prof. Ada Quist (external)
Promotion, Universität Heidelberg, 2019
  Erstgutachter: Prof. Dr. Jonas Weber
Service
  Examiner: Korean Patent Office"""
    assert related(extract(text_document(page), "cv")) == {
        ("Ilsa Varga", "advisor"),
        ("Oren Malka", "committee_member"),
        ("Rolf Aune", "committee_member"),
        ("Ines Mota", "committee_member"),
        ("Ada Quist", "committee_member"),
        ("Jonas Weber", "committee_member"),
    }


def test_a_certificate_s_bracketed_role_and_a_university_acronym_and_a_department_head() -> None:
    page = """CERTIFICATE
This is to certify that the thesis submitted by Minjun Kim to IIT Delhi is a record of bonafide
research work carried out by him under my supervision.
Prof. Ilsa Varga
(Supervisor)
Department of Computer Science and Engineering
IIT Delhi"""
    assert related(extract(text_document(page), "thesis")) == {("Ilsa Varga", "advisor")}
    signed = """The dissertation of Minjun Kim was reviewed and approved by the following:
Oren Malka
Professor of Computer Science
Dissertation Advisor
Rolf Aune
Head of the Department of Computer Science"""
    assert related(extract(text_document(signed), "thesis")) == {("Oren Malka", "advisor")}


def test_departments_with_and_employers_of_any_spelling_and_other_members() -> None:
    page = """Thesis Examination Committee
Thesis Supervisor: Professor Dit-Yan VARGA, Department of Computer Science and Engineering
Other Member: Dr. Rolf Aune
Composition du jury :
Paul GIRARD, Directeur scientifique, Valeo.ai — Rapporteur
Marie LEROY, Professeure, CentraleSupélec — Examinatrice"""
    # Listed under the committee's heading, the supervisor sits on the committee too.
    assert related(extract(text_document(page), "thesis")) == {
        ("Dit-Yan VARGA", "advisor"),
        ("Dit-Yan VARGA", "committee_member"),
        ("Rolf Aune", "committee_member"),
        ("Paul GIRARD", "committee_member"),
        ("Marie LEROY", "committee_member"),
    }
