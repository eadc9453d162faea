"""Lines of a document, with the cells they are made of and, for OCR, where they sit.

Text-layer pages are split on newlines; a line's cells are split on tabs, runs of spaces and
table bars. OCR pages are rebuilt from words: words of one OCR line are grouped into cells
wherever the horizontal gap is wide (a form's label, name and seal columns), so a seal's
garbage OCR never glues onto the name before it.
"""

from __future__ import annotations

import itertools
import re
import statistics
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from minesweeper.extractors.text.labels import is_label_only
from minesweeper.ingest.model import IngestedDocument, OcrWord, Page, TextSource
from minesweeper.names.clean import HAN_CHARACTER

# Dot leaders ("심사위원장 ........ 곽도현") run from a label to its right-aligned name; four dots
# or more, so Scholar's "..." (a cut author list) stays part of its cell. Dots in brackets,
# "X, M.Si. (..........)", are a signature blank at the end of its cell, not a leader.
_CELL_SPLIT = re.compile(r"\t+|\s*\|\s*|\s{3,}|\s*(?<![(.])(?:\.{4,}(?![.)])|…{2,}|·{4,})\s*")
# Inside a cell, two spaces or a tab still set a column apart: a name from the rank or the
# employer printed in the next column, a header's name from the rest of its line.
COLUMN_GAP = re.compile(r"\s{2,}|\t")
_CELL_GAP_RATIO = 2.0  # gap between OCR words, in word heights, that starts a new cell
# One syllable of a spread label or name, in Hangul or in Hanja ("委    員   崔 允 熙").
_SYLLABLE = re.compile(rf"[가-힣]|{HAN_CHARACTER}")
_MIN_SPREAD_NAME, _MAX_SPREAD_NAME = 2, 4  # syllables of a Korean name (남궁현, 황보다은)
_Item = TypeVar("_Item")
# Letter-spaced Hangul, evenly one or two spaces apart ("김 민 준", "윤  태  식"). A wider gap
# before a run set one space apart parts two things: "위    원  이 동 준" is the label's last
# syllable, then the name, not one word "원이동준".
_SPACED_RUN = re.compile(
    r"(?<![가-힣])[가-힣](?:(?: [가-힣](?![가-힣])){1,5}|(?:  [가-힣](?![가-힣])){1,5}(?! [가-힣]))"
)
# ... and Chinese characters set one space apart in a form's cells ("副 教 授", "姓 名",
# "张 桂 戌").
_SPACED_HAN_RUN = re.compile(
    rf"(?<!{HAN_CHARACTER}){HAN_CHARACTER}(?: {HAN_CHARACTER}(?!{HAN_CHARACTER})){{1,5}}"
)


@dataclass(frozen=True, slots=True)
class Box:
    left: int
    top: int
    right: int
    bottom: int

    @property
    def height(self) -> int:
        return self.bottom - self.top


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    box: Box | None = None  # page pixels at the page's OCR dpi; None for text layers
    confidence: float = 1.0  # lowest OCR word confidence in the cell
    char_widths: tuple[int, ...] = ()  # OCR box widths of the cell's Hangul syllables
    word_confidences: tuple[tuple[str, float], ...] = ()  # OCR words of the cell
    text_height: int = 0  # median OCR word height, pixels
    word_boxes: tuple[Box, ...] = ()  # OCR word boxes, in the order of word_confidences
    spaced: bool = False  # printed letter-spaced ("심 사 위 원 장"): word gaps mark no boundary

    def confidence_of(self, name: str) -> float:
        """Lowest OCR confidence among the words that spell `name` (1.0 for text layers)."""
        if not self.word_confidences:
            return self.confidence
        letters = set(name.replace(" ", ""))
        scores = [score for text, score in self.word_confidences if letters & set(text)]
        return min(scores, default=self.confidence)

    def left_part(self, edge: int) -> Cell | None:
        """The cell cut down to its OCR words that end left of `edge` (the label before a name
        that OCR put in the same cell), with their own box and text height."""
        kept = [
            (item, box)
            for item, box in zip(self.word_confidences, self.word_boxes, strict=False)
            if box.right <= edge and any(ch.isalpha() for ch in item[0])
        ]
        box = _union([box for _item, box in kept])
        if box is None:
            return None
        return Cell(
            " ".join(text for (text, _score), _box in kept),
            box=box,
            confidence=min(score for (_text, score), _box in kept),
            word_confidences=tuple(item for item, _box in kept),
            text_height=int(statistics.median(b.height for _item, b in kept)),
            word_boxes=tuple(b for _item, b in kept),
        )

    def name_box(self, name: str) -> Box | None:
        """The box of the run of OCR words that spells `name` (the last such run: names follow
        their labels), without the rest of the cell: a seal slot, a signature read as
        letters. None when no run of words spells it."""
        target = "".join(ch for ch in name if ch.isalnum())
        words = [
            ("".join(ch for ch in text if ch.isalnum()), box)
            for (text, _score), box in zip(self.word_confidences, self.word_boxes, strict=False)
        ]
        found: Box | None = None
        for start in range(len(words)):
            spelled = ""
            for stop in range(start, len(words)):
                spelled += words[stop][0]
                if not target.startswith(spelled):
                    break
                if spelled == target and words[start][0]:
                    found = _union([box for _text, box in words[start : stop + 1]])
                    break
        return found


def _union(boxes: list[Box]) -> Box | None:
    if not boxes:
        return None
    return Box(
        left=min(b.left for b in boxes),
        top=min(b.top for b in boxes),
        right=max(b.right for b in boxes),
        bottom=max(b.bottom for b in boxes),
    )


@dataclass(frozen=True, slots=True)
class Line:
    page: int
    index: int  # position on the page, 0-based
    cells: tuple[Cell, ...]
    ocr: bool

    @property
    def text(self) -> str:
        return "  ".join(cell.text for cell in self.cells)

    @property
    def confidence(self) -> float:
        return min((cell.confidence for cell in self.cells), default=1.0)


# Fields of Korean degrees ("공학박사", "경영학석사"), printed between a committee label and
# the member's name. OCR reads the tight degree apart ("공 학 박사", "이 학 박 사"), and the
# spaced run before it would swallow its field: "위 원 공 학" -> "위원공학", and the row's
# label is lost. The degree is joined first, as one word of its own.
_DEGREE_FIELDS = (
    "공", "이", "문", "의", "법", "약", "농", "신", "철", "경영", "경제", "교육", "행정",
    "체육", "음악", "미술", "간호", "보건", "치의", "한의", "수의", "사회", "심리", "정치",
    "예술", "디자인", "수산", "해양",
)  # fmt: skip
_SPACED_DEGREE = re.compile(
    r"(?<![가-힣])(?:"
    + "|".join(" ?".join(field) for field in sorted(_DEGREE_FIELDS, key=len, reverse=True))
    + r") ?학 ?[박석] ?사(?![가-힣])"
)


def collapse_spaced_hangul(text: str) -> str:
    """ "김 민 준" -> "김민준", "副 教 授" -> "副教授": letter-spaced Hangul and Chinese
    runs become one word; a degree read apart ("공 학 박사") first becomes a word of its own."""
    text = _SPACED_DEGREE.sub(lambda found: found.group(0).replace(" ", ""), text)
    text = _SPACED_HAN_RUN.sub(lambda found: found.group(0).replace(" ", ""), text)
    return _SPACED_RUN.sub(lambda found: found.group(0).replace(" ", ""), text)


# The Unicode hyphen (and the non-breaking one, which NFKC makes it) is a hyphen: "Roy‑Lapointe"
# is the name "Roy-Lapointe". A soft hyphen marks where a word may break, and is no letter.
_HYPHENS = str.maketrans({"\u2010": "-", "\u00ad": None})


def clean_text(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\u00a0", " ").translate(_HYPHENS)
    return text.strip()


# A text layer that lost its line breaks runs a list's items on in one line ("... (2026).
# • Chunyang Wang, Minghui Sun, ..."): each bullet opens a line of its own again.
_BULLETS = re.compile(r"(?<=\S)\s+(?=[•▪◦]\s)")


# A signature blank "(      )" that a text layer prints with a tab inside: the tab would split
# it, leaving the name's cell open on "(".
_BLANK_BRACKET = re.compile(r"\(\s+\)")


def page_lines(page: Page) -> list[Line]:
    if page.text_source == TextSource.OCR and page.words:
        return _ocr_lines(page)
    lines: list[Line] = []
    for raw in (piece for line in page.text.splitlines() for piece in _BULLETS.split(line)):
        text = _BLANK_BRACKET.sub("(  )", clean_text(raw))
        if not text:
            continue
        cells = _join_spread_label(
            [_text_cell(part.strip()) for part in _CELL_SPLIT.split(text) if part.strip()]
        )
        cells = tuple(_join_spread_name(list(cells), lambda cell: cell.text, _joined_cells))
        lines.append(Line(page.number, len(lines), cells, ocr=page.text_source == TextSource.OCR))
    return lines


def _text_cell(text: str) -> Cell:
    collapsed = collapse_spaced_hangul(text)
    return Cell(collapsed, spaced=collapsed != text)


def _join_spread_label(cells: list[Cell]) -> tuple[Cell, ...]:
    """Forms spread a short label over the width of a longer one ("위    원" under "위 원 장"),
    which splits it into one-syllable cells: join the leading syllables back into the label."""
    count = 0
    while count < len(cells) and _SYLLABLE.fullmatch(cells[count].text):
        count += 1
    leading = "".join(cell.text for cell in cells[:count])
    if count >= 2 and is_label_only(leading):
        return (Cell(leading, spaced=True), *cells[count:])
    if count and count < len(cells) and _ends_spread_label(leading, cells[count].text):
        # "위    원 : 최현우": the label's last syllable opens the name's cell
        joined = leading + cells[count].text
        return (Cell(joined, spaced=True), *cells[count + 1 :])
    return tuple(cells)


def _join_spread_name(
    items: list[_Item], text_of: Callable[[_Item], str], join: Callable[[list[_Item]], _Item]
) -> list[_Item]:
    """A name letter-spaced wider than a cell gap ("교수  윤  태  식  (인)") comes apart into
    one-syllable cells: a run of two to four of them is joined back into one. Longer runs
    are a spread sentence, not a name."""
    joined: list[_Item] = []
    run: list[_Item] = []
    for item in [*items, None]:
        if item is not None and _SYLLABLE.fullmatch(text_of(item)):
            run.append(item)
            continue
        if _MIN_SPREAD_NAME <= len(run) <= _MAX_SPREAD_NAME:
            joined.append(join(run))
        else:
            joined.extend(run)
        run = []
        if item is not None:
            joined.append(item)
    return joined


def _joined_cells(cells: list[Cell]) -> Cell:
    return Cell("".join(cell.text for cell in cells), spaced=True)


def _ends_spread_label(leading: str, text: str) -> bool:
    """Whether the first word of `text` completes the spread label begun by `leading`."""
    first = text.split()[0].rstrip(":：") if text.split() else ""
    return bool(_SYLLABLE.fullmatch(first)) and is_label_only(leading + first)


def document_lines(document: IngestedDocument) -> list[Line]:
    return [line for page in document.pages for line in page_lines(page)]


def _ocr_lines(page: Page) -> list[Line]:
    by_line: dict[int, list[OcrWord]] = {}
    for word in page.words:
        if word.text.strip():
            by_line.setdefault(word.line_id, []).append(word)
    ordered = sorted(_rows(list(by_line.values())), key=lambda words: min(w.top for w in words))
    lines: list[Line] = []
    for words in ordered:
        lines.append(Line(page.number, len(lines), ocr_cells(words), ocr=True))
    return lines


_ROW_OVERLAP = 0.5  # share of the shorter line's text height two lines of one row overlap by


def _band(words: list[OcrWord]) -> tuple[float, float, float, float]:
    """(top, bottom, left, right) of an OCR line: vertically its words' median middle and
    height (a seal's or a signature's box is far taller than the text), horizontally all."""
    middle = statistics.median(w.top + w.height / 2 for w in words)
    half = statistics.median(w.height for w in words) / 2
    return (
        middle - half,
        middle + half,
        min(w.left for w in words),
        max(w.left + w.width for w in words),
    )


def _rows(lines: list[list[OcrWord]]) -> list[list[OcrWord]]:
    """OCR lines side by side on one row joined into one: Tesseract reads a form's label
    column and its name column as blocks of their own, and a row's label and name must meet
    in one line, as in a text layer, before any reader pairs labels with names by order."""
    rows: list[list[OcrWord]] = []
    for words in sorted(lines, key=lambda each: _band(each)[2]):
        top, bottom, left, right = _band(words)
        for row in rows:
            row_top, row_bottom, row_left, row_right = _band(row)
            overlap = min(bottom, row_bottom) - max(top, row_top)
            shorter = min(bottom - top, row_bottom - row_top)
            apart = left > row_right or right < row_left
            if apart and overlap >= _ROW_OVERLAP * shorter:
                row.extend(words)
                break
        else:
            rows.append(list(words))
    return rows


def ocr_cells(words: list[OcrWord]) -> tuple[Cell, ...]:
    """One OCR line's words as cells: split at wide gaps, a spread label joined back."""
    ordered = sorted(words, key=lambda w: w.left)
    groups = _join_spread_words(_split_gaps(ordered))
    groups = _join_spread_name(
        groups, lambda group: group[0].text if len(group) == 1 else "", _joined_groups
    )
    return tuple(_cell(group) for group in groups)


def _joined_groups(groups: list[list[OcrWord]]) -> list[OcrWord]:
    return [word for group in groups for word in group]


def _join_spread_words(groups: list[list[OcrWord]]) -> list[list[OcrWord]]:
    """The OCR form of `_join_spread_label`: a label spread over the width of a longer one
    ("위    원") comes out as one-syllable word groups, joined back into the label's cell."""
    count = 0
    while count < len(groups) and _SYLLABLE.fullmatch(clean_text(groups[count][0].text)):
        if len(groups[count]) != 1:
            break
        count += 1
    joined = "".join(clean_text(group[0].text) for group in groups[:count])
    if count >= 2 and is_label_only(joined):
        return [[word for group in groups[:count] for word in group], *groups[count:]]
    if count and count < len(groups):
        following = clean_text(" ".join(word.text for word in groups[count]))
        if _ends_spread_label(joined, following):
            return [[word for group in groups[: count + 1] for word in group], *groups[count + 1 :]]
    return groups


# A table's rule that OCR read as a letter: a bar, or the Hangul vowel that looks like one
# ("위원 | 고은별 ᅵ 국립수산과학원"). It parts two cells and is no word of either.
_RULE_READ = re.compile(r"[|¦│┃ᅵㅣ]+")


def _split_gaps(words: list[OcrWord]) -> list[list[OcrWord]]:
    height = statistics.median(w.height for w in words) or 1
    groups: list[list[OcrWord]] = []
    previous: OcrWord | None = None
    for word in words:
        if _RULE_READ.fullmatch(word.text.strip()):
            previous = None  # the next word opens a cell
            continue
        gap = word.left - (previous.left + previous.width) if previous is not None else 0
        if previous is None or gap > _CELL_GAP_RATIO * height:
            groups.append([word])
        else:
            groups[-1].append(word)
        previous = word
    return groups or [words]


def _cell(words: list[OcrWord]) -> Cell:
    text = clean_text(" ".join(w.text for w in words))
    box = Box(
        left=min(w.left for w in words),
        top=min(w.top for w in words),
        right=max(w.left + w.width for w in words),
        bottom=max(w.top + w.height for w in words),
    )
    widths = tuple(w.width for w in words if len(w.text) == 1 and "가" <= w.text <= "힣")
    collapsed = collapse_spaced_hangul(text)
    return Cell(
        collapsed,
        box=box,
        confidence=min(w.confidence for w in words),
        char_widths=widths,
        word_confidences=tuple((w.text, w.confidence) for w in words),
        text_height=int(statistics.median(w.height for w in words)),
        word_boxes=tuple(Box(w.left, w.top, w.left + w.width, w.top + w.height) for w in words),
        spaced=collapsed != text,
    )


_PITCH_SLACK = 1.3  # how far past its first or last row a table's row may be, in row pitches


def table_band(row_tops: list[float]) -> tuple[float, float] | None:
    """The band of a page a table of rows covers: from one row pitch (the median gap between
    rows) above its first row to one below its last, where a row OCR garbled may stand."""
    tops = sorted(row_tops)
    if len(tops) < 2:
        return None
    pitch = statistics.median(b - a for a, b in itertools.pairwise(tops))
    return tops[0] - pitch * _PITCH_SLACK, tops[-1] + pitch * _PITCH_SLACK
