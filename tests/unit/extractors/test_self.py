from __future__ import annotations

import pytest

from minesweeper.extractors.text.collect import SelfMatcher


@pytest.mark.parametrize(
    "printed",
    [
        *("김민준", "김 민 준", "Minjun Kim", "Min-Jun Kim", "Kim Minjun", "M. Kim", "M Kim"),
        # APA prints the initials of a two-syllable given name apart: "Kim, M. J., ...".
        *("MJ Kim", "Kim, M. J.", "Kim, M.J.", "Kim, M.-J."),
    ],
)
def test_forms_of_the_applicant_are_self(printed: str) -> None:
    assert SelfMatcher("김민준", "Minjun Kim").is_self(printed)


@pytest.mark.parametrize(
    "printed", ["J. Kim", "Jihoon Kim", "김지훈", "Minji Kim", "박서연", "Kim, S. J.", "Kim, M. K."]
)
def test_other_people_are_not_self(printed: str) -> None:
    assert not SelfMatcher("김민준", "Minjun Kim").is_self(printed)


def test_hangul_only_applicant_matches_romanized_forms() -> None:
    own = SelfMatcher("정유나", None)
    assert own.is_self("Yuna Jung")
    assert not own.is_self("Woojin Jang")


def test_no_applicant_means_nobody_is_self() -> None:
    assert not SelfMatcher(None, " ").is_self("Minjun Kim")


@pytest.mark.parametrize("printed", ["Thi Mai Nguyen", "NGUYEN Thi Mai", "Nguyen Thi-Mai"])
def test_applicant_in_another_word_order_is_self(printed: str) -> None:
    assert SelfMatcher(None, "Nguyen Thi Mai").is_self(printed)


def test_other_order_needs_every_word() -> None:
    assert not SelfMatcher(None, "Nguyen Thi Mai").is_self("Thi Lan Nguyen")


@pytest.mark.parametrize(
    ("own", "printed", "same"),
    [
        ("Ines R. Calloway", "Ines Rosalind Calloway", True),  # the middle name spelled out
        ("Ines Rosalind Calloway", "Ines R Calloway", True),
        ("Ines R. Calloway", "Ines Teodora Calloway", False),  # another middle name
        ("Ines R. Calloway", "Ivana Rosalind Calloway", False),
    ],
)
def test_a_middle_name_and_its_initial_are_one_applicant(
    own: str, printed: str, same: bool
) -> None:
    assert SelfMatcher(None, own).is_self(printed) is same


@pytest.mark.parametrize(
    ("own", "printed"),
    [
        ("Deivid Rodrigues do Vale", "Deivid Vale"),  # Portuguese: cited by the last surname
        ("Ana Maria Lopes Silva", "Ana Silva"),
        ("Lucía Inés Navarro Soto", "Lucía Navarro"),  # Spanish: by the first surname
    ],
)
def test_an_iberian_applicant_cited_by_first_name_and_one_surname_is_self(
    own: str, printed: str
) -> None:
    assert SelfMatcher(own).is_self(printed)
    assert not SelfMatcher(own).is_self("Pedro Vale" if "Vale" in printed else "Rosa Silva")


@pytest.mark.parametrize(
    "printed", ["R. Ibáñez Soler", "R Ibáñez Soler", "Ibáñez Soler R", "Ibáñez Soler, R."]
)
def test_an_applicant_of_two_family_names_cited_by_initial_is_self(printed: str) -> None:
    own = SelfMatcher("Rocío Ibáñez Soler", None)
    assert own.is_self(printed)
    assert not SelfMatcher("Rocío Ibáñez Montes", None).is_self(printed)


@pytest.mark.parametrize(
    ("own", "printed"),
    [
        ("Mateo Andrés Vidal", "Mateo Vidal"),  # the middle given name left out
        ("Lucas Cavalcanti Peixoto", "Lucas Peixoto"),  # the mother's family name left out
        ("Rocío Ibáñez Soler", "Rocío Ibáñez"),  # cited by the first of two surnames
        ("Marcos OLANO ETXEBERRIA", "Marcos Olano"),  # family names set in capitals
        ("Marcos OLANO ETXEBERRIA", "M. Olano"),
        ("Prof. Dr. rer. nat. Philipp Martin Albrecht", "Philipp M. Albrecht"),  # titles given
        ("Dr. Ing. Marcos OLANO ETXEBERRIA", "Olano, M."),
    ],
)
def test_an_applicant_of_three_names_cited_by_two_is_self(own: str, printed: str) -> None:
    assert SelfMatcher(own).is_self(printed)


@pytest.mark.parametrize(
    ("own", "printed"),
    [
        ("Min Jun Kim", "Min Kim"),  # a Korean given name written in two words
        ("Jia Hui Chen", "Jia Chen"),  # a Chinese one
        ("Nguyen Van An", "An Nguyen"),  # a Vietnamese name, family first
        ("Mateo Andrés Vidal", "Pablo Soler"),
        ("Mateo Andrés Vidal", "Santiago Ortega"),
    ],
)
def test_two_of_three_names_that_are_no_citation_of_the_applicant(own: str, printed: str) -> None:
    assert not SelfMatcher(own).is_self(printed)


@pytest.mark.parametrize(
    ("own", "printed", "same"),
    [
        ("Laura Beth Kendall", "LB Kendall", True),  # initials in capitals, no periods
        ("Laura Beth Kendall", "Kendall LB", True),  # Vancouver
        ("Laura Beth Kendall", "LC Kendall", False),
        ("Maryam Rezaei", "Maryam Rezaee", True),  # a Persian name's last vowel
        ("Maryam Rezaei", "M. Rezaie", True),
        ("Maryam Rezaei", "Maryam Reza", False),
        ("Maryam Rezaei", "N. Rezaee", False),
        ("Luca Rossi", "Luca Russo", False),
    ],
)
def test_spellings_of_the_applicant_s_own_name(own: str, printed: str, same: bool) -> None:
    assert SelfMatcher(own).is_self(printed) is same


@pytest.mark.parametrize(
    "printed", ["P. R. d. Anjos", "Anjos, P. R. d.", "P. R. Anjos", "Paulo Anjos"]
)
def test_a_brazilian_applicant_cited_without_particle_and_generation(printed: str) -> None:
    """ "Paulo Renner dos Anjos Júnior": citations drop "Júnior", and abbreviate "dos" to
    its lowercase initial or leave it out."""
    own = SelfMatcher("Paulo Renner dos Anjos Júnior")
    assert own.is_self(printed)
    assert not own.is_self("Paulo Júnior")
    assert not own.is_self("A. Anjos")


@pytest.mark.parametrize("printed", ["Q. K. Pham", "K. Q. Pham", "Pham, Q. K.", "Quy Khanh Pham"])
def test_a_vietnamese_applicant_by_initials_in_a_western_order(printed: str) -> None:
    # "Phạm Khánh Quý" printed given name first ("Quý Khánh Phạm") and abbreviated.
    assert SelfMatcher("Phạm Khánh Quý", "Pham Khanh Quy").is_self(printed)


def test_other_initials_are_another_vietnamese_person() -> None:
    assert not SelfMatcher("Phạm Khánh Quý", "Pham Khanh Quy").is_self("Q. H. Pham")


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        ("Zofia Nowakowska", True),  # the birth name, on the papers before the marriage
        ("Nowakowska, Z.", True),
        ("Zofia Kral", True),
        ("Marek Kral", False),  # the spouse
        ("Anna Nowakowska", False),
    ],
)
def test_an_applicant_cited_by_one_part_of_a_double_family_name(printed: str, same: bool) -> None:
    assert SelfMatcher("Zofia Nowakowska-Kral").is_self(printed) is same


def test_a_hyphenated_korean_given_name_after_the_family_name_is_no_double_family() -> None:
    assert not SelfMatcher("Park Seo-Yeon").is_self("Park Seo")


def test_the_owner_initialled_before_a_family_name_with_particles_is_self() -> None:
    own = SelfMatcher("Fabio Ibarra de la Vega")
    assert own.is_self("F. Ibarra de la Vega")
    assert own.is_self("F. Ibarra De La Vega")
    assert not own.is_self("R. Ibarra de la Vega")
