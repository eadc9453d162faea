"""Jury pages as French, Spanish, German and Russian theses print them: feminine labels, a
role in the last cell of a member's row, names with an elided particle, Cyrillic names under
a degree line, and two labelled fields on one line."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis")))


@pytest.mark.parametrize(
    ("row", "role"),
    [
        ("rapportrice Odette Marchal", Role.COMMITTEE_MEMBER),
        ("Rapportrices :  Odette Marchal", Role.COMMITTEE_MEMBER),
        ("examinatrice Odette Marchal", Role.COMMITTEE_MEMBER),
        ("présidente Odette Marchal", Role.COMMITTEE_CHAIR),
        ("directrice Odette Marchal", Role.ADVISOR),
        ("Directrice :  Odette Marchal", Role.ADVISOR),
        ("directrice de thèse Odette Marchal", Role.ADVISOR),
        ("co-directrice Odette Marchal", Role.CO_ADVISOR),
        ("Co-directeur :  Odette Marchal", Role.CO_ADVISOR),
    ],
)
def test_feminine_and_bare_french_labels_before_the_name(row: str, role: Role) -> None:
    assert _found(f"Composition du jury\n{row}\n") == {("Odette Marchal", role)}


@pytest.mark.parametrize(
    "row",
    [
        "Directrice de recherche Odette Marchal",
        "Directeur scientifique :  Odette Marchal",
        "Directeur général Odette Marchal",
    ],
)
def test_a_director_who_is_no_thesis_director(row: str) -> None:
    assert _found(f"Composition du jury\n{row}\n") == set()


def test_members_under_a_feminine_plural_label_run_on() -> None:
    text = (
        "Composition du jury :\n"
        "Rapportrices :      Odette Marchal      Professeure, Université de Tours\n"
        "Lucie Vernier      Maîtresse de conférences, Université de Pau\n"
    )
    assert _found(text) == {
        ("Odette Marchal", Role.COMMITTEE_MEMBER),
        ("Lucie Vernier", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "name", ["Bastien d’Arcourt", "Mathieu d'Orvilliers", "Lucia dell’Arco", "Sean O’Brannagh"]
)
def test_a_name_with_an_elided_particle(name: str) -> None:
    assert _found(f"Composition du jury\nexaminateur {name}\n") == {(name, Role.COMMITTEE_MEMBER)}


def test_a_jury_table_with_the_role_in_the_last_cell_and_a_wrapped_employer() -> None:
    # The first rows' cells are two spaces apart (one cell of the text layer), and the first
    # is no name of the label above it; "IMT Atlantique" is the employer of the row above
    # wrapped onto a line of its own. The directors are listed among the jury, as a "Name,
    # Role" list lists its advisor.
    text = (
        "Membres du jury :\n"
        "Irène Salaün  Professeure  Présidente\n"
        "Léa Morvan  Maîtresse de conférence HDR, Université de Brest  Co-directrice\n"
        "Hugo Ferrand\tProfesseur, Université de Nice\tDirecteur\n"
        "Nadia Keller\tDirectrice de Recherche, Inria Saclay\tRapportrice\n"
        "Yves Caradec\tChargé de recherche, CNRS, LIRMM\tRapporteur\n"
        "IMT Atlantique\n"
        "Olivier Brun\tProfesseur, Université de Pau\tExaminateur\n"
    )
    assert _found(text) == {
        ("Irène Salaün", Role.COMMITTEE_CHAIR),
        ("Léa Morvan", Role.CO_ADVISOR),
        ("Léa Morvan", Role.COMMITTEE_MEMBER),
        ("Hugo Ferrand", Role.ADVISOR),
        ("Hugo Ferrand", Role.COMMITTEE_MEMBER),
        ("Nadia Keller", Role.COMMITTEE_MEMBER),
        ("Yves Caradec", Role.COMMITTEE_MEMBER),
        ("Olivier Brun", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (
            "Jane Harlow\tProfessor, MIT\tChair\nTom Ridley\tSenior Researcher, IBM\tMember",
            {("Jane Harlow", Role.COMMITTEE_CHAIR), ("Tom Ridley", Role.COMMITTEE_MEMBER)},
        ),
        (
            "Anna Weiss\tProfessorin, TU Berlin\tGutachterin\nJonas Roth\tProfessor, LMU\t"
            "Vorsitzender",
            {("Anna Weiss", Role.COMMITTEE_MEMBER), ("Jonas Roth", Role.COMMITTEE_CHAIR)},
        ),
        (
            "Marta Ibáñez Soler\tCatedrática, Universidad de Sevilla\tPresidenta\n"
            "Luis Prado\tProfesor Titular, Universidad de Granada\tVocal",
            {("Marta Ibáñez Soler", Role.COMMITTEE_CHAIR), ("Luis Prado", Role.COMMITTEE_MEMBER)},
        ),
    ],
)
def test_rows_that_print_the_role_last_in_other_languages(
    rows: str, expected: set[tuple[str, Role]]
) -> None:
    assert _found(f"Examination\n{rows}\n") == expected


def test_reviewers_listed_a_row_each_under_their_plural_label() -> None:
    # Family names in capitals after "M."; a row's employer cell is no employer line of the
    # member above it.
    text = (
        "THÈSE dirigée par :\n"
        "M. LIMOGES Bernard\tProfesseur, Université d’Ostende\n"
        "RAPPORTEURS :\n"
        "M. D’ARCY Henri\tProfesseur, Université de Nordhavn, CNRS\n"
        "M. HAINAUT Pierre\tProfesseur, LACL, Université de Westfield, Président du jury\n"
    )
    assert _found(text) >= {
        ("LIMOGES Bernard", Role.ADVISOR),
        ("D’ARCY Henri", Role.COMMITTEE_MEMBER),
        ("HAINAUT Pierre", Role.COMMITTEE_MEMBER),
    }


def test_an_employer_that_reads_as_a_name_before_its_country() -> None:
    # "Lumen Paris" and "KTH Optics" read as names; an employer's cell ends on its country.
    text = (
        "Devant un jury composé de :\n"
        "Rémi Fabre\tProfesseur\tLumen Paris, France\tRapporteur\n"
        "Sara Lind\tAssociate Professor  KTH Optics, Sweden\tExaminatrice\n"
    )
    assert _found(text) == {
        ("Rémi Fabre", Role.COMMITTEE_MEMBER),
        ("Sara Lind", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "rows",
    [
        # The rank in the last cell is no role: "Directeur de recherche" directs no thesis.
        "Anna Berg\tCNRS, Montpellier\tDirectrice de recherche\nPaul Roux\tInria\t"
        "Directeur de recherche",
        # The owner's students, with their years and positions, under their owner's role.
        "Lina Ortiz\tPhD student, Université de Pau\tCo-supervisor\n"
        "Hugo Ferrand\tPostdoc, CNRS, 2019-2021\tSupervisor",
        # A first cell that is no name.
        "Session 2\tSalle B, Université de Nice\tChair",
    ],
)
def test_rows_of_other_tables_are_no_jury(rows: str) -> None:
    assert _found(f"Tableau 3\n{rows}\n") == set()


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("학생: 김민준 지도교수: 백도윤 교수님", {("백도윤", Role.ADVISOR)}),
        (
            "Student: Minjun Kim  Advisor: Prof. Greta Lindqvist",
            {("Greta Lindqvist", Role.ADVISOR)},
        ),
        (
            "Advisor: Greta Lindqvist Co-advisor: Tomas Ek",
            {("Greta Lindqvist", Role.ADVISOR), ("Tomas Ek", Role.CO_ADVISOR)},
        ),
    ],
)
def test_two_labelled_fields_on_one_line(line: str, expected: set[tuple[str, Role]]) -> None:
    assert _found(f"THESIS\n{line}\n") == expected


def test_a_russian_title_page_names_the_advisor_under_the_degree_line() -> None:
    text = (
        "На правах рукописи\n"
        "Белозёров Игорь Семёнович\n"
        "Методы анализа программных систем\n"
        "Научный руководитель:\n"
        "доктор технических наук, доцент\n"
        "Ларионов Пётр Андреевич\n"
        "Научный консультант:\n"
        "кандидат физико-математических наук,\n"
        "профессор\n"
        "В. К. Сомова\n"
        "Санкт-Петербург 2020\n"
    )
    found = set(related(extract(text_document(text), "thesis", "Белозёров Игорь Семёнович", None)))
    assert found == {("Ларионов Пётр Андреевич", Role.ADVISOR), ("В. К. Сомова", Role.ADVISOR)}


def test_russian_official_opponents_and_the_chair() -> None:
    text = (
        "Официальные оппоненты:\n"
        "доктор физико-математических наук, профессор\n"
        "Жуков Олег Николаевич\n"
        "кандидат технических наук\n"
        "Орлова Анна Сергеевна\n"
        "Председатель:  Гусев Артём Ильич\n"
    )
    assert _found(text) == {
        ("Жуков Олег Николаевич", Role.COMMITTEE_MEMBER),
        ("Орлова Анна Сергеевна", Role.COMMITTEE_MEMBER),
        ("Гусев Артём Ильич", Role.COMMITTEE_CHAIR),
    }


@pytest.mark.parametrize(
    "line",
    [
        "Научный руководитель: д.т.н., профессор Ларионов П.А.",
        "Научный руководитель: доктор технических наук, доцент Ларионов Пётр Андреевич",
        # The name on the line under the degree and rank.
        "Научный руководитель: кандидат химических наук, доцент\nЛарионов Пётр Андреевич",
    ],
)
def test_a_russian_degree_and_rank_before_the_name_on_the_label_s_line(line: str) -> None:
    (name, role), *rest = sorted(_found(f"Диссертация\n{line}\n"))
    assert not rest
    assert role == Role.ADVISOR
    assert name.startswith("Ларионов")


def test_a_role_line_under_its_name_takes_no_name_below_the_next_title() -> None:
    # Signature blocks that print the name, the role, then the title: the role line names the
    # block above it, and the next block's name is no name of that role.
    text = (
        "The dissertation of Minjun Kim was reviewed and approved by the following:\n"
        "Greta Lindqvist\n"
        "Dissertation Advisor\n"
        "Professor of Physics\n"
        "Tomas Ek\n"
        "Committee Member\n"
        "Associate Professor of Chemistry\n"
    )
    found = _found(text)
    assert ("Tomas Ek", Role.ADVISOR) not in found
    assert ("Greta Lindqvist", Role.ADVISOR) in found


def test_a_rank_before_a_latin_name_is_no_name_of_a_line() -> None:
    text = "Supervisors:\nResearch Fellow, Marie Curie Actions\n"
    assert _found(text) == set()


@pytest.mark.parametrize("line", ["Directeur Marketing, Société Générale", "Directrice Export"])
def test_a_director_s_post_is_no_unread_director_label(line: str) -> None:
    result = extract(text_document(f"Expérience professionnelle\n{line}\n"), "thesis")
    assert not related(result)
    assert not result.flags
