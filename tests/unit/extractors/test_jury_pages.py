"""Jury and committee pages of French, German, Taiwanese and English theses as their schools
print them: every form of the director's label, plural labels whose members run on over the
lines under them, a rank or employer straight after a name, names joined by "et" or "und",
and a label that names who follows it rather than who stands above it."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis")))


@pytest.mark.parametrize(
    ("row", "role"),
    [
        ("Dir. de thèse :  Odile MARCHAND", Role.ADVISOR),
        ("Directeur(s) de thèse :  Odile MARCHAND", Role.ADVISOR),
        ("Directrices de thèse :  Odile MARCHAND", Role.ADVISOR),
        ("Thèse dirigée par  Odile MARCHAND", Role.ADVISOR),
        ("Encadrante :  Odile MARCHAND", Role.ADVISOR),
        ("Directrice des recherches :  Odile MARCHAND", Role.ADVISOR),
        ("Co-dir. de thèse :  Odile MARCHAND", Role.CO_ADVISOR),
        ("Co-encadrant :  Odile MARCHAND", Role.CO_ADVISOR),
        ("Invité :  Odile MARCHAND", Role.COMMITTEE_MEMBER),
        ("Reviewer:  Odile Marchand", Role.COMMITTEE_MEMBER),
        ("Examination Board:  Odile Marchand", Role.COMMITTEE_MEMBER),
        ("指導老師:  嚴正德", Role.ADVISOR),
        ("答辯委員會主席:  嚴正德", Role.COMMITTEE_CHAIR),
        ("答辯委員會委員:  嚴正德", Role.COMMITTEE_MEMBER),
    ],
)
def test_each_form_of_a_role_label(row: str, role: Role) -> None:
    (name, found_role), *rest = sorted(_found(f"THÈSE DE DOCTORAT\n\n{row}\n"))
    assert not rest
    assert found_role == role
    assert name.replace(" ", "").lower() in row.replace(" ", "").lower()


def test_a_rank_or_employer_straight_after_the_name_is_not_the_name() -> None:
    text = (
        "Composition du jury\n"
        "Examinatrice :  Noémie LAFARGE-DUVAL Maîtresse de conférences, Université de Nantes\n"
        "Président :  Arnaud Peyrou professeur à l'Université de Brest\n"
        "Directeur de thèse :  Luc Besnard mcf à l'Université de Caen\n"
    )
    assert _found(text) == {
        ("Noémie LAFARGE-DUVAL", Role.COMMITTEE_MEMBER),
        ("Arnaud Peyrou", Role.COMMITTEE_CHAIR),
        ("Luc Besnard", Role.ADVISOR),
    }


def test_members_under_a_plural_label_run_on_with_their_ranks_and_the_next_label_ends_them() -> (
    None
):
    text = (
        "Composition du jury :\n"
        "Rapporteurs :      Yann CORLAY      Professeur, Université de Nantes\n"
        "Hanna K. LINDQVIST      Professor, Uppsala University\n"
        "Directeurs de thèse :      Pascale Orsini      Directrice de recherche CNRS\n"
        "Gilles Ravel      Maître de conférences, Université de Brest\n"
        "Fait à Brest, le 3 mai 2022\n"
    )
    assert _found(text) == {
        ("Yann CORLAY", Role.COMMITTEE_MEMBER),
        ("Hanna K. LINDQVIST", Role.COMMITTEE_MEMBER),
        ("Pascale Orsini", Role.ADVISOR),
        ("Gilles Ravel", Role.ADVISOR),
    }


@pytest.mark.parametrize("joined", ["Paul LEROUX et Inès Moreau", "Paul Leroux und Inès Moreau"])
def test_two_names_joined_by_a_conjunction_of_the_page_language(joined: str) -> None:
    found = _found(f"THÈSE\n\nDirecteur(s) de Thèse :\n{joined}\n")
    assert {role for _name, role in found} == {Role.ADVISOR}
    assert len(found) == 2


def test_a_label_that_names_who_follows_it_does_not_take_the_name_above() -> None:
    text = (
        "DISSERTATION\n"
        "Jonas Feldmann\n"
        "supervised by\n"
        "Prof. Dr. Katrin Albers\n"
        "Dekan der Fakultät für Informatik:\n"
        "Prof. Dr. Ruben Ostertag\n"
        "Gutachter:\n"
        "1.\n"
    )
    assert _found(text) == {("Katrin Albers", Role.ADVISOR)}


@pytest.mark.parametrize(
    ("label", "role"),
    [
        ("Berichter:", Role.COMMITTEE_MEMBER),
        ("1. Berichter:", Role.COMMITTEE_MEMBER),
        ("Mitberichterin:", Role.COMMITTEE_MEMBER),
        ("Referent:", Role.COMMITTEE_MEMBER),
        ("Korreferentin:", Role.COMMITTEE_MEMBER),
        ("Koreferent:", Role.COMMITTEE_MEMBER),
    ],
)
def test_german_and_swiss_examiners_are_committee_members(label: str, role: Role) -> None:
    """German and Swiss doctorates name their examiners "Berichter" and "Referent"."""
    text = f"DISSERTATION\nHanna Vogt\n{label} Universitätsprofessor Dr.-Ing. Falk Reuter\n"
    assert _found(text) == {("Falk Reuter", role)}


def test_a_german_examiners_label_runs_on_over_the_lines_under_it() -> None:
    text = (
        "DISSERTATION\nHanna Vogt\n"
        "Berichter: Universitätsprofessor Dr.-Ing. Falk Reuter\n"
        "           Universitätsprofessorin Dr. rer. nat. Edda Kranz\n"
        "Tag der mündlichen Prüfung: 3. Mai 2021\n"
    )
    assert _found(text) == {
        ("Falk Reuter", Role.COMMITTEE_MEMBER),
        ("Edda Kranz", Role.COMMITTEE_MEMBER),
    }


def test_a_french_jury_member_is_named_without_the_civil_title() -> None:
    text = (
        "THÈSE\nHanna Vogt\nComposition du jury\n"
        "M. Lucien Garnier, Professeur, Université de Lyon, Rapporteur\n"
        "Mme Odile Perrin, Professeure, Université de Nantes, Examinatrice\n"
    )
    assert _found(text) == {
        ("Lucien Garnier", Role.COMMITTEE_MEMBER),
        ("Odile Perrin", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    ("row", "role"),
    [
        ("Vogal Externo: Otília Brandão Serra", Role.COMMITTEE_MEMBER),
        ("Vogal: Otília Brandão Serra", Role.COMMITTEE_MEMBER),
        ("Vogais: Otília Brandão Serra", Role.COMMITTEE_MEMBER),
        ("Erstprüfer: Prof. Dr. Otília Brandão Serra", Role.COMMITTEE_MEMBER),
        ("Zweitprüferin: Prof. Dr. Otília Brandão Serra", Role.COMMITTEE_MEMBER),
        ("Relatori: Prof. Otília Brandão Serra", Role.ADVISOR),
        ("Correlatori: Prof. Otília Brandão Serra", Role.CO_ADVISOR),
    ],
)
def test_portuguese_german_and_italian_seats(row: str, role: Role) -> None:
    assert _found(f"TESE\nIvo Lindqvist\n{row}\n") == {("Otília Brandão Serra", role)}


def test_a_german_examiner_label_stands_above_its_name() -> None:
    text = (
        "Masterarbeit\nvorgelegt von\nIvo Lindqvist\n"
        "Erstprüfer\nProf. Dr. Otto Brandl\nZweitprüfer\nProf. Dr. Ute Kamm\nMai 2020\n"
    )
    assert _found(text) == {
        ("Otto Brandl", Role.COMMITTEE_MEMBER),
        ("Ute Kamm", Role.COMMITTEE_MEMBER),
    }


def test_a_polish_promotor_with_the_ranks_on_the_line_above_the_name() -> None:
    text = (
        "PRACA DYPLOMOWA\nAutor:\nIvo Lindqvist\nPromotor:\nprof. nzw. dr hab. inż.\n"
        "Stanisław Wierzbicki\nWarszawa 2019\n"
    )
    assert _found(text) == {("Stanisław Wierzbicki", Role.ADVISOR)}


def test_a_role_in_brackets_under_the_name() -> None:
    text = (
        "DISSERTAÇÃO\nIvo Lindqvist\nDissertação submetida como parte dos requisitos.\n"
        "Otília Brandão Serra\n(Orientadora)\nLisboa, 2015\n"
    )
    assert _found(text) == {("Otília Brandão Serra", Role.ADVISOR)}


def test_an_italian_plural_label_runs_on_beside_the_candidate_column() -> None:
    text = (
        "Tesi di Laurea\nRelatori:\tCandidato:\nProf. Ettore Valli\tIvo Lindqvist\n"
        "Prof. Bruna Setti\nANNO ACCADEMICO 2019-2020\n"
    )
    assert _found(text) == {("Ettore Valli", Role.ADVISOR), ("Bruna Setti", Role.ADVISOR)}


@pytest.mark.parametrize(
    ("row", "name"),
    [
        ("Scientific supervisor: Doctor of Science, Docent Pavel Orlov", "Pavel Orlov"),
        ("研究指導 : 森川 悠斗 教授", "森川 悠斗"),
    ],
)
def test_a_russian_supervisor_with_degrees_spelled_out_and_a_japanese_research_guide(
    row: str, name: str
) -> None:
    assert _found(f"THESIS\nIvo Lindqvist\n{row}\n") == {(name, Role.ADVISOR)}


def test_a_committee_label_runs_on_over_the_lines_under_it() -> None:
    text = (
        "Thesis title\nby\nIvo Lindqvist\nCommittee Chair:\tA. G. Ruth Perera\n"
        "Committee:\tBruno Thoms\nD. Marcus Crane\nElectronic Version Approved:\n"
        "Office of Graduate Studies\n"
    )
    assert _found(text) == {
        ("A. G. Ruth Perera", Role.COMMITTEE_CHAIR),
        ("Bruno Thoms", Role.COMMITTEE_MEMBER),
        ("D. Marcus Crane", Role.COMMITTEE_MEMBER),
    }


def test_a_habilitation_jury_table_with_the_director_s_label_wrapped_under_its_row() -> None:
    """An HDR's jury: the role column, the name, the rank and employer; the habilitation's
    "Directeur des recherches" (who directs it) wraps its last word onto the line under the
    row, and a rank may stand two spaces after the name in the name's cell."""
    text = (
        "Habilitation à Diriger des Recherches\n"
        "Hugo MARCHETTI\n"
        "Devant le jury composé de :\n"
        "Rapporteurs Odile Varennes\tProfesseur, Université de Lille\n"
        "Konstantinos Andreadis  Professeur, Uppsala University\n"
        "Paul Lemaire\tProfesseur, CNAM\n"
        "Examinateurs  Sylvie Garnier\tProfesseur, Université de Brest\n"
        "Yannick Ferrand\tSenior Researcher, Acme AI Research\n"
        "Directeur des  Julien Rocher\tDirecteur de Recherches, CNRS\n"
        "Recherches\n"
    )
    assert _found(text) == {
        ("Odile Varennes", Role.COMMITTEE_MEMBER),
        ("Konstantinos Andreadis", Role.COMMITTEE_MEMBER),
        ("Paul Lemaire", Role.COMMITTEE_MEMBER),
        ("Sylvie Garnier", Role.COMMITTEE_MEMBER),
        ("Yannick Ferrand", Role.COMMITTEE_MEMBER),
        ("Julien Rocher", Role.ADVISOR),
    }


def test_a_rank_of_directors_is_no_director_s_label() -> None:
    text = "THÈSE\nHugo Marchetti\nRapporteur :  Julien Rocher\tDirecteur de Recherches, CNRS\n"
    assert _found(text) == {("Julien Rocher", Role.COMMITTEE_MEMBER)}


def test_german_examiners_numbered_one_a_line_under_their_label() -> None:
    """A German title page's "Prüfende der Dissertation:" (the gender-neutral plural) numbers
    its examiners, the first beside the label and the others under it."""
    text = (
        "TECHNISCHE UNIVERSITÄT NORDHAFEN\n"
        "Hanna Vogt\n"
        "Vorsitz:\tProf. Dr. Ruben Ostertag\n"
        "Prüfende der Dissertation:\t1. Prof. Dr. Falk Reuter\n"
        "2. Priv.-Doz. Dr. Edda Kranz-Lindner\n"
        "3. Prof. Seo-yeon Park, Ph.D.\n"
        "Die Dissertation wurde am 14.03.2022 bei der Universität Nordhafen eingereicht\n"
    )
    assert _found(text) == {
        ("Ruben Ostertag", Role.COMMITTEE_CHAIR),
        ("Falk Reuter", Role.COMMITTEE_MEMBER),
        ("Edda Kranz-Lindner", Role.COMMITTEE_MEMBER),
        ("Seo-yeon Park", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize("label", ["Prüfende:", "Prüfer:innen:", "Gutachtende:"])
def test_gender_neutral_german_examiner_labels(label: str) -> None:
    assert _found(f"DISSERTATION\nHanna Vogt\n{label} Prof. Dr. Falk Reuter\n") == {
        ("Falk Reuter", Role.COMMITTEE_MEMBER)
    }
