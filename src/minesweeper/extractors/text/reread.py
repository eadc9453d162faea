"""A second look at single committee lines whose name OCR could not read.

Tesseract with Korean and English models together sometimes reads a Hangul name as Latin
letters ("심사위원 ASS (인)" for 염도윤, "지도교수 BAYA" for a letter-spaced 봉 재 석), most often
when a seal or a signature sits on the same line. Such a line opens on a Korean role label,
so its name is Hangul: the line alone is cut out of the page (seal ink removed) and read
again as one text line with the Korean model only. The new reading replaces the old one
only when it yields a name the old one did not.
"""

from __future__ import annotations

import dataclasses
import re
import statistics
import subprocess
from collections.abc import Callable, Sequence

import numpy as np
from PIL import Image

from minesweeper.extractors.text.labels import (
    KOREAN_LABEL,
    label_at_start,
    opens_on_cut_korean_label,
)
from minesweeper.extractors.text.lines import Cell, ocr_cells, table_band
from minesweeper.extractors.text.slotnames import names_in
from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.model import IngestedDocument, OcrWord, Page, TextSource
from minesweeper.ingest.ocr import ocr_image, remove_red_ink
from minesweeper.ingest.rules import erase_rules

_MAX_LINES = 12  # lines read again per document: a bound on Tesseract calls
_KOREAN_LINE = "kor"
_SINGLE_LINE_PSM = 7
_CROP_HEIGHTS = 1.0  # half the crop's height, in text heights, around the line's middle
_MIN_NAME_CONFIDENCE = 0.45  # OCR confidence of every syllable of a name read the second time
_INK_LEVEL = 128  # grey level below which a pixel of the prepared crop is ink
_HANGUL = re.compile(r"[가-힣]")
_LATIN = re.compile(r"[A-Za-z]")
# Capitals on a Korean form, next to Hangul: Hangul that OCR read as Latin letters.
_MISREAD_HANGUL = re.compile(r"(?=.*[가-힣])(?=.*\b[A-Z]{2,6}\b)")
# A whole line of Latin capitals on a Korean form, opening where the label stands: the label
# and the name both misread (a bold handwritten name and a signature drag Tesseract's script
# guess for the line to Latin). English print opens on a capitalized word, not on "AAAS SEY".
_MISREAD_LINE = re.compile(r"^[^\w가-힣]*[A-Z]{2,6}\s+[A-Z]{2,6}\b(?!.*[가-힣])")


# What may follow a label that ends a row: the seal slot, however OCR read it ("(印)",
# "(ED)", "(qs").
_SLOT_AFTER_LABEL = re.compile(r"^\s*(?:\(\S{0,4}\)?)?\s*$")


def _line_names(text: str) -> list[str] | None:
    """The names after a Korean label opening the line, or before a Korean label that ends it
    ("현 채 람   심사위원장   (印)"); None when no such label opens or ends it."""
    started = label_at_start(text, ocr=True)
    if started is None:
        return _names_before_label(text)
    if not started[2] or not started[1]:
        return None
    return [name for name, _partial in names_in(started[1], ocr=True)]


def _names_before_label(text: str) -> list[str] | None:
    found = next(
        (m for m in KOREAN_LABEL.finditer(text) if _SLOT_AFTER_LABEL.match(text[m.end() :])),
        None,
    )
    if found is None or not text[: found.start()].strip():
        return None
    return [name for name, _partial in names_in(text[: found.start()], ocr=True)]


def unread_lines(page: Page) -> list[int]:
    """Line ids of a page whose Korean role label is followed by something that is no name
    (or by a name OCR was unsure of, or by nothing where no row of names is under it), and,
    on a page with Korean labels, lines where Hangul was read as Latin capitals."""
    lines: dict[int, list[OcrWord]] = {}
    for word in page.words:
        lines.setdefault(word.line_id, []).append(word)
    texts = {
        line_id: " ".join(w.text for w in sorted(words, key=lambda w: w.left))
        for line_id, words in lines.items()
    }
    named = {line_id: _line_names(text) for line_id, text in texts.items()}
    korean_form = any(names is not None for names in named.values())
    band = table_band(
        [
            statistics.median(w.top for w in lines[line_id])
            for line_id, names in named.items()
            if names
        ]
    )
    stacked = _stacked_bare_labels(lines, texts, named)
    found = []
    for line_id, words in lines.items():
        names = named[line_id]
        if line_id in stacked:
            found.append(line_id)
            continue
        if names is not None and not _confident(names, ocr_cells(words)):
            found.append(line_id)
        elif names is None and korean_form and (_misread(texts[line_id]) or _garbled(words)):
            found.append(line_id)  # "AIA 하 승 민 (인)": the label itself read as Latin letters
        elif names is None and korean_form and opens_on_cut_korean_label(texts[line_id]):
            found.append(line_id)  # "심사위 4 4s": the label cut short, the name lost
        elif names is None and _in_band(words, band) and _LATIN.search(texts[line_id]):
            found.append(line_id)  # a committee row read as debris ("Al A} 9] JAAS (RM)")
    return found


def _stacked_bare_labels(
    lines: dict[int, list[OcrWord]], texts: dict[int, str], named: dict[int, list[str] | None]
) -> list[int]:
    """Korean labels read alone on their line while the line under each is no row of names:
    one member per row, the row's name lost to the seal or signature over it. A label over a
    row of names (a grid) is read with that row and is not among them."""
    order = sorted(lines, key=lambda line_id: statistics.median(w.top for w in lines[line_id]))
    found = []
    for position, line_id in enumerate(order):
        if not _bare_korean_label(texts[line_id]):
            continue
        below = order[position + 1] if position + 1 < len(order) else None
        if below is None or named[below] is not None or not names_in(texts[below], ocr=True):
            found.append(line_id)
    return found


def _bare_korean_label(text: str) -> bool:
    started = label_at_start(text, ocr=True)
    return started is not None and started[2] and not started[1].strip(" :：")


def _in_band(words: list[OcrWord], band: tuple[float, float] | None) -> bool:
    return band is not None and band[0] <= statistics.median(w.top for w in words) <= band[1]


def _garbled(words: list[OcrWord]) -> bool:
    """A row of a Korean form with Latin letters OCR was unsure of beside its Hangul ("“a
    sae 인하대학교"): the label and the name of a table row, garbled."""
    hangul = any(_HANGUL.search(word.text) for word in words)
    return hangul and any(
        _LATIN.search(word.text) and word.confidence < _MIN_NAME_CONFIDENCE for word in words
    )


def _misread(text: str) -> bool:
    return bool(_MISREAD_HANGUL.search(text) or _MISREAD_LINE.match(text))


def _confident(names: list[str], cells: Sequence[Cell]) -> bool:
    """Every name was read from words OCR was reasonably sure of, in the cell that holds
    it (a garbled signature further along the line sharing a syllable does not count)."""
    for name in names:
        squeezed = name.replace(" ", "")
        cell = next((c for c in cells if squeezed in c.text.replace(" ", "")), None)
        if cell is None or cell.confidence_of(name) < _MIN_NAME_CONFIDENCE:
            return False
    return bool(names)


def _crop_box(words: list[OcrWord], width: int, height: int) -> tuple[int, int, int, int]:
    """The line's band across the page. Word boxes of a seal-stamped line can be far too tall,
    so the band is centred on the median word middle and sized by the median word height."""
    text_height = statistics.median(w.height for w in words)
    middle = statistics.median(w.top + w.height / 2 for w in words)
    top = max(0, round(middle - _CROP_HEIGHTS * text_height))
    bottom = min(height, round(middle + _CROP_HEIGHTS * text_height))
    return 0, top, width, bottom


def _reread(
    page: Page,
    image: Image.Image,
    line_id: int,
    config: OcrConfig,
    prepare: Callable[[Image.Image], Image.Image],
) -> list[OcrWord] | None:
    """The line read again, from the prepared crop and, when that yields no name it is sure
    of, from the crop as rendered: flattening a photo's lighting also thins a dark signature
    into strokes that look like letters, so neither preparation is always the better one.
    A name read unsure is read once more from the crop cut where it ends: a signature or a
    seal further along the line drags the whole line's confidence down, not the name's."""
    words = [w for w in page.words if w.line_id == line_id]
    box = _crop_box(words, image.width, image.height)
    crop = image.crop(box)
    dpi = page.ocr_dpi or config.dpi
    for prepared in (prepare(crop), crop):
        read = _read_line(prepared, box, line_id, config, dpi)
        if read and read_names(read):
            return read
        end = _name_end(read)
        if end is not None:
            cut = _read_line(prepared.crop((0, 0, end, prepared.height)), box, line_id, config, dpi)
            if cut and read_names(cut):
                return cut
    return None


def _read_line(
    crop: Image.Image, box: tuple[int, int, int, int], line_id: int, config: OcrConfig, dpi: int
) -> list[OcrWord]:
    korean = dataclasses.replace(config, languages=_KOREAN_LINE, psm=_SINGLE_LINE_PSM)
    result = ocr_image(crop, korean, dpi)
    ink = np.asarray(crop.convert("L")) < _INK_LEVEL
    return [
        dataclasses.replace(_inked(word, ink), top=_inked(word, ink).top + box[1], line_id=line_id)
        for word in result.words
    ]


def _name_end(read: list[OcrWord]) -> int | None:
    """Where, across the crop, the name a reading found unsure ends, half a text height on;
    None when the reading found no name."""
    if not read:
        return None
    cells = ocr_cells(read)
    names = _cells_names(cells)
    if not names:
        return None
    letters = set(names[0].replace(" ", ""))
    rights = [
        box.right
        for cell in cells
        for (text, _score), box in zip(cell.word_confidences, cell.word_boxes, strict=False)
        if set(text) & letters
    ]
    margin = statistics.median(w.height for w in read) / 2
    return round(max(rights) + margin) if rights else None


def read_names(words: list[OcrWord]) -> list[str]:
    """The names a line read again yields, each read with confidence; [] when none.

    Judged on the cells the line will be read as: a single-line reading spaces every
    syllable ("심 사 위 원 임 하 늘 한 국 건 설"), and only the gaps between words tell the
    name's cell from the affiliation's. When the whole line (an affiliation, a signature
    read as letters) yields no name, the label's cell with the one after it may."""
    cells = ocr_cells(words)
    names = _cells_names(cells)
    # A name read with little confidence is a guess: the first reading stands then.
    return names if _confident(names, cells) else []


def _cells_names(cells: Sequence[Cell]) -> list[str]:
    """The names of a line's cells read whole, else of its label's cell and the next."""
    texts = [cell.text for cell in cells]
    return _line_names("  ".join(texts)) or _line_names("  ".join(texts[:2])) or []


def _inked(word: OcrWord, ink: np.ndarray) -> OcrWord:
    """The word's box narrowed to the rows its ink covers: read as a single line, Tesseract
    gives every word the crop's full height, and later stages compare word heights (a name
    written by hand is taller than print, a mark far taller)."""
    rows = np.flatnonzero(
        ink[word.top : word.top + word.height, word.left : word.left + word.width].any(axis=1)
    )
    if rows.size == 0:
        return word
    return dataclasses.replace(
        word, top=word.top + int(rows[0]), height=int(rows[-1] - rows[0] + 1)
    )


def _with_lines(page: Page, replaced: dict[int, list[OcrWord]]) -> Page:
    words = [w for w in page.words if w.line_id not in replaced]
    for new_words in replaced.values():
        words.extend(new_words)
    words.sort(key=lambda w: (w.line_id, w.left))
    lines: dict[int, list[str]] = {}
    for word in words:
        lines.setdefault(word.line_id, []).append(word.text)
    text = "\n".join(" ".join(parts) for _, parts in sorted(lines.items()))
    return dataclasses.replace(page, text=text, words=tuple(words))


def reread_lines(
    document: IngestedDocument,
    config: OcrConfig,
    prepare: Callable[[Image.Image], Image.Image] = lambda image: image,
) -> IngestedDocument:
    """The document with its unread committee lines read again (or unchanged). `prepare`
    cleans each line's crop (seal ink is already gone), e.g. evens out a photo's lighting."""
    if document.renderer is None:
        return document
    budget = _MAX_LINES
    pages = list(document.pages)
    changed = False
    for position, page in enumerate(pages):
        if page.text_source != TextSource.OCR or not page.ocr_dpi or budget <= 0:
            continue
        targets = unread_lines(page)[:budget]
        if not targets:
            continue
        budget -= len(targets)
        try:
            image, _ratio = remove_red_ink(document.render_page(page.number, page.ocr_dpi))
            # Rules go on the whole page: in a line's crop a table's border is too short.
            image = erase_rules(image, page.ocr_dpi).convert("RGB")
            replaced = {}
            for line_id in targets:
                words = _reread(page, image, line_id, config, prepare)
                if words:
                    replaced[line_id] = words
        except (OSError, subprocess.SubprocessError):
            continue  # the first reading stands
        if replaced:
            pages[position] = _with_lines(page, replaced)
            changed = True
    return dataclasses.replace(document, pages=tuple(pages)) if changed else document
