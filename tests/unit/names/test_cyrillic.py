"""Cyrillic names: full names with a patronymic in either order, initials, headings refused."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, looks_like_cyrillic_name, match


@pytest.mark.parametrize(
    "text",
    [
        "Белозёров Игорь Семёнович",
        "Игорь Семёнович Белозёров",
        "Игорь Белозёров",
        "И. С. Белозёров",
        "И.С. Белозёров",
        "Белозёров И.С.",
        "Салтыков-Щедрин Михаил Евграфович",
        "Мельник Оксана Петрівна",
        # Serbian: the letters Russian has not, and a married name of two family names.
        "Сана Стојановић Ђурић",
        "Иван Чукић",
    ],
)
def test_accepts_cyrillic_names(text: str) -> None:
    assert looks_like_cyrillic_name(text)


@pytest.mark.parametrize(
    "text",
    [
        "Белозёров",
        "Научный руководитель",
        "Доктор технических наук",
        "Московский Государственный Университет",
        "Кафедра Информатики",
        "И. Белозёров С.",
        "белозёров игорь",
        "Belozerov Игорь",
    ],
)
def test_rejects_headings_and_words(text: str) -> None:
    assert not looks_like_cyrillic_name(text)


def test_a_cyrillic_name_matches_its_latin_spelling_across_scripts() -> None:
    assert match("Стельмах Дмитрий Андреевич", "Dmitry Stelmakh") is MatchLevel.CROSS_SCRIPT
    assert match("Юлия Стельмах", "Yulia Stelmakh") is MatchLevel.CROSS_SCRIPT
    assert match("Д. А. Стельмах", "Dmitry Stelmakh") is MatchLevel.INITIALS_ONLY
    assert match("П. С. Стельмах", "Dmitry Stelmakh") is MatchLevel.NONE


@pytest.mark.parametrize(
    ("cyrillic", "latin"),
    [
        # Ukraine's national romanization: "г" is "h", "и" is "y", "ія" is "iia".
        ("Гнатюк Олег Степанович", "Oleh Hnatiuk"),
        ("Ковалик Наталія Іванівна", "Nataliia Kovalyk"),
        ("Ярема Андрій Петрович", "Andrii Yarema"),
    ],
)
def test_a_ukrainian_name_matches_its_ukrainian_latin_spelling(cyrillic: str, latin: str) -> None:
    assert match(cyrillic, latin) is MatchLevel.CROSS_SCRIPT


@pytest.mark.parametrize(
    ("cyrillic", "latin"),
    [
        # Kazakh letters and patronymics; "е" spelled "ye" at a word's start and after a vowel.
        ("Жақсыбек Әлия Серікқызы", "Aliya Zhaksybek"),
        ("Тлеуова Гүлнар Маратовна", "Gulnar Tleuova"),
        ("Ержанов Ербол Болатович", "Yerbol Yerzhanov"),
        ("Сейітбек Айбек", "Aibek Seitbek"),
    ],
)
def test_a_kazakh_name_matches_its_latin_spelling(cyrillic: str, latin: str) -> None:
    assert match(cyrillic, latin) is MatchLevel.CROSS_SCRIPT
