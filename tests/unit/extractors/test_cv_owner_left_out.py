"""CV entries that print only the owner's co-authors, the owner left out: mathematicians'
"Title with A. Name and B. Name (2026)", a co-editor named after "Co-editor with", and
economists' "Title. (A. Name and B. Name). Venue. 2016." - never a volume's editors, a
title's own "with", or a venue's abbreviation read as a name."""

from __future__ import annotations

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str) -> set[tuple[str, int | None]]:
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv", None, "Jiwoo Han")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


def test_the_others_after_a_bare_with_in_initials() -> None:
    # No comma before "with": the names after it are initialled, up to the venue or the year.
    text = (
        "Preprints:\n"
        "1. Gap statistics of n² mod 1 with K. Moreau and T. Lindqvist (2026).\n"
        "2. The circle problem for quasicrystals with P. Oduya, arXiv:2512.00001 (2025).\n"
        "Publications:\n"
        "3. Flows through random media with R.J. Castell, J.B. Moreau, Phys. Rev. E 85 (2016)\n"
        "4. Living with Uncertain Boundaries, Ann. Probab. 12 (2020).\n"
        "5. Mixing with Random Obstacles in the Plane, Nonlinearity 3 (2019).\n"
        "Positions\n"
        "6. Postdoctoral researcher with J. Berg, Institute of Mathematics (2018).\n"
        "7. Research visit with A. Lind, Bonn (2017).\n"
    )
    assert _coauthors(text) == {
        ("K. Moreau", 2026),
        ("T. Lindqvist", 2026),
        ("P. Oduya", 2025),
        ("R.J. Castell", 2016),
        ("J.B. Moreau", 2016),
    }


def test_a_list_closed_by_and_takes_no_venue_after_it() -> None:
    # "J. Anal. Math." after the last author is the journal, not one more initialled name.
    text = (
        "Publications:\n"
        "1. Spectral gaps for thin groups, with R. Castell, and P. Oduya, J. Anal. Math. 151,"
        " 171-179 (2023).\n"
        "2. Sparse equidistribution with T. Lindqvist and K. Moreau, J. Reine Angew. Math. 812"
        " (2024).\n"
    )
    assert _coauthors(text) == {
        ("R. Castell", 2023),
        ("P. Oduya", 2023),
        ("T. Lindqvist", 2024),
        ("K. Moreau", 2024),
    }


def test_a_co_editor_named_after_co_editor_with() -> None:
    text = (
        "Editor\n"
        "Co-editor with Maren L. Vosk, Lowland Crossings: Papers from the Tenth Biennial\n"
        "Conference on Lowland Studies 43, no. 3 (2019)\n"
    )
    assert _coauthors(text) == {("Maren L. Vosk", 2019)}


def test_the_others_in_brackets_after_the_title() -> None:
    # Economists' lists name the others in brackets after the title, the owner left out.
    text = (
        "Publications\n"
        "• Wage gaps and skill mismatch in regional markets? Applied Economics. (R.Tavares and"
        " O.Malka). December 2021 (53) 58.\n"
        "• Returns to vocational schooling among majors. (K. Moss) Journal of Higher Education."
        " 2016. Vol.6(2).\n"
        "• Housing and migration flows in the provinces. (T. Lind). Education Economics. 2013.\n"
        "• Son preference and fertility in two countries (MC. Roy-Dubois). June 2019.\n"
        "• Sparse predictors of chronic disease (SSHRC) (I. Varga, P. Noh). Invited"
        " presentation, August 2023.\n"
    )
    assert _coauthors(text) == {
        ("R. Tavares", 2021),
        ("O. Malka", 2021),
        ("K. Moss", 2016),
        ("T. Lind", 2013),
        ("MC. Roy-Dubois", 2019),
        ("I. Varga", 2023),
        ("P. Noh", 2023),
    }


def test_brackets_that_name_no_co_authors() -> None:
    # A volume's editors, a titled host, a role and a grant's acronym are no co-authors.
    text = (
        "Publications\n"
        "• Trade routes and exile. In Handbook of Early Modern Trade (A. Berg and T. Lind)."
        " Leiden, 2018.\n"
        "• Visiting scholar, Institute of Economics (Prof. Anna Berg), 2017.\n"
        "• Health economics of influenza vaccination (NSERC). Applied Economics. 2012.\n"
        "• Seminar on labour markets (Instructor), Winter 2019.\n"
        "• Guest lecture for EPI 583 (Winter Seminar Series), Seattle, 2019.\n"
        "• Play and learning. Humanities Center (LearnCamp Games 2013), April 18, 2013.\n"
        "• Structural optimisation of a frame, 2020-8-10, patent (已授权).\n"
        "• Learning with AI Agents in the Loop, Nat. Mach. Intell. 2 (2021).\n"
    )
    assert _coauthors(text) == set()
