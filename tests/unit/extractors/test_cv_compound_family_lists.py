"""Vancouver and ecology lists with family names of two words ("Vidal Ortega MJ", "De Wit
M.G.", "Ureña Soto, J.D."), four initials ("Aragão LEOC"), initials closed by one period
("Woldemariam GT."), and the owner named inside an elision ("Huaraca Lima, W., [and 23
others including Han J.]")."""

from __future__ import annotations

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str) -> set[str]:
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv", None, "Jiwoo Han")
    return {p.name_raw for p in result.persons if not p.is_self}


def test_vancouver_family_names_of_two_words() -> None:
    text = (
        "Refereed articles\n"
        "7. Téllez-Ruiz MM, Vidal Ortega MJ, Lerma Soto C, Bautista Leal LF, Han J, et al."
        " Burden of disease in Mexico. Gac Med Mex 2023;159(2):1-9.\n"
        "8. Moss Y, Girard C, Metz DB, Aragão LEOC, Han J, Olivo I, et al. 2021. The"
        " monitoring network. Biol Conserv 253: 108889.\n"
    )
    assert _coauthors(text) == {
        "Téllez-Ruiz MM",
        "Vidal Ortega MJ",
        "Lerma Soto C",
        "Bautista Leal LF",
        "Moss Y",
        "Girard C",
        "Metz DB",
        "Aragão LEOC",
        "Olivo I",
    }


def test_ecology_lists_with_compound_family_names() -> None:
    text = (
        "Publications\n"
        "Morel A., Hiro M., Han J., Wolde GT., Mason J., and K. Noor. 2019. The structures"
        " underpinning vulnerability. Environ. Res. Lett.\n"
        "Ureña Soto, J.D., Marra, D.M., Han, J., Pacheco-Gil, T., and S.E. Trumbo. in press."
        " Recovery of forest structure. Forests.\n"
        "Han J.W., De Wit M.G., Ukko A.M., and A.J. Pitt. submitted. Greening of woody"
        " ecosystems. New Phytol.\n"
        "De Wit M., Medo B., Han J. 2020. Drought mortality. Global Change Biology.\n"
    )
    assert _coauthors(text) == {
        "A. Morel",
        "M. Hiro",
        "GT. Wolde",
        "J. Mason",
        "K. Noor",
        "J.D. Ureña Soto",
        "D.M. Marra",
        "T. Pacheco-Gil",
        "S.E. Trumbo",
        "M.G. De Wit",
        "A.M. Ukko",
        "A.J. Pitt",
        "De Wit M.",  # "M. De Wit" would read as Monsieur De Wit
        "B. Medo",
    }


def test_the_owner_named_inside_an_elision() -> None:
    # "[and 23 others including Han J.]": the owner is among the authors left out; the
    # authors printed are co-authors. An elision without the owner anchors nothing.
    text = (
        "Publications\n"
        "Huaraca Lima, W., [and 23 others including Han J.]. in review. Fine root dynamics."
        " New Phytol.\n"
        "Bauer D. [and 17 others, including Han J.]. in review. Tropical tree growth. GCB.\n"
        "Lind P. [and 12 others]. 2020. Soil carbon. Ecology.\n"
    )
    assert _coauthors(text) == {"W. Huaraca Lima", "D. Bauer"}


def test_a_family_and_given_name_before_initials_is_no_family_of_two_words() -> None:
    # "Sell Samuel P." is Samuel P. Sell, never "P. Sell Samuel".
    text = (
        "Refereed articles\n"
        "27. Shaff Rachel M. , Sell Samuel P., Bak Marissa G., Han Jiwoo. Heat and health."
        " Environ Res 2020.\n"
    )
    assert not {"P. Sell Samuel", "G. Bak Marissa"} & _coauthors(text)


def test_a_consortium_of_collaborators_is_no_person() -> None:
    # Global health papers are signed by a group: "GBD 2019 Diseases and Injuries
    # Collaborators" names no one.
    text = (
        "Refereed articles\n"
        "1. GBD 2019 Diabetes and Air Pollution Collaborators. Burden of type 2 diabetes."
        " Lancet Planet Health 2022;6(7):e586.\n"
        "2. Cohort Study Investigators and Stroke Registry Collaborators. Stroke in Asia."
        " Lancet 2020;396:1135.\n"
    )
    assert _coauthors(text) == set()


def test_an_owner_of_two_given_and_two_family_names_in_an_astronomy_list() -> None:
    # Title and bibliographic code on one line, the authors under it; a collaboration before
    # its authors' colon; authors left out by "[...]". "J. A." after "Alvarez Vega," are that
    # family's initials, though they are those of the owner's "Jiwoo Alvarez" too.
    text = (
        "Selected publications\n"
        "2024\tThe Early Release Lens Search  2024arXiv240806217A\n"
        "Alvarez Vega, J. A., O’Brannon, C. M., Clément, B., et al.\n"
        "2024\tOverview of the mission\t2024arXiv240513491E\n"
        "Sky Survey Collaboration: Marlow, Y., Alvarez Vega, J. A., et al.\n"
        "2023\tThe impact of visual inspection\t2023MNRAS.523.4413R\n"
        "Roque, K., [...] , Alvarez Vega, J. A., et al.\n"
    )
    result = extract(text_document(text), "cv", None, "Jiwoo Andrea Alvarez Vega")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "C. M. O’Brannon",
        "B. Clément",
        "Y. Marlow",
        "K. Roque",
    }


def test_initials_before_a_family_in_capitals_opening_on_a_particle() -> None:
    # "M. DE LUCCA": the "M." is an initial, not a French "Monsieur"; a Vietnamese "DO VAN
    # HUNG" keeps its words.
    text = (
        "Publications\nFunctional connectivity of the brain\n"
        "J. HAN, M. ALLEGRA, M. DE LUCCA, M. CORBETTA\t2025\n"
        "DO VAN HUNG, J. HAN, T. VAN DIJK\t2024\n"
    )
    assert _coauthors(text) == {
        "M. Allegra",
        "M. de Lucca",
        "M. Corbetta",
        "Do Van Hung",
        "T. van Dijk",
    }


def test_family_names_opening_on_a_lowercase_glued_particle() -> None:
    # "deBoer", "diMaggio", "al-Rashid": read as no name, each once cut its entry's list off.
    text = (
        "Publications\n"
        "1. Jiwoo Han, T.K. deVries and Lorenzo diSalvo. Flow in porous media. J. Fluid Mech."
        " 2019.\n"
        "2. J. Han, K. al-Nouri, P. Brandt. Heat transfer in pipes. Phys. Rev. E 2020.\n"
        "3. Han, J., deLuca, A. M., & van der Wal, T. (2021). Droplets on a chip. Lab Chip.\n"
        "4. Han, J.; d'Aurelio, N.; el-Masri, K. Catalysis at the edge. ACS Catal. 2022.\n"
    )
    assert _coauthors(text) == {
        "T.K. deVries",
        "Lorenzo diSalvo",
        "K. al-Nouri",
        "P. Brandt",
        "A. M. deLuca",
        "T. van der Wal",
        "N. d'Aurelio",
        "K. el-Masri",
    }
