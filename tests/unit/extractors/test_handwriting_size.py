"""looks_handwritten: a name box taller than its label is handwriting only when its strokes are
not the form's type (a signature across a typed name, or a photo's perspective, makes the
name's box taller without changing its typeface)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from minesweeper.extractors.text.approval.seals import looks_handwritten
from minesweeper.extractors.text.lines import Box, Cell

FONT = Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")


@pytest.mark.skipif(not FONT.exists(), reason="the Nanum fonts are not installed")
def test_a_tall_box_of_the_forms_type_is_print() -> None:
    image = Image.new("RGB", (900, 200), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(FONT), 40)
    draw.text((20, 60), "심사위원", font=font, fill="black")
    draw.text((400, 60), "계성민", font=font, fill="black")
    label = Cell("심사위원", box=Box(15, 55, 200, 110), text_height=48)
    # The same type, but the box reaches 24 px higher (a signature stroke over the name).
    name = Cell("계성민", box=Box(395, 31, 560, 110), text_height=72)
    assert not looks_handwritten(image, name, label)


@pytest.mark.skipif(not FONT.exists(), reason="the Nanum fonts are not installed")
def test_a_tall_name_in_other_strokes_is_handwriting() -> None:
    image = Image.new("RGB", (900, 200), "white")
    draw = ImageDraw.Draw(image)
    draw.text((20, 60), "심사위원", font=ImageFont.truetype(str(FONT), 40), fill="black")
    # A pen line of another width, written larger than the label.
    draw.line([(400, 40), (450, 110), (500, 45), (560, 105)], fill="navy", width=7)
    label = Cell("심사위원", box=Box(15, 55, 200, 110), text_height=48)
    name = Cell("계성민", box=Box(395, 35, 565, 112), text_height=72)
    assert looks_handwritten(image, name, label)
