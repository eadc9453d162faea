"""Shared pieces of the held-out-style bundles: body text, scan resolutions, line styles."""

from __future__ import annotations

from minesweeper.samples.layouts import PdfLine

BODY = (
    "본 연구는 제안한 기법의 성능을 다양한 조건에서 검증하였다. "
    "The proposed method is validated under a range of operating conditions and compared "
    "with established baselines on public data."
)
OCR_DPI = 200  # a usual office scan
LOW_DPI = 150  # a cheap scan: smaller text for OCR


def title(text: str, size: float = 16) -> PdfLine:
    return PdfLine(text, size, centered=True, gap=14)


def centered(text: str) -> PdfLine:
    return PdfLine(text, 12, centered=True, gap=14)


def body(count: int = 4) -> list[PdfLine | str]:
    return [PdfLine(BODY, 10) for _ in range(count)]
