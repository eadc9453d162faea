"""Which pages go to the vision model, and in which order."""

from __future__ import annotations

from minesweeper.extractors.vlm.pages import choose_pages, has_usable_text
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import Page, TextSource
from tests.fakes.page_images import PageSpec, make_document

BODY = "본 연구는 딥러닝 기반의 문서 인식 방법을 제안한다. " * 3


def _layer(text: str) -> PageSpec:
    return PageSpec(drawn=(), text=text, text_source=TextSource.LAYER)


SCAN = PageSpec(drawn=("scan",))


def test_usable_text_needs_a_real_layer_with_enough_characters() -> None:
    assert has_usable_text(Page(1, BODY, TextSource.LAYER))
    assert not has_usable_text(Page(1, "  3  ", TextSource.LAYER))
    assert not has_usable_text(Page(1, BODY, TextSource.OCR))
    assert not has_usable_text(Page(1, "", TextSource.NONE))


def test_thesis_reads_approval_then_leading_scans_then_other_scans() -> None:
    document = make_document(
        _layer("학위논문 표지 " + BODY),
        SCAN,
        _layer(BODY),
        _layer("이 논문을 공학박사 학위논문으로 인준함\n심사위원장 김철수"),
        *([_layer(BODY)] * 4),
        SCAN,
    )
    plan = choose_pages(document, DocType.THESIS, max_pages=8)
    assert plan.pages == (4, 2, 9, 1, 3)
    assert plan.skipped_without_text == ()


def test_budget_cuts_the_list_and_reports_unread_scans() -> None:
    document = make_document(*([SCAN] * 6))
    plan = choose_pages(document, DocType.OTHER, max_pages=4)
    assert plan.pages == (1, 2, 3, 4)
    assert plan.skipped_without_text == (5, 6)


def test_paper_with_text_layer_sends_only_its_first_page() -> None:
    document = make_document(_layer("Authors: Minsu Kim " + BODY), _layer(BODY), _layer(BODY))
    assert choose_pages(document, DocType.PAPER, max_pages=8).pages == (1,)


def test_zero_budget_reads_nothing() -> None:
    plan = choose_pages(make_document(SCAN, SCAN), DocType.THESIS, max_pages=0)
    assert plan.pages == ()
    assert plan.skipped_without_text == (1, 2)
