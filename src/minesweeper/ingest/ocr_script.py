"""A second reading of a scanned page in its own script's languages.

Pages are OCRed in the configured languages (Korean and English). A page in another script
reads as debris in them: a Chinese committee table comes out as Latin letters read with no
confidence, a Japanese one likewise. And a page in a language whose letters carry stacked
marks (Vietnamese) reads in English with the marks lost or changed ("Phản biện" as "Phan
bién"), so the labels that say who examined are no longer found.

So when a reading reads almost no letter with confidence, a small copy of the page is read
roughly in each other script's languages that are installed (Chinese and Japanese,
Russian), and the page is read again in full in the script that reads well there;
Tesseract's own script detection (OSD) is no guide, as it takes large Chinese print for
Hangul. Chinese characters are read with Korean too where the first reading is sure of some
Hangul, as a Korean page's Hanja labels stand beside Hangul names. When a Latin reading shows
the common words of Vietnamese, the page is read again in Vietnamese. The reading with more
letters read with confidence is kept: a second reading that reads no better changes nothing.

Tesseract's Chinese and Japanese readings box every character as a word of its own ("王 志
明"); characters that stand closer than a character's height apart on one line are joined
back into the word they print, so a name is one word again, as a Korean reading gives it.
"""

from __future__ import annotations

import dataclasses
import re
import subprocess
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from minesweeper.ingest.config import Deadline, OcrConfig
from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import OcrResult, ocr_image, text_of
from minesweeper.ingest.reading_turn import reading_of, reads_well, rough_reading, small_copy

# The Tesseract languages of each other script a page may be in (used when all installed):
# Chinese characters, traditional first (Korean Hanja and Taiwanese pages), with Japanese,
# whose kanji forms (審査, 主査) the Chinese data misreads; and Cyrillic.
_SCRIPTS: tuple[tuple[str, ...], ...] = (("chi_tra", "jpn", "chi_sim"), ("rus",))
# A reading with this many letters read with confidence is in a script the configured
# languages know, however poor the rest: Chinese read as Korean and English gives a handful.
_KNOWN_SCRIPT_LETTERS = 20
_VIETNAMESE = "vie"
_KOREAN = "kor"
_HANGUL = re.compile(r"[가-힣]")
_HANGUL_SURE = 0.85  # a syllable read with this confidence is surely Hangul
_HANGUL_LETTERS = 4  # ... and this many of them, a name or two
# Vietnamese syllables common on title and approval pages, without their marks, that are no
# common word of English or of the other languages theses are written in.
_VIETNAMESE_WORDS = frozenset(
    (
        "cua",
        "cac",
        "nhung",
        "duoc",
        "nguoi",
        "truong",
        "hoi",
        "dong",
        "luan",
        "nghiep",
        "thac",
        "tien",
        "chu",
        "tich",
        "uy",
        "vien",
        "thu",
        "ky",
        "phan",
        "bien",
        "huong",
        "nguyen",
        "tran",
        "pham",
        "hoang",
        "huynh",
        "dang",
        "bui",
        "ngo",
        "duong",
        "thi",
        "quoc",
        "viet",
        "thanh",
        "cong",
        "nghe",
        "thuat",
        "khoa",
        "hoc",
        "dai",
        "giao",
    )
)
# Chinese characters and Japanese kana, which a Chinese or Japanese reading boxes one by one.
_CJK_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]+")
_JOIN_GAP = 0.7  # characters closer than this share of the line's height are one word
_VIETNAMESE_HITS = 6  # at least this many such words on the page
_VIETNAMESE_SHARE = 0.2  # ... making up at least this share of its words


@lru_cache(maxsize=8)
def installed_languages(tesseract_cmd: str) -> frozenset[str]:
    """The language data Tesseract has (empty when it cannot run)."""
    try:
        completed = subprocess.run(
            [tesseract_cmd, "--list-langs"], capture_output=True, timeout=30, check=True
        )
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    lines = completed.stdout.decode("utf-8", "replace").splitlines()
    return frozenset(line.strip() for line in lines[1:] if line.strip())


def _folded(text: str) -> str:
    """Lower case without marks ("Nguyễn" -> "nguyen", "Đạt" -> "dat")."""
    decomposed = unicodedata.normalize("NFD", text.lower().replace("đ", "d"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def looks_vietnamese(words: Sequence[OcrWord]) -> bool:
    """Whether a reading shows enough of the common words of Vietnamese."""
    tokens = [_folded(word.text).strip(".,:;()") for word in words]
    tokens = [token for token in tokens if token.isalpha()]
    hits = sum(token in _VIETNAMESE_WORDS for token in tokens)
    return hits >= _VIETNAMESE_HITS and hits >= _VIETNAMESE_SHARE * len(tokens)


def _reads_hangul(words: Sequence[OcrWord]) -> bool:
    """Whether a first reading is sure of some Hangul: a Korean page's names, not the few
    syllables a Korean reading makes of Japanese kana."""
    sure = (word.text for word in words if word.confidence >= _HANGUL_SURE)
    return sum(len(_HANGUL.findall(text)) for text in sure) >= _HANGUL_LETTERS


def own_languages(
    image: Image.Image, first: OcrResult, config: OcrConfig, dpi: int, deadline: Deadline | None
) -> str | None:
    """The languages to read the page again in, or None to keep the first reading."""
    installed = installed_languages(config.tesseract_cmd)
    configured = set(config.languages.split("+"))
    if looks_vietnamese(first.words) and _VIETNAMESE in installed - configured:
        return _VIETNAMESE
    if reading_of(first.words).confident >= _KNOWN_SCRIPT_LETTERS:
        return None  # poorly read, but in a script the languages know (a noisy Korean scan)
    small, small_dpi = small_copy(image, dpi)
    best: tuple[int, str] | None = None
    for script in _SCRIPTS:
        if not set(script) <= installed or set(script) <= configured:
            continue
        languages = "+".join(script)
        rough = rough_reading(
            small, small_dpi, dataclasses.replace(config, languages=languages), deadline
        )
        if rough is not None and reads_well(rough) and (best is None or rough.confident > best[0]):
            best = (rough.confident, languages)
    if best is None:
        return None
    if best[1] == "+".join(_SCRIPTS[0]) and _KOREAN in configured and _reads_hangul(first.words):
        # A Korean approval page prints its labels in Hanja (委員長 工學博士) and its members'
        # names in Hangul: read in Chinese alone, the names come out as characters.
        return f"{best[1]}+{_KOREAN}"
    return best[1]


def read_in_own_script(
    image: Image.Image,
    first: OcrResult,
    config: OcrConfig,
    dpi: int,
    deadline: Deadline | None = None,
) -> OcrResult:
    """`first`, or a reading of the page in its own script's languages when that reads
    better (see the module note). Raises OSError/TimeoutExpired like `ocr_image`."""
    languages = own_languages(image, first, config, dpi, deadline)
    if languages is None:
        return first
    timeout_s = max(1.0, deadline.remaining()) if deadline is not None else None
    second = ocr_image(image, dataclasses.replace(config, languages=languages), dpi, timeout_s)
    if reading_of(second.words).confident > reading_of(first.words).confident:
        return characters_joined(second)
    return first


def characters_joined(result: OcrResult) -> OcrResult:
    """The reading with neighbouring Chinese or Japanese characters of a line joined into one
    word (see the module note): closer than `_JOIN_GAP` of the line's median character
    height, as the boxes of one character overlap or crowd the next. Its confidence is the
    least of theirs, as Tesseract gives a word's: one character misread is a name misread."""
    heights: dict[int, list[int]] = {}
    for word in result.words:
        heights.setdefault(word.line_id, []).append(word.height)
    median = {line: sorted(values)[len(values) // 2] for line, values in heights.items()}
    words: list[OcrWord] = []
    for word in result.words:
        previous = words[-1] if words else None
        if (
            previous is not None
            and previous.line_id == word.line_id
            and _CJK_WORD.fullmatch(previous.text)
            and _CJK_WORD.fullmatch(word.text)
            and word.left - (previous.left + previous.width) <= _JOIN_GAP * median[word.line_id]
        ):
            top = min(previous.top, word.top)
            bottom = max(previous.top + previous.height, word.top + word.height)
            right = max(previous.left + previous.width, word.left + word.width)
            words[-1] = dataclasses.replace(
                previous,
                text=previous.text + word.text,
                top=top,
                width=right - previous.left,
                height=bottom - top,
                confidence=min(previous.confidence, word.confidence),
            )
        else:
            words.append(word)
    if len(words) == len(result.words):
        return result
    return OcrResult(text_of(words), tuple(words))
