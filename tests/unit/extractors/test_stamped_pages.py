"""Seals and signatures placed on born-digital approval pages (tests.support.stamped_pdfs):
read beside the typed name they belong to, from the page rendered without its text."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from minesweeper.extractors.model import ExtractionInput, ExtractionResult, SourceKind
from minesweeper.extractors.text import TextExtractor
from minesweeper.extractors.text.approval.seals import Mark, drawn_marks
from minesweeper.extractors.text.lines import Box, Cell
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.categories import DocType
from tests.support.stamped_pdfs import (
    Member,
    label_line_name_page,
    signed_lines_page,
    table_page,
    two_column_page,
)


def _marks(pdf: bytes, applicant: str) -> dict[str, set[SourceKind]]:
    document = ingest_bytes(pdf, "approval.pdf", ocr=OcrConfig(enabled=False))
    result: ExtractionResult = TextExtractor().extract(
        ExtractionInput(document, DocType.THESIS, applicant, None)
    )
    found: dict[str, set[SourceKind]] = {}
    for person in result.persons:
        if not person.is_self:
            found.setdefault(person.name_raw, set()).add(person.source_kind)
    return found


def test_seal_images_over_the_slot_are_seals_of_their_rows_only() -> None:
    members = [
        Member("심사위원장", "도하결", "seal"),
        Member("심사위원", "나예솔"),
        Member("심사위원", "편우람", "seal"),
        Member("심사위원", "탁서윤", "signature"),
    ]
    found = _marks(table_page("윤가람", members), "윤가람")
    assert found == {
        "도하결": {SourceKind.PRINTED, SourceKind.SEAL},
        "나예솔": {SourceKind.PRINTED},
        "편우람": {SourceKind.PRINTED, SourceKind.SEAL},
        "탁서윤": {SourceKind.PRINTED, SourceKind.SIGNATURE},
    }


def test_a_ruled_shaded_table_without_marks_has_none() -> None:
    members = [Member("심사위원장", "도하결"), Member("심사위원", "나예솔")]
    found = _marks(table_page("윤가람", members), "윤가람")
    assert found == {"도하결": {SourceKind.PRINTED}, "나예솔": {SourceKind.PRINTED}}


def test_signatures_on_the_rule_beside_typed_english_names() -> None:
    members = [
        Member("Committee Chair", "Orla Vance", "signature"),
        Member("Committee Member", "Teodor Quill", "signature"),
        Member("Committee Member", "Mira Ostrander"),
    ]
    found = _marks(signed_lines_page("Ilse Marwood", members), "Ilse Marwood")
    assert found == {
        "Orla Vance": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Teodor Quill": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Mira Ostrander": {SourceKind.PRINTED},
    }


def test_ink_across_the_right_hand_name_is_not_lent_to_the_left_hand_one() -> None:
    page = two_column_page(
        "윤가람", Member("심사위원", "도하결"), Member("심사위원", "편우람", "signature")
    )
    found = _marks(page, "윤가람")
    assert found == {
        "도하결": {SourceKind.PRINTED},
        "편우람": {SourceKind.PRINTED, SourceKind.SIGNATURE},
    }


@pytest.mark.parametrize("flourish", [False, True])
def test_signatures_on_the_rule_between_the_label_and_the_typed_name(flourish: bool) -> None:
    members = [
        Member("Chair of Committee", "Orla Vance", "signature"),
        Member("Committee Member", "Teodor Quill", "signature"),
        Member("Committee Member", "Mira Ostrander"),
        Member("Committee Member", "Bram Eskelund", "signature"),
    ]
    page = label_line_name_page("Ilse Marwood", members, flourish=flourish)
    found = _marks(page, "Ilse Marwood")
    assert found == {
        "Orla Vance": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Teodor Quill": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Mira Ostrander": {SourceKind.PRINTED},
        "Bram Eskelund": {SourceKind.PRINTED, SourceKind.SIGNATURE},
    }


def test_a_signature_on_the_rule_before_a_titled_name() -> None:
    """ "Chair ______ Prof. Orla Vance": the rule ends at the title, not at the name."""
    members = [
        Member("Chair", "Prof. Orla Vance", "signature"),
        Member("Member", "Prof. Teodor Quill", "signature"),
        Member("Member", "Dr. Mira Ostrander"),
    ]
    found = _marks(label_line_name_page("Ilse Marwood", members), "Ilse Marwood")
    assert found == {
        "Orla Vance": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Teodor Quill": {SourceKind.PRINTED, SourceKind.SIGNATURE},
        "Mira Ostrander": {SourceKind.PRINTED},
    }


def test_a_signature_over_the_name_whose_flourish_lies_apart_from_its_letters() -> None:
    """A born-digital page's signature block: the pen's letters two to four text heights above
    the typed name, the flourish under them a few blank rows apart, at the band's middle."""
    page = Image.new("RGB", (1200, 600), "white")
    pen = ImageDraw.Draw(page)
    for left in range(660, 790, 26):  # the letters: loops of a pen, in blue ink
        pen.arc((left, 300, left + 30, 340), 180, 360, fill=(30, 40, 140), width=4)
        pen.line((left + 30, 320, left + 30, 338), fill=(30, 40, 140), width=4)
    pen.line((640, 352, 815, 348), fill=(30, 40, 140), width=2)  # the flourish
    name = Cell("Rosalind L. Aun", box=Box(591, 400, 790, 422), text_height=22)
    assert drawn_marks(page, name, None) == {Mark.SIGNATURE}
