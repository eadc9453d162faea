"""Conventions of CV publication lists: the first author inverted and the others initials
first (economics and ecology journals), a legend line under a heading ("* Senior author"),
a DOI wrapped onto a line of its own, a date column before an entry's number."""

from __future__ import annotations

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str, fmt: SourceFormat = SourceFormat.PDF) -> set[tuple[str, int | None]]:
    result = extract(text_document(text, fmt=fmt), "cv", "한지우", "Jiwoo Han")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


def test_the_first_author_inverted_and_the_others_initials_first() -> None:
    # AEA- and ESA-style lists invert the first author alone and print the others initials
    # first; some invert all but the last ("..., Lund, P., and S.E. Roy").
    text = (
        "Publications\n"
        "Berg, T. A., J. Han, I. S. Varga and O. Malka. “Trade and wages.” Journal X, 2019.\n"
        "Han, J., P. L. Noh, and R. Tavares. 2017. Soil carbon in grasslands. Ecology 3: 1-9.\n"
        "Cho, H.K., Lund, P., Han, J., and S.E. Roy. 2016. Windthrow mortality. Forests 2: 3.\n"
    )
    assert _coauthors(text) == {
        ("T. A. Berg", 2019),
        ("I. S. Varga", 2019),
        ("O. Malka", 2019),
        ("P. L. Noh", 2017),
        ("R. Tavares", 2017),
        ("H.K. Cho", 2016),
        ("P. Lund", 2016),
        ("S.E. Roy", 2016),
    }


def test_a_legend_line_under_the_heading_opens_no_entry() -> None:
    # Medical CVs explain their marks in a line of their own under the heading; a star that
    # opens a line is no bullet there, and the entries under it stay apart.
    text = (
        "Research Investigations\n"
        "* Senior author\n"
        "Han J, Varga IS, Malka O. Flow in cell culture. Tissue Eng. 2010; 16(4): 661-670.\n"
        "Berg T, Noh PL, Han J*. Warning labels. Lung Cancer. 2014 Jul 12;5: 33-34.\n"
        "† Equal contribution\n"
        "Cho H, Han J. Sleep and mood. Biol Psychiatry. 2022; 91(9): S201.\n"
    )
    assert _coauthors(text, SourceFormat.DOCX) == {
        ("Varga IS", 2010),
        ("Malka O", 2010),
        ("Berg T", 2014),
        ("Noh PL", 2014),
        ("Cho H", 2022),
    }


def test_a_doi_wrapped_onto_its_own_line_is_no_entry_number() -> None:
    # "10.1098/..." opens a line where a DOI wraps: its "10." numbers no entry, which would
    # take in the entries under it.
    text = (
        "Publications\n"
        "Han, J., Varga, I. S., and Malka, O. 2018. Drought and growth. Phil. Trans. B. doi:\n"
        "10.1098/rstb.2017.0410\n"
        "Berg, T., Han, J., and Noh, P. 2018. Gridded climate products. Phil. Trans. B.\n"
        "Cho, H., Han, J., and Lund, P. 2017. Soil carbon. Ecol. Appl. 27: 1646-1656.\n"
    )
    assert _coauthors(text) == {
        ("I. S. Varga", 2018),
        ("O. Malka", 2018),
        ("T. Berg", 2018),
        ("P. Noh", 2018),
        ("H. Cho", 2017),
        ("P. Lund", 2017),
    }


def test_a_date_column_before_the_entry_number() -> None:
    # CVs that number their papers and print the year in a margin column put the year of
    # each year's first entry before its number.
    text = (
        "Journal Articles\n"
        "3. Han, J., Varga, I., & Malka, O. Sensory profiles in adults. Brain Research. 12(1).\n"
        "2024 4. Berg, T., Han, J., Noh, P., & Cho, H. Cognitive flexibility in\n"
        "autism and other conditions. Autism Research\n"
        "5. Han, J., Lund, P. Emotional flexibility. Molecular Autism.\n"
    )
    names = {name for name, _year in _coauthors(text)}
    assert names == {"I. Varga", "O. Malka", "T. Berg", "P. Noh", "H. Cho", "P. Lund"}
    assert ("T. Berg", 2024) in _coauthors(text)


def test_a_justified_list_whose_word_gaps_read_as_cell_gaps() -> None:
    # A justified paragraph stretches the spaces between its words as wide as a table's
    # column gap: the line of one-word "cells" is one line of text.
    text = (
        "Publications\n"
        "1. J.   Han,   P-E.   Varga,   S.H.   Malka,   T.   Berg.   From   genes   to   paths:\n"
        "Exploring   pleiotropy   in   cancer.   (ready   to   submit),   2026\n"
        "2. O. Noh,   J.   Han,   H. Cho,   A. Lund-Roy,   S.   Tavares,   R.\n"
        "Petit,   Common   genetic   risk   factors,   Human   Genetics,   33(1),   2024\n"
    )
    assert _coauthors(text) == {
        ("P-E. Varga", 2026),
        ("S.H. Malka", 2026),
        ("T. Berg", 2026),
        ("O. Noh", 2024),
        ("H. Cho", 2024),
        ("A. Lund-Roy", 2024),
        ("S. Tavares", 2024),
        ("R. Petit", 2024),
    }


def test_a_title_of_capitalised_words_after_initialled_authors_is_no_author() -> None:
    # Authors printed initials first, then the title after a comma: a title's first words
    # ("Integrative Proteomic and ...") are not one more author of the list.
    text = (
        "Publications\n"
        "1. O. Noh, ..., J. Han, ..., H. Cho, Integrative Proteomic and Genomic Analysis of a"
        " Screening Cohort, (submitted), 2026\n"
        "2. T. Berg, J. Han, P. Lund, GraphKit Pipeline: a tool for exploring pleiotropy, NAR"
        " Genomics, 2023\n"
    )
    assert _coauthors(text) == {
        ("O. Noh", 2026),
        ("H. Cho", 2026),
        ("T. Berg", 2023),
        ("P. Lund", 2023),
    }


def test_korean_books_translated_or_written_by_several() -> None:
    """ "박준호, 이호림, 한지우 옮김" after the original authors' sentence: the co-translators are
    the owner's co-authors; "역" alone closes a list as well."""
    text = (
        "연구실적\n번역\n"
        "2022. 성의 역전. 헨리 엘리스, 존 시먼즈. 박준호, 이호림, 한지우 옮김. 서울: 책과함께.\n"
        "2020. 사회학 입문. 한지수, 한지우 역. 서울: 한울.\n"
    )
    assert _coauthors(text) == {("박준호", 2022), ("이호림", 2022), ("한지수", 2020)}


def test_a_brazilian_list_abbreviating_particles_and_dating_entries_first() -> None:
    """ABNT-like entries of a Brazilian CV: the year first, the first author inverted and the
    others initials first, with no year after the authors; "dos" abbreviated to "d." in every
    name ("P. R. d. Anjos"); the owner's "Júnior" never printed."""
    text = (
        "Publications\n"
        "2025. Moraes, E., M. Vidal, P. R. d. Anjos, and K. Shimada-Lind. Artificial "
        "intelligence in rehabilitation. Journal of X 12(3), 1-20.\n"
        "2025. Almeida, P. G. R. d. and P. R. d. Anjos. Governance of models. Revista Y 3.\n"
    )
    result = extract(text_document(text), "cv", "Paulo Renner dos Anjos Júnior")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        ("E. Moraes", 2025),
        ("M. Vidal", 2025),
        ("K. Shimada-Lind", 2025),
        ("P. G. R. Almeida", 2025),
    }


def test_every_author_inverted_with_particles_and_middle_names() -> None:
    text = (
        "Publications\n"
        "Han, Jiwoo, van Dalen, Jan W., Zoller, Karin, and Lind, Yannis. 2024. “Revisiting "
        "norms.” Journal X 3.\n"
        "Han, Jiwoo and Ionescu, Andrei Mihai. 2023. “How performance shapes trust.” Y 2.\n"
    )
    assert _coauthors(text) == {
        ("Jan W. van Dalen", 2024),
        ("Karin Zoller", 2024),
        ("Yannis Lind", 2024),
        ("Andrei Mihai Ionescu", 2023),
    }


def test_entries_that_name_only_the_co_authors_in_a_bracketed_field() -> None:
    """ "(공저자: A, B)" after an entry: the co-authors alone, the owner implied."""
    text = (
        "연구실적\n"
        "Silicon microring modulators, J. Lightw. Technol., 2021 (공저자: D. Nakai, K. Sato)\n"
        "실리콘 포토닉스 송신기 설계, 전자공학회논문지, 2018 (공저자: 정진오, 강찬우)\n"
    )
    assert _coauthors(text) == {
        ("D. Nakai", 2021),
        ("K. Sato", 2021),
        ("정진오", 2018),
        ("강찬우", 2018),
    }


def test_semicolon_lists_with_middle_initials_dotted_or_not() -> None:
    # Research-database exports print "Family, Given M" with the middle initials bare or
    # dotted; the list must run on past them to its last author.
    text = (
        "Publications\n"
        "Varga, Tamsin K; Han, Jiwoo; Dahl, Reuben P.R.; Holm,\n"
        "Ivo; Lund, Petra (2021). Ferries and fjords. Journal of Coasts, 4 (2), 1−9.\n"
    )
    assert _coauthors(text) == {
        ("Tamsin K Varga", 2021),
        ("Reuben P.R. Dahl", 2021),
        ("Ivo Holm", 2021),
        ("Petra Lund", 2021),
    }


def test_numbered_by_a_dash_with_the_quoted_title_first_and_the_venue_after_a_semicolon() -> None:
    # "1 -  “Title”, authors; venue": the authors follow the title, wrap onto the next line
    # inside a name, and a semicolon closes them.
    text = (
        "Publications\n"
        "1 -  “Open Analysis of Policies”, J. Han, S. Grant, E.\n"
        "Lund; Working Paper, April 2019.\n"
        "2 -  “Report Cards Revisited”; J. Han, T. Holm, JL Varga. Health Services\n"
        "Research; February 2018.\n"
    )
    assert {name for name, _ in _coauthors(text)} == {"S. Grant", "E. Lund", "T. Holm", "JL Varga"}


def test_particles_set_in_title_case_inside_the_owners_name() -> None:
    # A list in title case prints "De La" inside the family name; the owner's initial glued.
    text = (
        "Publications\n"
        "1 -  “Open Analysis of Policies”, J.Han De La Vega, S. Grant, E. Lund; Working Paper,"
        " April 2019.\n"
    )
    found = extract(text_document(text), "cv", "Jiwoo Han de la Vega", None)
    assert {p.name_raw for p in found.persons if not p.is_self} == {"S. Grant", "E. Lund"}


def test_every_author_inverted_with_undotted_initials() -> None:
    # Wiley's style: "Family, I" pairs, the initials without their periods.
    text = (
        "PUBLICATIONS\n"
        "[2] Olsen, A, Han, J, MacLane, S, Lund, LN, Tumin, R. Low-order preconditioning of the"
        " Stokes equations. Numer Linear Algebra Appl. 2021;e2426.\n"
    )
    assert {name for name, _ in _coauthors(text)} == {"S MacLane", "LN Lund", "R Tumin", "A Olsen"}
