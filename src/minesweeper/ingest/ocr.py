"""OCR with Tesseract: words with boxes and confidences, seal ink removed first.

Printed rules are erased from the input (see `rules`), and words read off a seal or a
signature are dropped from the output: such a "word" stands far taller than the printed
words of its own line ("Committee Chair  Yo", where "Yo" is the signature above the rule),
and left in place it takes the spot of the name a slot reader looks for. Specks of a noisy
scan come out as lone stops, colons and dashes read with little confidence ("위 : 원 ~."),
which split a letter-spaced label or name; they are dropped too (list separators stay: a
comma between two authors is worth keeping even when read unsure).

Tesseract runs as a subprocess with OMP_THREAD_LIMIT=1; pages are OCRed in parallel
instead (measured faster than Tesseract's own threads on small machines). Results are
cached by a hash of the page image and the OCR options, in memory and optionally on disk.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import threading
from collections import OrderedDict
from dataclasses import asdict
from pathlib import Path

import numpy as np
from PIL import Image

from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.rules import erase_rules

_RED_MIN = 110  # a seal pixel's red channel (0-255)
_RED_MARGIN = 50  # how far red must exceed both green and blue
_CACHE_SIZE = 256  # pages kept in the in-process cache
_RESIDUE_RATIO = 2.2  # a word this many times taller than its line's print is a mark
_HANGUL = re.compile(r"[가-힣]")
_UNSURE = 0.5  # a tall Hangul "word" read with less confidence is a mark as well
_SPECK = re.compile(r"[^\w,;&]+")  # punctuation only, and no list separator
_UNSURE_SPECK = 0.5  # lone punctuation read with less confidence is a speck or a smudge


def tesseract_available(config: OcrConfig) -> bool:
    return config.enabled and shutil.which(config.tesseract_cmd) is not None


def red_ink_mask(image: Image.Image) -> np.ndarray:
    """Pixels that look like red seal ink (vermilion stamp pads)."""
    pixels = np.asarray(image.convert("RGB"), dtype=np.int16)
    red, green, blue = pixels[..., 0], pixels[..., 1], pixels[..., 2]
    mask: np.ndarray = (red >= _RED_MIN) & (red - np.maximum(green, blue) >= _RED_MARGIN)
    return mask


def remove_red_ink(image: Image.Image) -> tuple[Image.Image, float]:
    """(image with red ink turned white, share of page pixels that were red ink)."""
    rgb = image.convert("RGB")
    mask = red_ink_mask(rgb)
    ratio = float(mask.mean()) if mask.size else 0.0
    if not mask.any():
        return rgb, ratio
    pixels = np.asarray(rgb).copy()
    pixels[mask] = 255
    return Image.fromarray(pixels), ratio


class OcrResult:
    def __init__(self, text: str, words: tuple[OcrWord, ...]) -> None:
        self.text = text
        self.words = words


class _Cache:
    def __init__(self) -> None:
        self._items: OrderedDict[str, OcrResult] = OrderedDict()
        self._lock = threading.Lock()

    def clear(self) -> None:
        """Forget the in-process copies (the disk cache stays)."""
        with self._lock:
            self._items.clear()

    def get(self, key: str, directory: Path | None) -> OcrResult | None:
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        if directory is not None:
            path = directory / f"{key}.json"
            try:
                raw = json.loads(path.read_text(encoding="utf-8"))
                result = OcrResult(raw["text"], tuple(OcrWord(**word) for word in raw["words"]))
            except (OSError, ValueError, KeyError, TypeError):
                return None
            self.put(key, result, None)
            return result
        return None

    def put(self, key: str, result: OcrResult, directory: Path | None) -> None:
        with self._lock:
            self._items[key] = result
            self._items.move_to_end(key)
            while len(self._items) > _CACHE_SIZE:
                self._items.popitem(last=False)
        if directory is not None:
            payload = {"text": result.text, "words": [asdict(word) for word in result.words]}
            try:
                directory.mkdir(parents=True, exist_ok=True)
                temporary = directory / f"{key}.tmp{threading.get_ident()}"
                temporary.write_text(json.dumps(payload, ensure_ascii=False), encoding="utf-8")
                temporary.replace(directory / f"{key}.json")
            except OSError:
                pass  # the disk cache is an optimisation; OCR results are still returned


CACHE = _Cache()


def ocr_image(
    image: Image.Image, config: OcrConfig, dpi: int, timeout_s: float | None = None
) -> OcrResult:
    """OCR one page image (seal ink already removed). Raises OSError/TimeoutExpired."""
    buffer = io.BytesIO()
    erase_rules(image, dpi).save(buffer, format="PNG")
    png = buffer.getvalue()
    options = f"{config.languages}|psm{config.psm}|dpi{dpi}"
    key = hashlib.sha256(png + options.encode()).hexdigest()
    cached = CACHE.get(key, config.cache_dir)
    if cached is not None:
        return without_mark_residue(cached)
    command = [
        config.tesseract_cmd, "stdin", "stdout", "-l", config.languages,
        "--psm", str(config.psm), "--dpi", str(dpi), "tsv",
    ]  # fmt: skip
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    completed = subprocess.run(
        command,
        input=png,
        capture_output=True,
        timeout=min(config.page_timeout_s, timeout_s or config.page_timeout_s),
        env=env,
        check=True,
    )
    result = parse_tsv(completed.stdout.decode("utf-8", "replace"))
    CACHE.put(key, result, config.cache_dir)
    return without_mark_residue(result)


def _is_residue(word: OcrWord, print_height: float) -> bool:
    """Far taller than the print beside it, and not Hangul read with confidence: Tesseract
    sometimes boxes a printed syllable tall, and a handwritten name, a little taller than
    print, is read again later (see `extractors.text.reread`); neither is a mark."""
    if word.height < _RESIDUE_RATIO * print_height:
        return False
    return not _HANGUL.search(word.text) or word.confidence < _UNSURE


def without_mark_residue(result: OcrResult) -> OcrResult:
    """The result without the words read off seals and signatures, nor specks (see the
    module note): a word is compared with the median height of the other words of its
    line."""
    by_line: dict[int, list[OcrWord]] = {}
    for word in result.words:
        by_line.setdefault(word.line_id, []).append(word)
    kept: list[OcrWord] = []
    for word in result.words:
        if word.confidence < _UNSURE_SPECK and _SPECK.fullmatch(word.text):
            continue
        others = sorted(w.height for w in by_line[word.line_id] if w is not word)
        if others and _is_residue(word, max(1.0, float(others[len(others) // 2]))):
            continue
        kept.append(word)
    if len(kept) == len(result.words):
        return result
    return OcrResult(text_of(kept), tuple(kept))


def text_of(words: list[OcrWord]) -> str:
    lines: dict[int, list[str]] = {}
    for word in words:
        lines.setdefault(word.line_id, []).append(word.text)
    return "\n".join(" ".join(parts) for _, parts in sorted(lines.items()))


def parse_tsv(tsv: str) -> OcrResult:
    """Tesseract TSV -> words (level 5 rows) with a line id per (block, paragraph, line)."""
    words: list[OcrWord] = []
    line_ids: dict[tuple[str, str, str], int] = {}
    for row in csv.DictReader(io.StringIO(tsv), delimiter="\t", quoting=csv.QUOTE_NONE):
        text = (row.get("text") or "").strip()
        if row.get("level") != "5" or not text:
            continue
        line_key = (row["block_num"], row["par_num"], row["line_num"])
        line_id = line_ids.setdefault(line_key, len(line_ids))
        words.append(
            OcrWord(
                text=text,
                left=int(row["left"]),
                top=int(row["top"]),
                width=int(row["width"]),
                height=int(row["height"]),
                confidence=max(0.0, min(1.0, float(row["conf"]) / 100.0)),
                line_id=line_id,
            )
        )
    return OcrResult(text_of(words), tuple(words))
