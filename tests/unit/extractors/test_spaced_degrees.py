"""A Korean degree between a letter-spaced label and name, itself read apart by OCR.

Approval pages print "위 원   공학박사   홍 길 동 (인)": label, the member's degree, name.
Tesseract often reads the tight degree as "공 학 박사" or "이 학 박 사"; its syllables must
not be joined to the spaced label before it ("위원공학") and lose the row.
"""

from __future__ import annotations

from PIL import Image

from minesweeper.extractors.text.lines import collapse_spaced_hangul
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document

PAGE = """\
남궁하늘의 공학박사 학위논문을 인준함
2023년 12월 4일
위 원 장 공 학 박사 도 경 란 (인)
위 원 이 학 박 사 피 준 상 (인)
위 원 경 영 학 박사 어 수 빈 (인)
"""


def test_spaced_degree_stays_one_word_apart_from_the_label() -> None:
    assert collapse_spaced_hangul("위 원 공 학 박사 도 경 란") == "위원 공학박사 도경란"
    assert collapse_spaced_hangul("위 원 이 학 박 사 피 준 상") == "위원 이학박사 피준상"
    assert collapse_spaced_hangul("위 원 교 육 학 석사 어 수 빈") == "위원 교육학석사 어수빈"


def test_members_after_a_spaced_degree_are_read() -> None:
    result = extract(text_document(PAGE), "thesis", "남궁하늘", "Haneul Namgung")
    assert related(result) == {
        ("도경란", "committee_chair"),
        ("피준상", "committee_member"),
        ("어수빈", "committee_member"),
    }


def test_ocr_words_of_a_spaced_degree_row() -> None:
    texts = ["위", "원", "공", "학", "박사", "도", "경", "란", "(인)"]
    words, left = [], 100
    for text in texts:
        width = 40 * len(text)
        words.append(OcrWord(text, left, 300, width, 40, 0.9, 0))
        left += width + 30
    document = ocr_document(words, Image.new("RGB", (1400, 600), "white"))
    result = extract(document, "thesis", "남궁하늘", "Haneul Namgung")
    assert related(result) == {("도경란", "committee_member")}
