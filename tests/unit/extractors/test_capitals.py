"""Author lines printed in capitals: accented letters and a lower-case "and" included."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, names, text_document


def test_author_line_in_capitals_with_accents_and_a_lower_case_and() -> None:
    page = (
        "Contact-Rich Assembly with Tactile Feedback\n"
        "MIRAE BONG1, DAEHAN SEOK2, and ANNA K. MÜLLER3\n"
        "1 Ajou University, 2 KIMM, 3 Technical University of Munich\n"
        "ABSTRACT"
    )
    result = extract(text_document(page), "paper", "방다온", "Daon Bang")
    assert names(result) == {"Mirae Bong", "Daehan Seok", "Anna K. Müller"}
