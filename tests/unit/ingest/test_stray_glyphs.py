"""Accents and icon bullets that a PDF text layer gives apart from their letters."""

from __future__ import annotations

import pytest

from minesweeper.ingest.stray_glyphs import repaired
from tests.unit.extractors.builders import extract, names, text_document


@pytest.mark.parametrize(
    ("layer", "read"),
    [
        ("Sch¨afer, Ren´e and Mu˜noz", "Schäfer, René and Muñoz"),  # the accent before its letter
        ("J. Kr¨uger and ˇSkoda", "J. Krüger and Škoda"),
        ("Mart´ınez", "Martínez"),  # TeX's dotless i under the accent
        ("Sı\u0301lvia Reis", "Sílvia Reis"),  # ... and a combining accent after it
        ("Işık Alkan", "Işık Alkan"),  # a Turkish dotless i stays
        ("Ye¸silova, Ala¸cam and D˛abek", "Yeşilova, Alaçam and Dąbek"),  # marks hung under
        ("Jo˜ao Gon¸calves", "João Gonçalves"),  # the cedilla before the letter it sits under
        ("B. Gotze ¨\n1 and W. van Zwet", "B. Gotze \n1 and W. van Zwet"),  # set apart: left out
        ("Ana L ˜ opez and Rosa Fern ´ andez", "Ana Lopez and Rosa Fernandez"),  # inside a word
        ("O´Neill", "O´Neill"),  # no letter B́ in Unicode: as printed
        # A capital's accent, drawn over it, read after it and a space: "O¨ zgür", "A˚ sa".
        ("O¨ zgür Asar and A˚ sa Lind", "Özgür Asar and Åsa Lind"),
        ("E´ milie Roux", "Émilie Roux"),
        ("\x9f Hana Cho, Ilsa Varga", "• Hana Cho, Ilsa Varga"),  # an icon font's bullet
        ("\ue0a1 Hana Cho", "• Hana Cho"),
        ("{ Hana Cho, Ilsa Varga. Title.", "• Hana Cho, Ilsa Varga. Title."),  # moderncv
        ("{ a, b } = S", "{ a, b } = S"),  # a set, closed on its line
        ("Hana\x1fCho", "Hana Cho"),
        # A symbol font's bullet read as a letter, on two lines or more of the page.
        ("l [OSYS 24] Hana Cho\nl Ilsa Varga", "• [OSYS 24] Hana Cho\n• Ilsa Varga"),
        ("  n Award A\n  n Award B", " • Award A\n • Award B"),  # indented
        ("l Lagrangian of\nthe system", "l Lagrangian of\nthe system"),  # one line: a variable
        ("n = 12\nn = 14", "n = 12\nn = 14"),
        ("l [A] x\nn [B] y", "l [A] x\nn [B] y"),  # two letters, one line each
        ("tabs\tand\nlines", "tabs\tand\nlines"),
    ],
)
def test_a_text_layer_is_repaired(layer: str, read: str) -> None:
    assert " ".join(repaired(layer).split(" ")).replace("  ", " ") == read


def test_a_publication_list_with_an_icon_bullet_and_a_detached_accent_is_read() -> None:
    text = repaired(
        "Publications\n"
        "\x9f Minjun Kim, Lena Sch¨onfeld, Ilsa Varga. Sparse graphs. In KDD, 2021.\n"
        "\x9f Minjun Kim and Oren Malka. Graph kernels. In NeurIPS, 2020.\n"
    )
    assert names(extract(text_document(text), "cv")) == {
        "Lena Schönfeld",
        "Ilsa Varga",
        "Oren Malka",
    }
