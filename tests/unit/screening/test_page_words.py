"""Placing words in the page text and choosing the occurrence a piece of evidence points at."""

from __future__ import annotations

from minesweeper.screening.page_words import (
    locate,
    mention_span,
    merge_lines,
    place_words,
    words_in,
)

PAGE = "Contact: jisoo.park@example.org\nAdvisor: Jisoo Park\nCommittee: Minho Lee, Jisoo Park"


def _boxes(text: str) -> list[tuple[str, float, float, float, float]]:
    """One box per whitespace word, each line 0.1 of the page lower, words 0.2 apart."""
    boxes = []
    for row, line in enumerate(text.splitlines()):
        for column, word in enumerate(line.split()):
            boxes.append((word, column * 0.2, row * 0.1, 0.15, 0.05))
    return boxes


def test_every_word_is_placed_at_its_own_offset() -> None:
    words = place_words(PAGE, _boxes(PAGE))
    assert all(PAGE[w[0] : w[1]] == w[6] for w in words)
    # "Park" on the second line is the one after "Advisor: Jisoo", not the first anywhere.
    advisor_park = words[4]
    assert advisor_park[6] == "Park"
    assert PAGE.index("Advisor") < advisor_park[0] < PAGE.index("Committee")


def test_a_word_missing_from_the_text_is_kept_without_offsets() -> None:
    words = place_words("alpha beta", [("alpha", 0, 0, 0.1, 0.1), ("zeta", 0.2, 0, 0.1, 0.1)])
    assert words[1][:2] == [-1, -1]


def test_locate_prefers_whole_words_and_crosses_line_breaks() -> None:
    span = locate(PAGE, "park")
    assert span is not None
    assert PAGE[span[0] : span[1]] == "Park"  # not the tail of the e-mail address
    across = locate("Jisoo\nPark", "Jisoo Park")
    assert across == (0, 10)


def test_mention_span_is_the_name_inside_its_quote() -> None:
    span = mention_span(PAGE, "Committee: Minho Lee, Jisoo Park", "Jisoo Park")
    assert span is not None
    assert span[0] > PAGE.index("Committee")
    assert PAGE[span[0] : span[1]] == "Jisoo Park"


def test_words_at_a_span_are_that_occurrence_only() -> None:
    words = place_words(PAGE, _boxes(PAGE))
    second = PAGE.rindex("Jisoo Park")
    chosen = words_in(PAGE, words, "Jisoo Park", (second, second + len("Jisoo Park")))
    assert [w[6] for w in chosen] == ["Jisoo", "Park"]
    assert {w[3] for w in chosen} == {0.2}  # the third line
    first = words_in(PAGE, words, "Jisoo Park")
    assert {w[3] for w in first} == {0.1}  # no offsets: the first whole occurrence


def test_words_of_one_line_merge_into_one_box() -> None:
    words = place_words(PAGE, _boxes(PAGE))
    merged = merge_lines(words_in(PAGE, words, "Advisor: Jisoo Park"))
    assert len(merged) == 1
    assert merged[0][6] == "Advisor: Jisoo Park"
    assert abs(merged[0][4] - 0.55) < 1e-9
