"""match(a, b): how strongly two printed names may be one person."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, match

L = MatchLevel


@pytest.mark.parametrize(
    ("left", "right", "level"),
    [
        ("박서연", "박 서 연 (인)", L.EXACT),
        # A lone capital is an initial, even when it spells a surname (이 -> I).
        ("I Joo", "Ian Joo", L.INITIALS_ONLY),
        ("I Joo", "주이안", L.INITIALS_ONLY),
        ("Lee, Jae-Won", "Jae-Won Lee", L.EXACT),
        ("JW Lee", "J.-W. Lee", L.EXACT),
        ("박서연", "Seoyeon Park", L.CROSS_SCRIPT),
        ("Seo-Yeon Pak", "Seoyeon Park", L.VARIANT),
        ("Park Seoyeon", "Seoyeon Park", L.VARIANT),
        ("Johnson Sarah", "Sarah Johnson", L.VARIANT),
        ("S. Park", "Seoyeon Park", L.INITIALS_ONLY),
        ("S Park", "박서연", L.INITIALS_ONLY),
        ("SY Park", "박서연", L.INITIALS_ONLY),
        ("Park", "Seoyeon Park", L.SURNAME_ONLY),
        ("김교수", "김민준", L.SURNAME_ONLY),
        ("Youngho Choe", "최영호", L.CROSS_SCRIPT),
        ("Young-Ho Choi", "Youngho Choe", L.VARIANT),
        ("Jaewon Rhee", "이재원", L.CROSS_SCRIPT),
        ("Namkoong Hyun-Woo", "남궁현우", L.CROSS_SCRIPT),
        ("Kim Minjun", "김민준", L.CROSS_SCRIPT),
        ("선우진", "Jin Sunwoo", L.CROSS_SCRIPT),
        ("선우진", "Woojin Sun", L.CROSS_SCRIPT),  # 선 + 우진 is a reading too
        ("선우진", "선", L.SURNAME_ONLY),
        ("Seo O", "오서", L.CROSS_SCRIPT),  # a one-letter surname is not an initial
        ("J.-W. Lee", "Jaewon Lee", L.INITIALS_ONLY),
        ("J. Kim", "JW Kim", L.INITIALS_ONLY),
        ("Minjun Kim", "Minho Kim", L.NONE),
        ("Seoyun Park", "Seoyeon Park", L.NONE),  # 서윤 is not 서연
        ("Seoyun Park", "박서연", L.NONE),
        ("Hyun-Woo Namkoong", "Hyeonu Namgung", L.VARIANT),
        ("J. Kim", "Minjun Kim", L.NONE),
        ("박서연", "박서준", L.NONE),
        ("John Smith", "Jon Smith", L.NONE),
        ("Seoyeon Park", "Seoyeon Kim", L.NONE),
        # Two family names (Spanish, Portuguese): initials before or after both of them.
        ("R. Ibáñez Soler", "Rocío Ibáñez Soler", L.INITIALS_ONLY),
        ("Ibáñez Soler R", "Rocío Ibáñez Soler", L.INITIALS_ONLY),
        ("Ibáñez Soler, R.", "Rocío Ibáñez Soler", L.INITIALS_ONLY),
        ("R. Ibáñez Soler", "Rocío Ibáñez Montes", L.NONE),
        ("T. Ibáñez Soler", "Rocío Ibáñez Soler", L.NONE),
        # Middle names spelled out on one side, their initials on the other.
        ("Lucas F. Morrow", "Lucas Fenwick Morrow", L.VARIANT),
        ("Tiago A. T. Correia", "Tiago Amaral Teles Correia", L.VARIANT),
        ("Lucas G. Morrow", "Lucas Fenwick Morrow", L.NONE),
        ("Tiago A. Correia", "Tiago Amaral Teles Correia", L.NONE),
        # A given name written as one word, printed as its first part and the initial of
        # the rest.
        ("Kamran R. Tavassoli", "Kamranreza Tavassoli", L.VARIANT),
        ("Jae W. Lee", "Jaewon Lee", L.VARIANT),
        ("Jae K. Lee", "Jaewon Lee", L.NONE),
        ("Ann B. Lund", "Annabel Lund", L.NONE),
        ("University", "박서연", L.NONE),
        ("", "박서연", L.NONE),
    ],
)
def test_match_levels(left: str, right: str, level: MatchLevel) -> None:
    assert match(left, right) is level
    assert match(right, left) is level


def test_only_the_first_three_levels_merge_automatically() -> None:
    assert [level for level in MatchLevel if level.auto_merge] == [
        L.EXACT,
        L.VARIANT,
        L.CROSS_SCRIPT,
    ]
    assert [level.rank for level in MatchLevel] == list(range(len(MatchLevel)))


@pytest.mark.parametrize(
    ("marked", "plain"),
    [
        ("José Müller", "Jose Muller"),
        ("Søren Ørsted", "Soren Orsted"),
        ("Zoë Łukasik", "Zoe Lukasik"),
    ],
)
def test_diacritics_are_one_latin_name_with_or_without_them(marked: str, plain: str) -> None:
    assert match(marked, plain) is MatchLevel.VARIANT


def test_an_umlaut_ocr_read_as_double_i_is_the_same_name() -> None:
    # Tesseract reads a printed "ü" as "ii" on scans.
    assert match("Anna Miiller", "Anna Müller").auto_merge
    assert match("Jürgen Kühn", "Jiirgen Kiihn").auto_merge
    assert not match("Anna Miiller", "Anna Moller").auto_merge
    assert not match("Riikka Virtanen", "Rukka Virtanen").auto_merge


def test_german_and_scandinavian_letters_spelled_in_ascii_are_the_same_name() -> None:
    assert match("Jörg Schäfer", "Joerg Schaefer").auto_merge
    assert match("Øyvind Bråten", "Oeyvind Braaten").auto_merge
    assert match("Jörg Schäfer", "J. Schaefer") is MatchLevel.INITIALS_ONLY
    assert not match("Jörg Schäfer", "Joerg Schaller").auto_merge


def test_a_family_name_opening_on_particles_meets_its_initialled_form() -> None:
    """A committee list's "H.J. van der Beek" and a byline's "Hendrik J. van der Beek"."""
    assert match("H.J. van der Beek", "Hendrik J. van der Beek") is MatchLevel.INITIALS_ONLY
    assert match("Hendrik van der Beek", "Hendrik J. van der Beek") is MatchLevel.VARIANT
    assert match("H.J. van der Beek", "Hendrik J. van den Berg") is MatchLevel.NONE
    assert match("K. de Wilde", "Karel J. de Wilde") is MatchLevel.INITIALS_ONLY


def test_a_spanish_citation_keeps_the_first_of_two_family_names() -> None:
    """A committee's "Josefina Pinto Morales" is the CV's "Pinto, J." and a byline's "Javiera
    Pinto"; not "Javiera Morales" alone, nor another given name."""
    assert match("Pinto, J.", "Josefina Pinto Morales") is MatchLevel.INITIALS_ONLY
    assert match("Josefina Pinto", "Josefina Pinto Morales") is MatchLevel.VARIANT
    assert match("Lucía Pinto", "Josefina Pinto Morales") is MatchLevel.NONE
    assert match("K. Pinto", "Josefina Pinto Morales") is MatchLevel.NONE


def test_a_family_name_of_two_words_before_the_comma_and_a_given_name_with_initials() -> None:
    assert match("Aragão Sena, Vítor V.", "Vítor V. Aragão Sena") is MatchLevel.EXACT
    assert match("Campanha dos Rei, A. A.", "A. A. Campanha dos Rei") is MatchLevel.EXACT
    # Two people apart by a comma are not one name turned round.
    assert match("Anna Berg, Tomas Lind", "Tomas Lind Anna Berg") is not MatchLevel.EXACT


@pytest.mark.parametrize(
    ("short", "full", "level"),
    [
        ("Nathan Holloway", "NATHAN JACOB HOLLOWAY", MatchLevel.VARIANT),
        ("Anna Berg", "Anna Maria Berg", MatchLevel.VARIANT),
        # A Korean given name printed in two parts is one name: "Min Kim" is someone else.
        ("Min Kim", "Min Jun Kim", MatchLevel.NONE),
        ("Wei Zhang", "Wei Ming Zhang", MatchLevel.NONE),
        ("Nathan Holloway", "Nathan Jacob Hollowell", MatchLevel.NONE),
    ],
)
def test_a_middle_name_left_out(short: str, full: str, level: MatchLevel) -> None:
    assert match(short, full) is level


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("Shinichirou Hayashi", "Shinichiro Hayashi"),
        ("Yuuki Satou", "Yuki Sato"),
        ("Kenji Satoh", "Kenji Satō"),
    ],
)
def test_japanese_long_vowels_spelled_several_ways_are_one_name(left: str, right: str) -> None:
    assert match(left, right) is MatchLevel.VARIANT


def test_a_japanese_long_vowel_is_no_other_given_name() -> None:
    assert match("Kenji Satou", "Kenta Sato") is MatchLevel.NONE


def test_a_family_name_with_its_arabic_article_joined_or_left_out_is_one() -> None:
    assert match("Amal Al-Qadi", "Amal Qadi") is MatchLevel.VARIANT
    assert match("A. Al-Qadi", "Amal Qadi") is MatchLevel.INITIALS_ONLY
    # Without the article's hyphen the letters are the name's own ("Alvarez" is no "Varez").
    assert match("Ana Alvarez", "Ana Varez") is MatchLevel.NONE
