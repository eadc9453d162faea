"""Role labels and the names they label across lines: a plural label under the names it
labels, stacked one per line; a second role after a comma; a rank closing a member's cell."""

from __future__ import annotations

from tests.unit.extractors.builders import thesis_related


def test_a_plural_label_under_two_stacked_names_labels_both() -> None:
    page = (
        "A Study of Tidal Flats\n\nby\n\nMira Olsen\n\n"
        "Prof. Ann Vela\nDr. Tomas Reyes\nSupervisors\n\n"
        "Prof. Ken Aldo\nExaminer\n"
    )
    assert thesis_related(page) == {
        ("Ann Vela", "advisor"),
        ("Tomas Reyes", "advisor"),
        ("Ken Aldo", "committee_member"),
    }


def test_a_plural_label_takes_each_stacked_name_with_its_rank_line() -> None:
    page = (
        "Approval\n\n"
        "Dr. Ines Marlow\nAssociate Professor\n"
        "Dr. Pavel Strand\nProfessor\n"
        "Thesis Examiners\n"
    )
    assert thesis_related(page) == {
        ("Ines Marlow", "committee_member"),
        ("Pavel Strand", "committee_member"),
    }


def test_a_singular_label_keeps_to_the_name_of_its_own_block() -> None:
    page = "Approval\n\nDr. Ines Marlow\nSupervisor\n\nDr. Pavel Strand\nExaminer\n"
    assert thesis_related(page) == {
        ("Ines Marlow", "advisor"),
        ("Pavel Strand", "committee_member"),
    }


def test_a_members_rank_after_the_name_is_no_title_left_dangling() -> None:
    # "associate professor" closes the member's cell; the next row is a member of its own,
    # whose label names a second role after a comma ("Member, Mentor").
    page = (
        "Defended board, DB:\n"
        "Member:\tLena Dorić, PhD, associate professor\tMentor's signature\n"
        "Member, Mentor\tVid Kralj, PhD, assistant professor\n"
    )
    assert thesis_related(page) == {
        ("Lena Dorić", "committee_member"),
        ("Vid Kralj", "committee_member"),
        ("Vid Kralj", "advisor"),
    }
