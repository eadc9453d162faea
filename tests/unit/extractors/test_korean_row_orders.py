"""Korean approval rows in less common orders, as scans read them.

"위 원   공학박사   홍 길 동 (인)": label, the member's degree, name; Tesseract often reads the
tight degree as "공 학 박사" or "이 학 박 사", whose syllables must not be joined to the spaced
label before it ("위원공학"). "홍 길 동   심사위원장   (印)": the name first, then its label,
then the seal slot, where the seal is the member's.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

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


NAME_FIRST_ROWS = """\
남궁하늘의 이학석사 학위논문을 인준함

도 경 란       심사위원장       (印)
피 준 상       심사위원       (인)
어 수 빈       심사위원       (서명)
"""


def test_rows_that_print_the_name_then_the_label_then_the_seal_slot() -> None:
    result = extract(text_document(NAME_FIRST_ROWS), "thesis", "남궁하늘", "Haneul Namgung")
    assert related(result) == {
        ("도경란", "committee_chair"),
        ("피준상", "committee_member"),
        ("어수빈", "committee_member"),
    }


def test_a_seal_after_the_rows_own_label_is_the_members() -> None:
    # "도경란   심사위원장   (印)" scanned: the seal stands past the label printed after the name.
    image = Image.new("RGB", (1500, 700), "white")
    draw = ImageDraw.Draw(image)
    words: list[OcrWord] = []
    for row, (name, label) in enumerate((("도경란", "심사위원장"), ("피준상", "심사위원"))):
        middle = 250 + row * 220
        for x in range(120, 300, 50):  # the name's strokes
            draw.rectangle((x, middle - 25, x + 8, middle + 25), fill="black")
        for x in range(560, 760, 50):  # the label's strokes
            draw.rectangle((x, middle - 25, x + 8, middle + 25), fill="black")
        draw.ellipse((1050, middle - 50, 1150, middle + 50), outline=(210, 30, 30), width=8)
        words += [
            OcrWord("남궁하늘의", 120, 60, 300, 50, 0.93, 9),
            OcrWord("학위논문을", 440, 60, 300, 50, 0.93, 9),
            OcrWord("인준함", 760, 60, 200, 50, 0.93, 9),
            OcrWord(name, 120, middle - 25, 190, 50, 0.95, row),
            OcrWord(label, 560, middle - 25, 210, 50, 0.93, row),
        ]
    result = extract(ocr_document(words, image), "thesis", "남궁하늘", "Haneul Namgung")
    kinds = {(p.name_raw, p.role.value, p.source_kind.value) for p in result.persons}
    assert ("도경란", "committee_chair", "seal") in kinds
    assert ("피준상", "committee_member", "seal") in kinds
