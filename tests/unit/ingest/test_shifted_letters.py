"""A text layer spelt with neighbouring letters is read from the page image instead."""

from __future__ import annotations

import textwrap

import pytest

from minesweeper.ingest import OcrConfig, TextSource, ingest_bytes
from minesweeper.ingest.shifted_letters import letters_shifted
from tests.support.tounicode_pdf import Text, mapped_font_pdf, shifted_cmap

PROSE = (
    "This thesis of Mira Olsen was written under the supervision of Professor Tomas Vrana at "
    "the Department of Marine Engineering. The results of the second chapter were obtained in "
    "a joint project with the harbour authority, and the measurements in the third chapter "
    "were made on a test rig that was built for this work. The committee that examined the "
    "thesis was chaired by Professor Lidia Harcourt, and its members were Doctor Anton Berg "
    "and Doctor Selma Quist. The author is grateful for the help of the workshop staff, who "
    "built the rig, and for the support of the foundation that paid for the instruments."
)


def _moved(text: str, step: int) -> str:
    def move(char: str) -> str:
        if not char.isascii() or not char.isalpha():
            return char
        first = ord("a") if char.islower() else ord("A")
        return chr(first + (ord(char) - first + step) % 26)

    return "".join(move(char) for char in text)


@pytest.mark.parametrize("step", [1, -1, 2])
def test_prose_spelt_a_step_off_is_recognised(step: int) -> None:
    assert letters_shifted(_moved(PROSE, step))


@pytest.mark.parametrize(
    "text",
    [
        PROSE,
        "La thèse a été dirigée par le professeur Tomas Vrana et soutenue devant un jury composé "
        "de trois membres. " * 6,
        "Die Arbeit wurde von Professor Tomas Vrana betreut und an der Fakultät für Maschinenbau "
        "eingereicht, und sie ist die Grundlage für das Projekt. " * 4,
    ],
)
def test_prose_as_printed_is_not(text: str) -> None:
    assert not letters_shifted(text)


def test_a_list_of_names_or_a_short_page_says_too_little() -> None:
    names = ", ".join(["Tomas Vrana", "Lidia Harcourt", "Anton Berg", "Selma Quist"] * 10)
    assert not letters_shifted(names)
    assert not letters_shifted(_moved("The results of the thesis are in the appendix.", 1))


def _shifted_pdf() -> bytes:
    lines = textwrap.wrap(PROSE, 80)
    texts = [Text(50, 780 - 18 * row, 11, line) for row, line in enumerate(lines)]
    return mapped_font_pdf(texts, shifted_cmap(1))


def test_a_page_whose_font_maps_letters_a_step_off_is_read_by_ocr() -> None:
    document = ingest_bytes(_shifted_pdf(), "thesis.pdf")
    page = document.pages[0]
    assert "wrong letters" in document.note
    assert page.text_source is TextSource.OCR
    assert "Doctor Anton Berg and Doctor Selma Quist" in page.text
    assert "supervision" in page.text


def test_without_ocr_the_layer_stays_as_it_reads() -> None:
    document = ingest_bytes(_shifted_pdf(), "thesis.pdf", ocr=OcrConfig(enabled=False))
    page = document.pages[0]
    assert page.text_source is TextSource.LAYER
    assert "Qspgfttps" in page.text  # "Professor"
