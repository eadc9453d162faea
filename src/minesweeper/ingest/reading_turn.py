"""Which way up a page reads best, for pages orientation detection cannot place.

Tesseract's orientation detection (OSD) knows no Hangul: on a Korean page lying sideways it
often answers "no turn" with a confidence near zero, and the page is then OCRed sideways
into debris. Reading the page itself settles it: the page is read small (a rough reading)
as it lies, and when that reading is poor, turned a quarter, three quarters and a half;
upright text is read with confidence, text lying sideways or upside down is not.

Only letters on lines that run across the image count: Tesseract turns a column of
sideways text by itself now and then and reads it well, and such a reading says the page
lies sideways, not that it is upright. A turn is taken only when its reading reads well and
clearly beats the page as it lies, so a page with little text, or one whose every reading
is debris, is never turned.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PIL import Image

from minesweeper.ingest.config import Deadline, OcrConfig
from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import ocr_image, remove_red_ink

READ_DPI = 100  # a rough reading: Tesseract reads 14 pt print at this size, in a second
_TURNS = (90, 270, 180)  # clockwise; after the page as it lies. Sideways feeds come first
_CONFIDENT = 0.85  # a word read at least this sure is read, not guessed
_ACROSS = 1.2  # a line at least this many times wider than tall runs across the image
_WELL_LETTERS = 20  # a reading of fewer confident letters says too little either way
_WELL_SHARE = 0.5  # ... or one where fewer than half the letters read are confident
_BEAT_FACTOR = 2.0  # a turn must read at least twice the confident letters of the page
_BEAT_LETTERS = 15  # ... and this many more
_RESERVE_S = 5.0  # no rough reading is started with less time left for the document


@dataclass(frozen=True, slots=True)
class Reading:
    """How well one turn of a page read: confident letters (on lines across the image) and
    all letters."""

    confident: int
    letters: int


def reading_of(words: Iterable[OcrWord]) -> Reading:
    lines: dict[int, list[OcrWord]] = {}
    for word in words:
        lines.setdefault(word.line_id, []).append(word)
    confident = letters = 0
    for line in lines.values():
        counts = [sum(ch.isalpha() for ch in word.text) for word in line]
        letters += sum(counts)
        width = max(w.left + w.width for w in line) - min(w.left for w in line)
        height = max(w.top + w.height for w in line) - min(w.top for w in line)
        if width > _ACROSS * height:
            confident += sum(
                n for n, w in zip(counts, line, strict=True) if w.confidence >= _CONFIDENT
            )
    return Reading(confident, letters)


def reads_well(reading: Reading) -> bool:
    return reading.confident >= _WELL_LETTERS and reading.confident >= _WELL_SHARE * reading.letters


def _beats(reading: Reading, as_it_lies: Reading) -> bool:
    margin = max(_BEAT_FACTOR * as_it_lies.confident, as_it_lies.confident + _BEAT_LETTERS)
    return reads_well(reading) and reading.confident >= margin


def turn_by_reading(read: Callable[[int], Reading | None]) -> int:
    """Degrees to turn the page clockwise, given `read(turn)`: the reading of the page turned
    that far (None when reading failed or time ran out, which ends the search). The page as it
    lies is read first and kept when it reads well; a turn that reads well and clearly beats
    it ends the search."""
    as_it_lies = read(0)
    if as_it_lies is None or reads_well(as_it_lies):
        return 0
    for turn in _TURNS:
        reading = read(turn)
        if reading is None:
            break
        if _beats(reading, as_it_lies):
            return turn  # at most one way up reads well: the others are debris
    return 0


def small_copy(image: Image.Image, dpi: int) -> tuple[Image.Image, int]:
    """(the page in grey at READ_DPI, or as it is when smaller; its dpi): the size of a
    rough reading."""
    scale = READ_DPI / dpi
    small = image.convert("L")
    if scale < 1:
        size = (max(1, round(small.width * scale)), max(1, round(small.height * scale)))
        small = small.resize(size, Image.Resampling.LANCZOS)
    return small, min(dpi, READ_DPI)


def rough_reading(
    small: Image.Image, dpi: int, config: OcrConfig, deadline: Deadline | None
) -> Reading | None:
    """How well a small copy of a page reads in the configured languages; None when reading
    failed or too little time is left for the document."""
    remaining = deadline.remaining() if deadline is not None else None
    if remaining is not None and remaining < _RESERVE_S:
        return None
    try:
        result = ocr_image(small, config, dpi, remaining)
    except (OSError, subprocess.SubprocessError):
        return None
    return reading_of(result.words)


def turn_of_page(image: Image.Image, dpi: int, config: OcrConfig, deadline: Deadline | None) -> int:
    """`turn_by_reading` of a page image at `dpi`, read at READ_DPI in the configured
    languages. Each reading goes through the OCR cache, so a page is judged once."""
    cleaned, _ = remove_red_ink(image)  # a seal reads as debris any way up
    small, read_dpi = small_copy(cleaned, dpi)

    def read(turn: int) -> Reading | None:
        turned = small.rotate(-turn, expand=True) if turn else small  # PIL turns anticlockwise
        return rough_reading(turned, read_dpi, config, deadline)

    return turn_by_reading(read)
