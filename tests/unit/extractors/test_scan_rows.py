"""Marks on scanned committee rows when OCR glues things to the name or lines sit close."""

from __future__ import annotations

from PIL import Image, ImageDraw

from minesweeper.extractors.model import SourceKind
from minesweeper.extractors.text.lines import Box, Cell
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document

TEXT = 50


def _print(draw: ImageDraw.ImageDraw, left: int, top: int, width: int) -> None:
    for x in range(left, left + width - 30, 50):
        draw.rectangle((x, top, x + 6, top + TEXT), fill="black")
        draw.rectangle((x, top + 20, x + 35, top + 26), fill="black")


def _signature(draw: ImageDraw.ImageDraw, left: int, right: int, top: int) -> None:
    points = [(x, top + (55 if i % 2 else -5)) for i, x in enumerate(range(left, right, 23))]
    draw.line(points, fill=(20, 30, 120), width=8)


def _kinds(image: Image.Image, words: list[OcrWord]) -> dict[str, set[SourceKind]]:
    result = extract(ocr_document(words, image), "thesis", "송예린", "Yerin Song")
    kinds: dict[str, set[SourceKind]] = {}
    for person in result.persons:
        kinds.setdefault(person.name_raw, set()).add(person.source_kind)
    return kinds


def test_signature_read_as_letters_inside_the_name_cell() -> None:
    image = Image.new("RGB", (1400, 300), "white")
    draw = ImageDraw.Draw(image)
    _print(draw, 100, 100, 200)
    _print(draw, 340, 100, 150)
    _signature(draw, 520, 800, 100)
    words = [  # gaps under two text heights: OCR makes one cell of all three
        OcrWord("위원장", 100, 100, 200, TEXT, 0.93, 0),
        OcrWord("육지민", 340, 100, 150, TEXT, 0.95, 0),
        OcrWord("Meyer", 520, 95, 280, 60, 0.4, 0),
    ]
    assert _kinds(image, words) == {"육지민": {SourceKind.PRINTED, SourceKind.SIGNATURE}}


def test_print_of_the_line_above_does_not_join_a_signature() -> None:
    image = Image.new("RGB", (1400, 400), "white")
    draw = ImageDraw.Draw(image)
    _print(draw, 100, 20, 200)
    _print(draw, 500, 20, 150)
    draw.rectangle((860, 20, 900, 135), fill="black")  # the row above's tall "(인)" print
    _print(draw, 100, 150, 200)
    _print(draw, 500, 150, 150)
    _signature(draw, 870, 1100, 150)
    words = [
        OcrWord("심사위원", 100, 20, 200, TEXT, 0.93, 0),
        OcrWord("김준", 500, 20, 150, TEXT, 0.95, 0),
        OcrWord("심사위원", 100, 150, 200, TEXT, 0.93, 1),
        OcrWord("정하은", 500, 150, 150, TEXT, 0.95, 1),
    ]
    assert _kinds(image, words)["정하은"] == {SourceKind.PRINTED, SourceKind.SIGNATURE}


def test_name_box_is_the_run_of_words_spelling_the_name() -> None:
    boxes = (Box(0, 0, 90, 50), Box(100, 0, 150, 50), Box(160, 0, 260, 50), Box(300, 0, 600, 60))
    cell = Cell(
        "심사위원 류 채원 ㅠ",
        box=Box(0, 0, 600, 60),
        word_confidences=(("심사위원", 0.9), ("류", 0.9), ("채원", 0.8), ("ㅠ", 0.3)),
        word_boxes=boxes,
        text_height=50,
    )
    assert cell.name_box("류채원") == Box(100, 0, 260, 50)  # not the label's last 원
    label = cell.left_part(100)
    assert label is not None
    assert label.box == Box(0, 0, 90, 50)
    assert label.text == "심사위원"
    assert cell.name_box("김준") is None


def test_seal_of_the_next_row_is_not_this_rows_seal() -> None:
    image = Image.new("RGB", (1400, 500), "white")
    draw = ImageDraw.Draw(image)
    _print(draw, 100, 100, 200)
    _print(draw, 500, 100, 150)
    _print(draw, 100, 215, 200)
    _print(draw, 500, 215, 150)
    draw.ellipse((700, 165, 850, 315), outline=(200, 30, 30), width=12)  # stamped for row two
    words = [
        OcrWord("지도교수", 100, 100, 200, TEXT, 0.93, 0),
        OcrWord("하승민", 500, 100, 150, TEXT, 0.95, 0),
        OcrWord("심사위원장", 100, 215, 200, TEXT, 0.93, 1),
        OcrWord("방지원", 500, 215, 150, TEXT, 0.95, 1),
    ]
    kinds = _kinds(image, words)
    assert kinds["하승민"] == {SourceKind.PRINTED}
    assert kinds["방지원"] == {SourceKind.PRINTED, SourceKind.SEAL}


def test_uncertain_advisor_reading_takes_the_committee_reading_of_the_same_name() -> None:
    image = Image.new("RGB", (1400, 400), "white")
    words = [
        OcrWord("지도교수", 100, 100, 200, TEXT, 0.93, 0),
        OcrWord("하층민", 500, 100, 150, TEXT, 0.5, 0),
        OcrWord("심사위원", 100, 250, 200, TEXT, 0.93, 1),
        OcrWord("하승민", 500, 250, 150, TEXT, 0.9, 1),
    ]
    result = extract(ocr_document(words, image), "thesis", "탁민서", "Minseo Tak")
    assert {(p.name_raw, p.role.value) for p in result.persons} == {
        ("하승민", "advisor"),
        ("하승민", "committee_member"),
    }
