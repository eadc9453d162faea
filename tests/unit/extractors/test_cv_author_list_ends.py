"""Where an author list ends in a CV entry: the last author's middle initial is no stop
("..., and Jiwoo K. Han."), a family name of two words follows one ("Marco A. Vidal de Oca,
..."), and a list of initialled names runs into its title without a stop ("H. Pei, PW
Okafor, J K Han Stochastic modelling of ...")."""

from __future__ import annotations

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str) -> set[tuple[str, int | None]]:
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv", None, "Jiwoo K. Han")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


def test_a_middle_initial_before_the_last_family_name_is_no_stop() -> None:
    # The year in a left column, the authors on a line of their own, ended by a stop.
    text = (
        "Peer-reviewed journal publications\n"
        "2020  Ada Moss, Bela F. Varga, Cora G. Lind, Jiwoo K. Han.\n"
        "A network model for solute transport.\n"
        "Applied Mathematical Modelling, Volume 88, pp. 266-282. 2020.\n"
        "2016  TJ Noh, P. Castell, KJ Roy and Jiwoo K. Han.\n"
        "Simulation of a predator-prey system.\n"
        "European Physical Journal, Volume 224. 2016.\n"
        "2013  Marco A. Vidal de Oca, Elio Ferro, Alex Schmid and Jiwoo K. Han.\n"
        "Binary consensus via smoothing. Lecture Notes 126, 2013.\n"
        "2010  Jiwoo K. Han, Pia Noh, and Harold B. White.\n"
        "A model for quantitative biology education. CBE-Life Sci. Educ. 9(3). 2010.\n"
    )
    assert _coauthors(text) == {
        ("Ada Moss", 2020),
        ("Bela F. Varga", 2020),
        ("Cora G. Lind", 2020),
        ("TJ Noh", 2016),
        ("P. Castell", 2016),
        ("KJ Roy", 2016),
        ("Marco A. Vidal de Oca", 2013),
        ("Elio Ferro", 2013),
        ("Alex Schmid", 2013),
        ("Pia Noh", 2010),
        ("Harold B. White", 2010),
    }


def test_initialled_authors_run_into_the_title() -> None:
    # No stop between the last author and the title: the title opens on a capital word
    # followed by words in lower case.
    text = (
        "Peer-reviewed journal publications\n"
        "2023  H. Pei, PW Okafor, J K Han Stochastic modelling of toxin influence on prey.\n"
        "IMA Journal of Applied Mathematics 88, 837-866.\n"
        "2021  R. Castell, J K Han Learning Deep Graph Models Fast, SIAM J. 3, 2021.\n"
    )
    assert _coauthors(text) == {("H. Pei", 2023), ("PW Okafor", 2023), ("R. Castell", 2021)}


def test_a_family_name_that_spells_two_particles_ends_the_list() -> None:
    # "Leal" is no "Le" and "al" run together: the line ends the list, and the venue under it
    # opens no name.
    text = (
        "Peer-reviewed conferences\n"
        "A Semantic Browser\n"
        "Nadia Bruno Silva, Jiwoo K. Han, and Paulo Leal\n"
        "9th Symposium on Languages, Applications and Technologies, 2020\n"
    )
    assert _coauthors(text) == {("Nadia Bruno Silva", 2020), ("Paulo Leal", 2020)}
