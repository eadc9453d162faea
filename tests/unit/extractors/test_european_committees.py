"""Committee pages of European and Latin-American theses: titles spelled out or abbreviated the
way Czech, Portuguese, Italian, French and German pages print them, the labels of Portuguese,
Spanish, Italian and Nordic theses, and Dutch and Belgian committee lists that print each
member's rank before the name and the employer or role after it."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis")))


@pytest.mark.parametrize(
    ("row", "name"),
    [
        ("Supervisor:  Doctor Inês Carvalho Moreira", "Inês Carvalho Moreira"),
        ("Supervisor of the master thesis:  Mgr. Pavel Kopecký, Ph.D.", "Pavel Kopecký"),
        ("Supervisor:  RNDr. Jana Horáková, CSc.", "Jana Horáková"),
        ("Supervisor:  doc. Ing. Petr Svoboda, CSc.", "Petr Svoboda"),
        ("Directeur de thèse :  Pr. Julien Lemaire", "Julien Lemaire"),
        ("Betreuer:  Dr. habil. Sabine Kröger", "Sabine Kröger"),
        ("Relatore:  Chiar.mo Prof. Giorgio Ferri", "Giorgio Ferri"),
        ("Relatore:  Dott.ssa Elena Galli", "Elena Galli"),
        ("Relatore:  Ing. Bruno Sala", "Bruno Sala"),
        # Spanish civil titles: "D." (don) before a given name and two family names, "Dña.".
        ("Director de tesis:  D. Íñigo Sarasola Echeverría", "Íñigo Sarasola Echeverría"),
        ("Directora de tesis:  Dña. Maite Olano Garín", "Maite Olano Garín"),
        ("Director de tesis:  D. Jaime Ruiz de Olano Vidal", "Jaime Ruiz de Olano Vidal"),
        ("Director de tesis:  D. Joost Van den Berg", "Joost Van den Berg"),
        # OCR reads "ñ" as "fi".
        ("Directora de tesis:  Dfia. Maite Olano Garín", "Maite Olano Garín"),
    ],
)
def test_titles_before_and_degrees_after_the_name_are_peeled(row: str, name: str) -> None:
    assert _found(f"{row}\n") == {(name, Role.ADVISOR)}


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (
            "Orientador: Rui Tavares Pinto\nCoorientadora: Marta Sousa Vieira\n",
            {("Rui Tavares Pinto", Role.ADVISOR), ("Marta Sousa Vieira", Role.CO_ADVISOR)},
        ),
        ("Orientador\nRui Tavares Pinto\nAgosto de 2019\n", {("Rui Tavares Pinto", Role.ADVISOR)}),
        (
            "PROFESOR GUÍA:\nMatías Herrera\nPROFESOR CORREFERENTE:\nValentina Soto\n",
            {("Matías Herrera", Role.ADVISOR), ("Valentina Soto", Role.COMMITTEE_MEMBER)},
        ),
        (
            "TUTOR\nJoaquín Medina Ortiz\nCiudad Universitaria, 2019\n",
            {("Joaquín Medina Ortiz", Role.ADVISOR)},
        ),
        (
            "Relatore:  Prof. Ferri Giorgio\nCo-relatore:  Dott. Bianchi Luca\n",
            {("Ferri Giorgio", Role.ADVISOR), ("Bianchi Luca", Role.CO_ADVISOR)},
        ),
        (
            "Faculty examiner:  Professor Hanna Berglund (University of Bergen, Norway)\n",
            {("Hanna Berglund", Role.COMMITTEE_MEMBER)},
        ),
    ],
)
def test_portuguese_spanish_italian_and_nordic_labels(
    page: str, expected: set[tuple[str, Role]]
) -> None:
    assert _found(page) == expected


def test_a_tutor_in_a_line_of_prose_is_no_label() -> None:
    assert _found("Tutor de matemáticas en la academia Luis Peña durante 2015\n") == set()


def test_a_title_on_a_line_of_its_own_belongs_to_the_name_under_it() -> None:
    page = "Relatore:\nChiar.ma Prof.ssa\nElena Galli\nAnno Accademico 2010-2011\n"
    assert _found(page) == {("Elena Galli", Role.ADVISOR)}


def test_a_dutch_committee_prints_each_role_in_brackets_and_the_employer_after_the_name() -> None:
    page = (
        "Promotiecommissie:\n"
        "Prof. dr. ir. K. Janssens (voorzitter)\n"
        "prof. dr. A.B. de Vries (promotor)\n"
        "dr. ir. P. Claes (copromotor)\n"
        "Prof.dr. J. van Dam  Technische Universiteit Eindhoven\n"
        "Prof. dr. H. Smits  (Universiteit Gent)\n"
        "dr. L. Maes (secretaris)\n"
    )
    assert _found(page) == {
        ("K. Janssens", Role.COMMITTEE_CHAIR),
        ("A.B. de Vries", Role.ADVISOR),
        ("A.B. de Vries", Role.COMMITTEE_MEMBER),
        ("P. Claes", Role.CO_ADVISOR),
        ("P. Claes", Role.COMMITTEE_MEMBER),
        ("J. van Dam", Role.COMMITTEE_MEMBER),
        ("H. Smits", Role.COMMITTEE_MEMBER),
        ("L. Maes", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    ("heading", "rector", "independent"),
    [
        (
            "Samenstelling promotiecommissie:",
            "Rector Magnificus\tvoorzitter",
            "Onafhankelijke leden:",
        ),
        (
            "Composition of the doctoral committee:",
            "Rector Magnificus\tChairperson",
            "Independent members:",
        ),
    ],
)
def test_a_committee_under_a_presiding_rector_with_employers_in_a_column(
    heading: str, rector: str, independent: str
) -> None:
    page = (
        f"{heading}\n{rector}\n"
        "Prof.dr. A.B. de Vries\tTechnische Universiteit Delft, promotor\n"
        "Dr. P. Claes\tUniversiteit Leiden and Universiteit Utrecht, copromotor\n"
        f"{independent}\n"
        "Prof.dr. H. Smits\tUniversity of Oxford, United Kingdom\n"
        "Prof.dr. J. van Dam  Delft University of Technology\n"
        "Prof.dr. J.A. Ruiz Parra  University of Groningen\n"
        "Prof.dr.ir. T. Wouters  Delft University of Technology (reserve member)\n"
        "ISBN 978-90-0000-000-0\n"
    )
    assert _found(page) == {
        ("A.B. de Vries", Role.ADVISOR),
        ("A.B. de Vries", Role.COMMITTEE_MEMBER),
        ("P. Claes", Role.CO_ADVISOR),
        ("P. Claes", Role.COMMITTEE_MEMBER),
        ("H. Smits", Role.COMMITTEE_MEMBER),
        ("J. van Dam", Role.COMMITTEE_MEMBER),
        ("J.A. Ruiz Parra", Role.COMMITTEE_MEMBER),
        ("T. Wouters", Role.COMMITTEE_MEMBER),
    }


def test_ranks_before_and_employers_under_the_names_of_an_examination_committee() -> None:
    page = (
        "Examination committee:\n"
        "Prof. dr. ir. K. Janssens, chair\n"
        "Prof. dr. A.B. de Vries, supervisor\n"
        "Prof. dr. ir. L. Maes\n"
        "Prof. dr. T. Wouters\n"
        "(Universiteit Antwerpen)\n"
        "Prof. dr. H. Smits\n"
        "(Kent State University)\n"
        "Dissertation presented in partial fulfillment of the requirements\n"
    )
    assert _found(page) == {
        ("K. Janssens", Role.COMMITTEE_CHAIR),
        ("A.B. de Vries", Role.ADVISOR),
        ("A.B. de Vries", Role.COMMITTEE_MEMBER),
        ("L. Maes", Role.COMMITTEE_MEMBER),
        ("T. Wouters", Role.COMMITTEE_MEMBER),
        ("H. Smits", Role.COMMITTEE_MEMBER),
    }


def test_a_brazilian_examining_board_prints_an_institution_under_each_name() -> None:
    page = (
        "Comissão Examinadora:\n"
        "Prof. Dr. RUI TAVARES PINTO (Orientador)\n"
        "Instituto de Física/UNIVALE\n"
        "Prof. Dr. MARTA SOUSA VIEIRA\n"
        "Universidade Federal do Paraná\n"
        "Prof. Dr. HANS WEBER\n"
        "Institut für Theoretische Physik/Universität Heidelberg\n"
        "Conceito: Aprovado\n"
    )
    assert _found(page) == {
        ("RUI TAVARES PINTO", Role.ADVISOR),
        ("RUI TAVARES PINTO", Role.COMMITTEE_MEMBER),
        ("MARTA SOUSA VIEIRA", Role.COMMITTEE_MEMBER),
        ("HANS WEBER", Role.COMMITTEE_MEMBER),
    }


def test_a_rector_magnificus_is_no_person() -> None:
    assert _found("Voorzitter:  Rector Magnificus\n") == set()


def test_the_author_s_field_above_a_tutor_label_is_not_the_tutor() -> None:
    page = "PRESENTA:\nAna Luisa Rosas\nTUTOR\nJoaquín Medina Ortiz\nCiudad Universitaria, 2019\n"
    assert _found(page) == {("Joaquín Medina Ortiz", Role.ADVISOR)}


def test_nordic_opponents_and_pre_examiners_are_committee_members() -> None:
    text = (
        "A dissertation presented in candidacy for the degree of doctor of philosophy.\n"
        "Doctoral committee\nProf. Runa Eklund\nFaculty of Engineering, University of Iceland\n"
        "Opponents\nProf. Hakon Lindgren\nSchool of Science, Aalto University\n"
        "Prof. Vera Holm\nDepartment of Mathematics, Lund University\n"
        "Pre-examiners\nDr. Ilse Marvik\nUniversity of Oslo\n"
    )
    found = set(related(extract(text_document(text), "thesis", "Ivo Lindqvist", None)))
    assert {
        ("Hakon Lindgren", Role.COMMITTEE_MEMBER),
        ("Vera Holm", Role.COMMITTEE_MEMBER),
        ("Ilse Marvik", Role.COMMITTEE_MEMBER),
    } <= found


_FLEMISH_TITLE_PAGE = (
    "Proactive caching in edge networks\n"
    "Pieter Vandamme\n\n"
    "Promotoren: prof. dr. ir. Hendrik Claes, dr. ir. Lotte Maes\n\n"
    "Proefschrift ingediend tot het behalen van de graad van\n"
    "Doctor in de ingenieurswetenschappen: computerwetenschappen\n\n"
    "Vakgroep Informatietechnologie\n"
    "Voorzitter: prof. dr. ir. Karel Wouters\n"
    "Faculteit Ingenieurswetenschappen en Architectuur\n"
    "Academiejaar 2019 - 2020\n"
)


def test_dutch_promoters_in_the_plural_are_advisors() -> None:
    assert {("Hendrik Claes", Role.ADVISOR), ("Lotte Maes", Role.ADVISOR)} <= _found(
        _FLEMISH_TITLE_PAGE
    )


def test_the_chair_under_a_department_s_name_heads_the_department() -> None:
    assert "Karel Wouters" not in {name for name, _ in _found(_FLEMISH_TITLE_PAGE)}


def test_a_committee_under_a_department_s_name_keeps_its_chair() -> None:
    page = (
        "THESIS APPROVAL\nDepartment of Physics\n"
        "Chair: Dr. Alan Smithers\nMember: Dr. Beth Jonas\nMember: Dr. Carl Ortega\n"
    )
    assert _found(page) == {
        ("Alan Smithers", Role.COMMITTEE_CHAIR),
        ("Beth Jonas", Role.COMMITTEE_MEMBER),
        ("Carl Ortega", Role.COMMITTEE_MEMBER),
    }


def test_a_nordic_assessment_committee_of_opponents_and_its_administrator() -> None:
    # The opponents by their order ("First opponent:"), the administrator from the department
    # and the committee under its heading, one titled member a line with the employer.
    labelled = """Supervisors
Main supervisor: Professor Sigrun Vik, Department of Ocean Systems, Nordvik University
Assessment committee
First opponent: Professor Maren Lode, Department of Structural
Engineering, University of Sørhavn
Second opponent: Dr. Ramón Ibarra Cid, Universidad de Castro, Spain
Committee administrator: Associate Professor Arve Bolstad, Department of Ocean
Systems, Nordvik University"""
    assert related(extract(text_document("Title", labelled), "thesis", "Mira Olsen")) == {
        ("Sigrun Vik", Role.ADVISOR.value),
        ("Maren Lode", Role.COMMITTEE_MEMBER.value),
        ("Ramón Ibarra Cid", Role.COMMITTEE_MEMBER.value),
        ("Arve Bolstad", Role.COMMITTEE_MEMBER.value),
    }
    stacked = """Assessment committee
Professor Veikko Rinne, Lakeland University, Finland
Dr. Lucía Ferrer Gil, Instituto de Física Aplicada, Spain
Preface"""
    assert related(extract(text_document("Title", stacked), "thesis", "Mira Olsen")) == {
        ("Veikko Rinne", Role.COMMITTEE_MEMBER.value),
        ("Lucía Ferrer Gil", Role.COMMITTEE_MEMBER.value),
    }


def test_a_schools_unit_by_its_letters_after_a_members_name_is_no_member() -> None:
    # "KTU Electro", "ETH Zürich": the letters of a school and a word, after the member; a
    # family name in capitals before a given name ("LI Wei") is a member of its own.
    page = """Supervisors
Principal supervisor: Professor Sune Dahl, KTU Electro
Assessment committee
Associate Professor Jens Lund, KTU Electro (chair)
Professor Veikko Rinne, Lakeland University, Finland
Preface"""
    assert related(extract(text_document("Title", page), "thesis", "Mira Olsen")) == {
        ("Sune Dahl", Role.ADVISOR.value),
        ("Jens Lund", Role.COMMITTEE_CHAIR.value),
        ("Veikko Rinne", Role.COMMITTEE_MEMBER.value),
    }
