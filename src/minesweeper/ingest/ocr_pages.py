"""Which pages get OCR, and running it within the page budget and the time limit.

OCR costs seconds per page, so it is spent where names can be: pages with red seal ink
(found by a fast low-resolution pass), then the front pages (cover, approval page), then
the last pages (signature pages), then the rest in order. A page that reads poorly in the
configured languages is read again in its own script's (`ocr_script`).
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from itertools import accumulate

from PIL import Image

from minesweeper.ingest.config import Deadline, OcrConfig
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.model import Page, TextSource
from minesweeper.ingest.ocr import ocr_image, red_ink_mask, remove_red_ink
from minesweeper.ingest.ocr_script import read_in_own_script

_SCOUT_DPI = 24  # low resolution for finding seal ink quickly
_SCOUT_MAX_PAGES = 40  # pages scouted in long documents
_SEAL_RATIO = 0.0005  # share of red pixels that suggests a seal
_INK_CONTRAST = 60  # grey levels below the paper's from which a pixel is ink, not noise
_BLANK_RATIO = 0.0005  # a page with a smaller share of ink pixels is blank
_BLANK_SCOUT_MAX_PAGES = 400  # pages checked for blankness (a few ms each at scout resolution)
_FRONT_PAGES = 5
_BACK_PAGES = 2

Renderer = Callable[[int, int], Image.Image]


def blank_pages(candidates: list[int], render: Renderer, deadline: Deadline) -> set[int]:
    """Pages without any ink: deliberately blank pages of a thesis, blank scanned backs.

    They need neither OCR nor a person's eyes, so they are left out of both.
    """
    blanks: set[int] = set()
    for number in candidates[:_BLANK_SCOUT_MAX_PAGES]:
        if deadline.remaining() <= 0:
            break
        try:
            grey = render(number, _SCOUT_DPI).convert("L")
        except IngestError:
            continue
        if _ink_share(grey.histogram()) < _BLANK_RATIO:
            blanks.add(number)
    return blanks


def _ink_share(histogram: list[int]) -> float:
    """Share of pixels darker than the paper by _INK_CONTRAST. The paper is the median level:
    measured against it, a pale copy's grey strokes (lighter still at scouting resolution) are
    ink, while a grey or noisy blank back is not."""
    total = sum(histogram)
    paper = next(level for level, seen in enumerate(accumulate(histogram)) if 2 * seen >= total)
    return sum(histogram[: max(0, paper - _INK_CONTRAST)]) / max(1, total)


def choose_pages(
    candidates: list[int], page_count: int, budget: int, render: Renderer, deadline: Deadline
) -> list[int]:
    """Up to `budget` of the candidate pages, most promising first."""
    if len(candidates) <= budget:
        return list(candidates)
    sealed: list[int] = []
    for number in candidates[:_SCOUT_MAX_PAGES]:
        if deadline.remaining() <= 0:
            break
        try:
            ratio = float(red_ink_mask(render(number, _SCOUT_DPI)).mean())
        except IngestError:
            continue
        if ratio >= _SEAL_RATIO:
            sealed.append(number)
    front = [n for n in candidates if n <= _FRONT_PAGES]
    back = [n for n in candidates if n > page_count - _BACK_PAGES]
    ordered = dict.fromkeys(sealed + front + back + list(candidates))
    return list(ordered)[:budget]


def ocr_pages(
    numbers: list[int], render: Renderer, config: OcrConfig, deadline: Deadline
) -> tuple[dict[int, Page], list[str]]:
    """OCR the given pages in parallel; (page number -> Page, warnings)."""
    warnings: list[str] = []

    def one(number: int) -> Page | None:
        if deadline.remaining() <= 0:
            return None
        image = render(number, config.dpi)
        cleaned, red_ratio = remove_red_ink(image)
        try:
            result = ocr_image(cleaned, config, config.dpi, max(1.0, deadline.remaining()))
            result = read_in_own_script(cleaned, result, config, config.dpi, deadline)
        except (OSError, subprocess.SubprocessError) as exc:
            warnings.append(f"page {number}: OCR failed ({type(exc).__name__})")
            return Page(number, "", TextSource.NONE, red_ink_ratio=red_ratio)
        source = TextSource.OCR if result.text.strip() else TextSource.NONE
        return Page(
            number,
            result.text,
            source,
            words=result.words,
            ocr_dpi=config.dpi,
            ocr_size=cleaned.size,
            red_ink_ratio=red_ratio,
        )

    pages: dict[int, Page] = {}
    with ThreadPoolExecutor(max_workers=max(1, config.workers)) as pool:
        for number, page in zip(numbers, pool.map(one, numbers), strict=True):
            if page is None:
                warnings.append(f"page {number}: OCR skipped, the time limit was reached")
            else:
                pages[number] = page
    return pages, sorted(set(warnings))
