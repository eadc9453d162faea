"""Lines of a CV's positions, degrees and research sections as real CVs print them: a
postdoc's PI under the position, supervisors with their affiliations, economists' "with"
clauses after a title, title-first entries with the authors after the title; and what is no
person there (degree honours, job titles that end on a role word, a grant's PIs)."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _cv(body: str) -> set[tuple[str, str]]:
    text = f"CURRICULUM VITAE\nMinjun Kim\n\n{body}"
    return related(extract(text_document(text), "cv", applicant="Minjun Kim"))


@pytest.mark.parametrize(
    "lines",
    [
        "2024 – present     Postdoctoral Scholar, Biology, Yale University\nPI: Halvard Strand\n",
        "2021 – 2023 Postdoctoral Fellow, Institute of Marine Science. PI: Halvard Strand\n",
        "2021 – 2023 Research Associate, Institute of Marine Science\n"
        "Principal Investigator: Prof. Halvard Strand\n",
        "2020 Visiting Researcher, University of Lyon\nHost: Dr. Halvard Strand\n",
        "2020 – 2022 Postdoc, Department of Physics, University of Bergen\n"
        "Faculty host: Halvard Strand\n",
        "2016 – 2019     Lab Manager, Yale University.\nPI: Halvard Strand.\n",
        "2019 – 2021 Postdoctoral Researcher, University of Oslo   PI: Halvard Strand\n",
    ],
)
def test_the_pi_or_host_of_a_research_position_is_its_advisor(lines: str) -> None:
    assert _cv(f"Employment\n{lines}") == {("Halvard Strand", Role.ADVISOR)}


@pytest.mark.parametrize(
    "lines",
    [
        # The owner's grant: its PI is the owner (self), its co-PI a colleague, no advisor.
        "Grants\n2021–2024 Research Grant, National Science Foundation, PI: Minjun Kim,"
        " Co-PI: Halvard Strand\n",
        # A fellowship is a grant even when its name says research or postdoctoral.
        "Grants\n2020 Research Fellowship, German Research Foundation. PI: Halvard Strand\n",
        "Grants\n2019 Postdoctoral Fellowship, Swiss National Science Foundation\n"
        "PI: Halvard Strand\n",
        # A project's list of PIs names colleagues, not an advisor.
        "Research Projects\n2020–2023 Project “Coastal Erosion”, funded by the EU\n"
        "PIs: Halvard Strand, Ines Moreau, Minjun Kim\n",
        # An invited talk's host invited the owner; a line of a position's own staff.
        "Invited Talks\n2022 Seminar, University of Lyon. Host: Halvard Strand\n",
        "Employment\n2021 – 2023 Postdoctoral Researcher, University of Oslo\n"
        "Co-PI: Halvard Strand\n",
    ],
)
def test_a_grants_pi_is_no_advisor(lines: str) -> None:
    assert not {person for person in _cv(lines) if person[1] == Role.ADVISOR}
    assert ("Halvard Strand", Role.ADVISOR) not in _cv(lines)


def test_a_grant_line_names_no_advisor_even_after_a_postdoc_line() -> None:
    # The owner's own grant under the position it paid for: the PI is the owner.
    lines = (
        "Employment\n2021 – 2023 Postdoctoral Researcher, University of Oslo\n"
        "Funding: Marie Curie Individual Fellowship, PI: Minjun Kim\n"
    )
    assert _cv(lines) == set()


@pytest.mark.parametrize(
    "lines",
    [
        "2018–2024  Ph.D. in Economics, European University Institute\n"
        "Under the supervision of Halvard Strand (European University Institute),"
        " Ines Moreau (University of Lyon).\n",
        "2017 – 2020  PhD in Biostatistics, Institut Curie, France, under the supervision of"
        " Halvard Strand (Institut Curie) and Ines Moreau (University of Lyon)\n",
        # The phrase wraps inside itself, at the end of the thesis title's line.
        "2017 – 2020  PhD in Biostatistics, Institut Curie, France.\n"
        "Inference of prognostic markers with application to cancer under the\n"
        "supervision of Halvard Strand and Ines Moreau\n",
    ],
)
def test_supervisors_of_a_degree_with_their_affiliations(lines: str) -> None:
    assert _cv(f"Education\n{lines}") == {
        ("Halvard Strand", Role.ADVISOR),
        ("Ines Moreau", Role.ADVISOR),
    }


def test_a_job_title_that_ends_on_a_role_word_names_no_one() -> None:
    lines = (
        "Work Experience\n"
        "(2018–2020) Private Math Tutor\n"
        "(2016–2018) Writing Center Supervisor\n"
        "2019 Graduate Student Advisor\n"
        "2021 – 2022 Summer Camp Program Director\n"
    )
    assert _cv(lines) == set()
    # A name before its role, set apart by a comma or a bracket, is still read.
    assert _cv("Education\nPh.D., University of Bergen, 2019\nHalvard Strand (Advisor)\n") == {
        ("Halvard Strand", Role.ADVISOR)
    }


@pytest.mark.parametrize(
    "honours",
    ["With Highest Distinction.", "With High Honours", "With Summa Cum Laude"],
)
def test_degree_honours_are_no_co_authors(honours: str) -> None:
    lines = f"Education\n2013 – 2016     B.A., Philosophy, University of Michigan\n{honours}\n"
    assert _cv(lines) == set()


def test_with_clauses_after_a_title_name_the_co_authors() -> None:
    lines = (
        "WORKING PAPERS\n"
        "Trade and Growth Across Countries, with Halvard Strand, R&R American Economic Review\n"
        "Firm Dynamics and Wealth, [Job Market Paper] with Ines de Moreau\n"
        "Labor Flows and Entrepreneurship, with Oren Malka and Hana Cho, [Submitted]\n"
        "Housing and Regional Mobility, with Tomas Lind\n"
    )
    assert _cv(lines) == {
        (name, Role.COAUTHOR)
        for name in ("Halvard Strand", "Ines de Moreau", "Oren Malka", "Hana Cho", "Tomas Lind")
    }


def test_a_with_clause_wrapped_inside_a_name() -> None:
    lines = (
        "WORKING PAPERS\n"
        "Wealth, Returns, and Taxation: A Tale of Two Worlds, [Job Market Paper] with Halvard\n"
        "Strand\n"
        "Presentations: SED (2022) in Madison, EEA (2021) in Copenhagen\n"
    )
    assert _cv(lines) == {("Halvard Strand", Role.COAUTHOR)}


def test_working_papers_after_the_referees_with_a_legend_beside_the_heading() -> None:
    # The referees' list stops the reading; a heading of papers opens it again, even one that
    # names more than papers and prints a legend to its right.
    lines = (
        "EDUCATION\n2016 Ph.D. in Economics, Toulouse School of Economics\nReferences:\n"
        "Ilsa Varga  Oren Malka\nToulouse School of Economics  Toulouse School of Economics\n"
        "WORKING PAPERS & PRESENTATIONS    co-author presentation*, scheduled**\n"
        "Wealth and Taxation, [Job Market Paper] with Halvard Strand\n"
        "Presentations: SED (2022) in Madison**, EEA (2021) in Copenhagen\n"
    )
    assert ("Halvard Strand", Role.COAUTHOR) in _cv(lines)


@pytest.mark.parametrize(
    "entry",
    [
        "Learning with Noisy Labels, Journal of Machine Learning Research, 2020",
        "Living with Uncertainty, with an Application to Insurance, Journal of Risk, 2019",
        "Pricing Options, with Applications to Energy Markets, Working Paper",
        "Monetary Policy, with Evidence from Italy and Spain, Working Paper",
    ],
)
def test_a_title_with_the_word_with_names_no_one(entry: str) -> None:
    assert _cv(f"WORKING PAPERS\n{entry}\n") == set()


def test_authors_after_the_title_with_the_owner_among_them() -> None:
    lines = (
        "Publications\n"
        "2022 Flux reconstruction for conservation laws, Minjun Kim, Halvard Piet\n"
        "Strand, and Ines Moreau, Journal of Computational Physics 467 (2022)\n"
        # A venue on the next line is no family name of the last author.
        "2023 Subcell limiters for flux reconstruction, Minjun Kim, Ilsa Varga\n"
        "Biometrika, 2023\n"
        "Working papers\n"
        "• Automatic differentiation for discretizations, Minjun Kim, Oren Malka, Hana\n"
        "Cho-Lindqvist, Tomas Lind, https://arxiv.org/abs/2506.11719\n"
    )
    assert _cv(lines) == {
        (name, Role.COAUTHOR)
        for name in (
            "Halvard Piet Strand",
            "Ines Moreau",
            "Oren Malka",
            "Hana Cho-Lindqvist",
            "Tomas Lind",
            "Ilsa Varga",
        )
    }


def test_authors_after_a_title_without_the_owner_are_not_read() -> None:
    lines = (
        "Talks\n"
        "2022 Flux reconstruction for conservation laws, Halvard Strand, Ines Moreau, seminar\n"
        "Research Projects\n"
        "2020 Coastal erosion, PIs: Halvard Strand, Ines Moreau, Minjun Kim\n"
        # A role before the names: the others organised the event with the owner.
        "Service\n2019 Organizer, Minjun Kim and Ines Moreau, Winter School\n"
    )
    assert _cv(lines) == set()
