"""Bold runs of a PDF page, read from each glyph's font (a CV bolds its owner)."""

from __future__ import annotations

from minesweeper.extractors.text.publications.bold_owner import bold_owner_forms
from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.cv_layouts import layout_cv_pages


def test_bold_runs_are_read_from_the_fonts_of_the_text_layer() -> None:
    page = next(page for page in layout_cv_pages() if page.name == "english-name-in-bold")
    document = ingest_bytes(page.pdf, "cv.pdf", ocr=OcrConfig(enabled=False))
    assert document.pages[0].bold == ("Jay Han", "Publications", "Jay Han", "Jay Han", "References")


def test_a_name_bold_twice_or_sharing_the_family_name_is_the_owner() -> None:
    assert bold_owner_forms(["Jay Han", "Publications", "Jay Han"], ["한지우", "Jiwoo Han"]) == (
        "Jay Han",
    )
    assert bold_owner_forms(["J. Han"], ["Jiwoo Han"]) == ("J. Han",)
    # One bold co-author with another family name is emphasis, not a second owner.
    assert bold_owner_forms(["Camila Restrepo"], ["Jiwoo Han"]) == ()


def test_several_other_people_in_bold_are_no_owner() -> None:
    # A thesis sets its headings in bold, which read as names, and bold captions name its
    # co-authors: each twice, none of them is the owner.
    runs = ["Graph Notations", "Anna Kovac", "Graph Notations", "Anna Kovac", "Jiwoo Han"] * 2
    assert bold_owner_forms(runs, ["Jiwoo Han"]) == ("Jiwoo Han",)
    # One person in two forms, both bold twice, is the owner's own.
    assert set(bold_owner_forms(["Jay Han", "J. Han"] * 2, ["Minjun Kim"])) == {"Jay Han", "J. Han"}
