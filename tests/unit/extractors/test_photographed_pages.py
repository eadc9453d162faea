"""Approval pages photographed at an angle on a desk are read like scans: the sheet is
flattened before OCR, so the names on its far side and the seals beside them are found.

The pages and the photos are generated (`tests.support.photos`): a real perspective with one
side 15-25 % shorter, a turn, desks of different brightness and light falling off across
the page. Neither layout nor photo was used to write the flattening."""

from __future__ import annotations

import pytest
from PIL import Image

from minesweeper import samples
from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.ocr import tesseract_available
from tests.support.photos import Shot, photographed, varied_shots
from tests.support.signature_pages import TableRow, korean_table_page
from tests.support.stress_images import Cell, ruled_form

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (tesseract_available(OcrConfig()) and samples.has_hangul_image_font()),
        reason="Tesseract or a Hangul font is not installed",
    ),
]


# Photos of the varied set that lost names before pages were flattened: the far side to the
# left on a light grey table, and the foot of the page far away on a dark desk.
_FROM_LEFT, _FOOT_AWAY = varied_shots(6)[1], varied_shots(6)[3]


def _extract(data: bytes) -> ExtractionResult:
    document = ingest_bytes(data, "IMG_20250612_142233.jpg")
    return TextExtractor().extract(ExtractionInput(document, DocType.THESIS))


def _kinds(result: ExtractionResult) -> set[tuple[str, str]]:
    return {(p.name_raw, p.source_kind.value) for p in result.persons}


def _english_page() -> Image.Image:
    rows = [
        [Cell("Role"), Cell("Name"), Cell("Signature")],
        [Cell("Advisor"), Cell("Minho Seo"), Cell("(Seal)", seal="徐")],
        [Cell("Chair"), Cell("Jiwoo Han"), Cell("(Seal)", seal="韓")],
        [Cell("Member"), Cell("Dana Kwon"), Cell("(Seal)", seal="權")],
    ]
    heading = ["Dissertation Approval", "The dissertation of Yuna Cho is approved.", "June 2025"]
    return ruled_form(heading, rows, (1.4, 1.8, 1.8), dpi=200)


def test_a_korean_approval_page_photographed_from_the_side_keeps_names_and_seals() -> None:
    page = samples.approval_page_image("정수민", "한상우", ["박지훈", "한상우", "최은영"])
    kinds = _kinds(_extract(photographed(page, _FROM_LEFT)))
    assert {name for name, _ in kinds} == {"한상우", "박지훈", "최은영"}  # none lost or invented
    assert {("박지훈", "seal"), ("한상우", "seal"), ("최은영", "seal")} <= kinds
    assert {kind for _, kind in kinds} == {"printed", "seal"}  # the desk is not a signature


def test_a_korean_ruled_table_with_its_foot_far_from_the_camera_keeps_its_seals() -> None:
    rows = [
        TableRow("심사위원장", "남궁민재", "고려대학교"),
        TableRow("심사위원", "도하윤", "부산대학교"),
        TableRow("심사위원", "변서준", "전남대학교"),
    ]
    kinds = _kinds(_extract(photographed(korean_table_page(rows, dpi=200), _FOOT_AWAY)))
    names = {"남궁민재", "도하윤", "변서준"}
    assert {name for name, _ in kinds} == names
    assert {(name, "seal") for name in names} <= kinds


def test_an_english_sealed_table_photographed_from_the_side_is_read() -> None:
    kinds = _kinds(_extract(photographed(_english_page(), _FROM_LEFT)))
    assert {name for name, _ in kinds} == {"Minho Seo", "Jiwoo Han", "Dana Kwon"}
    assert {("Jiwoo Han", "seal"), ("Dana Kwon", "seal")} <= kinds


def test_the_viewer_shows_the_flattened_page_the_ocr_boxes_refer_to() -> None:
    page = samples.approval_page_image("정수민", "한상우", ["박지훈", "한상우", "최은영"])
    shot = Shot(far="right", shrink=0.18, turn_deg=4.0, desk=95, seed=3)
    document = ingest_bytes(photographed(page, shot), "photo.jpg")
    read = document.pages[0]
    assert read.ocr_size is not None and read.words
    image = document.render_page(1, read.ocr_dpi or 300)
    assert image.size == read.ocr_size
    # The flattened page is level: the advisor's line, label to name, lies on one row.
    label = next(word for word in read.words if "교수" in word.text)
    line = [word for word in read.words if word.line_id == label.line_id]
    assert "한상우" in "".join(word.text for word in line)
    assert max(w.top for w in line) - min(w.top for w in line) <= label.height
