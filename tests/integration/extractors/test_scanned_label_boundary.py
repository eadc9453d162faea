"""A generated scan whose OCR letter-spaces a committee row: "심 사 위 원 장 민호 (인)".

The member 장민호, who is also the advisor printed on the page, must not become a second
chair named 민호 (see `minesweeper.extractors.text.approval.boundary`).
"""

from __future__ import annotations

import pytest

from minesweeper import samples
from minesweeper.extractors.model import ExtractionInput, Role
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.core import ingest_bytes
from minesweeper.ingest.ocr import tesseract_available


def test_member_sharing_a_surname_syllable_with_the_chair_label() -> None:
    if not tesseract_available(OcrConfig()):
        pytest.skip("Tesseract is not installed; the scan cannot be read")
    page = samples.approval_page_image("이준호", "장민호", ["오세영", "장민호", "윤서진"])
    document = ingest_bytes(samples.scanned_pdf([page]), "approval.pdf")
    result = TextExtractor().extract(ExtractionInput(document, DocType.THESIS, "이준호", None))
    related = {(p.name_raw, p.role) for p in result.persons if not p.is_self}
    assert {name for name, role in related if role is Role.COMMITTEE_CHAIR} == {"오세영"}
    assert ("장민호", Role.COMMITTEE_MEMBER) in related
    assert ("장민호", Role.ADVISOR) in related
    assert "민호" not in {name for name, _role in related}
