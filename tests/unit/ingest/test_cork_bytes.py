"""Central European text whose font reads its T1 (Cork) bytes as Latin-1 is read back."""

from __future__ import annotations

from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.cork_bytes import cork_restored
from tests.support.tounicode_pdf import Text, latin1_cmap, mapped_font_pdf

COVER = (
    "Politechnika Nordhawska",
    "Zarządzanie i Inżynieria Produkcji",
    "Uczenie maszynowe jako narzędzie",
    "Promotor: dr inż. Kamil Wiśniał",
)
# The T1 bytes of the Polish letters above, as Latin-1 shows them.
_AS_LATIN1 = str.maketrans({"ą": "¡", "ę": "¦", "ż": "»", "ś": "±", "ł": "ª"})


def test_a_page_of_signs_between_letters_is_read_back_in_polish() -> None:
    page = "\n".join(line.translate(_AS_LATIN1) for line in COVER)
    assert "Zarz¡dzanie" in page
    assert cork_restored(page) == "\n".join(COVER)


def test_t1_ligatures_are_read_back_on_any_page() -> None:
    assert cork_restored("defect classi\x1ccation, e\x1bectiveness") == (
        "defect classification, effectiveness"
    )


def test_signs_beside_words_stay_signs() -> None:
    for text in (
        "¡Hola! ¿Qué tal? Profª. Drª. Ana Ruiz, Nº 5, 2ª edição, 50 ± 3 mm, «citado».",
        "La col·lecció de l'Institut, paral·lel a la col·laboració.",
        "Über die Größe der Flüsse in Österreich.",
    ):
        assert cork_restored(text) == text


def test_a_pdf_whose_t1_font_has_no_map_of_its_own() -> None:
    texts = [
        Text(60, 700 - 20 * row, 12, line.translate(_AS_LATIN1)) for row, line in enumerate(COVER)
    ]
    data = mapped_font_pdf(texts, latin1_cmap())
    page = ingest_bytes(data, "praca.pdf", ocr=OcrConfig(enabled=False)).pages[0]
    assert "Promotor: dr inż. Kamil Wiśniał" in page.text
