"""Fonts that can print Hangul: Nanum TTF when installed, else reportlab's built-in CID font."""

from __future__ import annotations

import functools
from pathlib import Path

from PIL import ImageFont

NANUM_DIRS = (
    Path("/usr/share/fonts/truetype/nanum"),
    Path("/usr/share/fonts/nanum"),
    Path("/usr/local/share/fonts/nanum"),
)
_CID_FONT = "HYSMyeongJo-Medium"  # ships with reportlab; no font file needed


def nanum_path(bold: bool = False) -> Path | None:
    name = "NanumGothicBold.ttf" if bold else "NanumGothic.ttf"
    for folder in NANUM_DIRS:
        candidate = folder / name
        if candidate.is_file():
            return candidate
    return None


@functools.cache
def pdf_font() -> str:
    """Register and return the name of a reportlab font that prints Korean."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfbase.ttfonts import TTFont

    path = nanum_path()
    if path is not None:
        pdfmetrics.registerFont(TTFont("NanumGothic", str(path)))
        return "NanumGothic"
    pdfmetrics.registerFont(UnicodeCIDFont(_CID_FONT))
    return _CID_FONT


def has_hangul_image_font() -> bool:
    return nanum_path() is not None


@functools.cache
def image_font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A Pillow font of `size` pixels; Hangul needs the Nanum font to be installed."""
    path = nanum_path(bold) or nanum_path()
    if path is not None:
        return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size)
