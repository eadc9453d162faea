"""Rows of an approval page that list several members under one label, in the cells that
follow it ("위원:  A 교수   B 교수   C 박사"), in Korean, Chinese and English."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


@pytest.mark.parametrize(
    ("row", "members"),
    [
        (
            "심사위원:  하정우  교수      남궁민  교수      설경구  박사",
            {"하정우", "남궁민", "설경구"},
        ),
        ("答辩委员会委员：  欧阳明  教授      诸葛亮  研究员", {"欧阳明", "诸葛亮"}),
        (
            "Readers:  Prof. Ilsa Varga      Dr. Oren Malka      Prof. Tomas Berg",
            {"Ilsa Varga", "Oren Malka", "Tomas Berg"},
        ),
        # The label alone in its cell, the names in the cells after it.
        ("Committee members:      Ilsa Varga      Oren Malka", {"Ilsa Varga", "Oren Malka"}),
    ],
)
def test_every_name_after_one_member_label_is_a_member(row: str, members: set[str]) -> None:
    text = f"APPROVAL PAGE\n\n{row}\nAdvisor:  Prof. Wendy Lao\n"
    found = set(related(extract(text_document(text), "thesis")))
    assert {(name, Role.COMMITTEE_MEMBER) for name in members} <= found
    assert ("Wendy Lao", Role.ADVISOR) in found


def test_the_next_label_ends_the_run_and_a_chair_has_one_name() -> None:
    text = "인 준 서\n\n위원장:  하정우  교수      남궁민  교수      위원:  설경구  교수\n"
    found = set(related(extract(text_document(text), "thesis")))
    assert found == {
        ("하정우", Role.COMMITTEE_CHAIR),
        ("남궁민", Role.COMMITTEE_MEMBER),
        ("설경구", Role.COMMITTEE_MEMBER),
    }


def test_places_after_a_member_name_are_not_members() -> None:
    text = "APPROVAL PAGE\n\nExaminer:  Prof. Ilsa Varga      University of Oslo      Norway\n"
    assert set(related(extract(text_document(text), "thesis"))) == {
        ("Ilsa Varga", Role.COMMITTEE_MEMBER)
    }


def test_a_field_of_the_form_after_the_name_ends_the_run() -> None:
    text = "硕士学位论文\n\n指导教师：     欧阳明    职称： 教授\n"
    assert set(related(extract(text_document(text), "thesis"))) == {("欧阳明", Role.ADVISOR)}
