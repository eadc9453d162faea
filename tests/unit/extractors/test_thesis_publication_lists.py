"""A thesis's list of its author's own papers: the headings it goes under, in the languages
theses are written in, and the headings that end it (its reference list above all, which
cites others' work and is never read, self-citations included)."""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.lines import document_lines
from minesweeper.extractors.text.publications import own_list_lines
from tests.unit.extractors.builders import extract, text_document

_ENTRY = "Jiwoo Han, Ines Mota, Rolf Aune: Soft grippers. ICRA 2021"
_SELF_CITATION = "Jiwoo Han, Oren Malka: Earlier fingers. IROS 2015"


def _coauthors(text: str) -> set[tuple[str, int | None]]:
    result = extract(text_document(text), "thesis", "한지우", "Jiwoo Han")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


@pytest.mark.parametrize(
    "heading",
    [
        "PUBLICATIONS, PRESENTATIONS AND PATENTS ON THE THESIS:",
        "OTHER PUBLICATIONS, PRESENTATIONS AND PATENTS:",
        "Publications and Presentations",
        "List of Publications",
        "Publications arising from this thesis",
        "Yayınlar",
        "TEZDEN TÜRETİLEN YAYINLAR/SUNUMLAR",
        "연구 실적",
        "발표 논문",
        "発表論文",
        "研 究 業 績",
        "发表论文",
        "攻读博士学位期间发表的学术论文及科研成果",
        "Publikationen",
        "Publicaciones",
    ],
)
def test_the_headings_of_an_own_publication_list(heading: str) -> None:
    text = f"1 Introduction\nSoft grippers hold fruit.\n{heading}\n{_ENTRY}\n"
    assert _coauthors(text) == {("Ines Mota", 2021), ("Rolf Aune", 2021)}


@pytest.mark.parametrize(
    "heading",
    ["Kaynakça", "KAYNAKLAR", "Literaturverzeichnis", "Bibliografía", "参考文献", "引用文献"],
)
def test_a_reference_list_in_any_language_ends_the_list(heading: str) -> None:
    text = f"Publications\n{_ENTRY}\n{heading}\n{_SELF_CITATION}\n"
    assert _coauthors(text) == {("Ines Mota", 2021), ("Rolf Aune", 2021)}


@pytest.mark.parametrize(
    "heading", ["Contents", "1 Introduction", "Özet", "目次", "List of Figures"]
)
def test_a_front_matter_list_ends_at_the_next_chapter(heading: str) -> None:
    text = f"List of Publications\n{_ENTRY}\n{heading}\n{_SELF_CITATION}\n"
    lines = document_lines(text_document(text))
    assert [line.text for line in own_list_lines(lines)] == [_ENTRY]


def test_a_sentence_naming_publications_is_no_heading() -> None:
    text = (
        "The publications of the thesis author are listed in the vita.\n"
        f"{_SELF_CITATION}\n"
        "在读期间发表了三篇论文，感谢导师的指导\n"
        f"{_SELF_CITATION}\n"
    )
    assert _coauthors(text) == set()


def test_an_entry_wrapped_across_a_page_break_is_read_whole() -> None:
    # The page's number at its foot falls between the entry's lines in the text layer.
    first = "CURRICULUM VITAE\nPUBLICATIONS:\n• Han, J., Brandt, L., Moreau, P.,\n141"
    second = "Quist, A. “Tactile skins” 36th IEEE/AIAA Conference, September 17 - 21, 2017\n"
    result = extract(text_document(first, second), "thesis", "한지우", "Jiwoo Han")
    found = {(p.name_raw, p.year) for p in result.persons if not p.is_self}
    assert found == {("L. Brandt", 2017), ("P. Moreau", 2017), ("A. Quist", 2017)}


def test_a_bulleted_entry_finds_its_year_lines_below_its_quoted_title() -> None:
    text = (
        "Publications\n"
        "• Han, J., Okafor, M., et al. “Design and development of a reliable bus\n"
        "architecture for nanosatellites on a low orbit ” 8th International\n"
        "ESA Conference on Guidance & Navigation\n"
        "Control Systems, June 5 - 10, 2011\n"
        "• Han, J. “Getting ready for launch” CubeSat Workshop, April 20 - 22, 2012\n"
    )
    assert _coauthors(text) == {("M. Okafor", 2011)}


@pytest.mark.parametrize(
    "sentence",
    [
        "This thesis is based on several papers I authored. Chapter 3 is based on Han et al.",
        "This thesis is based on the following papers, referred to by their numerals:",
        "During my doctorate I also authored the following papers, not included here.",
        "The following publications were produced during this research:",
        "The studies in this thesis have been partially published in the following papers:",
        "This chapter is mainly based on two publications:",
    ],
)
def test_a_preface_sentence_opens_the_list_under_it(sentence: str) -> None:
    """A preface names the papers a thesis is based on in a sentence, not under a heading."""
    text = f"Preface\n{sentence}\n1. {_ENTRY}\nContents\n{_SELF_CITATION}\n"
    assert _coauthors(text) == {("Ines Mota", 2021), ("Rolf Aune", 2021)}


def test_a_sentence_about_others_papers_in_a_chapter_opens_no_list_of_theirs() -> None:
    """Only the author's own entries count, whatever the list: a survey sentence in a chapter
    followed by others' work gives nobody."""
    text = (
        "2 Related work\nOur method is based on the following papers:\n"
        "Ilsa Varga, Oren Malka: Hard grippers. ICRA 2019\n"
    )
    assert _coauthors(text) == set()
