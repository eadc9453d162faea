"""The author's own papers where no byline or CV names them: a list of publications filed as a
paper, a chapter opening on the paper it reprints, a thesis's statement of contributions, and
entries of such a list that hide the author in "et al."."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document

C = Role.COAUTHOR


def _paper(text: str) -> set[tuple[str, str]]:
    return related(extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen"))


def _thesis(text: str) -> set[tuple[str, str]]:
    return related(extract(text_document(text), "thesis", "Mira Olsen", "Mira Olsen"))


def test_a_list_of_the_authors_publications_filed_as_a_paper() -> None:
    # A Russian dissertation's list in English, GOST style ("Family I., ... Title // Venue").
    text = """Publications of the author on the topic of the dissertation
1. Olsen M., Varga I., Lindqvist A. Sparse sensing of river ice // Workshop on Remote
Sensing. — Springer, 2019. — P. 41–50.
2. Brandt T., Olsen M., Varga I. Ice drift from radar stacks // Journal of Glaciology
Methods. — 2021. — Vol. 4. — P. 77.
3. Hallberg R., Moreau L., Quist S., et al. A shared benchmark of river-ice maps
// Cold Regions Science. — 2022. — Vol. 19. — P. 3310."""
    assert _paper(text) == {
        ("I. Varga", C),
        ("A. Lindqvist", C),
        ("T. Brandt", C),
        # The author's own list: the third entry hides its author among "et al.".
        ("R. Hallberg", C),
        ("L. Moreau", C),
        ("S. Quist", C),
    }


def test_a_chapter_opening_on_the_apa_entry_it_is_based_on() -> None:
    # Dutch family names with capitalised particles, one after three initials.
    text = """CHAPTER 3
Sleep of Night-Shift Nurses
This chapter is based on:
Olsen, M., Brink, B. F., Aalders, A., Van Kampen, F. J., Terpstra de Wit, M., De Lange, P.,
& Den Bosch, R. J. R. (2021). Sleep debt of night-shift nurses. Journal of Shift Work
Studies, 7(2), 101–118. https://doi.org/10.5555/sws.2021.07
Abstract
Nurses on night shifts sleep less than their day-shift colleagues."""
    found = {name for name, _ in _paper(text)}
    assert {"B. F. Brink", "A. Aalders", "F. J. Van Kampen", "P. De Lange"} <= found
    assert "R. J. R. Den Bosch" in found


def test_a_papers_reference_list_still_names_no_coauthor() -> None:
    # No heading makes the references the author's own: a self-citation there names no one.
    text = """Graph learning for traffic
Mira Olsen, Ivo Varga
Abstract
We study graphs.
References
1. Olsen M., Brandt T. Earlier work // Journal of Graphs. — 2019. — Vol. 2. — P. 1–9.
2. Hallberg R., Moreau L., et al. Other work // Journal of Graphs. — 2020. — P. 5."""
    assert _paper(text) == {("Ivo Varga", C)}


def test_a_thesis_statement_of_contributions_names_the_coauthors() -> None:
    text = """Statement of Contributions
This thesis includes work from two papers. Below are the titles, authors and venues of each
manuscript, followed by the contributions of the thesis author:
(1) Mira Olsen, Sunil Rao, Wen Gao, “Batched lattice sieving,” Journal of Number
Crunching, 2024.
The preliminary material from this manuscript appears in Chapter 2.
(2) Mira Olsen, Tara Jain, Wen Gao, “A toolkit for sieve proofs,” Workshop on Proof Systems,
2024."""
    assert _thesis(text) >= {("Sunil Rao", C), ("Wen Gao", C), ("Tara Jain", C)}


def _cv(text: str) -> set[tuple[str, str]]:
    return related(extract(text_document(text), "cv", "Mira Olsen", "Mira Olsen"))


def test_the_entry_a_paper_gives_for_citing_itself() -> None:
    # MDPI's "Citation:" under the abstract; a publication page's "Recommended citation:".
    text = """Sparse Routing for Sensor Meshes
Abstract: We route packets.
Citation: Berg, I.; Olsen, M.; Holm, L. Sparse Routing for Sensor Meshes. Sensors 2021,
21, 4410. https://doi.org/10.5555/s21134410
1. Introduction
Kim et al. routed packets before."""
    assert _paper(text) == {("I. Berg", C), ("L. Holm", C)}
    page = """Sparse Routing for Sensor Meshes
Published in arXiv preprint, 2020
Recommended citation: Ivo Berg, Lena Holm, Mira Olsen, and Tomas Lind. 2020. Sparse routing
for sensor meshes. arXiv preprint."""
    assert _paper(page) == {("Ivo Berg", C), ("Lena Holm", C), ("Tomas Lind", C)}


def test_a_cv_entry_under_its_title_opens_on_its_citation_label() -> None:
    text = """Publications
* Sparse Routing for Sensor Meshes
Published in ACM Transactions on Sensor Networks, 2023
Recommended citation: Ivo Berg, Mira Olsen, and Lena Holm. 2023. Sparse routing. ACM TOSN.
* Cache-Aware Queues
Published in EuroSys, 2021
Recommended citation: Mira Olsen and Tomas Lind. 2021. Cache-aware queues. EuroSys."""
    assert _cv(text) == {("Ivo Berg", C), ("Lena Holm", C), ("Tomas Lind", C)}


def test_an_owner_known_by_one_name_in_their_own_list() -> None:
    text = """PUBLICATIONS
• Direct measurement of low-energy resonances
Nandini, J. Gorres, Nandini Rao, and M. Wiel
Phys. Rev. C 106, 025805 (2022)
• Neutron sources in stars
A. Gula, K. Brandt, Nandini, E. Stech, and M. Wiel
Phys. Rev. C 106, 055808 (2022)"""
    found = related(extract(text_document(text), "cv", "Nandini", "Nandini"))
    # The owner's name doubled is the owner; "Nandini Rao" is someone else.
    assert found == {
        (name, C)
        for name in ("J. Gorres", "Nandini Rao", "M. Wiel", "A. Gula", "K. Brandt", "E. Stech")
    }
