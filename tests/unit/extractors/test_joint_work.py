"""A thesis's statements of its author's own joint work: the people named are co-authors."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _coauthors(*pages: str) -> set[str]:
    found = related(extract(text_document(*pages), "thesis"))
    return {name for name, role in found if role == Role.COAUTHOR}


def test_a_preface_names_the_joint_work_each_chapter_is_based_on() -> None:
    preface = """Preface
Parts of this dissertation are based on papers that I have co-authored. In particular,
Chapter 2 is based on a joint work with Ilsa Varga [7]. Also, Chapters 4 and 5 are based
on joint works with Oren Malka and Tomas Berg [3, 5]. Finally, an extended version of [5]
was later prepared together with Lucia Ferraro, Pavel Novak and Oren Malka [4].
Chapter 1
Introduction"""
    assert _coauthors("Title", preface) == {
        "Ilsa Varga",
        "Oren Malka",
        "Tomas Berg",
        "Lucia Ferraro",
        "Pavel Novak",
    }


def test_the_list_ends_at_a_relative_clause_and_a_name_broken_at_the_line_end_is_whole() -> None:
    thesis = """Declaration
The results in this thesis are joint work with Dana Holm, Vera Lind-
qvist and Mikael Sand [2].
Chapter 4
The work in this chapter is joint with Petra Nyberg, who developed the original model of
the flow [9]. All proofs in this chapter were checked by Petra."""
    assert _coauthors(thesis) == {"Dana Holm", "Vera Lindqvist", "Mikael Sand", "Petra Nyberg"}


def test_statements_in_french_portuguese_spanish_german_and_italian() -> None:
    french = """Le Chapitre 3 est tiré d’un travail en cours, en collaboration avec Hugo
Marchand et Chloé Girard."""
    portuguese = "Os resultados do Capítulo 2 foram obtidos em colaboração com Rafael Nunes e"
    portuguese += " Beatriz Lima."
    spanish = "El capítulo 4 es un trabajo conjunto con Diego Paredes y Marta Solís [8]."
    german = "Kapitel 3 entstand in Zusammenarbeit mit Jonas Keller und Lea Brandt."
    italian = "Il capitolo 5 è un lavoro congiunto con Marco Testa e Giulia Fabbri."
    assert _coauthors(french, portuguese, spanish, german, italian) == {
        "Hugo Marchand",
        "Chloé Girard",
        "Rafael Nunes",
        "Beatriz Lima",
        "Diego Paredes",
        "Marta Solís",
        "Jonas Keller",
        "Lea Brandt",
        "Marco Testa",
        "Giulia Fabbri",
    }


def test_the_names_end_where_the_prose_goes_on_and_titles_are_left_out() -> None:
    page = """This chapter was written in collaboration with Prof. Anja Roth and Emil Hahn on the
suggestion of a referee."""
    assert _coauthors(page) == {"Anja Roth", "Emil Hahn"}


def test_no_names_after_together_with_words_organisations_or_others_work() -> None:
    page = """Chapter 3 Related Work
The method of Karl Weber was developed in collaboration with Anna Lindqvist [4]. Smith's
joint work with Karin Olsen [12] proved the bound. Together with the results of Chapter 3,
this gives the theorem. In this chapter we extend the model of [4], developed in
collaboration with Sven Dahl. This thesis was written together with my family in mind.
This work was carried out in collaboration with the group of Prof. Erik Holm at Lund. The
research in this thesis was done in collaboration with Nordwind Energy GmbH."""
    assert _coauthors(page) == set()


def test_a_bare_with_or_together_with_a_person_is_no_joint_work() -> None:
    page = """In this chapter I worked with Sara Blom on the data. This thesis, together with
Jonas Ek, was a long journey."""
    assert _coauthors(page) == set()


def test_joint_work_statements_are_read_in_theses_only() -> None:
    page = "Chapter 2 is based on a joint work with Ilsa Varga [7]."
    assert related(extract(text_document(page), "paper")) == set()


def test_german_zusammen_mit_joins_things_and_reads_no_noun_as_a_name() -> None:
    page = """In diesem Kapitel betrachten wir einen Vektorraum zusammen mit Endomorphismus
Phi. Kapitel 5 entstand gemeinsam mit Jonas Keller."""
    assert _coauthors(page) == {"Jonas Keller"}
