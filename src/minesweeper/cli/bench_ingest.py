"""`minesweeper bench ingest`: ingest throughput per format and peak memory, on generated files."""

from __future__ import annotations

import json
import resource
import sys
import time
from collections.abc import Callable
from typing import Any

import typer

_PDF_PAGES = 200
_PDF_GOAL_PAGES_PER_S = 300.0
_OCR_PAGES = 2
_OFFICE_REPEATS = 50


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("ingest")
    def bench_ingest(
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
        ocr: bool = typer.Option(True, help="Include the OCR measurement when installed."),
    ) -> None:
        """Pages per second for text PDFs, OCR scans, HWPX and HWP; peak memory."""
        figures = run_benchmark(with_ocr=ocr)
        if as_json:
            typer.echo(json.dumps(figures, indent=2))
            return
        for key, value in figures.items():
            typer.echo(f"{key:32} {value}")


def _rate(units: int, work: Callable[[], object], repeats: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeats):
        work()
    elapsed = time.perf_counter() - start
    return round(units * repeats / elapsed, 1) if elapsed > 0 else float("inf")


def run_benchmark(*, with_ocr: bool = True) -> dict[str, Any]:
    # Imported here, as every command does: the command line starts without ingest.
    from minesweeper.ingest import OcrConfig, ingest_bytes
    from minesweeper.ingest.ocr import tesseract_available
    from minesweeper.samples import (
        achievements_paragraphs,
        approval_page_image,
        hwp_bytes,
        hwpx_bytes,
        scanned_pdf,
        text_pdf,
    )

    no_ocr = OcrConfig(enabled=False)
    """Measure on documents generated here; single process, so PDF figures are one core."""
    figures: dict[str, Any] = {}
    pdf = text_pdf(_PDF_PAGES)
    ingest_bytes(pdf, ocr=no_ocr)  # warm up PDFium
    pdf_rate = _rate(_PDF_PAGES, lambda: ingest_bytes(pdf, ocr=no_ocr), repeats=3)
    figures["text_pdf_pages_per_s"] = pdf_rate
    figures["text_pdf_goal_met"] = pdf_rate >= _PDF_GOAL_PAGES_PER_S

    paragraphs = achievements_paragraphs("이도현", ["임지은", "조현석"]) * 40
    hwpx = hwpx_bytes(paragraphs)
    figures["hwpx_docs_per_s"] = _rate(1, lambda: ingest_bytes(hwpx), _OFFICE_REPEATS)
    hwp = hwp_bytes(paragraphs)
    figures["hwp_docs_per_s"] = _rate(1, lambda: ingest_bytes(hwp), _OFFICE_REPEATS)
    figures["office_doc_paragraphs"] = len(paragraphs)

    config = OcrConfig(workers=2)
    if with_ocr and tesseract_available(config):
        pages = [
            approval_page_image(f"지원자{n}", "임지은", ["이재원", "임지은", f"심사{n}"], dpi=200)
            for n in range(_OCR_PAGES)
        ]
        scan = scanned_pdf(pages, dpi=200)
        figures["ocr_pages_per_s"] = _rate(_OCR_PAGES, lambda: ingest_bytes(scan, ocr=config))
        figures["ocr_cached_pages_per_s"] = _rate(
            _OCR_PAGES, lambda: ingest_bytes(scan, ocr=config)
        )
        figures["ocr_dpi"] = config.dpi
    else:
        figures["ocr_pages_per_s"] = None
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    figures["peak_rss_mb"] = round(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale / 2**20, 1
    )
    return figures
