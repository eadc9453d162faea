"""A text-layer page rendered with only what was not typed (`ingest.pdf_marks`)."""

from __future__ import annotations

import numpy as np

from minesweeper.ingest import OcrConfig, ingest_bytes
from tests.support.stamped_pdfs import Member, table_page


def _ink(image: object) -> int:
    gray = np.asarray(image.convert("L"))  # type: ignore[attr-defined]
    return int((gray < 160).sum())


def test_text_rules_and_shading_are_gone_and_a_seal_image_stays() -> None:
    clean = table_page("윤가람", [Member("심사위원장", "도하결"), Member("심사위원", "나예솔")])
    document = ingest_bytes(clean, "clean.pdf", ocr=OcrConfig(enabled=False))
    assert document.marks_renderer is not None
    assert _ink(document.render_page(1, 100)) > 1000  # the page itself is printed
    assert _ink(document.marks_renderer(1, 100)) == 0

    stamped = table_page("윤가람", [Member("심사위원장", "도하결", "seal")])
    document = ingest_bytes(stamped, "stamped.pdf", ocr=OcrConfig(enabled=False))
    assert document.marks_renderer is not None
    marks = np.asarray(document.marks_renderer(1, 100).convert("RGB")).astype(int)
    red = (marks[..., 0] > 150) & (marks[..., 1] < 110) & (marks[..., 2] < 110)
    assert red.sum() > 100


def test_words_of_the_layer_come_with_their_place() -> None:
    pdf = table_page("윤가람", [Member("심사위원장", "도하결")])
    document = ingest_bytes(pdf, "one.pdf", ocr=OcrConfig(enabled=False))
    assert document.layer_words is not None
    words = [word[0] for word in document.layer_words(1)]
    assert "(인)" in words and "도" in words
