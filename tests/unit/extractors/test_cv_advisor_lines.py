"""Advisor lines of CVs as real templates print them: after a list bullet, in capitals, with
the advisor's other post after the name, inside a line without a colon, the Chinese labels
inside a line, and "advised by" prose that wraps and runs on."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import cv_related, extract, related, text_document


@pytest.mark.parametrize(
    ("line", "advisor"),
    [
        ("• Advisor: Professor Halvard Strand", "Halvard Strand"),
        ("▪ Supervisor: Dr. Halvard Strand", "Halvard Strand"),
        ("ADVISOR: PRIYANKA GOSWAMI", "PRIYANKA GOSWAMI"),
        ("Supervisor: Prof. Halvard Strand, Vice President of NTNU", "Halvard Strand"),
        ("Advisor: Prof. Halvard Strand, Dean of Engineering", "Halvard Strand"),
        ("合作导师：欧阳明", "欧阳明"),
        ("• supervisor of thesis: Prof. Dr. Halvard Strand", "Halvard Strand"),
        ("Vision Group, Supervisor Prof. Dr. Halvard Strand | Trondheim", "Halvard Strand"),
        ("2016.9-2020.6 | 北京大学,计算机学院,理学博士,导师欧阳明教授", "欧阳明"),
        ("2021.3-2022.2 | 耶鲁大学,博士后,合作导师 Prof. Halvard Strand", "Halvard Strand"),
        ("Trondheim Robotics Laboratory: Advisors - Halvard Strand", "Halvard Strand"),
        ("- Advisor: Halvard Strand", "Halvard Strand"),
        ("+ Supervisor: Halvard Strand (from B.S. to Ph.D)", "Halvard Strand"),
        ("> Advisor: Assoc. Prof. Dr. Halvard Strand", "Halvard Strand"),
        ("+ 指導教員: 欧阳明 (学部4年次-博士課程)", "欧阳明"),
        ("– Thesis supervisor: Dr. Halvard Strand", "Halvard Strand"),
        # A sentence of something else after the name: an award, the funding.
        ("Supervisor: Prof Sir Halvard Strand. Rhodes Scholar.", "Halvard Strand"),
        # Spanish "Director :" before a doctor's title, Portuguese "Supervisão:" (postdoc).
        ("Tesis: Materia oscura en cúmulos. Director : Dr. Halvard Strand.", "Halvard Strand"),
        ("Instituto de Pesquisas. Supervisão: Dr. Halvard Strand", "Halvard Strand"),
        # A Russian CV's supervisor, a field of the same kind after it.
        (
            "Германия. Научный руководитель: проф. Остап Гнатюк (Ostap Hnatiuk). Рецензент: X.",
            "Остап Гнатюк",
        ),
    ],
)
def test_an_advisor_line_of_a_degree_entry(line: str, advisor: str) -> None:
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nEDUCATION\n"
        f"Ph.D. in Physics, Norwegian University of Science and Technology, 2019\n{line}\n"
    )
    assert related(extract(text_document(text), "cv")) == {(advisor, Role.ADVISOR)}


def test_a_dean_signing_with_a_label_of_his_office_is_no_advisor() -> None:
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nEDUCATION\n"
        "Ph.D., Seoul National University, 2019\n"
        "Dean of the Graduate School: Prof. Halvard Strand\n"
    )
    assert related(extract(text_document(text), "cv")) == set()


@pytest.mark.parametrize(
    "lines",
    [
        "Feb 2019  PhD in Systems Biology, Lisbon, Supervised by Halvard\n"
        "Strand and Ines Moreau, Approved with Distinction.",
        "I am a doctoral student in the Strand Lab of NTNU, advised by Prof.\n"
        "Halvard Strand and Ines Moreau. My research interest lies in motion.",
    ],
)
def test_advised_by_prose_that_wraps_and_runs_on(lines: str) -> None:
    text = f"CURRICULUM VITAE\nMinjun Kim\n\nEDUCATION\n{lines}\n"
    assert related(extract(text_document(text), "cv")) == {
        ("Halvard Strand", Role.ADVISOR),
        ("Ines Moreau", Role.ADVISOR),
    }


def test_a_list_of_titled_supervisors_wrapped_after_a_title() -> None:
    text = (
        "Curriculum Vitae\nEducation\n2017-2021 PhD in Geophysics, University of Bergen\n"
        "• supervisors: Dr. Ingrid Aasen, Prof. Dr. Karl Johan Fossum, Prof.\n"
        "Dr. Liv Hatlestad\n"
    )
    assert related(extract(text_document(text), "cv")) == {
        ("Ingrid Aasen", Role.ADVISOR),
        ("Karl Johan Fossum", Role.ADVISOR),
        ("Liv Hatlestad", Role.ADVISOR),
    }


def test_a_title_that_mentions_a_network_under_load_names_no_advisor() -> None:
    text = (
        "Curriculum Vitae\nPublications\n"
        "3. Minjun Kim, Ilsa Varga, “Congestion Control in a Mesh Network under Bursty\n"
        "Traffic Loads,” in IEEE INFOCOM 2020.\n"
    )
    assert related(extract(text_document(text), "cv", applicant="Minjun Kim")) == {
        ("Ilsa Varga", Role.COAUTHOR)
    }


def test_a_supervisor_sentence_after_the_group_of_a_degree_entry() -> None:
    # German and Finnish CVs name the group the doctorate was done in, then its supervisor.
    text = (
        "Curriculum Vitae\nEducation\n"
        "2019 – 2024 PhD, Institute for Solid Matter Research\n"
        "+ Group of Ilsa Varga. Supervised by Oren Malka. Thesis title: “Novel methods”.\n"
    )
    assert related(extract(text_document(text), "cv")) == {
        ("Oren Malka", Role.ADVISOR),
        ("Ilsa Varga", Role.CO_ADVISOR),
    }


def test_french_supervisors_with_titles_and_their_cities() -> None:
    # French CVs title each supervisor "Pr." or "Dr." and give the city of each in brackets.
    text = (
        "Curriculum Vitae\nEducation\n"
        "2018.22\tPhD in Psychology. Laboratory of Neurocognition. Thesis subject: prediction in"
        " adults. Supervisors : Pr. Ilsa Varga (Lyon), Dr. Oren Malka (Tours)\tUniv. Lyon\n"
        "2023\tResearch Engineer\tHospital of Lyon. Parenthood surveys. Supervisor : Pr. Hana"
        " Cho.\tLyon, France\n"
    )
    assert related(extract(text_document(text, fmt=SourceFormat.DOCX), "cv")) == {
        ("Ilsa Varga", Role.ADVISOR),
        ("Oren Malka", Role.ADVISOR),
        ("Hana Cho", Role.ADVISOR),
    }


def test_the_advisor_of_a_student_the_owner_examined_or_co_supervised_is_not_the_owners() -> None:
    # Brazilian (Lattes) CVs list the boards the owner sat on and the students they co-advised,
    # each naming the student ("Discente") and the student's own advisor.
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nFORMAÇÃO\n"
        "Doutorado em Zoologia, Universidade Federal do Pará, 2017\n"
        "Orientador: Dr. Rui Tavares Pinto\n\n"
        "BANCAS\n"
        '• Qualificação de mestrado "ESPÉCIES DA CAATINGA". (2021). Discente: Ana Luz Reis.\n'
        "  Orientador: Marcos Freire Moura. Instituição: Universidade Federal do Ceará\n"
        "• Avaliação de projeto (2020). Discente: Caio Mendes. Orientadora: Lia Prado Nunes.\n"
        "• Co-orientadora de iniciação científica (2020). Student: Jonas Weber.\n"
        "  Supervisor: Dr. Petra Lindqvist. Institution: Uppsala University\n"
    )
    assert related(extract(text_document(text), "cv")) == {("Rui Tavares Pinto", Role.ADVISOR)}


def test_a_degree_sentence_wrapped_after_titles() -> None:
    # "auxiliary supervisor: Dr" / "Pavel Grodek", "Reviewers: ..., Prof." / "Kazimierz Wolny".
    text = (
        "Education\n"
        "2017–2022\tPh.D. in Electronics, Eastfield University\n"
        "(defended 2022). Dissertation: “Slot antennas”. Supervisor: Prof. Tomas Lenk;"
        " auxiliary supervisor: Dr\n"
        "Pavel Grodek. Reviewers: Prof. Halina Sadowska (Nordhavn University), Prof.\n"
        "Kazimierz Wolny (Westfield University).\n"
    )
    assert related(extract(text_document(text), "cv")) == {
        ("Tomas Lenk", Role.ADVISOR),
        ("Pavel Grodek", Role.CO_ADVISOR),
        ("Halina Sadowska", Role.COMMITTEE_MEMBER),
        ("Kazimierz Wolny", Role.COMMITTEE_MEMBER),
    }


def test_a_swedish_doctorates_sentences_of_supervisors_and_examining_committee() -> None:
    # The supervisors' list ends on a bracket and the line's stop; the committee's list of
    # members with their universities in brackets ends where the next field's sentence opens;
    # a master's thesis supervisor after two words of its kind.
    text = (
        "Education\n"
        "PhD in Scientific Computing, Eastfield University, 2016–2020. Supervisors: Per-Olof"
        " Lindahl (main), Maja Ek, Oskar Berg (Acme Research).\n"
        "Faculty examiner: Rasmus Holm (DTU). Examining committee: Elin Sand (KTH), Cecilia"
        " Nord (Lund University), Tuomas Mäki (Aalto University). Chair of the defence: Gunnar"
        " Ström.\n"
        "MSc in Engineering Physics, Eastfield University, 2014–2016. Master's thesis supervisor:"
        " Elin Sand.\n"
    )
    assert related(extract(text_document(text), "cv")) >= {
        ("Per-Olof Lindahl", Role.ADVISOR),
        ("Maja Ek", Role.ADVISOR),
        ("Oskar Berg", Role.ADVISOR),
        ("Elin Sand", Role.ADVISOR),
        ("Rasmus Holm", Role.COMMITTEE_MEMBER),
        ("Elin Sand", Role.COMMITTEE_MEMBER),
        ("Cecilia Nord", Role.COMMITTEE_MEMBER),
        ("Tuomas Mäki", Role.COMMITTEE_MEMBER),
    }


def test_the_supervisors_of_an_internship_advised_no_degree() -> None:
    text = (
        "EXPERIENCE\n"
        "Research Intern, Vision Group, Acme Works\tEastfield\n"
        "Supervisors: Pavel Novak, Dr. Elin Sova\tMay 2023 - Aug. 2023\n"
        "− Conducted research on multi-object tracking\n"
        "EDUCATION\n"
        "Ph.D. in Aerospace Engineering, Eastfield University\n"
        "Advisor: Prof. Hao Lin\n"
    )
    assert related(extract(text_document(text), "cv")) == {("Hao Lin", Role.ADVISOR)}


@pytest.mark.parametrize(
    "year",
    ["University of Eastfield (2022).", "University of Eastfield, 2022, Dr Tomas Berg."],
)
def test_a_degree_lines_supervisors_and_then_its_examiners_each_a_sentence(year: str) -> None:
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nQualifications\n"
        f"PhD Environmental Sciences, {year} Supervisors: Assoc. Prof. Ilsa Varga (chief), "
        "Dr Sora Lind. Examiners: Prof. Robert Hale (University of Nordhavn), Dr Ana Roe.\n"
    )
    found = related(extract(text_document(text), "cv"))
    assert {
        ("Ilsa Varga", Role.ADVISOR),
        ("Sora Lind", Role.ADVISOR),
        ("Robert Hale", Role.COMMITTEE_MEMBER),
        ("Ana Roe", Role.COMMITTEE_MEMBER),
    } <= found


def test_a_polish_cv_form_names_the_reviewers_and_the_commissions_chair() -> None:
    text = (
        "ŻYCIORYS NAUKOWY\nImię i nazwisko\tMinjun Kim\n"
        "Stopień naukowy\tdoktor nauk inżynieryjno-technicznych (2021), Politechnika Nordhavn\n"
        "Promotor\tprof. dr hab. inż. Halina Wrona\n"
        "Recenzenci rozprawy\tprof. dr hab. Olena Kowal (KPI, Kijów); "
        "prof. dr hab. inż. Piotr Lis (Politechnika Lubelska)\n"
        "Przewodniczący komisji\tprof. dr hab. inż. Andrzej Sowa\n"
    )
    assert related(extract(text_document(text), "cv")) == {
        ("Halina Wrona", Role.ADVISOR),
        ("Olena Kowal", Role.COMMITTEE_MEMBER),
        ("Piotr Lis", Role.COMMITTEE_MEMBER),
        ("Andrzej Sowa", Role.COMMITTEE_CHAIR),
    }


def test_advisors_and_examiners_after_a_dingbat_bullet() -> None:
    # CV templates open items on any dingbat ("✤", "➤", "◆"), not only on "•".
    text = (
        "Education\nPhD in Physics, University of Nordia\n"
        "✤ Advisors: Prof. A. N. Lund (principal), Prof. M. P. Holm & Dr. W. J. Dahl\n"
        "➤ Examiners: Prof. A. D. Varga (internal) & Dr. T. Brenner (external)\n"
    )
    assert cv_related(text) == {
        ("A. N. Lund", "advisor"),
        ("M. P. Holm", "advisor"),
        ("W. J. Dahl", "advisor"),
        ("A. D. Varga", "committee_member"),
        ("T. Brenner", "committee_member"),
    }


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # A degree's fields after its year, each its own sentence, in the CV's language.
        (
            "Doctorat, Université de Lyon, 2015. Directrice de thèse : Odile Ferrand.",
            {("Odile Ferrand", "advisor")},
        ),
        (
            "Dr. rer. nat., Universität Bonn, 2016. Betreuer: Prof. Dr. Halvard Strand."
            " Zweitgutachter: Prof. Dr. Wiebke Amsel.",
            {("Halvard Strand", "advisor"), ("Wiebke Amsel", "committee_member")},
        ),
        (
            "Laurea magistrale, Politecnico di Milano, 2014. Relatore: Prof. Ugo Pascarella.",
            {("Ugo Pascarella", "advisor")},
        ),
        (
            "PhD, KU Leuven, 2018; promotor: Prof. Halvard Strand; co-promotor: Dr. Wiebke Amsel.",
            {("Halvard Strand", "advisor"), ("Wiebke Amsel", "co_advisor")},
        ),
        (
            "PhD in Chemistry, Lund University, 2018. Supervisor: Halvard Strand."
            " Faculty opponent: Wiebke Amsel.",
            {("Halvard Strand", "advisor"), ("Wiebke Amsel", "committee_member")},
        ),
        (
            "Ph.D., Physics, MIT, 2015. Committee: Wiebke Amsel (chair), Ugo Pascarella,"
            " Halvard Strand (advisor).",
            {
                ("Wiebke Amsel", "committee_chair"),
                ("Ugo Pascarella", "committee_member"),
                ("Halvard Strand", "advisor"),
            },
        ),
        (
            "PhD, ETH Zurich, 2015. Examiner: Prof. Halvard Strand; co-examiners:"
            " Prof. Wiebke Amsel, Dr. Ugo Pascarella.",
            {
                ("Halvard Strand", "committee_member"),
                ("Wiebke Amsel", "committee_member"),
                ("Ugo Pascarella", "committee_member"),
            },
        ),
        (
            "Ph.D. 2015, Stanford University. Dissertation: Spin waves. Readers: Wiebke Amsel,"
            " Ugo Pascarella. Advisor: Halvard Strand.",
            {
                ("Halvard Strand", "advisor"),
                ("Wiebke Amsel", "committee_member"),
                ("Ugo Pascarella", "committee_member"),
            },
        ),
        (
            "Doctorat, Université de Lyon, 2015, soutenu devant le jury composé de : Odile"
            " Ferrand (présidente), Ugo Pascarella (rapporteur), Halvard Strand (directeur de"
            " thèse).",
            {
                ("Odile Ferrand", "committee_chair"),
                ("Ugo Pascarella", "committee_member"),
                ("Halvard Strand", "advisor"),
            },
        ),
    ],
)
def test_a_degree_line_s_fields_after_its_first_sentence(
    line: str, expected: set[tuple[str, str]]
) -> None:
    assert cv_related(f"Education\n\n{line}\n") == expected


def test_readers_of_a_service_line_are_no_committee() -> None:
    assert cv_related("Service\nReviewer for Nature; Readers: Wiebke Amsel\n") == set()


def test_a_degree_s_jury_members_bulleted_under_their_label() -> None:
    text = (
        "Education\nPh.D. in Computer Science\n2019-2022\n- Title: Generating text\n"
        "- Supervisor: Prof. Halvard Strand\n- Defended on: 16/12/2022\n- Jury members:\n"
        "- Prof. Wiebke Amsel\n- Prof. Ugo Pascarella\n- Mr. Odile Ferrand\nMasters degree\n"
    )
    assert cv_related(text) == {
        ("Halvard Strand", "advisor"),
        ("Wiebke Amsel", "committee_member"),
        ("Ugo Pascarella", "committee_member"),
        ("Odile Ferrand", "committee_member"),
    }


def test_a_committee_in_prose_wrapped_over_the_next_line() -> None:
    # The list breaks after a comma or inside a name ("Professor Ugo" / "Pascarella"); the
    # chair's bracketed role is only that member's, not the advisor's who opens the line.
    text = (
        "Education\n"
        "Ph.D., Civil Engineering, University of Toronto, 2021. Supervised by Professor\n"
        "Halvard Strand. Final oral examination committee: Professor Wiebke Amsel (chair),\n"
        "Professor Halvard Strand, and Dr. Odile Ferrand\n"
        "(external examiner, Eastfield Institute).\n"
        "M.Sc., Kyoto University, 2019. Dissertation committee: Professor Ugo\n"
        "Pascarella (chair), Dr. Sora Lind\n"
    )
    assert cv_related(text) == {
        ("Halvard Strand", "advisor"),
        ("Halvard Strand", "committee_member"),
        ("Wiebke Amsel", "committee_chair"),
        ("Odile Ferrand", "committee_member"),
        ("Ugo Pascarella", "committee_chair"),
        ("Sora Lind", "committee_member"),
    }


def test_working_under_a_grant_names_no_advisor() -> None:
    text = "Experience\n* Postdoc, 2021-2022\n* Working under: ERC Advanced Grant TIDES\n"
    assert cv_related(text) == set()


def test_a_field_whose_value_lists_the_committee_by_role() -> None:
    text = (
        "학력\n2017.03–2022.08  한빛대학교 화학공학과 박사 (지도교수: 남궁온)\n"
        "학위논문 심사: 위원장 Wiebke Amsel 교수(Eastfield University), 위원 도해솔·변시우 교수.\n"
    )
    assert cv_related(text) == {
        ("남궁온", "advisor"),
        ("Wiebke Amsel", "committee_chair"),
        ("도해솔", "committee_member"),
        ("변시우", "committee_member"),
    }
