"""Publication entries of real CVs: an author line after the title that wraps inside a name,
a month and year opening each entry, and semicolon lists that drop a comma or run on."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str) -> set[tuple[str, int | None]]:
    result = extract(text_document(text), "cv")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


def test_an_author_line_after_the_title_wrapped_inside_a_name() -> None:
    text = (
        "PUBLICATIONS\n"
        "[1] Wear-aware scheduling for battery packs in field robots\n"
        "Minjun Kim, Ilsa Varga, Oren Malka, Tomas Berg, Hyejin\n"
        "Noh, and Pavel Novak\n"
        "IEEE Real-Time Systems Symposium (RTSS), 2021\n"
    )
    assert _coauthors(text) == {
        (name, 2021)
        for name in ("Ilsa Varga", "Oren Malka", "Tomas Berg", "Hyejin Noh", "Pavel Novak")
    }


def test_entries_that_open_on_month_and_year() -> None:
    text = (
        "Refereed Publications\n"
        "09/18   Kim, M.; Varga, I.; Malka, O.   Astron. Astrophys., 617, L7\n"
        "Dust rings in scattered light\n"
        "2021.03   Kim, M. and Berg, T.   Astron. Astrophys., 654, A71\n"
    )
    assert _coauthors(text) == {("I. Varga", 2018), ("O. Malka", 2018), ("T. Berg", 2021)}


def test_a_semicolon_list_without_a_comma_before_initials_and_running_on() -> None:
    text = (
        "Publications\n"
        "1. Kim, M.; Varga I.; Malka, O.; Berg T.;\n"
        "Novak, P. Winds on hot giants. Astron. J. 2022, 10, 1-9.\n"
    )
    names = {name for name, _year in _coauthors(text)}
    assert {"I. Varga", "O. Malka", "T. Berg"} <= names
