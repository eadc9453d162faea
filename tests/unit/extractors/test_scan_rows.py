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


def test_a_row_whose_label_ocr_garbled_keeps_its_member_and_seal() -> None:
    image = Image.new("RGB", (1400, 700), "white")
    draw = ImageDraw.Draw(image)
    rows = [("위원장", "박하준"), ("ye", "서동현"), ("위원", "정민호")]
    words = []
    for line, (label, name) in enumerate(rows):
        top = 100 + 160 * line
        _print(draw, 100, top, 200)
        _print(draw, 500, top, 150)
        words += [
            OcrWord(label, 100, top, 200, TEXT, 0.93 if line != 1 else 0.3, line),
            OcrWord(name, 500, top, 150, TEXT, 0.9, line),
        ]
    draw.ellipse((760, 250, 880, 370), outline=(200, 30, 30), width=12)  # row two's seal
    words.append(OcrWord("지도교수", 100, 600, 200, TEXT, 0.9, 3))  # below, no row of theirs
    result = extract(ocr_document(words, image), "thesis", "신재윤", "Jaeyun Shin")
    member = [p for p in result.persons if p.name_raw == "서동현"]
    assert {(p.role.value, p.source_kind) for p in member} == {
        ("committee_member", SourceKind.PRINTED),
        ("committee_member", SourceKind.SEAL),
    }
    assert all(p.confidence < 0.7 for p in member)  # the role is inferred: a person checks


def _garbled_rows(rows: list[tuple[str, str]], below: int) -> set[tuple[str, str]]:
    """(name, role) of the related persons of a table of committee rows 160 pixels apart,
    the label of the last row garbled, and a line of the page `below` pixels under it."""
    image = Image.new("RGB", (1400, 1200), "white")
    draw = ImageDraw.Draw(image)
    words = []
    for line, (label, name) in enumerate(rows):
        top = 100 + 160 * line
        _print(draw, 100, top, 200)
        _print(draw, 500, top, 150)
        confident = 0.3 if label == "ye" else 0.93
        glued = name.startswith("ae ")  # a garbled word OCR glued before the name
        words += [
            OcrWord(label, 100, top, 200, TEXT, confident, line),
            OcrWord(name, 420 if glued else 500, top, 230 if glued else 150, TEXT, 0.9, line),
        ]
    last = 100 + 160 * (len(rows) - 1)
    words.append(OcrWord("홍서윤", 500, last + below, 150, TEXT, 0.9, len(rows)))
    result = extract(ocr_document(words, image), "thesis", "신재윤", "Jaeyun Shin")
    return {(p.name_raw, p.role.value) for p in result.persons if not p.is_self}


def test_the_last_row_whose_label_ocr_garbled_keeps_its_member() -> None:
    found = _garbled_rows([("위원장", "박하준"), ("위원", "정민호"), ("ye", "서동현")], 600)
    assert found == {
        ("박하준", "committee_chair"),
        ("정민호", "committee_member"),
        ("서동현", "committee_member"),
    }


def test_a_garbled_row_whose_name_ocr_glued_to_a_stray_word_keeps_its_member() -> None:
    found = _garbled_rows([("위원장", "박하준"), ("위원", "정민호"), ("ye", "ae 서동현")], 600)
    assert ("서동현", "committee_member") in found


def test_an_officials_row_after_the_committee_rows_is_no_member() -> None:
    # "Head of Graduate School  Prof. X" signs a viva's report under its examiners' rows.
    found = _garbled_rows(
        [("위원장", "박하준"), ("위원", "정민호"), ("Head of School.", "Prof. Ewan Lyle")], 600
    )
    assert found == {("박하준", "committee_chair"), ("정민호", "committee_member")}


def test_a_name_further_under_the_table_than_its_rows_are_apart_is_no_row() -> None:
    found = _garbled_rows([("위원장", "박하준"), ("위원", "정민호")], 400)
    assert found == {("박하준", "committee_chair"), ("정민호", "committee_member")}


def _latin_rows(draw: ImageDraw.ImageDraw, names: list[str], top: int) -> list[OcrWord]:
    words = []
    for line, name in enumerate(names):
        y = top + 200 * line
        _print(draw, 100, y, 300)
        _print(draw, 600, y, 300)
        words += [
            OcrWord("Committee", 100, y, 140, TEXT, 0.95, 2 * line),
            OcrWord("Member", 260, y, 140, TEXT, 0.95, 2 * line),
            OcrWord(name.split()[0], 600, y, 140, TEXT, 0.95, 2 * line + 1),
            OcrWord(name.split()[1], 760, y, 140, TEXT, 0.95, 2 * line + 1),
        ]
    return words


def test_compact_dark_ink_beside_a_latin_name_is_a_signature_not_a_seal() -> None:
    image = Image.new("RGB", (1400, 300), "white")
    draw = ImageDraw.Draw(image)
    words = _latin_rows(draw, ["Hyukjoon Kwon"], 100)
    for x in range(960, 1040, 20):  # looped strokes, about as high as wide
        draw.ellipse((x, 70, x + 40, 180), outline=(20, 30, 120), width=7)
    assert _kinds(image, words)["Hyukjoon Kwon"] == {SourceKind.PRINTED, SourceKind.SIGNATURE}


def test_a_signature_with_a_long_flat_stroke_on_the_line_above_the_name() -> None:
    image = Image.new("RGB", (1400, 400), "white")
    draw = ImageDraw.Draw(image)
    words = _latin_rows(draw, ["Hajun Park"], 250)
    draw.line([(580, 238), (1020, 238)], fill="black", width=3)  # the printed signature line
    draw.line([(640, 120), (680, 215), (720, 130), (760, 200)], fill=(20, 30, 120), width=8)
    draw.line([(650, 225), (900, 222)], fill=(20, 30, 120), width=8)  # the flat stroke
    draw.ellipse((860, 140, 940, 220), outline=(20, 30, 120), width=8)
    assert _kinds(image, words)["Hajun Park"] == {SourceKind.PRINTED, SourceKind.SIGNATURE}


def test_a_signature_at_the_far_end_of_an_aslant_signature_line() -> None:
    # A phone photo of a certificate: the line runs on well past the typed name, a little
    # aslant, and the member signed near its right end.
    image = Image.new("RGB", (2000, 400), "white")
    draw = ImageDraw.Draw(image)
    words = _latin_rows(draw, ["Hajun Park"], 250)
    draw.line([(580, 236), (1900, 244)], fill="black", width=3)
    _signature(draw, 1500, 1800, 150)
    assert _kinds(image, words)["Hajun Park"] == {SourceKind.PRINTED, SourceKind.SIGNATURE}


def test_an_unsigned_line_is_no_signature() -> None:
    image = Image.new("RGB", (2000, 400), "white")
    draw = ImageDraw.Draw(image)
    words = _latin_rows(draw, ["Hajun Park"], 250)
    draw.line([(580, 236), (1900, 244)], fill="black", width=3)
    assert _kinds(image, words)["Hajun Park"] == {SourceKind.PRINTED}


def test_a_label_column_and_a_name_column_ocr_read_as_separate_lines_pair_by_row() -> None:
    # Tesseract reads a ruled form's label column and name column as blocks of their own, so
    # a row's label and name come as two lines; a row whose name it could not read (a
    # handwritten chair's) must not take the name of the row below.
    def word(text: str, left: int, top: int, line: int, height: int = TEXT) -> OcrWord:
        return OcrWord(text, left, top, 40 * len(text) + 40, height, 0.92, line)

    words = [
        word("인준서", 700, 100, 0),
        word("심사위원장", 300, 400, 1, 70),
        word("Ee", 900, 395, 2, 80),  # handwriting read as debris
        word("era", 980, 395, 2, 80),
        word("심사위원", 300, 600, 3),
        word("금태윤", 900, 620, 4),
        word("빈서아", 900, 800, 5, 60),
        word("심사위원", 300, 815, 6),
        word("맹지율", 900, 1000, 7),
        word("심사위원", 300, 1000, 8),
    ]
    result = extract(ocr_document(words, None), "thesis", "천예나", "Yena Cheon")
    found = {(p.name_raw, str(p.role)) for p in result.persons if not p.is_self}
    assert found == {
        ("금태윤", "committee_member"),
        ("빈서아", "committee_member"),
        ("맹지율", "committee_member"),
    }


def test_a_table_rule_read_as_a_letter_parts_the_name_from_the_employer() -> None:
    # OCR reads the rule between a report's columns as the vowel "ᅵ" or a bar, a word apart.
    words = [
        OcrWord("위원", 100, 100, 100, TEXT, 0.93, 0),
        OcrWord("탁세린", 300, 100, 150, TEXT, 0.95, 0),
        OcrWord("ᅵ", 470, 100, 10, TEXT, 0.6, 0),
        OcrWord("국립수산과", 500, 100, 250, TEXT, 0.9, 0),
        OcrWord("학원", 760, 100, 100, TEXT, 0.9, 0),
        OcrWord("위원", 100, 200, 100, TEXT, 0.93, 1),
        OcrWord("모지안", 300, 200, 150, TEXT, 0.95, 1),
        OcrWord("|", 470, 200, 10, TEXT, 0.6, 1),
        OcrWord("해양과학과", 500, 200, 250, TEXT, 0.9, 1),
    ]
    result = extract(ocr_document(words, None), "thesis", "송예린", "Yerin Song")
    assert {(p.name_raw, p.role.value) for p in result.persons} == {
        ("탁세린", "committee_member"),
        ("모지안", "committee_member"),
    }
