"""Advisor lines of CVs as real templates print them: after a list bullet, in capitals, with
the advisor's other post after the name, and the Chinese postdoc host's label."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


@pytest.mark.parametrize(
    ("line", "advisor"),
    [
        ("• Advisor: Professor Halvard Strand", "Halvard Strand"),
        ("▪ Supervisor: Dr. Halvard Strand", "Halvard Strand"),
        ("ADVISOR: PRIYANKA GOSWAMI", "PRIYANKA GOSWAMI"),
        ("Supervisor: Prof. Halvard Strand, Vice President of NTNU", "Halvard Strand"),
        ("Advisor: Prof. Halvard Strand, Dean of Engineering", "Halvard Strand"),
        ("合作导师：欧阳明", "欧阳明"),
    ],
)
def test_an_advisor_line_of_a_degree_entry(line: str, advisor: str) -> None:
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nEDUCATION\n"
        f"Ph.D. in Physics, Norwegian University of Science and Technology, 2019\n{line}\n"
    )
    assert related(extract(text_document(text), "cv")) == {(advisor, Role.ADVISOR)}


def test_a_dean_signing_with_a_label_of_his_office_is_no_advisor() -> None:
    text = (
        "CURRICULUM VITAE\nMinjun Kim\n\nEDUCATION\n"
        "Ph.D., Seoul National University, 2019\n"
        "Dean of the Graduate School: Prof. Halvard Strand\n"
    )
    assert related(extract(text_document(text), "cv")) == set()
