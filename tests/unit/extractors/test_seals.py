from __future__ import annotations

from dataclasses import replace

from PIL import Image, ImageDraw

from minesweeper.extractors.model import SourceKind
from minesweeper.ingest.model import IngestedDocument, OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document

ROW_HEIGHT = 200
TEXT_HEIGHT = 50


def _strokes(draw: ImageDraw.ImageDraw, left: int, top: int, width: int, thickness: int) -> None:
    """Blocky glyph-like strokes standing in for printed or written syllables."""
    for x in range(left, left + width - 30, 50):
        draw.rectangle((x, top, x + thickness, top + TEXT_HEIGHT), fill="black")
        draw.rectangle((x, top + 20, x + 35, top + 20 + thickness), fill="black")


def _page(marks: list[str], written: int | None = None) -> tuple[Image.Image, list[OcrWord]]:
    image = Image.new("RGB", (1400, ROW_HEIGHT * len(marks) + 100), "white")
    draw = ImageDraw.Draw(image)
    words: list[OcrWord] = []
    names = ["이재원", "정하은", "강태현", "김준"]
    for row, mark in enumerate(marks):
        top = 60 + row * ROW_HEIGHT
        _strokes(draw, 100, top, 200, 6)
        _strokes(draw, 500, top, 150, 14 if row == written else 6)
        draw.line((480, top + 60, 900, top + 60), fill="black", width=3)  # the signing line
        draw.text((930, top + 15), "(in)", fill="black")
        if mark == "red":
            draw.ellipse((900, top - 35, 1030, top + 85), outline=(210, 30, 30), width=10)
            draw.rectangle((940, top - 5, 990, top + 55), fill=(210, 30, 30))
        elif mark == "grey":
            draw.rectangle((900, top - 35, 1030, top + 85), outline=(90, 90, 90), width=12)
            draw.rectangle((930, top - 5, 1000, top + 55), fill=(100, 100, 100))
        elif mark == "ring":
            # A red seal scanned in grey: a thin ring round its thin glyph strokes, mostly paper.
            draw.ellipse((900, top - 35, 1030, top + 85), outline=(120, 120, 120), width=6)
            for x in (940, 975):
                draw.line((x, top - 5, x, top + 55), fill=(120, 120, 120), width=6)
        elif mark == "over":
            draw.ellipse((520, top - 30, 640, top + 80), outline=(210, 30, 30), width=10)
        elif mark == "signature":
            points = [(860 + 25 * i, top + (50 if i % 2 else -10)) for i in range(13)]
            draw.line(points, fill=(20, 30, 120), width=8)
        words += [
            OcrWord("심사위원", 100, top, 200, TEXT_HEIGHT, 0.93, row),
            OcrWord(names[row], 500, top, 150, TEXT_HEIGHT, 0.95, row),
        ]
    return image, words


def _kinds(marks: list[str], written: int | None = None) -> dict[str, set[SourceKind]]:
    image, words = _page(marks, written)
    result = extract(ocr_document(words, image), "thesis", "송예린", "Yerin Song")
    kinds: dict[str, set[SourceKind]] = {}
    for person in result.persons:
        kinds.setdefault(person.name_raw, set()).add(person.source_kind)
    return kinds


def test_red_grey_seals_and_signature_beside_names() -> None:
    kinds = _kinds(["red", "grey", "signature", "none"])
    assert kinds == {
        "이재원": {SourceKind.PRINTED, SourceKind.SEAL},
        "정하은": {SourceKind.PRINTED, SourceKind.SEAL},
        "강태현": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "김준": {SourceKind.PRINTED},
    }


def test_a_thin_ring_seal_scanned_in_grey_is_a_seal() -> None:
    kinds = _kinds(["ring", "none"])
    assert kinds == {
        "이재원": {SourceKind.PRINTED, SourceKind.SEAL},
        "정하은": {SourceKind.PRINTED},
    }


def test_seal_stamped_over_the_name_itself() -> None:
    kinds = _kinds(["over"])
    assert kinds == {"이재원": {SourceKind.PRINTED, SourceKind.SEAL}}


def test_name_written_by_hand_next_to_a_signature() -> None:
    kinds = _kinds(["none", "signature"], written=1)
    assert kinds["정하은"] == {SourceKind.HANDWRITTEN, SourceKind.SIGNATURE}


def test_seal_persons_need_review_by_confidence_and_kind() -> None:
    image, words = _page(["red"])
    result = extract(ocr_document(words, image), "thesis", "송예린", "Yerin Song")
    seal = next(p for p in result.persons if p.source_kind is SourceKind.SEAL)
    assert seal.role.value == "committee_member"
    assert "seal" in seal.quote


def test_unreadable_scan_is_flagged_for_vision_and_yields_nobody() -> None:
    words = [
        OcrWord("이르", 10, 10, 80, 40, 0.2, 0),
        OcrWord("공속", 100, 10, 80, 40, 0.3, 0),
        OcrWord("tlk", 10, 100, 80, 40, 0.1, 1),
    ]
    result = extract(ocr_document(words, None, note="scanned PDF, 1 page"), "thesis")
    assert result.persons == ()
    assert [(f.flag_type, f.label) for f in result.flags] == [
        ("needs_vision", "scanned PDF, 1 page")
    ]


def test_low_confidence_ocr_name_is_not_evidence() -> None:
    words = [
        OcrWord("심사위원", 100, 100, 200, 50, 0.93, 0),
        OcrWord("박서연", 600, 100, 150, 50, 0.2, 0),
    ]
    result = extract(ocr_document(words, None), "thesis")
    assert result.persons == ()
    # ... but its label stays open for a human, with what OCR made of the name.
    assert [f.flag_type for f in result.flags] == ["needs_vision", "unread_slot"]
    assert "박서연" in result.flags[1].label


def test_readable_figure_text_is_not_flagged() -> None:
    words = [
        OcrWord(text, 10 + 90 * i, 10, 80, 40, 0.95, 0)
        for i, text in enumerate(["0", "4", "8", "12"])
    ]
    words.append(OcrWord("Proposed", 10, 100, 200, 40, 0.96, 1))
    result = extract(ocr_document(words, None, note="PNG image"), "other")
    assert result.persons == ()
    assert result.flags == ()


def _with_a_scanned_page(words: list[OcrWord]) -> IngestedDocument:
    """A thesis with a text layer, its third page an inserted scan OCR read as `words`."""
    layer = text_document("Minjun Kim\nA thesis", "Supervisor: Prof. Tomas Berg")
    scan = ocr_document(words, None)
    return replace(
        layer,
        page_count=3,
        has_text_layer=True,
        pages=(*layer.pages, replace(scan.pages[0], number=3)),
    )


def test_an_inserted_scan_ocr_could_not_read_is_flagged_on_its_page() -> None:
    """A committee page in a script Tesseract does not know reads as debris: the thesis's
    text layer gives names, but that page still needs a person (or a vision model)."""
    debris = [
        OcrWord(text, 10 + 90 * (i % 4), 10 + 60 * (i // 4), 80, 40, 0.3, i // 4)
        for i, text in enumerate(
            ["BEHAVE", "AB", "AR", "AE", "LAL", "ULB", "LEH", "LK", "ASRP", "RRM", "HRT"]
        )
    ]
    result = extract(_with_a_scanned_page(debris), "thesis")
    assert ("Tomas Berg", "advisor") in related(result)
    assert [(f.flag_type, f.page) for f in result.flags] == [("needs_vision", 3)]


def test_a_scanned_page_of_a_few_words_is_a_heading_not_a_committee() -> None:
    heading = [OcrWord("Tt", 10, 10, 80, 40, 0.3, 0), OcrWord("HZ", 100, 10, 80, 40, 0.2, 0)]
    assert extract(_with_a_scanned_page(heading), "thesis").flags == ()


def test_an_inserted_scan_read_well_raises_no_flag() -> None:
    words = [
        OcrWord("Approved", 10, 10, 160, 40, 0.95, 0),
        OcrWord("by", 180, 10, 40, 40, 0.96, 0),
        OcrWord("the", 230, 10, 60, 40, 0.97, 0),
        OcrWord("committee", 300, 10, 160, 40, 0.94, 0),
    ]
    result = extract(_with_a_scanned_page(words), "thesis")
    assert result.flags == ()
