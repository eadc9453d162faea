"""A scanned page in a script the configured languages cannot read is read again in its own:
Chinese and Japanese committee pages, a Vietnamese council whose labels carry marks."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import OcrResult, tesseract_available
from minesweeper.ingest.ocr_script import (
    characters_joined,
    installed_languages,
    looks_vietnamese,
)
from minesweeper.samples import image_bytes
from tests.support.script_pages import (
    CHINESE_COMMITTEE,
    JAPANESE_REPORT,
    KOREAN_HANJA_APPROVAL,
    VIETNAMESE_COUNCIL,
    cjk_font,
    latin_font,
    page_of_lines,
)


def _word(text: str, left: int, line: int = 0, confidence: float = 0.9) -> OcrWord:
    return OcrWord(text, left, 100 * line, 50, 50, confidence, line)


def test_characters_boxed_one_by_one_are_joined_into_their_word() -> None:
    reading = [
        _word("口試", 0), _word("委員", 60), _word("：", 160),
        _word("周", 260, confidence=0.9), _word("立", 320, confidence=0.3), _word("衡", 380),
        _word("謝", 0, line=1),
    ]  # fmt: skip
    joined = characters_joined(OcrResult("", tuple(reading)))
    assert [word.text for word in joined.words] == ["口試委員", "：", "周立衡", "謝"]
    name = joined.words[2]
    assert (name.left, name.width) == (260, 170)
    assert name.confidence == pytest.approx(0.3)  # one character misread is a name misread
    assert joined.text == "口試委員 ： 周立衡\n謝"


def test_characters_a_column_apart_stay_apart() -> None:
    reading = (_word("委員", 0), _word("謝", 200), _word("文彬", 260))
    assert [w.text for w in characters_joined(OcrResult("", reading)).words] == ["委員", "謝文彬"]


def test_latin_words_are_never_joined() -> None:
    reading = (_word("Chair", 0), _word("Lee", 55))
    assert characters_joined(OcrResult("x", reading)).words == reading


def test_vietnamese_is_told_by_its_common_words_without_their_marks() -> None:
    english_read = "HOI DONG CHAM LUAN AN TIEN Si Chu tich: PGS.TS. Nguyén Van Hung Phan bién"
    assert looks_vietnamese([_word(text, 0) for text in english_read.split()])
    english = "Thesis committee chair Hung Nguyen and members Tran Anh Thi Pham of the board"
    assert not looks_vietnamese([_word(text, 0) for text in english.split()])


def test_no_language_data_without_tesseract() -> None:
    assert installed_languages("/nonexistent/tesseract") == frozenset()


def _needs(*languages: str) -> pytest.MarkDecorator:
    installed = installed_languages(OcrConfig().tesseract_cmd)
    return pytest.mark.skipif(
        not tesseract_available(OcrConfig()) or not set(languages) <= installed,
        reason=f"needs Tesseract with {'+'.join(languages)}",
    )


def _persons(lines: list[str], font: Path | None, tmp_path: Path) -> dict[str, str]:
    if font is None:
        pytest.skip("no font for this script")
    data = image_bytes(page_of_lines(lines, font), dpi=(300, 300))
    document = ingest_bytes(data, "page.png", ocr=OcrConfig(cache_dir=tmp_path))
    result = TextExtractor().extract(ExtractionInput(document, DocType.THESIS, "x"))
    return {person.name_raw: person.role.value for person in result.persons}


@pytest.mark.slow
@_needs("chi_tra", "chi_sim", "jpn")
def test_a_chinese_committee_page_is_read_in_chinese(tmp_path: Path) -> None:
    printed = {
        "周立衡": "advisor",
        "陳佩琪": "committee_member",
        "謝文彬": "committee_member",
        "林建安": "committee_member",
    }
    found = _persons(CHINESE_COMMITTEE, cjk_font(), tmp_path)
    # A name with a character read unsure is left to a person (its slot is flagged), never
    # taken as read: what is found is printed, and most of it is found.
    assert found.items() <= printed.items()
    assert len(found) >= 3


@pytest.mark.slow
@_needs("chi_tra", "chi_sim", "jpn")
def test_a_japanese_report_is_read_in_japanese(tmp_path: Path) -> None:
    found = _persons(JAPANESE_REPORT, cjk_font(), tmp_path)
    assert {name.replace(" ", "") for name in found} >= {"森川達也", "平野由紀"}


@pytest.mark.slow
@_needs("chi_tra", "chi_sim", "jpn", "kor")
def test_a_korean_page_with_hanja_labels_keeps_its_hangul_names(tmp_path: Path) -> None:
    # Read in Chinese alone, the Hangul names would come out as characters.
    printed = {
        "탁세린": "committee_chair",
        "모지안": "committee_member",
        "진수아": "committee_member",
    }
    found = _persons(KOREAN_HANJA_APPROVAL, cjk_font(), tmp_path)
    assert found.items() <= printed.items()
    assert found["탁세린"] == "committee_chair"
    assert len(found) >= 2


@pytest.mark.slow
@_needs("vie")
def test_a_vietnamese_council_is_read_with_its_marks(tmp_path: Path) -> None:
    assert _persons(VIETNAMESE_COUNCIL, latin_font(), tmp_path) == {
        "Đoàn Minh Khôi": "committee_chair",
        "Vương Thị Diệu Linh": "committee_member",
        "Lạc Quốc Bảo": "committee_member",
        "Tạ Đình Nghĩa": "advisor",
    }
