"""One publication entry's authors, as CVs copy citation styles, and the year of entries
that print none themselves (year headings, dated title lines)."""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import document_lines
from minesweeper.extractors.text.publications import publication_authors
from minesweeper.extractors.text.publications.author_first import entry_names
from minesweeper.extractors.text.publications.dating import heading_year
from minesweeper.extractors.text.publications.with_clauses import with_names
from tests.unit.extractors.builders import text_document


@pytest.mark.parametrize(
    ("entry", "names"),
    [
        (
            "Mira E. Kahn, Oluwaseun T. Bello, and Jiwoo Han. Title words. Venue, 2020.",
            ["Mira E. Kahn", "Oluwaseun T. Bello", "Jiwoo Han"],
        ),
        (
            "Jiwoo Han, Ada Quist, Rolf Aune: Title words. In: KI 2014.",
            ["Jiwoo Han", "Ada Quist", "Rolf Aune"],
        ),
        ("J Han, F Costa, W Zhang - Pattern Recognition, 2017", ["J Han", "F Costa", "W Zhang"]),
        ("Han J, Lee JW. Title words. J Med. 2019;3:1-10.", ["Han J", "Lee JW"]),
        # Chicago without the year after the authors (it ends the entry instead), the first
        # author inverted and joined by "and" alone.
        (
            "Berg, Anna, Tomas Lind, and Kira Moss. Title words here. Journal of Peace. 2026.",
            ["Anna Berg", "Tomas Lind", "Kira Moss"],
        ),
        (
            "Lind, Tomas and Kira Moss. Title words here. Political Analysis. 2026.",
            ["Tomas Lind", "Kira Moss"],
        ),
        # "et. al.", a common misspelling of "et al.", ends the list all the same.
        (
            "Ilsa Varga, Jiwoo Han et. al. Title words for a survey. Venue, 2020.",
            ["Ilsa Varga", "Jiwoo Han"],
        ),
        # Chicago author-date: the first author inverted, the year a sentence of its own.
        (
            "Berg, Anna, Jiwoo Han, and Kira Moss. 2021. Title words. Journal 12(2): 1-20.",
            ["Anna Berg", "Jiwoo Han", "Kira Moss"],
        ),
        ("김가람, 한지우. 2022. “제목.” 학술지 12(2), 1-30.", ["김가람", "한지우"]),
        # A closing quotation mark that opens the title, another quotation inside it.
        ("김가람, 한지우. 2022. ”청년 ‘세대’ 담론.” 학술지 12(2), 1-30.", ["김가람", "한지우"]),
    ],
)
def test_author_part_ends_where_the_title_starts(entry: str, names: list[str]) -> None:
    assert entry_names(entry) == names


def test_with_in_parentheses_names_the_others_and_implies_the_owner() -> None:
    assert with_names("Counting things (with Ngozi Adeyemi and Rui Tavares), SODA 2021.") == (
        ["Ngozi Adeyemi", "Rui Tavares"],
        True,
    )
    assert with_names("Counting things, SODA 2021.") is None
    # Unbracketed, as mathematicians write it: the names run up to the venue.
    assert with_names("On GL(n), joint with Peter Scholze, Invent. Math. 220 (2020).") == (
        ["Peter Scholze"],
        True,
    )
    assert with_names("A study with Ngozi Adeyemi, SODA 2021.") is None


@pytest.mark.parametrize(
    ("entry", "names"),
    [
        ("With Anna Berg.", ["Anna Berg"]),
        ("With Anna Berg and Tomas Lind. Preprint (2021).", ["Anna Berg", "Tomas Lind"]),
        ("With Dongmin M. Kim and Ilsa Varga.", ["Dongmin M. Kim", "Ilsa Varga"]),
        (
            "Counting things. With Ada Quist, Tomas Lind and Kira Moss.",
            ["Ada Quist", "Tomas Lind", "Kira Moss"],
        ),
        # Unbracketed "joint with" runs to the end of its sentence, not into the venue.
        (
            "Counting things, joint with Anna Berg and Tomas Lind. Invent. Math.",
            ["Anna Berg", "Tomas Lind"],
        ),
        ("Joint with Anna Berg.", ["Anna Berg"]),
        # A lower-case "with" at a line's start goes on with a title; in a title it is a word.
        ("with contracting elements. Preprint (2022).", []),
        ("Learning with Anna Berg.", []),
    ],
)
def test_with_a_sentence_of_its_own_names_the_others(entry: str, names: list[str]) -> None:
    found = with_names(entry)
    assert (found[0] if found else []) == names
    assert found is None or found[1]  # the owner is implied


def test_with_lines_under_titles_name_the_co_authors_of_each_entry() -> None:
    text = (
        "Publications\n"
        "1. Counting lattice points in thin convex bodies\n"
        "With Anna Berg and Tomas Lind.\n"
        "Preprint (2024), arXiv:2401.01234.\n"
        "2. Harmonic measures on groups acting on trees\n"
        "with contracting elements. Preprint (2022).\n"
        "3. Percolation in hyperbolic groups\n"
        "With Kira Moss.\n"
        "Duke Math. J. 170 (2021), 1-30.\n"
    )
    assert _co_author_years(text) == {"Anna Berg": 2024, "Tomas Lind": 2024, "Kira Moss": 2021}


def test_the_year_after_chicago_authors_dates_the_entry_not_a_year_in_its_title() -> None:
    text = (
        "Publications\n"
        "2025  Minjun Kim, Ilsa Varga. 2025. “The 2030 agenda in East Asia.” Journal 4(1).\n"
        "Forthcoming  Quist, Ada, Minjun Kim, and Oren Malka. “Inclusion at work.” In: Handbook.\n"
    )
    assert _co_author_years(text) == {"Ilsa Varga": 2025, "Ada Quist": None, "Oren Malka": None}


@pytest.mark.parametrize(
    ("text", "year"),
    [("2021", 2021), ("(2019)", 2019), ("2019년", 2019), ("2020 – 2022", 2022), ("2021 Kim", None)],
)
def test_year_headings(text: str, year: int | None) -> None:
    assert heading_year(text) == year


def test_a_year_heading_dates_the_entries_under_it_until_the_next() -> None:
    text = (
        "Publications\n2022\nJiwoo Han and Ada Quist. First title. Venue A.\n"
        "2019\nRolf Aune and Jiwoo Han. Second title. Venue B.\n"
        "Jiwoo Han and Ines Mota. Third title. Venue C, 2018.\n"
    )
    found = publication_authors(
        document_lines(text_document(text)), SelfMatcher("Jiwoo Han"), require_self=True
    )
    years = {a.name: a.year for a in found if a.name != "Jiwoo Han"}
    assert years == {"Ada Quist": 2022, "Rolf Aune": 2019, "Ines Mota": 2018}


def test_entries_numbered_by_kind_of_paper() -> None:
    text = (
        "Publications\n"
        "[J1] Kim, M., Jung, D., & Lee, J. W. (2019). Sparse recovery. Signal Processing, 160.\n"
        "[C-2] M. Kim*, T. Kang, and S. Park (2021) Federated learning. In: Proc. IEEE ICC.\n"
        "(P1) Minjun Kim, Ada Quist. Low-power receivers. US Patent 1,234,567, 2018.\n"
        "J4. Zhai, C., Kim, M. (2019). Text mining with graphs. ACM TOIS, 37(2).\n"
        "C12: Xiang Ren, Minjun Kim, Jiawei Han. CoType: joint extraction. WWW, 2017.\n"
        "[3]. Kim M, Leskovec J. Graph transformers at scale. KDD 2018.\n"
    )
    found = publication_authors(
        document_lines(text_document(text)), SelfMatcher("Minjun Kim"), require_self=True
    )
    others = {a.name for a in found} - {"Minjun Kim", "M. Kim", "Kim, M.", "Kim M"}
    assert others == {
        *("D. Jung", "J. W. Lee", "T. Kang", "S. Park", "Ada Quist"),
        *("C. Zhai", "Xiang Ren", "Jiawei Han", "Leskovec J"),
    }


@pytest.mark.parametrize(
    "entry",
    [
        "공저자: 정다은, 김민준 / 논문명: 딥러닝 기반 수신기 / 게재지: 한국통신학회논문지 (2018)",
        "Authors: Daeun Jung, Minjun Kim | Title: Deep receivers | Venue: IEEE TCOM, 2018",
    ],
)
def test_authors_written_as_a_field_of_the_entry(entry: str) -> None:
    names = entry_names(entry)
    assert names is not None and len(names) == 2
    assert names[0] in {"정다은", "Daeun Jung"}


def test_an_author_field_in_a_table_row_of_a_list() -> None:
    text = (
        "Publications\nAuthors: M. Kim, S. Park | Title: Deep receivers | Venue: IEEE TCOM, 2020\n"
    )
    found = publication_authors(
        document_lines(text_document(text)), SelfMatcher("Minjun Kim"), require_self=True
    )
    assert {a.name for a in found} == {"M. Kim", "S. Park"}


def test_an_entry_whose_year_is_not_bracketed_ends_on_its_own_line() -> None:
    # MDPI prints "Family, I.;" authors and the year without brackets: the entry is whole, so
    # the heading and the entry under it are not glued to it.
    text = (
        "Publications\n"
        "Kim, M.; Romberg, J.; Yoon, D. Low-rank recovery. Mathematics 2021, 9, 1234.\n"
        "Patents\n"
        'M. Kim and J. Lee, "Method for sparse recovery," US Patent 10,123,456, 2020.\n'
    )
    assert _co_author_years(text) == {"J. Romberg": 2021, "D. Yoon": 2021, "J. Lee": 2020}


def test_a_bracketed_year_wrapped_onto_its_own_line_dates_its_entry_and_no_other() -> None:
    text = (
        "Publications\n"
        "Kim, M., Davenport, M. A. & Romberg, J. Learning dictionaries. Nat. Commun. 11, 4521\n"
        "(2020).\n"
        "Minjun Kim and Felix J. Herrmann, Seismic imaging with random projections, Geophysics.\n"
    )
    assert _co_author_years(text) == {
        "M. A. Davenport": 2020,
        "J. Romberg": 2020,
        "Felix J. Herrmann": None,
    }


def _co_author_years(text: str) -> dict[str, int | None]:
    """The year of each co-author of Minjun Kim's own entries."""
    found = publication_authors(
        document_lines(text_document(text)), SelfMatcher("Minjun Kim"), require_self=True
    )
    return {a.name: a.year for a in found if "Kim" not in a.name}
