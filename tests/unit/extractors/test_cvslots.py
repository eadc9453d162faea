"""Committee roles in CVs: read where a thesis committee is named (on the line or on a
heading above the members), never from service roles ("Program Committee Member")."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import cv_related, extract, related, text_document

NAMED = {
    "inline_semicolons": (
        "Dissertation Committee: Donghyun Seo (Chair); Sangmin Ryu; Minho Jeong",
        {
            ("Donghyun Seo", "committee_chair"),
            ("Sangmin Ryu", "committee_member"),
            ("Minho Jeong", "committee_member"),
        },
    ),
    "inline_with_advisor_mark": (
        "Examining committee: Prof. Ana Costa (chair), Prof. Lukas Weber (advisor), Dr. Sven "
        "Eriksson",
        {
            ("Ana Costa", "committee_chair"),
            ("Lukas Weber", "advisor"),
            ("Sven Eriksson", "committee_member"),
        },
    ),
    "phd_committee_with_and": (
        "Ph.D. committee: Ana Costa, Lukas Weber and Sven Eriksson",
        {
            ("Ana Costa", "committee_member"),
            ("Lukas Weber", "committee_member"),
            ("Sven Eriksson", "committee_member"),
        },
    ),
    "korean_inline": (
        "심사위원: 노승민(위원장), 배가은, 이하늘",
        {
            ("노승민", "committee_chair"),
            ("배가은", "committee_member"),
            ("이하늘", "committee_member"),
        },
    ),
    # A second label holds for the names after it: 최유진 is a member, not the chair.
    "korean_labels_inside_the_list": (
        "심사위원장 이재원, 심사위원 조하나, 최유진",
        {
            ("이재원", "committee_chair"),
            ("조하나", "committee_member"),
            ("최유진", "committee_member"),
        },
    ),
    "korean_in_brackets_after_the_thesis_title": (
        "학위논문: 그래프 조인의 가속 (심사위원장 이재원, 심사위원 조하나, 최유진)",
        {
            ("이재원", "committee_chair"),
            ("조하나", "committee_member"),
            ("최유진", "committee_member"),
        },
    ),
    "bare_committee_label_under_the_degree": (
        "Ph.D. in Computer Science, Seoul National University, 2020\n"
        "Dissertation: Fast joins on graphs\n"
        "Committee: Jaewon Lee (chair), Hana Cho, Daniel Weber",
        {
            ("Jaewon Lee", "committee_chair"),
            ("Hana Cho", "committee_member"),
            ("Daniel Weber", "committee_member"),
        },
    ),
    # The degree's line is a few lines up: its advisor's line sits between.
    "bare_committee_label_under_the_advisor": (
        "Ph.D. in Computer Science, Stanford University, 2020\n"
        "Advisor: Jure Leskovec\n"
        "Committee: Christopher Ré, Percy Liang",
        {
            ("Jure Leskovec", "advisor"),
            ("Christopher Ré", "committee_member"),
            ("Percy Liang", "committee_member"),
        },
    ),
    "committee_after_a_semicolon_on_the_degree_line": (
        "Ph.D., KAIST, 2020. Advisor: Jaewon Lee; Committee: Hana Cho, Daniel Weber",
        {
            ("Jaewon Lee", "advisor"),
            ("Hana Cho", "committee_member"),
            ("Daniel Weber", "committee_member"),
        },
    ),
    # A bullet before the label; two co-chairs.
    "bulleted_committee_with_co_chairs": (
        "Ph.D. in Economics, University of Illinois\t2027\n"
        "– Committee: Hana Cho (co-chair), Daniel Weber (co-chair), Ines Mota, Rolf Aune",
        {
            ("Hana Cho", "committee_chair"),
            ("Daniel Weber", "committee_chair"),
            ("Ines Mota", "committee_member"),
            ("Rolf Aune", "committee_member"),
        },
    ),
    "bare_committee_label_in_brackets": (
        "Ph.D., KAIST, 2020 (Committee: Hana Cho, Daniel Weber)",
        {("Hana Cho", "committee_member"), ("Daniel Weber", "committee_member")},
    ),
}


@pytest.mark.parametrize("case", sorted(NAMED))
def test_named_thesis_committee_in_a_cv_yields_its_members(case: str) -> None:
    text, expected = NAMED[case]
    result = extract(text_document(f"Curriculum Vitae\nEducation\n{text}"), "cv")
    assert related(result) == expected
    assert not result.flags


def test_service_roles_in_a_cv_name_no_committee_member() -> None:
    text = (
        "Curriculum Vitae\nService\nProgram Committee Member: Ana Costa Workshop 2021\n"
        "Session Chair, Lukas Weber Symposium\nMember, Korean Society of Civil Engineers"
    )
    assert related(extract(text_document(text), "cv")) == set()


def test_a_postdoctoral_advisor_is_an_advisor() -> None:
    page = "EXPERIENCE\nPostdoctoral advisor: Dr. Mina Seo\nPostdoc Supervisor: Taeho Moon"
    assert related(extract(text_document(page), "cv")) == {
        ("Mina Seo", "advisor"),
        ("Taeho Moon", "advisor"),
    }


def test_a_postdocs_host_in_brackets_is_an_advisor_and_a_hosted_event_is_not() -> None:
    page = """EXPERIENCE
Postdoctoral Researcher, MIT, 2020-2022 (Host: Prof. John Williams)
Host: IEEE ICC 2023 Workshop on Massive MIMO
INVITED TALKS
"Graph learning", Seoul National University (host: Prof. Jaewon Lee), 2021."""
    assert related(extract(text_document(page), "cv")) == {("John Williams", "advisor")}


def test_a_thesis_written_under_someone_names_the_advisor() -> None:
    text = "Curriculum Vitae\nEducation\nB.S., Korea University; thesis under Prof. Jaewon Lee"
    assert related(extract(text_document(text), "cv")) == {("Jaewon Lee", "advisor")}


def test_a_host_or_advisor_named_in_the_prose_of_a_position_or_degree_is_an_advisor() -> None:
    page = """Curriculum Vitae
Positions
2018-2020 Research Fellow, University of Oslo, in the lab of Prof. Ingrid Solberg
2020-2021 Visiting scholar with Dr. Paulo Mendes at Instituto Gulbenkian
2017 Software engineer with Dr. Hanna Weiss at Acme Corporation
Education
2015-2018 Ph.D., Tohoku University, in the group of Professor Kenji Arakawa
2012-2015 석사, 부산대학교 물리학과 (정다은 교수 연구실)
Service
Organised the workshop with Prof. Omar Haddad, 2022"""
    assert related(extract(text_document(page), "cv")) == {
        ("Ingrid Solberg", "advisor"),
        ("Paulo Mendes", "advisor"),
        ("Kenji Arakawa", "advisor"),
        ("정다은", "advisor"),
    }


def test_a_bracketed_korean_note_of_guidance_names_the_advisor() -> None:
    page = """이력서
연구 경력
2023.03-2023.12 서비스지식연구실(한빛대학교 산업공학과 도하윤 교수님 지도) 학부연구생
2022.06-2022.08 인공지능 여름학교 (남궁서진 교수 지도하에)
감사의 말
석지호 교수님의 지도와 격려에 감사드립니다."""
    assert related(extract(text_document(page), "cv")) == {
        ("도하윤", "advisor"),
        ("남궁서진", "advisor"),
    }


def test_two_thesis_directors_each_with_a_rank_and_an_employer() -> None:
    """A Spanish CV's "Directores de tesis" line: each director's rank and university after
    the name, the second director after ", y"; a rank "of" somewhere is no name."""
    page = (
        "Formación\n"
        "- Directores de tesis: Tomás Arrieta, Professor of Informatics and Interactions, "
        "Aix-Marseille University, y Odile Marchal, Professeur de l’Institut de Fourier, "
        "Université\nGrenoble Alpes.\n"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("Tomás Arrieta", "advisor"),
        ("Odile Marchal", "advisor"),
    }


def test_a_title_before_a_second_advisor_s_name_is_no_rank() -> None:
    page = "Education\nPh.D. in Physics, 2019. Supervisors: Anna Berg, Professor Jon Lind\n"
    assert related(extract(text_document(page), "cv")) == {
        ("Anna Berg", "advisor"),
        ("Jon Lind", "advisor"),
    }


def test_an_italian_cv_s_doctorate_with_its_directors_and_its_commission() -> None:
    page = (
        "Formazione\n"
        "2020 Ph.D. Università di Parigi–Saclay, Francia\n"
        "Direttori di tesi: Prof. Bruno Sala, Dr. Odile Marchal e Dr. Piero Conti\n"
        "Commissione : Prof. Aldo Ferri (presidente), Prof. Guido Neri (esaminatore), "
        "Prof. Lenka Horáková (esaminatrice)\n"
        "2016 M.Sc. Università di Milano, Italia\n"
        "Supervisore : Prof. Luca Bassi\n"
        "Servizio\n"
        "Commissione : organizzazione del seminario, 2022\n"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("Bruno Sala", "advisor"),
        ("Odile Marchal", "advisor"),
        ("Piero Conti", "advisor"),
        ("Aldo Ferri", "committee_chair"),
        ("Guido Neri", "committee_member"),
        ("Lenka Horáková", "committee_member"),
        ("Luca Bassi", "advisor"),
    }


def test_a_degree_done_under_someone_s_guidance_in_portuguese_spanish_and_french() -> None:
    page = (
        "FORMAÇÃO\n"
        "DOUTORADO EM CIÊNCIA POLÍTICA - IESP-UERJ (2019-2023)\n"
        "Tese sobre regimes eleitorais, sob orientação de Fernando Henrique Eduardo Lobo.\n"
        "MESTRADO - UFPE (2016-2018)\n"
        "Dissertação sob a orientação do Prof. Dr. Rodrigo Borba Lima Neto.\n"
        "Doctorado, Universidad de Chile, bajo la dirección de Ana María Soto.\n"
        "Thèse sous la codirection de Pierre Lenoir\n"
        "Chapitres\n"
        "Les villes, in: Ouvrage collectif sous la direction de Paul Morel, Paris, 2019\n"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("Fernando Henrique Eduardo Lobo", "advisor"),
        ("Rodrigo Borba Lima Neto", "advisor"),
        ("Ana María Soto", "advisor"),
        ("Pierre Lenoir", "co_advisor"),
    }


def test_a_phd_committee_named_in_a_sentence_of_the_degree_s_line() -> None:
    page = (
        "Education\n"
        "2014 PhD in Political Science, University of Mannheim. PhD committee: Prof. Dr. Jan W. "
        "van Dalen, Prof. Dr. Oskar Gabor, Prof. Dr. Marc Debner\n"
        "Service\n"
        "Member of the program committee. Committee: Anna Berg\n"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("Jan W. van Dalen", "committee_member"),
        ("Oskar Gabor", "committee_member"),
        ("Marc Debner", "committee_member"),
    }


def test_a_committee_after_the_thesis_title_wrapped_before_a_bracketed_role() -> None:
    page = (
        "Education\n"
        "2010–2016 Ph.D. Brain and Cognitive Sciences, University of Rochester, NY.\n"
        "Perception in a Structured World: The Case of Speech. Committee: T. Fabian Jäger\n"
        "(advisor), Robert Aslund, Laura Holm, Jeremy Runge (chair)\n"
        "2005–2009 B.A. Mathematics, Williams College\n"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("T. Fabian Jäger", "advisor"),
        ("Robert Aslund", "committee_member"),
        ("Laura Holm", "committee_member"),
        ("Jeremy Runge", "committee_chair"),
    }


def test_a_cv_table_of_the_thesis_committee_under_its_row_of_heads() -> None:
    # The table's row of column heads is no section heading that ends the committee.
    text = (
        "이력서\n■ 박사학위논문 심사위원\n구분\t성명\t소속\t직위\n"
        "위원장\t남궁온\t한빛대학교 환경공학과\t교수\n"
        "위원\t도해솔\t바다연구원\t연구위원\n"
    )
    assert cv_related(text) == {("남궁온", "committee_chair"), ("도해솔", "committee_member")}
