"""Seals and signatures on generated scans of layouts the mark reader was not written against:
an English page signed on rules above the typed names, a Korean ruled table whose 서명 column
lies past the affiliation column, then the same pages as a 200 dpi JPEG, a 1-bit fax and a
page fed sideways."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from minesweeper import samples
from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.ocr import tesseract_available
from tests.support.signature_pages import (
    BLACK_INK,
    SignedLine,
    TableRow,
    english_signature_page,
    fax,
    jpeg_200,
    korean_table_page,
    multipage_tiff,
    sideways_png,
)
from tests.support.stress_images import phone_photo

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (tesseract_available(OcrConfig()) and samples.has_hangul_image_font()),
        reason="Tesseract or a Hangul font is not installed",
    ),
]

_ENGLISH = [
    SignedLine("Committee Chair", "Prof. Taeyang Ko"),
    SignedLine("Committee Member", "Prof. Eunji Bae", ink=BLACK_INK),
    SignedLine("Committee Member", "Prof. Hyerin Moon"),
]
_KOREAN = [
    TableRow("심사위원장", "남궁민재", "고려대학교"),
    TableRow("심사위원", "도하윤", "부산대학교", seal_rgb=(236, 110, 150)),  # pink
    TableRow("심사위원", "변서준", "전남대학교", seal_rgb=(235, 120, 30), square=True),
    TableRow("심사위원", "어지우", "충남대학교", seal_rgb=None, signature=True),
    TableRow("심사위원", "편수아", "강원대학교", seal_rgb=(30, 30, 30), double_ring=True),
]
_KOREAN_KINDS = {
    ("남궁민재", "seal"),
    ("도하윤", "seal"),
    ("변서준", "seal"),
    ("어지우", "signature"),
    ("편수아", "seal"),
}


def _png(image: Image.Image, dpi: int = 300) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def _kinds(data: bytes, name: str) -> set[tuple[str, str]]:
    result = _extract(data, name)
    return {(p.name_raw, p.source_kind.value) for p in result.persons}


def _extract(data: bytes, name: str) -> ExtractionResult:
    return TextExtractor().extract(ExtractionInput(ingest_bytes(data, name), DocType.THESIS))


def _english_kinds(kinds: set[tuple[str, str]]) -> set[tuple[str, str]]:
    return {(n, k) for n, k in kinds if n in {"Taeyang Ko", "Eunji Bae", "Hyerin Moon"}}


def test_signatures_on_rules_above_typed_names_in_blue_and_black_ink() -> None:
    page = english_signature_page(_ENGLISH, applicant="Sora Lim")
    kinds = _english_kinds(_kinds(_png(page), "signed.png"))
    names = ("Taeyang Ko", "Eunji Bae", "Hyerin Moon")
    assert kinds == {(n, "printed") for n in names} | {(n, "signature") for n in names}


def test_a_page_fed_sideways_is_read_upright_with_its_signatures() -> None:
    page = english_signature_page(_ENGLISH, applicant="Sora Lim")
    kinds = _english_kinds(_kinds(sideways_png(page, 300), "sideways.png"))
    assert {("Taeyang Ko", "signature"), ("Hyerin Moon", "signature")} <= kinds


def test_a_one_bit_fax_keeps_its_signatures() -> None:
    page = english_signature_page(_ENGLISH, applicant="Sora Lim")
    kinds = _english_kinds(_kinds(fax(page, 300), "fax.tif"))
    assert {("Taeyang Ko", "signature"), ("Hyerin Moon", "signature")} <= kinds
    assert not any(kind == "seal" for _, kind in kinds)


def test_seals_of_every_colour_and_shape_in_a_signature_column() -> None:
    kinds = _kinds(_png(korean_table_page(_KOREAN)), "인준서.png")
    assert kinds >= _KOREAN_KINDS
    # Affiliations are print: never a signature.
    assert not {(n, "signature") for n in ("남궁민재", "도하윤", "변서준", "편수아")} & kinds


def test_a_200_dpi_jpeg_scan_keeps_names_and_marks() -> None:
    kinds = _kinds(jpeg_200(korean_table_page(_KOREAN), 300), "scan.jpg")
    assert kinds >= _KOREAN_KINDS


def test_a_small_sideways_phone_photo_is_turned_enlarged_and_read() -> None:
    page = english_signature_page(_ENGLISH, applicant="Sora Lim", dpi=200)
    turned = page.rotate(90, expand=True)
    small = turned.resize((turned.width * 3 // 4, turned.height * 3 // 4))
    result = _extract(phone_photo(small), "IMG_2041.jpg")
    names = {p.name_raw for p in result.persons}
    # Turned upright and enlarged from its 100-odd dpi; the member in the photo's shadowed
    # corner may still be missed, but nobody is invented.
    assert {"Taeyang Ko", "Eunji Bae"} <= names <= {"Taeyang Ko", "Eunji Bae", "Hyerin Moon"}


def test_a_multi_page_tiff_is_read_page_by_page_with_its_marks() -> None:
    pages = [
        english_signature_page(_ENGLISH, applicant="Sora Lim", dpi=200),
        korean_table_page(_KOREAN, dpi=200),
    ]
    result = _extract(multipage_tiff(pages, 200), "approval.tif")
    pages_of = {(p.name_raw, p.source_kind.value): p.page for p in result.persons}
    assert pages_of.get(("Taeyang Ko", "signature")) == 1
    assert pages_of.get(("남궁민재", "seal")) == 2
    assert pages_of.get(("어지우", "signature")) == 2
