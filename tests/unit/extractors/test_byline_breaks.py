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


def test_a_byline_wrapped_after_the_given_name_that_follows_its_and() -> None:
    # Long Portuguese names wrap anywhere: the last author's given name ends the line after
    # the list's "and", the rest of the name opens the next.
    byline = (
        "Minjun Kim1, Ilsa Carvalho Varga Prado1, Tomas Berg Leme1 and Paulo\n"
        "Henrique Lins Dorneles2\n"
        "1 Department of Physics, University of Eastfield\n"
    )
    text = f"A study of memristive circuits\n{byline}Abstract - A study of memristors."
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Carvalho Varga Prado",
        "Tomas Berg Leme",
        "Paulo Henrique Lins Dorneles",
    }


def test_a_raised_mark_glued_to_the_joining_word_of_another_language() -> None:
    # The text layer lost the space after the raised mark: "Leme‡1e Paulo".
    byline = "Minjun Kim∗1, Ilsa Prado†1, Tomas Berg Leme‡1e Paulo Dorneles§2\n"
    text = (
        f"Fundamentos de um memristor\n{byline}1 Universidade de Eastfield\n"
        "Resumo - Um estudo sobre o memristor."
    )
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Prado",
        "Tomas Berg Leme",
        "Paulo Dorneles",
    }


def test_an_indonesian_byline_prints_degrees_after_the_names() -> None:
    byline = "1Minjun Kim, 2Bayu Wiranto, Ir.,M.T., 3Ratna Dewi Sari,S.T.,M.T.\n"
    text = (
        f"Perbandingan metode deteksi tepi\n{byline}"
        "123Program Studi Sistem Komputer, Universitas Eastfield\nAbstrak\nIsi."
    )
    assert names(extract(text_document(text), "paper")) == {"Bayu Wiranto", "Ratna Dewi Sari"}


def test_an_author_of_one_name_among_marked_authors() -> None:
    # Many Indonesians carry one name; ASCE sets the authors apart by semicolons.
    byline = "Minjun Kim1; Sutarmo2; Ilsa Varga, M.ASCE3; and Ni Luh Putu Ayu Sari4\n"
    text = f"Cyclic behaviour of precast joints\n{byline}Abstract: Text.\n"
    assert names(extract(text_document(text), "paper")) == {
        "Sutarmo",
        "Ilsa Varga",
        "Ni Luh Putu Ayu Sari",
    }


def test_a_word_without_marks_is_no_author_of_one_name() -> None:
    text = "Cyclic behaviour of precast joints\nMinjun Kim; Sutarmo; Ilsa Varga\nAbstract: Text.\n"
    assert "Sutarmo" not in names(extract(text_document(text), "paper"))


def test_a_south_indian_byline_prints_the_owners_family_as_an_initial() -> None:
    # "V. Ilsa Priya" is Ilsa Priya Venkatesan, her family name an initial before the given
    # names; the other authors are her co-authors.
    text = (
        "Thermal stability of alloys\nV. Ilsa Priya1, N. Sathish Kumar2 and R. Subramanian1\n"
        "1 Department of Physics, University of Eastfield\nAbstract Text.\n"
    )
    result = extract(text_document(text), "paper", "Ilsa Priya Venkatesan", "Ilsa Priya Venkatesan")
    assert names(result) == {"N. Sathish Kumar", "R. Subramanian"}


def test_a_vietnamese_owner_cited_with_another_word_of_the_name_as_family() -> None:
    # Lam Quoc Trung's CV cites him "Quoc, T. L.": one word of the name spelled out, the
    # initials of the other two after it, in any order; he is no co-author of his own.
    text = (
        "Publications\n"
        "[1] Park, J., Quoc, T. L., Ahn, S., \u201cFast sanitizers,\u201d in Proc. Systems, 2023.\n"
        "[2] Lam, Q. T., Ahn, S., \u201cSafer kernels,\u201d in Proc. Security, 2022.\n"
    )
    result = extract(text_document(text), "cv", "Lam Quoc Trung", "Lam Quoc Trung")
    assert names(result) == {"J. Park", "S. Ahn"}


def test_the_corresponding_authors_star_before_a_letter_mark_set_apart() -> None:
    # RSC sets the letter marks apart from the names; the corresponding author's star comes
    # before his letter ("Tomas Berg *a").
    byline = "Minjun Kim a, Ilsa Varga a, Oren Malka b and\nTomas Berg *a\n"
    text = (
        f"Mesoporous carbon-supported catalysts\n{byline}"
        "a Department of Chemical Engineering, University of Eastfield\nWe evaluate it.\n"
    )
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Oren Malka",
        "Tomas Berg",
    }


def test_a_byline_whose_marks_follow_commas_wraps_after_a_name_s_marks() -> None:
    # BMJ and AIP set each name's marks after a comma ("Varga,1,2"): a line ends on them, on
    # a name cut after its particle-like word, or the first author stands alone over its marks.
    byline = (
        "Ilsa Varga,\n"
        "1,*\n"
        "Minjun Kim,2 Tomas Berg,2 Hana Cho,2, 3 Oren K. Malka,2 Dara Van\n"
        "Quill,3 Pavel Novak,2,4 Sora Lind,5 Anton Riel,1,2\n"
        "Lena Marsh,2,6 Ivo Paz,7 and Kira Moss2\n"
        "1 Department of Physics, University of Eastfield, USA"
    )
    text = f"Interference of photons from unlike sources\n{byline}\nAbstract Text."
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Tomas Berg",
        "Hana Cho",
        "Oren K. Malka",
        "Dara Van Quill",
        "Pavel Novak",
        "Sora Lind",
        "Anton Riel",
        "Lena Marsh",
        "Ivo Paz",
        "Kira Moss",
    }
