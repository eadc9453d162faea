"""The analyzer shared by index and query: normalisation with offsets, grams, query terms."""

from __future__ import annotations

import itertools
import unicodedata

from minesweeper.search.analyzer import display_text, grams, normalize, query_terms
from minesweeper.search.chunks import CHUNK_OVERLAP, chunk_page
from minesweeper.search.sweep import classify, form_pattern, name_forms


def test_hangul_becomes_bigrams_and_latin_words() -> None:
    assert grams(normalize("Kotlin을 사용한").text) == "kotlin 을 사용 용한"


def test_letter_spacing_nfd_case_and_hyphens_fold_away() -> None:
    assert normalize("심사위원 박 지 훈 (인)").text == "심사위원 박지훈 (인)"
    assert normalize(display_text(unicodedata.normalize("NFD", "박지훈"))).text == "박지훈"
    assert normalize("Park, Ji-Hoon").text == "park, jihoon"
    assert normalize("Müller").text == "muller"


def test_offsets_map_back_to_the_source() -> None:
    source = "위원 박 지 훈 교수"
    mapped = normalize(source)
    start = mapped.text.index("박지훈")
    s, e = mapped.source_span(start, start + 3)
    assert source[s:e] == "박 지 훈"


def test_query_terms_are_phrases_of_grams() -> None:
    [term] = query_terms("박지훈")
    assert term.phrase == ("박지", "지훈") and not term.needs_scan
    assert query_terms("훈")[0].needs_scan
    assert [t.text for t in query_terms("Jihoon  PARK jihoon")] == ["jihoon", "park"]


def test_chunks_overlap_so_no_name_is_cut() -> None:
    text = ("가나다라 " * 400) + "박지훈"
    chunks = chunk_page(text, chunk_size=500)
    assert len(chunks) > 1
    assert any("박지훈" in c.norm for c in chunks)
    for before, after in itertools.pairwise(chunks):
        assert after.start <= before.start + len(before.text) - 1
        assert before.start + len(before.text) - after.start <= CHUNK_OVERLAP


def test_reviewer_name_forms() -> None:
    forms = {f.text: f for f in name_forms("박지훈", "Ji-Hoon Park")}
    assert set(forms) == {"박지훈", "jihoon park", "park jihoon", "j. h. park"}
    assert not forms["j. h. park"].full  # initials: never above `possible`
    spaced = {f.text for f in name_forms("이준", "Ji Hoon Lee")}
    assert {"jihoon lee", "lee jihoon", "ji hoon lee", "lee ji hoon"} <= spaced


def test_initials_forms_match_however_they_are_written() -> None:
    (initials,) = [f for f in name_forms("박지훈", "Ji-Hoon Park") if f.initials]
    pattern = form_pattern(initials)
    text = "j. park; j.-h. park; park, j. h.; jh park; jiyoung park; pj park; j. k. park"
    assert [m.group() for m in pattern.finditer(text)] == [
        "j. park", "j.-h. park", "park, j. h.", "jh park",
    ]  # fmt: skip
    (joined,) = [f for f in name_forms("박지훈", "Jihoon Park") if f.initials]
    assert joined.initials == ("j",)


def test_contexts() -> None:
    assert classify("인준지 심사위원 이준", 8) == "approval"
    assert classify("references [1] park, jihoon", 15) == "reference"
    text = "x " * 300 + "thanks to 이준 for help, 감사"
    assert classify(text, 610) == "acknowledgements"
