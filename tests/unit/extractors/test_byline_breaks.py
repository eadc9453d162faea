"""Bylines the text layer breaks apart: a dot-separated list wrapped inside a name after its
middle initial, a list whose closing comma runs into the marked affiliation under it, and a
byline whose every word the layout sets apart as a cell of its own."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, names, text_document


def test_a_dot_separated_byline_wrapped_after_a_middle_initial() -> None:
    # Springer's manuscript template sets the names apart by centred dots and wraps the list
    # wherever the line is full, inside a name too: its family name opens the next line.
    byline = (
        "Minjun Kim · Ilsa Varga ·\n"
        "Tomas R. Berg · Hana Cho · Oren K.\n"
        "Malka · Pavel S. Novak · Dara L.\n"
        "Quill · Sora Lind\n"
        "Received: date / Accepted: date"
    )
    text = f"Lessons from comparing simulation engines\n{byline}\nAbstract Text."
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Tomas R. Berg",
        "Hana Cho",
        "Oren K. Malka",
        "Pavel S. Novak",
        "Dara L. Quill",
        "Sora Lind",
    }


def test_a_byline_closed_by_a_comma_over_its_marked_affiliations() -> None:
    # PLOS closes the byline with a comma after the last name's marks; the numbered
    # affiliations under it go on with no name.
    byline = (
        "Minjun Kim1, 2, Ilsa Varga1, Oren J. Malka1*,\n"
        "1 University of Eastfield, Eastfield, New Zealand\n"
        "2 Institute of Hill Studies, Basel, Switzerland\n"
        "* o.malka@eastfield.ac.nz"
    )
    text = f"Tractable distributions of trees\n{byline}\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren J. Malka"}


def test_a_byline_whose_words_are_cells_of_their_own() -> None:
    # MDPI's template positions each word of the byline apart, so the text layer gives the
    # gaps between the words of one name as wide as those between cells.
    byline = "Min-Jun\tKim *  and\tOren\tS.\tK.\tMalka"
    text = (
        f"Exposure assessment of household insecticides\n{byline}\n"
        "Department of Pesticide Regulation, Sacramento,\tCA\t95814,\tUSA\n"
        "Abstract: Text."
    )
    assert names(extract(text_document(text), "paper")) == {"Oren S. K. Malka"}
