"""Approval pages printed as ruled tables: the cell borders cross every row, so they must
not be taken for a seal or a signature, nor glue a grey seal to the grid."""

from __future__ import annotations

from PIL import Image, ImageDraw

from minesweeper.extractors.model import SourceKind
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document

ROW = 160
TEXT = 50
NAMES = ["이재원", "정하은"]


def _table(seals: list[bool]) -> tuple[Image.Image, list[OcrWord]]:
    image = Image.new("RGB", (1400, ROW * len(seals) + 200), "white")
    draw = ImageDraw.Draw(image)
    words: list[OcrWord] = []
    bottom = 100 + ROW * len(seals)
    for x in (60, 380, 700, 1300):
        draw.line((x, 100, x, bottom), fill="black", width=3)
    for row, sealed in enumerate(seals):
        top = 100 + row * ROW
        draw.line((60, top, 1300, top), fill="black", width=3)
        middle = top + ROW // 2
        for x in range(120, 300, 50):  # the label's strokes
            draw.rectangle((x, middle - 25, x + 8, middle + 25), fill="black")
        for x in range(480, 640, 50):  # the name's strokes
            draw.rectangle((x, middle - 25, x + 8, middle + 25), fill="black")
        if sealed:  # a thin grey ring stamped against the border between name and slot
            draw.ellipse((712, middle - 46, 804, middle + 46), outline=(95, 95, 95), width=6)
            draw.rectangle((740, middle - 18, 776, middle + 18), fill=(95, 95, 95))
        words += [
            OcrWord("심사위원", 120, middle - 25, 190, TEXT, 0.93, row),
            OcrWord(NAMES[row], 480, middle - 25, 170, TEXT, 0.95, row),
        ]
    draw.line((60, bottom, 1300, bottom), fill="black", width=3)
    return image, words


def test_grey_ring_seal_on_a_ruled_row_is_a_seal_and_borders_are_not() -> None:
    image, words = _table([True, False])
    result = extract(ocr_document(words, image), "thesis", "송예린", "Yerin Song")
    kinds: dict[str, set[SourceKind]] = {}
    for person in result.persons:
        kinds.setdefault(person.name_raw, set()).add(person.source_kind)
    assert kinds == {
        "이재원": {SourceKind.PRINTED, SourceKind.SEAL},
        "정하은": {SourceKind.PRINTED},
    }
