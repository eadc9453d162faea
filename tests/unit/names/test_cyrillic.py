"""Cyrillic names: full names with a patronymic in either order, initials, headings refused."""

from __future__ import annotations

import pytest

from minesweeper.names import looks_like_cyrillic_name


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
