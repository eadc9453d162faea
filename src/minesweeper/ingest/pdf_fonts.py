"""Runs of bold text on a PDF page, from each glyph's font.

A CV sets its owner's name in bold in every entry of its publication list: the one person
on the page who is not a co-author. PDFium reports a glyph's font weight where the font
declares one; LaTeX's and Type 1 fonts often declare none, and name their weight instead
("CMBX10", "NimbusRomNo9L-Medi", "Times-Bold").
"""

from __future__ import annotations

import ctypes
import re

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

_BOLD_WEIGHT = 600  # CSS/OpenType weights: 600 semibold, 700 bold
_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi|-medi|cmbx|\bbx\d|-bd\b", re.IGNORECASE)
_MIN_LETTERS = 2
_NAME_BUFFER = 128


def bold_runs(textpage: pdfium.PdfTextPage, chars: str) -> tuple[str, ...]:
    """The page's bold runs in reading order; spaces between two bold glyphs stay inside a
    run, a line break or a regular glyph ends it."""
    runs: list[str] = []
    current: list[str] = []
    fonts: dict[str, bool] = {}
    buffer = ctypes.create_string_buffer(_NAME_BUFFER)
    flags = ctypes.c_int()
    for index, char in enumerate(chars):
        if char == " " and current:
            current.append(char)
            continue
        bold = not char.isspace() and _is_bold(textpage, index, buffer, flags, fonts)
        if bold:
            current.append(char)
            continue
        _close(current, runs)
    _close(current, runs)
    return tuple(runs)


def _close(current: list[str], runs: list[str]) -> None:
    text = "".join(current).strip()
    if sum(ch.isalpha() for ch in text) >= _MIN_LETTERS:
        runs.append(text)
    current.clear()


def _is_bold(
    textpage: pdfium.PdfTextPage,
    index: int,
    buffer: ctypes.Array[ctypes.c_char],
    flags: ctypes.c_int,
    fonts: dict[str, bool],
) -> bool:
    if pdfium_c.FPDFText_GetFontWeight(textpage, index) >= _BOLD_WEIGHT:
        return True
    length = pdfium_c.FPDFText_GetFontInfo(
        textpage, index, buffer, _NAME_BUFFER, ctypes.byref(flags)
    )
    if length <= 0:
        return False
    name = buffer.value.decode("latin-1", "replace")
    if name not in fonts:
        fonts[name] = bool(_BOLD_NAME.search(name))
    return fonts[name]
