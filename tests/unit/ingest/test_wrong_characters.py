"""A text layer of the wrong characters is read from the page image instead."""

from __future__ import annotations

import textwrap

import pytest

from minesweeper.ingest import OcrConfig, TextSource, ingest_bytes
from minesweeper.ingest.wrong_characters import reversed_pages, wrong_characters
from tests.support.tounicode_pdf import (
    Text,
    glyph_number_cmap,
    mapped_font_pdf,
    shifted_cmap,
)

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
    assert wrong_characters(_moved(PROSE, step))


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
    assert not wrong_characters(text)


def test_glyph_numbers_read_as_punctuation() -> None:
    garbled = "!\" # !$ % &' \" ( ) ( * + , - . ) + / ' * ( . 0 ( 1 ) ( 2 ) 3+ 2 " * 12
    assert wrong_characters(garbled)


@pytest.mark.parametrize(
    "text",
    [
        "Contents\n" + "1 Introduction . . . . . . . . . . . . . . . . . . 3\n" * 20,
        "The field obeys (∂_t + v·∇)u = −∇p/ρ + ν∇²u, [a, b] ⊂ Ω, f(x) = ∑ c_k x^k. " * 5,
    ],
)
def test_a_table_of_contents_or_a_page_of_formulas_is_no_garbled_page(text: str) -> None:
    assert not wrong_characters(text)


def test_a_table_of_instructions_or_a_chart_of_markers_is_no_garbled_page() -> None:
    mnemonics = "\n".join(
        f"{op}\trd = rs1{sign}anlik\tAnlik" for op, sign in [("addi", "+"), ("andi", "&")] * 20
    )
    assert not wrong_characters(mnemonics)
    assert not wrong_characters("Figure 6.10 " + "● ■ ●● ▲ " * 40)


def test_a_list_of_names_or_a_short_page_says_too_little() -> None:
    names = ", ".join(["Tomas Vrana", "Lidia Harcourt", "Anton Berg", "Selma Quist"] * 10)
    assert not wrong_characters(names)
    assert not wrong_characters(_moved("The results of the thesis are in the appendix.", 1))


def _shifted_pdf(cmap: bytes | None = None) -> bytes:
    lines = textwrap.wrap(PROSE, 80)
    texts = [Text(50, 780 - 18 * row, 11, line) for row, line in enumerate(lines)]
    return mapped_font_pdf(texts, cmap or shifted_cmap(1))


@pytest.mark.parametrize("cmap", [shifted_cmap(1), glyph_number_cmap()], ids=["step", "numbers"])
def test_a_page_whose_font_maps_its_letters_wrongly_is_read_by_ocr(cmap: bytes) -> None:
    document = ingest_bytes(_shifted_pdf(cmap), "thesis.pdf")
    page = document.pages[0]
    assert "wrong characters" in document.note
    assert page.text_source is TextSource.OCR
    assert "Doctor Anton Berg and Doctor Selma Quist" in page.text
    assert "supervision" in page.text


def test_without_ocr_the_layer_stays_as_it_reads() -> None:
    document = ingest_bytes(_shifted_pdf(), "thesis.pdf", ocr=OcrConfig(enabled=False))
    page = document.pages[0]
    assert page.text_source is TextSource.LAYER
    assert "Qspgfttps" in page.text  # "Professor"


def test_words_spelt_backwards_read_as_prose_backwards() -> None:
    backwards = " ".join(word[::-1] for word in PROSE.split())
    assert reversed_pages([backwards, "ierP .forP | arravS omoT"]) == {1, 2}
    assert reversed_pages([PROSE, "Prof. Tomas Vrana"]) == set()
