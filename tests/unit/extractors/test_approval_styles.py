"""Generated approval tables (tests.support.approval_styles), read from their PDF text
layers end to end: a role cell spanning several members, a vertical role label, names with
title and affiliation in the same cell, labels below names on a page whose member order
differs from the page before. Every printed (name, role), nothing else."""

from __future__ import annotations

import pytest

from minesweeper.doctype import classify
from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.extractors.text.approval.spans import join_vertical_labels
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.approval_styles import ApprovalPage, approval_pages

PAGES = {page.name: page for page in approval_pages()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_approval_table_yields_every_printed_member(name: str) -> None:
    page: ApprovalPage = PAGES[name]
    document = ingest_bytes(page.pdf, f"{name}.pdf", ocr=OcrConfig(enabled=False))
    doc_type, _reasons = classify(document, "thesis")
    result = TextExtractor().extract(ExtractionInput(document, doc_type, "한지우", "Jiwoo Han"))
    assert {(p.name_raw, p.role.value) for p in result.persons if not p.is_self} == page.expected


def _line(index: int, *texts: str) -> Line:
    return Line(1, index, tuple(Cell(text) for text in texts), ocr=False)


def test_vertical_syllables_join_only_into_a_label() -> None:
    lines = [
        _line(0, "위"),
        _line(1, "원"),
        _line(2, "노승민", "(인)"),
        _line(3, "가"),
        _line(4, "나"),
    ]
    joined = join_vertical_labels(lines)
    assert [line.text for line in joined] == ["위원", "노승민  (인)", "가", "나"]
    assert [line.index for line in joined] == [0, 1, 2, 3]
