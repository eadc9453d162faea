"""Which way up a scanned page stands: Tesseract's orientation detection (OSD), and for the
pages about to be OCRed where OSD cannot tell, the way the page reads best (`reading_turn`).

A photo whose orientation tag was lost, or a page fed sideways, reads as noise unturned.
OSD is quick and right when it is sure; it is unsure on pages in scripts it does not know
(Hangul) and on soft grey scans, and it gives no answer at all on a page with few letters.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import subprocess
from dataclasses import dataclass

from PIL import Image

from minesweeper.ingest.config import Deadline, OcrConfig
from minesweeper.ingest.ocr import CACHE, OcrResult
from minesweeper.ingest.reading_turn import turn_of_page

_OSD_MIN_CONFIDENCE = 2.0  # Tesseract's orientation confidence below which it is unsure
_OSD_ROTATE = re.compile(r"^Rotate:\s*(\d+)", re.MULTILINE)
_OSD_CONFIDENCE = re.compile(r"^Orientation confidence:\s*([\d.]+)", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class _Osd:
    degrees: int  # to turn the page clockwise
    sure: bool


def page_rotation(image: Image.Image, config: OcrConfig) -> int:
    """Degrees (0, 90, 180, 270) to turn the page clockwise to stand upright, from OSD alone;
    0 when it is unsure, fails, or its `osd` data is not installed."""
    osd = _detect(image, config)
    return osd.degrees if osd is not None and osd.sure else 0


def upright_turn(
    image: Image.Image, dpi: int, config: OcrConfig, deadline: Deadline | None = None
) -> int:
    """Degrees to turn a page about to be OCRed (its image at `dpi`) clockwise: OSD's answer
    when it is sure, else the turn the page reads best in (a few rough readings, within
    the document's time limit); 0 when Tesseract cannot run."""
    osd = _detect(image, config)
    if osd is None:
        return 0
    if osd.sure:
        return osd.degrees
    return turn_of_page(image, dpi, config, deadline)


def _detect(image: Image.Image, config: OcrConfig) -> _Osd | None:
    """OSD's answer, or None when Tesseract could not run (not installed, timed out: not
    cached, as that may be fixed next time). No answer from a Tesseract that ran (too few
    letters for it, or no `osd` data) is an unsure one."""
    buffer = io.BytesIO()
    image.convert("L").save(buffer, format="PNG")
    png = buffer.getvalue()
    # Kept in the OCR cache beside the pages' text: a result whose text is "degrees confidence".
    key = "orientation-" + hashlib.sha256(png).hexdigest()
    cached = CACHE.get(key, config.cache_dir)
    if cached is not None:
        parsed = _parse_cached(cached.text)
        if parsed is not None:
            return parsed
    command = [config.tesseract_cmd, "stdin", "stdout", "--psm", "0", "-l", "osd"]
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        completed = subprocess.run(
            command,
            input=png,
            capture_output=True,
            timeout=config.page_timeout_s,
            env=env,
            check=True,
        )
    except subprocess.CalledProcessError:
        return _Osd(0, sure=False)
    except (OSError, subprocess.SubprocessError):
        return None
    output = completed.stdout.decode("utf-8", "replace")
    rotate, confidence = _OSD_ROTATE.search(output), _OSD_CONFIDENCE.search(output)
    if rotate is None or confidence is None:
        return _Osd(0, sure=False)
    degrees = int(rotate.group(1)) % 360
    degrees = degrees if degrees in (90, 180, 270) else 0
    CACHE.put(key, OcrResult(f"{degrees} {confidence.group(1)}", ()), config.cache_dir)
    return _Osd(degrees, float(confidence.group(1)) >= _OSD_MIN_CONFIDENCE)


def _parse_cached(text: str) -> _Osd | None:
    try:
        degrees, confidence = text.split()
        return _Osd(int(degrees), float(confidence) >= _OSD_MIN_CONFIDENCE)
    except ValueError:
        return None
