"""Committee lines whose Hangul name OCR misread are read again, one line at a time."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest
from PIL import Image, ImageDraw

from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.reread import _reread, read_names, unread_lines
from minesweeper.extractors.text.slotnames import names_in
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.model import OcrWord, Page, TextSource
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.samples import has_hangul_image_font, scanned_pdf
from minesweeper.samples.layouts import FormLine, SealStyle, form_image
from tests.unit.extractors.builders import extract


def _page(*lines: list[str]) -> Page:
    words = [
        OcrWord(text, 100 + 150 * position, 100 * line_id, 120, 40, 0.9, line_id)
        for line_id, texts in enumerate(lines)
        for position, text in enumerate(texts)
    ]
    return Page(1, "", TextSource.OCR, words=tuple(words), ocr_dpi=300)


def test_lines_with_a_korean_label_and_no_name_after_it() -> None:
    page = _page(
        ["심사위원", "ASS", "(인)."],  # a name read as Latin letters
        ["심사위원", "김준", "(인)"],
        ["지도", "교수", "BAYA"],
        ["Abstract", "text"],
    )
    assert unread_lines(page) == [0, 2]


def test_bare_labels_stacked_one_per_row_are_read_again_but_not_over_a_row_of_names() -> None:
    stacked = _page(
        ["이", "논문을", "인준함"],
        ["심사위원장"],  # the name under its seal lost: the row is read again
        ["oS"],  # a seal's debris
        ["심사위원", "노하준", "(인)"],
        ["심사위원"],
        ["연세대학교", "대학원"],
    )
    assert unread_lines(stacked) == [1, 4]
    label_over_name = _page(["심사위원장"], ["방지원"], ["심사위원"], ["하승민"])
    assert unread_lines(label_over_name) == []


@pytest.mark.slow  # Tesseract runs here
@pytest.mark.skipif(
    not tesseract_available(OcrConfig()) or not has_hangul_image_font(),
    reason="needs Tesseract and a Hangul font",
)
def test_names_under_seals_of_several_styles_are_all_read() -> None:
    def row(label: str, name: str, seal: SealStyle) -> FormLine:
        return FormLine(f"{label}    {name}    (인)", seal=seal, mark_name=name)

    page = form_image(
        [
            FormLine("이 논문을 탁민서의 이학박사 학위논문으로 인준함", centered=True),
            FormLine("2024년 12월", centered=True),
            row("심사위원장", "방지원", SealStyle((170, 25, 60), 1.2)),
            row("심사위원", "하승민", SealStyle((235, 95, 40), 0.9, square=True)),
            row("심사위원", "염도윤", SealStyle(dx=0.8, dy=0.3)),
            row("심사위원", "남윤재", SealStyle((200, 30, 30), 0.7)),
        ],
        dpi=200,
    )
    document = ingest_bytes(scanned_pdf([page], dpi=200), "scan.pdf")
    result = extract(document, "thesis", "탁민서", "Minseo Tak")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "방지원",
        "하승민",
        "염도윤",
        "남윤재",
    }


def test_hangul_read_as_capitals_on_a_korean_form_is_read_again() -> None:
    page = _page(
        ["심사위원장", "방지원", "(인)"],
        ["AIA", "하", "승", "민", "(인)"],  # the label read as Latin letters
        ["Seoul", "KAIST"],  # Latin without Hangul: nothing misread
    )
    assert unread_lines(page) == [1]


def test_a_row_whose_label_ocr_cut_short_is_read_again() -> None:
    page = _page(
        ["심사위원장", "방지원", "(인)"],
        ["심사위", "4", "4s"],  # "심사위원: 하승민" under a signature, the label cut short
        ["심사", "결과", "보고"],  # Korean words that share a label's opening are no label
    )
    assert unread_lines(page) == [1]


def test_a_row_whose_label_and_name_ocr_garbled_into_letters_is_read_again() -> None:
    def word(text: str, left: int, line: int, confidence: float) -> OcrWord:
        return OcrWord(text, left, 100 * line, 120, 40, confidence, line)

    words = [
        word("위원장", 100, 0, 0.95),
        word("방지원", 300, 0, 0.93),
        word("인하대학교", 500, 0, 0.93),
        word("“a", 100, 1, 0.36),  # "위 원" and a name under a stray mark, read as letters
        word("sae", 300, 1, 0.21),
        word("인하대학교", 500, 1, 0.93),
        word("Seoul", 100, 2, 0.4),  # letters OCR was unsure of, with no Hangul beside them
        word("KAIST", 300, 2, 0.9),
    ]
    page = Page(1, "", TextSource.OCR, words=tuple(words), ocr_dpi=300)
    assert unread_lines(page) == [1]


def test_a_committee_row_read_as_latin_debris_in_the_table_is_read_again() -> None:
    page = _page(
        ["심사위원장", "방지원", "(인)"],
        ["심사위원", "하승민", "(인)"],
        ["Al", "A}", "9]", "JAAS", "(RM)"],  # the last row: label and name both misread
        ["Qa", "Ze"],  # further down the page, past the table's row pitch
    )
    moved = tuple(
        word if word.line_id != 3 else dataclasses.replace(word, top=900) for word in page.words
    )
    assert unread_lines(dataclasses.replace(page, words=moved)) == [2]


def test_labels_after_page_edge_debris_and_names_before_stray_syllables() -> None:
    assert label_at_start("| 심사위원  김준", ocr=True) is not None
    assert label_at_start("| 심사위원  김준") is None  # text layers are read as printed
    assert names_in("하 승 민 들", ocr=True) == [("하승민", False)]
    assert names_in("방지원인.", ocr=True) == [("방지원", False)]
    assert names_in("남 윤재 (인) 들", ocr=True) == [("남윤재", False)]
    assert names_in("하 승 민", ocr=True) == [("하승민", False)]


def test_a_whole_line_misread_as_latin_capitals_on_a_korean_form() -> None:
    page = _page(
        ["심사위원장", "천도겸", "(인)"],
        ["AAAS", "SEY", "wryly!"],  # label and handwritten name both read as Latin
        ["Department", "of", "Chemistry"],  # English print: left alone
        ["POSTECH"],  # one capital word: a name of a school, not a misread line
    )
    assert unread_lines(page) == [1]


@pytest.mark.slow  # Tesseract runs here
@pytest.mark.skipif(
    not tesseract_available(OcrConfig()) or not has_hangul_image_font(),
    reason="needs Tesseract and a Hangul font",
)
def test_a_preparation_that_loses_the_name_falls_back_to_the_crop_as_rendered() -> None:
    """Flattening the lighting can thin a dark signature into letter-like strokes and lose
    the name beside it; the line is then read from the crop as it was rendered."""
    page_image = form_image(
        [
            FormLine("이 논문을 탁민서의 이학박사 학위논문으로 인준함", centered=True),
            FormLine("심사위원    권혁준    (인)"),
        ],
        dpi=200,
    )
    document = ingest_bytes(scanned_pdf([page_image], dpi=200), "scan.pdf")
    page = document.pages[0]
    line_id = next(word.line_id for word in page.words if "권" in word.text)
    rendered = document.render_page(1, page.ocr_dpi or 200).convert("RGB")

    def blank(image: Image.Image) -> Image.Image:
        return Image.new("RGB", image.size, "white")

    read = _reread(page, rendered, line_id, OcrConfig(), blank)
    assert read is not None
    assert "권혁준" in "".join(word.text for word in read).replace(" ", "")


def test_a_line_read_again_with_every_syllable_spaced_is_judged_by_its_cells() -> None:
    # Tesseract reading one line spaces every syllable; the gaps between words still tell
    # the handwritten name's cell from the affiliation's, and a signature read as "소하" at
    # confidence 0 further along does not make the name a guess.
    def cell(texts: list[str], left: int, confidences: list[float]) -> list[OcrWord]:
        return [
            OcrWord(text, left + 60 * i, 100, 50, 40, score, 0)
            for i, (text, score) in enumerate(zip(texts, confidences, strict=True))
        ]

    words = [
        *cell(["심", "사", "위", "원"], 100, [0.93] * 4),
        *cell(["임", "하", "늘"], 600, [0.59, 0.76, 0.92]),
        *cell(["한", "국", "건", "설", "기", "술", "연구원"], 1100, [0.93] * 7),
        *cell(["이", "0", "소하", "시"], 1800, [0.39, 0.42, 0.0, 0.46]),
    ]
    assert read_names(words) == ["임하늘"]
    unsure = [*words[:4], *cell(["임", "하", "늘"], 600, [0.2, 0.76, 0.92])]
    assert read_names(unsure) == []


def test_a_name_misread_before_the_label_that_ends_its_row() -> None:
    page = _page(
        ["o", "ale", "심사위원장", "(ED)"],  # "도 경 란  심사위원장  (印)", the name misread
        ["피준상", "심사위원", "(印)"],
        ["학위논문을", "인준함"],
    )
    assert unread_lines(page) == [0]
    words = [
        OcrWord(text, left, 300, width, 40, 0.9, 0)
        for text, left, width in (("어", 100, 40), ("수", 160, 40), ("빈", 220, 40),
                                  ("심사위원", 500, 160), ("(印)", 900, 60))
    ]  # fmt: skip
    assert read_names(words) == ["어수빈"]


@pytest.mark.slow  # Tesseract runs here
@pytest.mark.skipif(
    not tesseract_available(OcrConfig()) or not has_hangul_image_font(),
    reason="needs Tesseract and a Hangul font",
)
def test_names_on_rows_signed_past_the_seal_slot_are_all_read() -> None:
    # Each member signed past the "(인)" with a looping stroke; OCR of the whole line grows
    # unsure of the name, which stands clear of the stroke.
    dpi = 200
    rows = [
        ("심 사 위 원 장 :", "조 하 늘"),
        ("심 사 위 원 :", "이 석 진"),
        ("심 사 위 원 :", "윤 다 경"),
    ]
    page = form_image(
        [
            FormLine("이 논문을 문서윤의 석사학위 논문으로 인준함", centered=True),
            FormLine("2025년 2월", centered=True),
            *(FormLine(f"{label}      {name}      (인)", indent=1.2) for label, name in rows),
        ],
        dpi=dpi,
    )
    draw = ImageDraw.Draw(page)
    rng = random.Random(1)
    size = round(dpi * 0.2)
    for row in range(len(rows)):
        middle = round(dpi * 1.3) + (2 + row) * round(size * 2.3) + size * 0.5
        stroke = [
            (
                dpi * 4.3 + t * 6 + 40 * math.sin(t / 3.0),
                middle + 28 * math.cos(t / 2.1 + rng.random()),
            )
            for t in range(60)
        ]
        draw.line(stroke, fill=(30, 30, 40), width=3)
    document = ingest_bytes(scanned_pdf([page], dpi=dpi), "scan.pdf")
    result = extract(document, "thesis", "문서윤", "Seoyun Moon")
    assert {p.name_raw for p in result.persons if not p.is_self} == {"조하늘", "이석진", "윤다경"}
