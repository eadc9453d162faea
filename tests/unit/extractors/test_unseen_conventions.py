"""Conventions of theses and CVs from more countries: Finnish, Polish, Chilean and Greek
approval lines, a Chinese defence committee printed institution first, French CV committees,
German "bei Prof." theses, advisors joined by "and" after their degrees, hyphens of every kind
inside a name, roman-numbered publication lists, first authors "et al.", Spanish "e"."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _thesis(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis", "Mira Olsen", "Mira Olsen")))


def _cv(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "cv", "Mira Olsen", "Mira Olsen")))


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        # Aalto: labels in a column of their own, the rank and the university with the name.
        (
            "Supervising professor Assistant Professor Tarja Leino, Aalto University, Finland",
            {("Tarja Leino", Role.ADVISOR)},
        ),
        (
            "Preliminary examiners Professor Owen Marsh, University of Leeds, United Kingdom",
            {("Owen Marsh", Role.COMMITTEE_MEMBER)},
        ),
        # Polish "Opiekun pracy" (the work's supervisor) with a habilitated doctor's title.
        ("Opiekun pracy: dr hab. Kamil Wrona, prof. AGH", {("Kamil Wrona", Role.ADVISOR)}),
        # Chilean "Profesor/a guía" in capitals.
        ("PROFESOR/A GUÍA: Ramón Ibarra Sotelo", {("Ramón Ibarra Sotelo", Role.ADVISOR)}),
        # Two advisors, each with a degree after the name, joined by "and".
        (
            "Dissertation advisors: Ruth E. Calder, Ph.D. and Marek Holt, Ph.D.",
            {("Ruth E. Calder", Role.ADVISOR), ("Marek Holt", Role.ADVISOR)},
        ),
    ],
)
def test_approval_lines_of_more_countries(row: str, expected: set[tuple[str, str]]) -> None:
    assert _thesis(f"Doctoral thesis\n{row}\n") >= expected


def test_a_name_then_rank_then_role() -> None:
    text = (
        "Approved by the examination committee\n"
        "Eleni Marou Professor, Supervisor\n"
        "Nikos Pavlou Assistant Professor, Committee Member\n"
    )
    assert _thesis(text) >= {
        ("Eleni Marou", Role.ADVISOR),
        ("Nikos Pavlou", Role.COMMITTEE_MEMBER),
    }


def test_names_over_their_rank_and_role_under_a_heading_of_approvals() -> None:
    text = (
        "THESIS APPROVAL\n"
        "Author:\n"
        "Mira Olsen\n"
        "Committee approvals:\n"
        "Eleni Marou\n"
        "Professor, Thesis Supervisor\n"
        "Nikos Pavlou\n"
        "Assistant Professor, Committee Member\n"
        "Department approval:\n"
        "Petros Alexiou\n"
        "Associate Professor, Director of Graduate Studies\n"
    )
    assert _thesis(text) == {
        ("Eleni Marou", Role.ADVISOR),
        ("Nikos Pavlou", Role.COMMITTEE_MEMBER),
    }


def test_a_chinese_committee_printed_institution_and_rank_first() -> None:
    text = (
        "论文答辩委员会\n"
        "南京大学教授：邵立新 （注：主席）\n"
        "东南大学教授：阎振华\n"
        "东南大学副教授：贾静怡\n"
    )
    assert _thesis(text) >= {
        ("邵立新", Role.COMMITTEE_CHAIR),
        ("阎振华", Role.COMMITTEE_MEMBER),
        ("贾静怡", Role.COMMITTEE_MEMBER),
    }


def test_a_french_cv_lists_its_thesis_committee() -> None:
    text = (
        "Formation\n"
        "2019-2024 Ph.D., Psychologie, Université de Montréal\n"
        "• Comité de thèse : Julien Arsenault (superviseur), Claire Vidal, Paul Roy, "
        "& Anne Ferland\n"
    )
    assert _cv(text) >= {
        ("Julien Arsenault", Role.ADVISOR),
        ("Claire Vidal", Role.COMMITTEE_MEMBER),
        ("Paul Roy", Role.COMMITTEE_MEMBER),
        ("Anne Ferland", Role.COMMITTEE_MEMBER),
    }


def test_a_german_thesis_done_with_a_professor() -> None:
    text = (
        "Ausbildung\n"
        "2019 Masterarbeit: “Spektralfunktionen im Hubbard-Modell” bei Prof. Jonas Reiter\n"
        "2023 Promotion unter Betreuung von Prof. Lea Brandt und Prof. K. Weiß\n"
    )
    assert _cv(text) >= {
        ("Jonas Reiter", Role.ADVISOR),
        ("Lea Brandt", Role.ADVISOR),
        ("K. Weiß", Role.ADVISOR),
    }


def _coauthors(text: str) -> set[str]:
    result = extract(text_document(text), "cv", "Mira Olsen", "Mira Olsen")
    return {p.name_raw for p in result.persons if not p.is_self and p.role is Role.COAUTHOR}


def test_a_non_breaking_hyphen_inside_a_name() -> None:
    text = (
        "Publications\n"
        "14. Roy\u2011Lapointe, C., St\u2011Amand, J., Olsen, M., & Gagnon, R. J. (2025). "
        "Moving on. Journal of Things, 3, 1-9.\n"
    )
    assert _coauthors(text) >= {"C. Roy-Lapointe", "J. St-Amand", "R. J. Gagnon"}


def test_a_roman_numbered_list_of_publications() -> None:
    text = (
        "List of publications\n"
        "I Tove Berg, Mira Olsen, and Jens Lund. Fast colouring. In Proc. PODC, 2021.\n"
        "II Ivar Nes and Mira Olsen. Slow colouring. In Proc. SODA, 2022.\n"
        "IV Mira Olsen and Ulla Dahl. No colouring. In Proc. STOC, 2023.\n"
    )
    assert _coauthors(text) == {"Tove Berg", "Jens Lund", "Ivar Nes", "Ulla Dahl"}
    # An initial that reads as a roman number is no number.
    initials = "Publications\nI. Ivanova, V. Rao, M. Olsen. Initials. In Proc. ESA, 2024.\n"
    assert _coauthors(initials) == {"I. Ivanova", "V. Rao"}


def test_a_first_author_et_al_in_a_cv_list() -> None:
    text = (
        "Artigos publicados\n"
        "• Moreira, S. et al. (2020). A moisture gradient drove diversification. Nature 5: 1.\n"
        "• Olsen, M., Prado, L. (2019). Frogs of the Cerrado. Zootaxa 2: 3.\n"
    )
    assert _coauthors(text) >= {"S. Moreira", "L. Prado"}


def test_a_spanish_list_joined_by_e() -> None:
    text = (
        "Publicaciones\n"
        "Olsen, M. (2021). Redes escolares (en coautoría con Julio Vera, Loreto Paz e Ignacio "
        "Rojas). Revista de Sociología 4: 1-20.\n"
    )
    assert _coauthors(text) >= {"Julio Vera", "Loreto Paz", "Ignacio Rojas"}


def test_a_volume_and_article_number_wrapped_onto_a_line_is_no_entry_number() -> None:
    text = (
        "Publications\n"
        "Aalto, H., Olsen, M. 2026. Paddy rice growth under dense nursery\n"
        "techniques for transplanting. Field Crops Research.\n"
        "335: 110200.\n"
        "Aalto, H., Kuusi, S., and Olsen, M. 2026. Redox effects on phosphorus in\n"
        "flooded paddy soils. Agronomy.\n"
        "16: 51.\n"
    )
    assert _coauthors(text) == {"H. Aalto", "S. Kuusi"}


def test_labels_over_names_with_rank_and_university() -> None:
    text = (
        "Supervising professor\n"
        "Assistant Professor Tarja Leino, Aalto University, Finland\n"
        "Preliminary examiners\n"
        "Professor Owen Marsh, University of Leeds, United Kingdom\n"
        "Associate Professor Reza Tavana, University of Waterloo, Canada\n"
        "Opponent\n"
        "Professor Owen Marsh, University of Leeds, United Kingdom\n"
        "Aalto University publication series\n"
        "Doctoral Theses 12/2026\n"
    )
    assert _thesis(text) == {
        ("Tarja Leino", Role.ADVISOR),
        ("Owen Marsh", Role.COMMITTEE_MEMBER),
        ("Reza Tavana", Role.COMMITTEE_MEMBER),
    }
