"""Approval sheets that print a form's fields for each member under a role heading
("Examiners" / "Name: ____  Sign.: ____"), as Indian institutes do: the member's name is
written in the "Name" field, the signature in the field after it."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document

_HEIGHT = 50  # pixels of a word at 300 dpi


def _row(line: int, top: int, *words: tuple[str, int, int]) -> list[OcrWord]:
    """OCR words (text, left, width) of one line."""
    return [OcrWord(text, left, top, width, _HEIGHT, 0.9, line) for text, left, width in words]


def _sheet() -> list[OcrWord]:
    return [
        *_row(0, 100, ("Approval", 900, 260), ("Sheet", 1180, 150)),
        *_row(1, 300, ("Examiners", 300, 230)),
        # A handwritten name OCR cut inside a word: "SHAN MUGAM" is one name, a narrow gap
        # apart where the words are a wide one apart.
        *_row(
            2,
            500,
            ("Name:", 350, 120),
            ("SHAN", 560, 150),
            ("MUGAM", 720, 210),
            ("VELAYUDHAM", 975, 400),
            ("Sign.:", 1680, 100),
            ("~", 1880, 120),
        ),
        *_row(
            3,
            700,
            ("Name:", 350, 120),
            ("HARIPRIYA", 560, 330),
            ("SESHADRI", 935, 300),
            ("Sign.:", 1680, 100),
            ("Gm", 1880, 200),
        ),
        *_row(4, 900, ("Supervisor(s)", 300, 280)),
        *_row(
            5,
            1100,
            ("Name:", 350, 120),
            ("K.", 560, 50),
            ("NATARAJAN", 655, 350),
            ("Sign.:", 1680, 100),
        ),
        *_row(6, 1300, ("Chairman", 300, 220)),
        # OCR lost the field's colon.
        *_row(
            7,
            1500,
            ("Name", 350, 120),
            ("P.", 560, 50),
            ("RANGANATHAN", 655, 450),
            ("Sign:", 1680, 100),
            ("10", 1880, 300),
        ),
        *_row(8, 1700, ("Date:", 300, 100)),
        *_row(9, 1800, ("Place:", 300, 110), ("PUNE", 500, 200)),
    ]


def test_names_in_the_name_fields_under_role_headings() -> None:
    result = extract(ocr_document(_sheet(), None), "thesis", None, "Kavitha Iyer")
    assert related(result) == {
        ("SHANMUGAM VELAYUDHAM", Role.COMMITTEE_MEMBER),
        ("HARIPRIYA SESHADRI", Role.COMMITTEE_MEMBER),
        ("K. NATARAJAN", Role.ADVISOR),
        ("P. RANGANATHAN", Role.COMMITTEE_CHAIR),
    }


def test_printed_name_fields_with_a_signature_field_after_them() -> None:
    page = (
        "Approval Sheet\n"
        "Examiners\n"
        "Name: Devika Ramaswamy\tSignature: ____________\n"
        "Name: Arjun Mehra\tSignature: ____________\n"
        "Supervisor\n"
        "Name: Prof. Kiran Deshpande\tSignature: ____________\n"
        "Date: ________\n"
    )
    result = extract(text_document(page), "thesis", None, "Kavitha Iyer")
    assert related(result) == {
        ("Devika Ramaswamy", Role.COMMITTEE_MEMBER),
        ("Arjun Mehra", Role.COMMITTEE_MEMBER),
        ("Kiran Deshpande", Role.ADVISOR),
    }
