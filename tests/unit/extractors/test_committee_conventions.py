"""Committee pages in conventions the label readers once missed: Brazilian "banca
examinadora" lists without a role on the member's line, French civil honorifics before a
jury member's name, jury rows wrapped over several lines, and the end of an approval block
where a one-page document (HWP) runs on into its table of contents."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(*pages: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(*pages), "thesis")))


def test_signers_end_where_the_table_of_contents_begins() -> None:
    page = (
        "박지훈 의 공학사학위논문을 인준함\n"
        "2021년 6월 1일\n"
        "심 사 위 원   한 도 윤  인\n"
        "한빛대학교 공과대학\n"
        "차\t\t례\n"
        "1.1 배경\t3\n"
        "1.2 소개\t4\n"
        "2.1.3 Silent Fan Keeper[12]\t7\n"
    )
    assert _found(page) == {("한도윤", Role.COMMITTEE_MEMBER)}


def test_a_numbered_section_line_is_no_signer() -> None:
    page = "The dissertation of Minjun Kim is approved.\nDaniel Okafor\n2.1 Quiet Harbor Suite\n"
    assert _found(page) == {("Daniel Okafor", Role.COMMITTEE_MEMBER)}


def test_banca_members_with_their_degree_after_a_comma() -> None:
    page = (
        "Aprovada em 3 de março de 2020.\n"
        "BANCA EXAMINADORA\n"
        "__________________________________\n"
        "Professor Orientador: Tiago Moreira Lacerda, D.Sc.\n"
        "Universidade Federal do Norte\n"
        "__________________________________\n"
        "Renata Ferreira Quintal, D.Sc.\n"
        "Universidade Federal do Norte\n"
        "__________________________________\n"
        "Caio Brandão de Assis, Dr.\n"
        "Instituto Federal de Tecnologia do Sul\n"
    )
    assert _found(page) == {
        ("Tiago Moreira Lacerda", Role.ADVISOR),
        ("Tiago Moreira Lacerda", Role.COMMITTEE_MEMBER),
        ("Renata Ferreira Quintal", Role.COMMITTEE_MEMBER),
        ("Caio Brandão de Assis", Role.COMMITTEE_MEMBER),
    }


def test_professor_orientador_label_over_the_name() -> None:
    page = (
        "Dissertação apresentada ao Programa.\nProfessora Orientadora:\nLívia Prado Cunha, D.Sc.\n"
    )
    assert _found(page) == {("Lívia Prado Cunha", Role.ADVISOR)}


def test_a_sentence_broken_over_two_lines_leads_into_the_members() -> None:
    page = (
        "O presente trabalho foi avaliado e aprovado por banca\n"
        "examinadora composta pelos seguintes membros:\n"
        "Prof. Otávio Serrano Lemos, Dr.\n"
        "Universidade Federal do Litoral\n"
        "Profa. Marina Tavares Bicalho, Dra.\n"
        "Universidade Estadual do Oeste\n"
        "Certificamos que esta é a versão original e final do trabalho.\n"
        "Profa. Beatriz Nogueira Sales, Dra.\n"
        "Coordenadora do Programa\n"
    )
    assert _found(page) == {
        ("Otávio Serrano Lemos", Role.COMMITTEE_MEMBER),
        ("Marina Tavares Bicalho", Role.COMMITTEE_MEMBER),
    }


def test_committee_composition_rows_with_the_institute_after_a_dash() -> None:
    page = (
        "Thesis Committee Composition:\n"
        "Prof. Dr. Heitor Vasconcelos Prado\t-  IFT\n"
        "Prof. Dr. Aurélio Campos Bittencourt Neto\tAdvisor -  IFT\n"
        "Prof. Dra. Celina Ramos de Souza - UFPQ\n"
    )
    assert _found(page) == {
        ("Heitor Vasconcelos Prado", Role.COMMITTEE_MEMBER),
        ("Aurélio Campos Bittencourt Neto", Role.ADVISOR),
        ("Aurélio Campos Bittencourt Neto", Role.COMMITTEE_MEMBER),
        ("Celina Ramos de Souza", Role.COMMITTEE_MEMBER),
    }


def test_a_thanked_name_of_four_words_or_with_a_particle_is_read_whole() -> None:
    page = (
        "Agradecimentos\n"
        "Ao meu orientador Dr. Otávio Serrano Lemos\n"
        "Barreto, pelo suporte e pelas correções. À minha coorientadora Profa. Marina Bicalho de\n"
        "Andrade, pela paciência.\n"
    )
    assert _found("Capa", page) == {
        ("Otávio Serrano Lemos Barreto", Role.ADVISOR),
        ("Marina Bicalho de Andrade", Role.CO_ADVISOR),
    }


def test_a_french_dedication_names_the_thesis_director_and_the_president() -> None:
    page = (
        "Remerciements\n"
        "Au Professeur Lucien GARNIER, qui me fait l’honneur de présider le jury de cette thèse.\n"
        "Au Docteur Odette MARCHAL-ROUX, directrice de thèse, qui m’a tant appris.\n"
        "À mes parents, Paul et Anne.\n"
    )
    assert _found("Titre", page) == {
        ("Lucien GARNIER", Role.COMMITTEE_CHAIR),
        ("Odette MARCHAL-ROUX", Role.ADVISOR),
    }


def test_a_french_jury_with_civil_honorifics_before_each_name() -> None:
    page = (
        "Présentée et soutenue publiquement le 2 juin 2019\n"
        "Président\tMonsieur le Professeur Lucien GARNIER\n"
        "Membres du jury\tMonsieur le Professeur Arnaud LE BIHAN\n"
        "Monsieur Professeur Paul VERNIER\n"
        "Madame le Docteur Odette MARCHAL-ROUX\n"
        "Madame la Professeure Inès DUVAL\n"
    )
    assert _found(page) == {
        ("Lucien GARNIER", Role.COMMITTEE_CHAIR),
        ("Arnaud LE BIHAN", Role.COMMITTEE_MEMBER),
        ("Paul VERNIER", Role.COMMITTEE_MEMBER),
        ("Odette MARCHAL-ROUX", Role.COMMITTEE_MEMBER),
        ("Inès DUVAL", Role.COMMITTEE_MEMBER),
    }


def test_the_acknowledgements_misspelling_the_presidents_name_add_no_second_person() -> None:
    title = "Président\tMonsieur le Professeur Lucien GARNIER\n"
    thanks = (
        "Remerciements\nAu Professeur Lucien GARRNIER, qui me fait l’honneur de présider le jury.\n"
    )
    assert _found(title, thanks) == {("Lucien GARNIER", Role.COMMITTEE_CHAIR)}


def test_jury_rows_wrapped_over_narrow_columns_with_the_role_last() -> None:
    title = "Thèse de doctorat\nDirigée par M. Gaspard VOLLAND\nDevant un jury composé de :\n"
    jury = (
        "M. Rémi\tCHATELAIN Maître\n"
        "de Conférences\n"
        "Université\n"
        "de Nantes\n"
        "Encadrant de thèse\n"
        "M. Gaspard\tVOLLAND\tProfesseur\n"
        "des Universités\n"
        "Université de Lille\n"
        "Directeur\n"
        "Prénom\tNOM\tTitre\tRapporteur\n"
    )
    assert _found(title, jury) == {
        ("Gaspard VOLLAND", Role.ADVISOR),
        ("Rémi CHATELAIN", Role.ADVISOR),
    }


def test_a_french_rank_before_the_employer_is_no_title_of_a_name() -> None:
    page = (
        "Jury :\n"
        "Rapporteurs : Hugo PERRAULT\t-  Professeur, INP de Rennes\n"
        "Jacques DORVAL\t-  Professeur, LAB Grenoble\n"
    )
    assert _found(page) == {
        ("Hugo PERRAULT", Role.COMMITTEE_MEMBER),
        ("Jacques DORVAL", Role.COMMITTEE_MEMBER),
    }


def test_a_label_before_its_colon_closes_no_wrapped_row() -> None:
    page = "Secretario:\nDr. Nava Ortiz, Ramiro\n1\ner Suplente:\nDr. Lira Campos, Tomás\n"
    assert ("Tomás Lira Campos", Role.COMMITTEE_MEMBER) in _found(page)


def test_a_committee_of_names_each_over_its_rank() -> None:
    # The size may open the heading; each member's rank stands alone under the name, in a
    # second script too.
    page = (
        "Three-Member Examination Committee\n"
        "Τριμελής Εξεταστική Επιτροπή\n"
        "Ilias Korovesis\nAssistant Professor\nΗλίας Κοροβέσης\nΕπίκουρος Καθηγητής\n"
        "Maragkou Stavroula\nProfessor\nΜαράγκου Σταυρούλα\nΚαθηγήτρια\n"
    )
    assert {(name, role) for name, role in _found(page) if name.isascii()} == {
        ("Ilias Korovesis", "committee_member"),
        ("Maragkou Stavroula", "committee_member"),
    }
    assert _found("Examination Committee\nWiebke Amsel\nAssociate Professor\nUgo Pascal\n") == {
        ("Wiebke Amsel", "committee_member"),
        ("Ugo Pascal", "committee_member"),
    }


def test_the_authors_signing_their_declaration_wrote_it_and_a_division_s_chair_signs() -> None:
    approval = (
        "Approved by:\nName\tSignature\tDate\n"
        "Asst. Prof. Halvard Strand, Ph.D.\n(Adviser)\n"
        "Wiebke Amsel\n(Panel Member)\n"
        "Dr. Ugo Pascal\n(Division Chair)\n"
    )
    declaration = (
        "Declaration\n"
        "We, Ines Varga and Oskar Lind, hereby certify that this work has been written by us.\n"
        "Name\tSignature\tDate\nInes Varga\n(Student)\nOskar Lind\n(Student)\n"
    )
    assert _found(approval, declaration) == {
        ("Halvard Strand", "advisor"),
        ("Wiebke Amsel", "committee_member"),
        ("Ines Varga", "coauthor"),
        ("Oskar Lind", "coauthor"),
    }
