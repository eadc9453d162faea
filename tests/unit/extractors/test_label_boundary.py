"""Where a letter-spaced Korean label ends and the name begins (위원장 + 민호 or 위원 + 장민호)."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import korean_readings, label_at_start
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document

HEIGHT = 50


def _ocr_lines(*lines: str) -> list[OcrWord]:
    """OCR words as Tesseract returns a letter-spaced form: one word per space-separated
    token, gaps well under two text heights so each line is one cell."""
    words: list[OcrWord] = []
    for line_id, line in enumerate(lines):
        left = 100
        for token in line.split():
            width = 50 * len(token)
            words.append(OcrWord(token, left, 100 + 120 * line_id, width, HEIGHT, 0.93, line_id))
            left += width + 15
    return words


def test_every_korean_label_a_cell_opens_on_longest_first() -> None:
    assert korean_readings("심사위원장 민호 (인)", ocr=True) == [
        (Role.COMMITTEE_CHAIR, "민호 (인)"),
        (Role.COMMITTEE_MEMBER, "장 민호 (인)"),
    ]
    assert korean_readings("부위원장 민호") == [(Role.COMMITTEE_MEMBER, "민호")]
    assert korean_readings("서울대학교 대학원") == []


def test_advisor_printed_on_the_page_and_a_chair_already_there_take_the_surname() -> None:
    words = _ocr_lines(
        "지 도 교수 장 민호",
        "이준호의 공학박사 학위논문을 인준함",
        "심 사 위 원장 오세영 (인)",
        "심 사 위 원 장 민호 (인)",
        "심 사 위 원 윤 서 진 (인)",
    )
    result = extract(ocr_document(words, None), "thesis", "이준호", None)
    assert related(result) == {
        ("장민호", "advisor"),
        ("오세영", "committee_chair"),
        ("장민호", "committee_member"),
        ("윤서진", "committee_member"),
    }


def test_without_evidence_the_longest_label_stands() -> None:
    words = _ocr_lines(
        "이준호의 공학박사 학위논문을 인준함",
        "심 사 위 원 장 민호 (인)",
        "심 사 위 원 윤 서 진 (인)",
    )
    result = extract(ocr_document(words, None), "thesis", "이준호", None)
    assert related(result) == {("민호", "committee_chair"), ("윤서진", "committee_member")}


def test_name_on_another_language_page_outweighs_the_missing_chair() -> None:
    korean = "학위논문 인준서\n위원장민호 (인)\n위원 윤서진 (인)"
    english = "Approved by the Dissertation Committee:\nMinho Jang, Member\nSeojin Yoon, Member"
    result = extract(text_document(korean, english), "thesis", "이준호", "Junho Lee")
    found = related(result)
    assert ("장민호", "committee_member") in found
    assert not {name for name, _role in found} & {"민호"}


def test_second_chair_and_letter_spacing_without_the_name_elsewhere() -> None:
    page = "심사위원장 오세영 (인)\n위 원 장 민 호 (인)\n위 원 윤 서 진 (인)"
    result = extract(text_document(page), "thesis", "이준호", None)
    assert related(result) == {
        ("오세영", "committee_chair"),
        ("장민호", "committee_member"),
        ("윤서진", "committee_member"),
    }


def test_name_printed_on_the_cover_keeps_a_compact_two_syllable_chair_otherwise() -> None:
    cover = "자기 지도 표현 학습\n장 민 호\n2023년 6월"
    approval = "위원장 민호 (인)\n위원 윤서진 (인)\n위원 오세영 (인)"
    assert ("장민호", "committee_member") in related(
        extract(text_document(cover, approval), "thesis", "이준호", None)
    )
    assert related(extract(text_document(approval), "thesis", "이준호", None)) == {
        ("민호", "committee_chair"),
        ("윤서진", "committee_member"),
        ("오세영", "committee_member"),
    }


def test_surnames_that_are_label_syllables_stay_with_the_name() -> None:
    page = "위 원 장 원 지 수 (인)\n심 사 위 원 위 성 민 (인)\n위 원 장 하 늘 (인)"
    result = extract(text_document(page), "thesis", "이준호", None)
    assert related(result) == {
        ("원지수", "committee_chair"),
        ("위성민", "committee_member"),
        ("장하늘", "committee_member"),
    }


def test_a_label_whose_first_syllables_ocr_read_as_latin_letters_still_opens_the_row() -> None:
    # "심 사 위 원 : Name" with 심 사 misread as "Al AA": the rest of the label stands.
    assert label_at_start("Al AA 위 원 : Lorna Ji-Hoon Vale", ocr=True) == (
        Role.COMMITTEE_MEMBER,
        "Lorna Ji-Hoon Vale",
        True,
    )
    chair = (Role.COMMITTEE_CHAIR, "도하준", True)
    assert label_at_start("Al A} 위원장 : 도하준", ocr=True) == chair
    # Latin words before a Korean word are text, not a misread label, in print.
    assert label_at_start("Al AA 위 원 : Lorna Vale") is None
    # A short romanized name before its label is the member's name, not a misread label.
    assert label_at_start("Li Na 위원 (인)", ocr=True) is None
