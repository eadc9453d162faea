"""Stored English notes said in the page's language, and every shape's words in both catalogs."""

from __future__ import annotations

import pytest

from minesweeper import doctype
from minesweeper.web import phrases
from minesweeper.web.i18n import catalog, translator


@pytest.mark.parametrize(
    ("stored", "korean"),
    [
        (
            "PDF with text layer, 3 page(s); OCR read 1 of 2 page(s)",
            "텍스트 레이어가 있는 PDF, 3쪽; OCR로 2쪽 중 1쪽 읽음",
        ),
        ("upload folder: thesis", "업로드 폴더: 학위논문"),
        ("content cues: 인준 (approval) wording, abstract", "내용 단서: 인준 문구, 초록"),
        ("J. Park: seal on page 1", "J. Park: 1쪽의 도장"),
        ("'S. Park' could be several persons", "‘S. Park’은(는) 여러 사람일 수 있음"),
        (
            "a.pdf: the PDF file could not be read (corrupt)",
            "a.pdf: 파일이 손상되어 읽을 수 없습니다",
        ),
        (
            "committee_member on page 2: no name could be read (심사위원 ____)",
            "2쪽 심사위원: 이름을 읽지 못함 (심사위원 ____)",
        ),
    ],
)
def test_known_shapes_are_said_in_korean(stored: str, korean: str) -> None:
    assert phrases.phrase_translator(translator("ko"))(stored) == korean


def test_english_pages_keep_the_meaning_and_unknown_parts_are_kept() -> None:
    say = phrases.phrase_translator(translator("en"))
    assert say("J. Park: seal on page 1") == "J. Park: Seal on page 1"
    assert say("HTML page; a note of a new kind") == "HTML page; a note of a new kind"
    assert say(None) == ""


def test_every_content_cue_of_the_type_reader_has_words() -> None:
    labels = {cue.label for cue in doctype._CUES}
    assert labels <= set(phrases._CUES), labels - set(phrases._CUES)


def test_every_key_of_a_shape_is_in_both_catalogs() -> None:
    keys = {key for _, key in phrases._SHAPES} | set(phrases._CUES.values())
    for lang in ("ko", "en"):
        assert keys <= set(catalog(lang)), keys - set(catalog(lang))


def test_a_stored_error_is_said_by_its_code() -> None:
    say = phrases.error_translator(translator("ko"))
    assert say({"code": "encrypted", "message": "encrypted PDF"}) == "암호가 걸린 파일입니다"
    assert say({"code": "new_code", "message": "as stored"}) == "as stored"
