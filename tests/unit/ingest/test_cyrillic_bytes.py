"""Russian text whose font reads its Windows-1251 bytes as Latin-1 is read back in Cyrillic."""

from __future__ import annotations

from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.ingest.cyrillic_bytes import cyrillic_restored
from tests.support.tounicode_pdf import Text, latin1_cmap, mapped_font_pdf

COVER = (
    "Научный руководитель:",
    "д.ф-м.н., профессор",
    "Ветров Олег Игоревич",
    "Москва, 2020",
)


def _as_latin1(text: str) -> str:
    return text.encode("cp1251").decode("latin-1")


def test_a_page_of_accented_latin_letters_is_read_back_in_cyrillic() -> None:
    page = "\n".join(_as_latin1(line) for line in COVER)
    assert page.startswith("Íàó÷íûé")
    assert cyrillic_restored(page) == "\n".join(COVER)


def test_french_and_german_keep_their_accents() -> None:
    for text in (
        "Thèse présentée à l'Université de Montréal, où elle a été soutenue en été.",
        "Über die Größe der Flüsse in Österreich: eine Abhandlung für Mädchen und Söhne.",
    ):
        assert cyrillic_restored(text) == text


def test_a_pdf_whose_cyrillic_font_has_no_map_of_its_own() -> None:
    texts = [Text(60, 700 - 20 * row, 12, _as_latin1(line)) for row, line in enumerate(COVER)]
    data = mapped_font_pdf(texts, latin1_cmap())
    page = ingest_bytes(data, "cover.pdf", ocr=OcrConfig(enabled=False)).pages[0]
    assert "Ветров Олег Игоревич" in page.text
    assert "Научный руководитель:" in page.text
