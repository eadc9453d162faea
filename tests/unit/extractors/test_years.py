"""Every co-authorship mention carries the publication year the document prints for it:
a CV or achievement-list entry, a paper's first page, a Scholar row, an author-string line."""

from __future__ import annotations

from minesweeper.extractors.model import ExtractionResult
from minesweeper.extractors.text.years import entry_year, header_year, parse_year, years_in
from minesweeper.ingest.model import ScholarProfile, ScholarPublication, SourceFormat
from tests.unit.extractors.builders import extract, text_document


def _years(result: ExtractionResult) -> dict[str, int | None]:
    return {p.name_raw: p.year for p in result.persons if not p.is_self}


def test_years_skip_page_ranges_dois_and_postal_codes() -> None:
    assert years_in("J. KICS 12:1998–2004, doi:10.1016/j.eng.2022.114329, Seoul 08826") == []
    assert years_in("Received 20 January 2022; Accepted 28 June 2023") == [2022, 2023]


def test_entry_year_prefers_the_parenthesised_year() -> None:
    assert entry_year("Kim, M., & Roe, J. (2019). Title 2021 edition. Venue.") == 2019
    assert entry_year("M. Kim and J. Roe, “Title,” IEEE TCOM, vol. 3, 2021.") == 2021
    assert entry_year("M. Kim and J. Roe, “Title,” IEEE TCOM") is None


def test_header_year_is_the_latest_date_of_the_header() -> None:
    assert header_year(["Received 3 March 2021", "Accepted 9 June 2022", "© 2022"]) == 2022
    assert parse_year(" 2018 ") == 2018
    assert parse_year(None) is None


def test_each_publication_entry_gives_its_own_year() -> None:
    cv = """PUBLICATIONS
[1] M. Kim, Ansel Brook, and Corin Vale, “Sparse channel coding,” IEEE Access,
vol. 10, pp. 1201–1215, 2022.
[2] Kim, M., Dara, P., & Ott, L. (2019). Channel tracking. J. KICS, 12, 1-9.
[3] Kim M, Ruiz T. Beamforming for low latency. Proc. ICASSP. 2017."""
    result = extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")
    assert _years(result) == {
        "Ansel Brook": 2022,
        "Corin Vale": 2022,
        "P. Dara": 2019,
        "L. Ott": 2019,
        "Ruiz T": 2017,
    }


def test_paper_authors_carry_the_year_of_the_first_page() -> None:
    page = """Journal of Structural Studies 41 (2021) 1–12
Lateral load paths in timber frames
Minjun Kim1, Ilse Brandt2, Tomas Reyes1
1 Department of Civil Engineering, Seoul National University, Seoul, Korea
Received 4 May 2020; accepted 2 February 2021
Abstract
We study 1999 designs."""
    result = extract(text_document(page), "paper")
    assert _years(result) == {"Ilse Brandt": 2021, "Tomas Reyes": 2021}


def test_scholar_rows_carry_their_year() -> None:
    profile = ScholarProfile(
        name="Minjun Kim",
        affiliation=None,
        coauthors=(),
        publications=(
            ScholarPublication("Title A", "M Kim, A Brook", None, "2016"),
            ScholarPublication("Title B", "M Kim, C Vale", None, None),
        ),
    )
    document = text_document("Minjun Kim", fmt=SourceFormat.HTML)
    document = type(document)(document.format, 1, True, document.pages, "", scholar=profile)
    result = extract(document, "scholar_profile")
    assert _years(result) == {"A Brook": 2016, "C Vale": None}


def test_one_mention_per_page_keeps_the_latest_year() -> None:
    cv = """PUBLICATIONS
[1] M. Kim and Ansel Brook, “First,” IEEE Access, 2018.
[2] M. Kim and Ansel Brook, “Second,” IEEE Access, 2023.
[3] M. Kim and Ansel Brook, “Third,” IEEE Access, 2020."""
    result = extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")
    assert _years(result) == {"Ansel Brook": 2023}
