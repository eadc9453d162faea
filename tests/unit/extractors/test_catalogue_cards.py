"""The library's catalogue card a Brazilian thesis prints on the back of its title page (the
"ficha catalográfica"): the advisor and co-advisors in the card's notes, their lines glued in
the text layer to the call number's letters, and the examining board listed under its label in
the digital library's fields, one member a line, the advisor tagged in brackets."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document

_CARD = """Ficha catalográfica
Universidade Estadual do Planalto
Biblioteca do Instituto de Física Teórica
Carla Mendes Rocha - CRB 8/1234
 Alves, Bruno Teixeira, 1985-
 Al47m AlvMétodos de ordem superior para sistemas lineares / Bruno Teixeira
Alves. – Planalto, SP : [s.n.], 2016.
 AlvOrientador: Renato Campos Duarte de Lima.
 AlvCoorientadores: Helena Souza Vasques e Otávio Prado Filho.
 AlvTese (doutorado) – Universidade Estadual do Planalto, Instituto de Física Teórica.
Alv1. Sistemas lineares. 2. Métodos iterativos. I. Lima, Renato Campos Duarte de,1960-. II.
Vasques, Helena Souza. III. Prado Filho, Otávio. IV. Universidade Estadual do Planalto. V. Título.
Informações para Biblioteca Digital
Título em outro idioma: Higher order methods for linear systems
Palavras-chave em inglês:
Linear systems
Área de concentração: Física Aplicada
Titulação: Doutor em Física Aplicada
Banca examinadora:
Renato Campos Duarte de Lima [Orientador]
Joaquim de Paula Nogueira Brandão Neto
Silvia Regina Tavares Moura
Caetano Ribeiro Lopes Junior
Ana Beatriz Farias da Costa Pereira
Data de defesa: 12-03-2016
Programa de Pós-Graduação: Física Aplicada
"""


def _found(page: str) -> set[tuple[str, str]]:
    return related(extract(text_document(page), "thesis", "Bruno Teixeira Alves", None))


def test_the_card_gives_the_advisors_and_the_whole_board() -> None:
    assert _found(_CARD) == {
        ("Renato Campos Duarte de Lima", Role.ADVISOR),
        ("Renato Campos Duarte de Lima", Role.COMMITTEE_MEMBER),
        ("Helena Souza Vasques", Role.CO_ADVISOR),
        ("Otávio Prado Filho", Role.CO_ADVISOR),
        ("Joaquim de Paula Nogueira Brandão Neto", Role.COMMITTEE_MEMBER),
        ("Silvia Regina Tavares Moura", Role.COMMITTEE_MEMBER),
        ("Caetano Ribeiro Lopes Junior", Role.COMMITTEE_MEMBER),
        ("Ana Beatriz Farias da Costa Pereira", Role.COMMITTEE_MEMBER),
    }


def test_a_role_in_square_brackets_after_a_member() -> None:
    page = "Banca examinadora:\nRenato Campos Duarte [Orientador]\nSilvia Regina Tavares Moura\n"
    assert _found(page) == {
        ("Renato Campos Duarte", Role.ADVISOR),
        ("Renato Campos Duarte", Role.COMMITTEE_MEMBER),
        ("Silvia Regina Tavares Moura", Role.COMMITTEE_MEMBER),
    }


def test_a_label_glued_to_the_letters_before_it_only_before_its_colon() -> None:
    assert _found("AlvOrientador: Renato Campos Duarte.\n") == {
        ("Renato Campos Duarte", Role.ADVISOR)
    }
    # No colon: a word that ends like a label is no label.
    assert _found("NovoOrientador Renato Campos Duarte\n") == set()


def test_a_long_name_needs_a_particle_or_a_generational_suffix() -> None:
    page = (
        "Banca examinadora:\n"
        "Joaquim de Paula Nogueira Brandão Neto\n"
        "Centro Nacional Pesquisa Energia Materiais\n"
    )
    assert _found(page) == {("Joaquim de Paula Nogueira Brandão Neto", Role.COMMITTEE_MEMBER)}
