"""PDF with pypdfium2: text per page, a text layer where a page yields real text.

PDFium is not thread-safe, so every call into it holds one process-wide lock.
"""

from __future__ import annotations

import re
import statistics
import threading
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image

from minesweeper.ingest.config import Deadline, IngestLimits
from minesweeper.ingest.cork_bytes import cork_restored
from minesweeper.ingest.cyrillic_bytes import cyrillic_restored
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.model import WordBox
from minesweeper.ingest.pdf_fonts import bold_runs
from minesweeper.ingest.stray_glyphs import HUNG_ACCENTS, SPACING_ACCENTS, accented, repaired
from minesweeper.ingest.vertical_text import vertical_text

PDFIUM_LOCK = threading.RLock()
_MIN_TEXT_CHARS = 8  # fewer letters/digits than this on a page is "no text layer"
_COLUMN_GAP_EM = 2.5  # a gap wider than this many font sizes separates columns, not words
_MIN_COLUMN_GAP_PT = 12.0  # ... which at 5 pt, the smallest print, is this many points
# A gap about twice a word space or more (and narrower than a column's) sets names apart: a
# byline of names separated by space alone ("Maarten Bosma   Gaurav Mishra") keeps it as two
# spaces, which the byline reader splits on. A justified line stretches its spaces far less.
_NAME_GAP_EM = 0.9
# ... and this many times its line's usual space, and not after a sentence's end, which TeX
# widens too.
_NAME_GAP_RATIO = 1.8
_CONTEXT_CHARS = 12  # characters either side that place a column gap in the page text
# A nominal size up to this many times the glyph's box is the size it is printed at.
_NOMINAL_SIZE_SLACK = 2.0
_LINES_APART_EM = 0.1  # glyphs this far apart, one over the other, are on two lines
_SAME_LINE_EM = 0.5  # baselines closer than this many font sizes are one printed line
_SMALL_GLYPH = 0.85  # a glyph this much smaller than the letter before it is a mark, not text
_RAISED_EM = 0.2  # ... when its bottom sits this many font sizes above (or below) that letter's
# An accent drawn as a glyph of its own sits over its letter: its middle within the letter's
# width, its foot at most this many font sizes above the letter's top (or a little into it).
_ACCENT_RISE_EM = 0.5
_ACCENT_DIP_EM = 0.15
# A cedilla or an ogonek hangs under its letter: its top near the letter's foot, at most this
# many font sizes below it (a descender's depth) or a little into it.
_HUNG_DROP_EM = 0.3
_ACCENT_REACH = 24  # characters either side of an accent where its letter may stand
_WORD_GAP_EM = 0.2  # a word space is about a third of a font size; letters of a word are closer
_MIN_RULING_PT = 6.0  # a path this tall or more can border a table cell
_RULING_SLACK_PT = 0.5  # a border drawn flush against a glyph still separates the cells
_MAX_RULING_PATHS = 3000  # more paths than this is a drawing, not a table
# A table border is a line or a rectangle: a few straight segments, and at most a curve at
# each corner of a rounded frame. A small path of many segments, or a path of many curves, is
# a piece of a drawing (an emblem behind a jury list, a glyph set as an outline) that happens
# to stand where the words are.
_MAX_RULING_SEGMENTS = 8
_DRAWING_PIECE_PT = 36.0
# A line whose top rises this many of its heights over the line drawn before starts a new block
# of text; a raised mark rises less.
_NEW_BLOCK_RISE = 0.6
_MAX_BLOCKS = 300  # a page of more blocks than this (a chart's labels) is read as drawn
_KEY_CHARS = 12  # characters of a block's first line that find it again in the page text
_PAGE_IMAGE_SHARE = 0.8  # an image covering this much of the page is the page itself (a scan)
_ERR_PASSWORD = 4
_ERR_SECURITY = 5


def has_real_text(text: str) -> bool:
    return sum(1 for char in text if char.isalnum()) >= _MIN_TEXT_CHARS


def _open(data: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        if code in (_ERR_PASSWORD, _ERR_SECURITY):
            raise IngestError("encrypted", "the PDF is protected by a password") from exc
        message = "the PDF is damaged or truncated and cannot be opened"
        raise IngestError("corrupt", message) from exc


@dataclass(frozen=True, slots=True)
class PdfText:
    texts: list[str]  # per page
    bold: list[tuple[str, ...]]  # per page: runs of bold text
    warnings: list[str]


def read_pdf(data: bytes, limits: IngestLimits, deadline: Deadline) -> PdfText:
    """The text and bold runs of every page, and what could not be read."""
    warnings: list[str] = []
    bold: list[tuple[str, ...]] = []
    with PDFIUM_LOCK:
        document = _open(data)
        try:
            count = len(document)
            if count == 0:
                raise IngestError("corrupt", "the PDF has no pages")
            if count > limits.max_pages:
                raise IngestError(
                    "too_large", f"the PDF has {count} pages (limit {limits.max_pages})"
                )
            texts: list[str] = []
            kept = 0
            for index in range(count):
                deadline.check()
                try:
                    page = document[index]
                except pdfium.PdfiumError as exc:
                    message = f"page {index + 1} of the PDF cannot be loaded"
                    raise IngestError("corrupt", message) from exc
                runs: tuple[str, ...] = ()
                try:
                    textpage = page.get_textpage()
                    text = _page_text(textpage, _rulings(page))
                    text = text.replace("\r\n", "\n").replace("\r", "\n")
                    runs = bold_runs(textpage, textpage.get_text_range())
                    textpage.close()
                except pdfium.PdfiumError:
                    text = ""
                    warnings.append(f"page {index + 1}: text could not be read")
                finally:
                    page.close()
                kept += len(text)
                if kept > limits.max_text_chars:
                    raise IngestError("too_large", "the PDF holds more text than the limit")
                text = _font_bytes_restored(text.replace("\x00", "").replace("\ufffe", ""))
                texts.append(repaired(_dehyphenate(text)))
                bold.append(tuple(_dehyphenate(_font_bytes_restored(run)) for run in runs))
        finally:
            document.close()
    if b"%%EOF" not in data[-2048:]:
        warnings.append("the file does not end like a complete PDF; it may be truncated")
    return PdfText(texts, bold, warnings)


def _dehyphenate(text: str) -> str:
    """PDFium joins a word hyphenated at a line end and marks the join with U+0002 ("Jae\x02won
    Seo" for "Jae-" / "won Seo"): the word is read whole, as it is meant ("Jaewon Seo")."""
    return text.replace("\x02", "")


def _font_bytes_restored(text: str) -> str:
    """The text of a font whose bytes pdfium read as Latin-1, in the letters they stand for."""
    return cork_restored(cyrillic_restored(text))


def _page_text(textpage: pdfium.PdfTextPage, rulings: list[_Ruling]) -> str:
    """The page's text, with the gap between side-by-side blocks kept as a tab.

    PDFium joins text objects that share a baseline with one generated space, however far
    apart they are printed: three authors centred over three columns, or a row of signature
    blocks, come out as one run of words ("Haesol Gil Marcus Lindqvist Taeyoon Kook") that
    no rule can cut back into names. Where the generated space stands for a gap wider than
    a few characters, or for a table's ruling line between two cells (however narrow the
    gap), it becomes a tab, the way table cells read from DOCX and HWPX.

    The bounded text stays the page's text (it keeps raised superscripts on their line);
    the character list only tells where the wide gaps are, found again in that text by the
    words on either side.
    """
    count = textpage.count_chars()
    chars = _indexed_chars(textpage, count)
    vertical = vertical_text(textpage, chars)
    if vertical is not None:
        return vertical
    text = str(textpage.get_text_bounded())
    cuts: list[tuple[int, str]] = []
    start = 0  # gaps come in reading order; search on from the last one found
    gaps = _space_gaps(textpage, chars)
    for index, (gap, usual) in gaps.items():
        if gap == 0.0 and _between_lines(textpage, index - 1, index + 1):  # 0: across lines
            kept = "\n"
        elif gap > _COLUMN_GAP_EM or _ruled_gap(textpage, index, rulings):
            kept = "\t"
        elif (
            gap > _NAME_GAP_EM and gap > usual * _NAME_GAP_RATIO and chars[index - 1] not in ".!?:;"
        ):
            kept = "  "
        else:
            continue
        left = chars[max(0, index - _CONTEXT_CHARS) : index].splitlines()[-1:] or [""]
        right = chars[index + 1 : index + 1 + _CONTEXT_CHARS].splitlines()[:1] or [""]
        if not left[0].strip() or not right[0].strip():
            continue
        found = text.find(f"{left[0]} {right[0]}", start)
        if found >= 0:
            cuts.append((found + len(left[0]), kept))
            start = found  # the next gap's words on the left may reach back over this one
    for cut, kept in sorted(cuts, reverse=True):  # from the end: a wider cut shifts the rest
        text = text[:cut] + kept + text[cut + 1 :]
    text = _separate_raised_letters(textpage, chars, text)
    return _printed_order(textpage, chars, _accents_on_their_letters(textpage, chars, text))


def _printed_order(textpage: pdfium.PdfTextPage, chars: str, text: str) -> str:
    """The page's text in the order it is printed, where the text layer draws it otherwise:
    word processors may write the body first and the title block last, or the page's footer
    before its title.

    A block is a run of lines in drawing order that goes down the page; a line a good part
    of a line higher than the one before starts the next block (a new column, a new text
    frame). A block printed wholly above an earlier one is read before it; blocks beside each
    other (columns, table cells) keep their drawing order. Where a block's first line cannot
    be found again in the text, the text stays as it is.
    """
    blocks = _drawn_blocks(textpage, chars)
    if len(blocks) > _MAX_BLOCKS:
        return text
    order = _above_first(blocks)
    if order == blocks:
        return text
    lines = text.split("\n")
    keys = [_line_key(line) for line in lines]
    starts: list[int] = []
    for block in blocks:
        at = starts[-1] + 1 if starts else 0
        found = next((i for i in range(at, len(keys)) if keys[i].startswith(block.key)), None)
        if found is None:
            return text
        starts.append(found)
    starts[0] = 0  # anything before the first block's line belongs to it
    pieces = {
        id(block): lines[start:end]
        for block, start, end in zip(blocks, starts, [*starts[1:], len(lines)], strict=True)
    }
    return "\n".join(line for block in order for line in pieces[id(block)])


def _above_first(blocks: list[_Block]) -> list[_Block]:
    """The blocks in drawing order, except that a block wholly above an earlier one comes
    first (and whatever is wholly above it, before it)."""
    left = list(blocks)
    order: list[_Block] = []
    while left:
        chosen = left[0]
        for block in left[1:]:
            if block.bottom > chosen.top:
                chosen = block
        order.append(chosen)
        left.remove(chosen)
    return order


@dataclass(frozen=True, slots=True)
class _Block:
    key: str  # its first line, as `_line_key` reads it, cut to `_KEY_CHARS`
    top: float  # page points, from the bottom edge up
    bottom: float


def _drawn_blocks(textpage: pdfium.PdfTextPage, chars: str) -> list[_Block]:
    """The page's lines in drawing order, grouped into blocks that each go down the page.
    A line is placed by its first visible character's box; a raised mark is no new block."""
    blocks: list[_Block] = []
    last: tuple[float, float] | None = None  # the top and the height of the line before
    offset = 0
    for line in chars.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        first = next((i for i, char in enumerate(line) if not char.isspace()), None)
        index = offset + first if first is not None else None
        offset += len(line) + (2 if chars.startswith("\r\n", offset + len(line)) else 1)
        if index is None:
            continue
        _left, bottom, _right, top = textpage.get_charbox(index)
        key = _line_key(line[: _KEY_CHARS * 4])[:_KEY_CHARS]
        if not key or top <= bottom:
            continue
        if blocks and last is not None and top <= last[0] + last[1] * _NEW_BLOCK_RISE:
            block = blocks[-1]
            blocks[-1] = _Block(block.key, max(block.top, top), min(block.bottom, bottom))
        else:
            blocks.append(_Block(key, top, bottom))
        last = (top, top - bottom)
    return blocks


def _line_key(line: str) -> str:
    """A line's letters and digits only: the page text and the character list spell a line
    alike but for spaces, tabs, accents set on their letters and hyphen joins."""
    decomposed = unicodedata.normalize("NFKD", line)
    return "".join(char for char in decomposed if unicodedata.category(char)[0] in "LN")


def _indexed_chars(textpage: pdfium.PdfTextPage, count: int) -> str:
    """The page's characters, one per PDFium index. The text range drops a glyph its font
    maps to no character (a "∗" the font lacks) and spells one outside the BMP with two code
    units, so its indices would drift from the glyphs' after the first such character; a
    glyph without a character stands here as U+FFFD."""
    codes = (pdfium_c.FPDFText_GetUnicode(textpage, index) for index in range(count))
    return "".join(chr(code) if 0 < code < 0x110000 else "\ufffd" for code in codes)


def _separate_raised_letters(textpage: pdfium.PdfTextPage, chars: str, text: str) -> str:
    """A space before each raised or lowered run of small letters glued to a word.

    Elsevier, RSC and ACS print affiliation marks as small raised letters ("Doyun Kim" with
    a raised "a"); the text layer joins them to the name ("Doyun Kima"), and no rule over the
    string can tell that "a" from the name's own last letter. The glyphs can: the mark is set
    smaller and off the baseline. Separated ("Doyun Kim a"), it reads as a mark. Digit and
    symbol marks stay as printed: they cannot be mistaken for letters of a name.
    """
    inserts: list[int] = []
    start = 0
    for index, run in _raised_letter_runs(textpage, chars):
        left = chars[max(0, index - _CONTEXT_CHARS) : index].splitlines()[-1:] or [""]
        if not left[0].strip():
            continue
        # The run's first letter: a glyph later in the run may have no character in the text.
        found = text.find(f"{left[0]}{run[0]}", start)
        if found >= 0:
            inserts.append(found + len(left[0]))
            start = found + len(left[0])
    for insert in reversed(inserts):
        text = text[:insert] + " " + text[insert:]
    return text


def _accents_on_their_letters(textpage: pdfium.PdfTextPage, chars: str, text: str) -> str:
    """Each accent drawn as a glyph of its own, put on the letter it is drawn over.

    TeX output with Type 1 fonts draws an accent apart from its letter, and the text layer
    puts the glyph where it was drawn in the stream, with a space PDFium makes up for the jump
    back: "Jérôme" reads "Jer´ ome Malick ˆ", the circumflex after the next word. Over the
    string the accent's letter is lost; its glyph's box still stands over that letter (a
    cedilla's or an ogonek's under it: "Ye¸silova" for "Yeşilova").
    """
    spans: list[tuple[int, int, str]] = []  # (first char, last char, what they read as)
    for index, char in enumerate(chars):
        # A comma is a mark only right after the letter it may hang under ("s," for "ș"):
        # every other comma of the page is punctuation, and costs no look at its box.
        comma = char == "," and chars[index - 1 : index] in ("s", "S", "t", "T")
        marks = char in SPACING_ACCENTS or (char in HUNG_ACCENTS and (char != "," or comma))
        if not marks or pdfium_c.FPDFText_IsGenerated(textpage, index):
            continue
        letter = _letter_under(textpage, chars, index)
        composed = accented(chars[letter], char) if letter is not None else None
        if letter is None or composed is None:
            continue
        # The accent goes, with the spaces PDFium made up beside it for its jump.
        first = index - 1 if _generated_space(textpage, chars, index - 1) else index
        last = index + 1 if _generated_space(textpage, chars, index + 1) else index
        low, high = min(letter, first), max(letter, last)
        pieces = list(chars[low : high + 1])
        pieces[letter - low] = composed
        pieces[first - low : last - low + 1] = [_joint(textpage, chars, first - 1, last + 1)]
        spans.append((low, high, "".join(pieces)))
    edits: list[tuple[int, int, str]] = []
    done = 0  # where the last span found ends: spans do not overlap
    for low, high, read in sorted(spans):
        left = chars[max(0, low - _CONTEXT_CHARS) : low].splitlines()[-1:] or [""]
        # The spaces before may have become a column's tab; the span itself reads as it did.
        # The words before may be the last span's own.
        context = r"[ \t]+".join(re.escape(word) for word in left[0].split(" "))
        pattern = re.compile(context + f"({re.escape(chars[low : high + 1])})")
        found = pattern.search(text, max(0, done - 4 * _CONTEXT_CHARS))
        while found and found.start(1) < done:
            found = pattern.search(text, found.start() + 1)
        if found:
            edits.append((found.start(1), found.end(1), read))
            done = found.end(1)
    for begin, end, read in reversed(edits):
        text = text[:begin] + read + text[end:]
    return text


def _letter_under(textpage: pdfium.PdfTextPage, chars: str, index: int) -> int | None:
    """The index of the letter that the accent at `index` is drawn over (or, for a cedilla
    or an ogonek, hung under), nearest first."""
    box = textpage.get_charbox(index)
    middle = (box[0] + box[2]) / 2
    hung = chars[index] in HUNG_ACCENTS
    for distance in range(1, _ACCENT_REACH + 1):
        for other in (index - distance, index + distance):
            if not 0 <= other < len(chars) or not chars[other].isalpha():
                continue
            letter = textpage.get_charbox(other)
            size = max(_font_size(textpage, other), 1.0)
            placed = _hangs_under(box, letter, size) if hung else _sits_over(box, letter, size)
            if letter[0] <= middle <= letter[2] and placed:
                return other
    return None


_Box = tuple[float, float, float, float]  # left, bottom, right, top in points


def _sits_over(accent: _Box, letter: _Box, size: float) -> bool:
    """The accent's foot at the letter's top: at most a little into it, half an em above."""
    return letter[3] - size * _ACCENT_DIP_EM <= accent[1] <= letter[3] + size * _ACCENT_RISE_EM


def _hangs_under(mark: _Box, letter: _Box, size: float) -> bool:
    """The mark's top at the letter's foot: a little into it at most, or just below."""
    return letter[1] - size * _HUNG_DROP_EM <= mark[3] <= letter[1] + size * _ACCENT_DIP_EM


def _generated_space(textpage: pdfium.PdfTextPage, chars: str, index: int) -> bool:
    return (
        0 <= index < len(chars)
        and chars[index] == " "
        and bool(pdfium_c.FPDFText_IsGenerated(textpage, index))
    )


def _joint(textpage: pdfium.PdfTextPage, chars: str, before: int, after: int) -> str:
    """What stands where an accent and its made-up spaces were: a space between two words,
    nothing inside a word ("Jer" / "ome"), at a line's end or beside a printed space."""
    if before < 0 or after >= len(chars) or not (chars[before] + chars[after]).strip():
        return ""
    if not chars[before].strip() or not chars[after].strip():
        return ""
    gap = textpage.get_charbox(after)[0] - textpage.get_charbox(before)[2]
    size = max(_font_size(textpage, before), _font_size(textpage, after), 1.0)
    return " " if gap > size * _WORD_GAP_EM else ""


def _raised_letter_runs(textpage: pdfium.PdfTextPage, chars: str) -> list[tuple[int, str]]:
    """(index, run) of small raised or lowered runs that directly follow a letter and open on
    a letter that is no capital."""
    runs: list[tuple[int, str]] = []
    index = 1
    count = len(chars)
    while index < count:
        previous = chars[index - 1]
        # Capitals stay glued: the marks set as raised capitals are the ORCID icon's "ID" and
        # the presenter's "O", which the byline reader takes off a name's end.
        if not (previous.isalpha() and chars[index].isalpha() and not chars[index].isupper()):
            index += 1
            continue
        if not _marks_after(textpage, index - 1, index):
            index += 1
            continue
        end = index + 1
        while (
            end < count and chars[end] not in " \r\n\t" and _marks_after(textpage, index - 1, end)
        ):
            end += 1
        runs.append((index, chars[index:end]))
        index = end
    return runs


def _marks_after(textpage: pdfium.PdfTextPage, base: int, index: int) -> bool:
    """Whether the glyph at `index` is a mark set on the letter at `base`: smaller, and off
    its baseline (a superscript or a subscript), not a small-capitals letter beside it."""
    if pdfium_c.FPDFText_IsGenerated(textpage, index):
        return False
    # Most letters follow one of their own size: the nominal sizes tell so without measuring
    # the glyphs (their matrix scales both alike).
    nominal_base = pdfium_c.FPDFText_GetFontSize(textpage, base)
    nominal = pdfium_c.FPDFText_GetFontSize(textpage, index)
    if nominal_base > 1.0 and nominal > nominal_base * _SMALL_GLYPH:
        return False
    base_size = _font_size(textpage, base)
    size = _font_size(textpage, index)
    if base_size <= 0 or size > base_size * _SMALL_GLYPH:
        return False
    base_box = textpage.get_charbox(base)
    box = textpage.get_charbox(index)
    raised = box[1] - base_box[1] > base_size * _RAISED_EM
    lowered = base_box[1] - box[1] > base_size * _RAISED_EM and box[3] < base_box[3]
    return bool(raised or lowered)


@dataclass(frozen=True, slots=True)
class _Ruling:
    """A vertical edge of a drawn path (a table's cell border), in page points."""

    x: float
    bottom: float
    top: float


def _rulings(page: pdfium.PdfPage) -> list[_Ruling]:
    """The vertical edges of the page's paths: cell rectangles and ruling lines. A page
    drawing thousands of paths (a chart, a map) is no table: none are taken."""
    edges: list[_Ruling] = []
    paths = 0
    for item in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_PATH,), max_depth=2):
        paths += 1
        if paths > _MAX_RULING_PATHS:
            return []
        left, bottom, right, top = item.get_bounds()
        if top - bottom < _MIN_RULING_PT or _drawing_piece(item, right - left, top - bottom):
            continue
        edges.append(_Ruling(left, bottom, top))
        if right - left > _MIN_RULING_PT:
            edges.append(_Ruling(right, bottom, top))
    return edges


def _drawing_piece(item: pdfium.PdfObject, width: float, height: float) -> bool:
    segments = pdfium_c.FPDFPath_CountSegments(item.raw)
    if segments <= _MAX_RULING_SEGMENTS:
        return False
    if width <= _DRAWING_PIECE_PT and height <= _DRAWING_PIECE_PT:
        return True
    curves = 0
    for index in range(segments):
        segment = pdfium_c.FPDFPath_GetPathSegment(item.raw, index)
        curves += pdfium_c.FPDFPathSegment_GetType(segment) == pdfium_c.FPDF_SEGMENT_BEZIERTO
        if curves > _MAX_RULING_SEGMENTS:
            return True
    return False


def _ruled_gap(textpage: pdfium.PdfTextPage, index: int, rulings: list[_Ruling]) -> bool:
    """Whether the generated space at `index` stands on a cell border between two words."""
    if not rulings:
        return False
    before = textpage.get_charbox(index - 1)
    after = textpage.get_charbox(index + 1)
    middle = (before[1] + before[3]) / 2
    return any(
        before[2] - _RULING_SLACK_PT <= edge.x <= after[0] + _RULING_SLACK_PT
        and edge.bottom <= middle <= edge.top
        for edge in rulings
    )


def _font_size(textpage: pdfium.PdfTextPage, index: int) -> float:
    """The glyph's size in points. PDFium gives the font's nominal size, which the text
    matrix may scale: it is 1 in TeX output, and Hancom's PDFs give eight times the printed
    size. Then the glyph's loose box, which spans the font's ascent and descent, measures it
    instead."""
    size = float(pdfium_c.FPDFText_GetFontSize(textpage, index))
    _left, bottom, _right, top = textpage.get_charbox(index, loose=True)
    printed = float(top - bottom)
    if 1.0 < size <= printed * _NOMINAL_SIZE_SLACK or printed <= 0:
        return size
    return max(printed, min(size, 1.0))


def _space_gaps(textpage: pdfium.PdfTextPage, chars: str) -> dict[int, tuple[float, float]]:
    """Each generated space -> (its width, the median width of its line's generated spaces),
    in font sizes: a justified line stretches all its spaces alike, a byline widens some.
    A printed space is there too where it spans a column's gap: a title page may set its
    two columns ("Supervisor: | Author:") on one line with a space between, pushed apart."""
    by_line: dict[int, dict[int, float]] = {}
    found: dict[int, tuple[float, float]] = {}
    line = 0
    for index in range(1, len(chars) - 1):
        if chars[index] == "\n":
            line += 1
        elif chars[index] != " ":
            continue
        elif pdfium_c.FPDFText_IsGenerated(textpage, index):
            by_line.setdefault(line, {})[index] = _gap_ems(textpage, index)
        elif _wide_apart(textpage, index) and (width := _gap_ems(textpage, index)) > _COLUMN_GAP_EM:
            found[index] = (width, width)
    for widths in by_line.values():
        usual = statistics.median(widths.values())
        found.update((index, (width, usual)) for index, width in widths.items())
    return dict(sorted(found.items()))  # in reading order, as the page text is cut


def _wide_apart(textpage: pdfium.PdfTextPage, index: int) -> bool:
    """Whether the glyphs either side of a printed space stand a column's gap apart at the
    smallest print: a cheap test before the font sizes are read."""
    return bool(
        textpage.get_charbox(index + 1)[0] - textpage.get_charbox(index - 1)[2] > _MIN_COLUMN_GAP_PT
    )


def _between_lines(textpage: pdfium.PdfTextPage, before: int, after: int) -> bool:
    """Whether two glyphs stand on two printed lines, one wholly under the other. PDFium may
    join such lines by a generated space (a title's last line and the byline under it).
    Their loose boxes, which span the font's ascent and descent, are compared: a period and
    an opening quote of one line have tight boxes far apart."""
    _l, before_bottom, _r, before_top = textpage.get_charbox(before, loose=True)
    _l, after_bottom, _r, after_top = textpage.get_charbox(after, loose=True)
    size = max(_font_size(textpage, before), _font_size(textpage, after), 1.0)
    apart = max(after_bottom - before_top, before_bottom - after_top)
    return float(apart) >= size * _LINES_APART_EM


def _gap_ems(textpage: pdfium.PdfTextPage, index: int) -> float:
    """The width of the space at `index` (from the glyph before to the one after), in font
    sizes; 0 across lines."""
    before = textpage.get_charbox(index - 1)
    after = textpage.get_charbox(index + 1)
    size = max(_font_size(textpage, index - 1), _font_size(textpage, index + 1), 1.0)
    if abs(before[1] - after[1]) >= size * _SAME_LINE_EM:
        return 0.0
    return float(after[0] - before[2]) / size


@dataclass(frozen=True, slots=True)
class ScanPages:
    """Pages whose image covers the page: a scan, with or without text over it."""

    covered: frozenset[int]  # a page image lies under everything
    ocr_layer: frozenset[int]  # ... with only invisible text over it: a scanner's own OCR


def scan_pages(data: bytes) -> ScanPages:
    """The pages that are a scan. A scanner's "searchable PDF" puts invisible text (render
    mode 3) over the page image: someone else's OCR, of unknown quality and with no word
    geometry to find seals by. A form filled in on a computer types a few words over the
    scan of the printed form."""
    covered: set[int] = set()
    ocr_layer: set[int] = set()
    with PDFIUM_LOCK:
        document = _open(data)
        try:
            for index in range(len(document)):
                page = document[index]
                try:
                    image, invisible_only = _page_image(page)
                finally:
                    page.close()
                if image:
                    covered.add(index + 1)
                    if invisible_only:
                        ocr_layer.add(index + 1)
        finally:
            document.close()
    return ScanPages(frozenset(covered), frozenset(ocr_layer))


def _page_image(page: pdfium.PdfPage) -> tuple[bool, bool]:
    """(an image covers the page, the page's text is all invisible and there is some)."""
    width, height = page.get_size()
    covered = False
    texts = 0
    visible = False
    for item in page.get_objects(max_depth=2):
        if item.type == pdfium_c.FPDF_PAGEOBJ_IMAGE:
            left, bottom, right, top = item.get_bounds()
            covered |= (right - left) * (top - bottom) >= _PAGE_IMAGE_SHARE * width * height
        elif item.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            texts += 1
            mode = pdfium_c.FPDFTextObj_GetTextRenderMode(item.raw)
            visible |= mode != pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE
    return covered, covered and texts > 0 and not visible


@contextmanager
def one_page(data: bytes, page_number: int, doing: str) -> Iterator[pdfium.PdfPage]:
    """One page of the PDF, under the pdfium lock, closed after; pdfium errors as IngestError."""
    with PDFIUM_LOCK:
        document = _open(data)
        try:
            if not 1 <= page_number <= len(document):
                raise IngestError("unsupported_format", f"no page {page_number} in this PDF")
            page = document[page_number - 1]
            try:
                yield page
            finally:
                page.close()
        except pdfium.PdfiumError as exc:
            raise IngestError("corrupt", f"page {page_number} cannot be {doing}") from exc
        finally:
            document.close()


def pdf_renderer(data: bytes, limits: IngestLimits) -> Callable[[int, int], Image.Image]:
    """render(page, dpi): the page as an RGB image, resolution capped by the pixel limit."""

    def render(page_number: int, dpi: int) -> Image.Image:
        with one_page(data, page_number, "rendered") as page:
            return rendered(page, dpi, limits)

    return render


def rendered(page: pdfium.PdfPage, dpi: int, limits: IngestLimits) -> Image.Image:
    """The page as an RGB image at `dpi`, resolution capped by the pixel limit."""
    width_pt, height_pt = page.get_size()
    scale = dpi / 72.0
    pixels = width_pt * height_pt * scale * scale
    if pixels > limits.max_image_pixels:
        scale *= (limits.max_image_pixels / pixels) ** 0.5
    bitmap = page.render(scale=scale)
    image: Image.Image = bitmap.to_pil().convert("RGB")
    bitmap.close()
    return image


def pdf_word_boxes(data: bytes, page_number: int) -> list[WordBox]:
    """The words of a page's text layer in its own order, each with the union of its letters'
    boxes; words are runs of letters between whitespace."""
    with one_page(data, page_number, "read") as page:
        width, height = page.get_size()
        textpage = page.get_textpage()
        try:
            return _word_boxes(textpage, width, height)
        finally:
            textpage.close()


def _word_boxes(textpage: pdfium.PdfTextPage, width: float, height: float) -> list[WordBox]:
    count = textpage.count_chars()
    chars = textpage.get_text_range() if count else ""
    words: list[WordBox] = []
    letters: list[str] = []
    box: list[float] = []  # left, bottom, right, top in points

    def flush() -> None:
        if letters and box and width > 0 and height > 0:
            left, bottom, right, top = box
            words.append(
                (
                    "".join(letters),
                    left / width,
                    (height - top) / height,
                    (right - left) / width,
                    (top - bottom) / height,
                )
            )
        letters.clear()
        box.clear()

    for index in range(min(count, len(chars))):
        char = chars[index]
        if char.isspace():
            flush()
            continue
        left, bottom, right, top = textpage.get_charbox(index)
        letters.append(char)
        if box:
            box[:] = [min(box[0], left), min(box[1], bottom), max(box[2], right), max(box[3], top)]
        else:
            box[:] = [left, bottom, right, top]
    flush()
    return words
