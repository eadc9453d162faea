"""Specks and smudges that OCR reads as a stray stop, colon or dash between the letters of a
line are dropped; punctuation read with confidence, and list separators, stay."""

from __future__ import annotations

from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import OcrResult, without_mark_residue


def _result(*words: tuple[str, float]) -> OcrResult:
    boxes = tuple(
        OcrWord(text, 100 + 60 * index, 200, 40, 50, confidence, 0)
        for index, (text, confidence) in enumerate(words)
    )
    return OcrResult(" ".join(text for text, _ in words), boxes)


def test_unsure_lone_punctuation_is_a_speck() -> None:
    kept = without_mark_residue(
        _result(("위", 0.9), (":", 0.02), ("원", 0.6), ("~.", 0.4), ("남", 0.9), ("궁", 0.9))
    )
    assert [word.text for word in kept.words] == ["위", "원", "남", "궁"]
    assert kept.text == "위 원 남 궁"


def test_confident_punctuation_and_separators_stay() -> None:
    words = (("심사위원", 0.9), (":", 0.85), ("Lee", 0.9), (",", 0.3), ("Park", 0.9))
    kept = without_mark_residue(_result(*words))
    assert [word.text for word in kept.words] == ["심사위원", ":", "Lee", ",", "Park"]
