"""Grounding: names the page does not show are dropped (text layer) or capped (OCR, no text)."""

from __future__ import annotations

from minesweeper.extractors.model import Role, SourceKind
from minesweeper.extractors.vlm.grounding import UNVERIFIED_CONFIDENCE_CAP, ground_answers
from minesweeper.extractors.vlm.schema import PersonAnswer
from minesweeper.ingest.model import Page, TextSource

APPROVAL = "학위논문 인준서\n심사위원장  김 철 수  (인)\n심사위원  이영희 (인)\n지도교수 박민준"


def _answer(name: str, confidence: float = 0.95, source: str = "seal") -> PersonAnswer:
    return PersonAnswer(
        name=name,
        role="committee_member",
        source_kind=source,  # type: ignore[arg-type]
        confidence=confidence,
        evidence="심사위원",
        affiliation=None,
    )


def test_layer_page_keeps_found_names_with_the_page_line_as_quote() -> None:
    page = Page(number=2, text=APPROVAL, text_source=TextSource.LAYER)
    result = ground_answers([_answer("김철수"), _answer("이영희")], page)
    assert [p.name_raw for p in result.persons] == ["김철수", "이영희"]
    assert result.persons[0].quote == "심사위원장  김 철 수  (인)"
    assert result.persons[0].page == 2
    assert result.persons[0].source_kind is SourceKind.SEAL
    assert result.persons[0].role is Role.COMMITTEE_MEMBER
    assert result.persons[0].confidence == 0.95
    assert (result.returned, result.grounded, result.dropped, result.unverified) == (2, 2, 0, 0)


def test_layer_page_drops_a_name_it_does_not_show() -> None:
    page = Page(number=1, text=APPROVAL, text_source=TextSource.LAYER)
    result = ground_answers([_answer("최지훈"), _answer("박민준")], page)
    assert [p.name_raw for p in result.persons] == ["박민준"]
    assert (result.returned, result.grounded, result.dropped, result.unverified) == (2, 1, 1, 0)


def test_layer_page_does_not_accept_a_one_letter_slip() -> None:
    page = Page(number=1, text=APPROVAL, text_source=TextSource.LAYER)
    assert ground_answers([_answer("김철호")], page).dropped == 1


def test_ocr_page_accepts_a_one_letter_ocr_slip() -> None:
    ocr = "심사위원장 김칠수 (인)\n심사위원 이영희"
    page = Page(number=1, text=ocr, text_source=TextSource.OCR)
    result = ground_answers([_answer("김철수")], page)
    assert result.grounded == 1
    assert result.persons[0].quote == "심사위원장 김칠수 (인)"
    assert result.persons[0].confidence == 0.95


def test_ocr_page_keeps_an_unfound_name_capped_for_a_human() -> None:
    page = Page(number=3, text="심사위원 이영희", text_source=TextSource.OCR)
    result = ground_answers([_answer("정다은", confidence=0.99)], page)
    assert result.unverified == 1
    assert result.persons[0].confidence == UNVERIFIED_CONFIDENCE_CAP
    assert result.persons[0].quote == "심사위원"  # the model's evidence, not invented page text


def test_page_without_text_keeps_names_capped() -> None:
    page = Page(number=1, text="", text_source=TextSource.NONE)
    result = ground_answers([_answer("김철수", confidence=0.4), _answer("이영희")], page)
    assert [p.confidence for p in result.persons] == [0.4, UNVERIFIED_CONFIDENCE_CAP]
    assert result.unverified == 2


def test_latin_names_match_in_either_order_and_case() -> None:
    page = Page(number=1, text="Authors: KIM, Minsu and Jae-Won Lee", text_source=TextSource.LAYER)
    result = ground_answers(
        [_answer("Minsu Kim"), _answer("Jae-Won Lee"), _answer("Ann Smith")], page
    )
    assert [p.name_raw for p in result.persons] == ["Minsu Kim", "Jae-Won Lee"]
    assert result.dropped == 1


def test_blank_name_is_dropped_everywhere() -> None:
    page = Page(number=1, text="", text_source=TextSource.NONE)
    assert ground_answers([_answer("  ")], page).dropped == 1
