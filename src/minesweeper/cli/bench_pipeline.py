"""`minesweeper bench pipeline`: documents and pages per second through ingest, type, extract.

Runs the text extractor over a generated bundle (born-digital thesis, paper, Scholar page,
CV, HWPX list, scanned approval page) so the figures cover every path a round takes.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from minesweeper.demo import DemoFile
    from minesweeper.pipeline import ApplicantIdentity


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("pipeline")
    def bench_pipeline(
        rounds: int = typer.Option(3, min=1, help="How many times the bundle is processed."),
        ocr: bool = typer.Option(True, help="OCR scanned pages (when Tesseract is installed)."),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Documents and pages per second through ingest, type and text extraction."""
        figures = run_benchmark(rounds, ocr)
        if as_json:
            typer.echo(json.dumps(figures))
            return
        for key, value in figures.items():
            typer.echo(f"{key:<24} {value}")


def run_benchmark(rounds: int, with_ocr: bool) -> dict[str, Any]:
    # Imported here, as every command does: the command line starts without the pipeline.
    from minesweeper.demo import demo_files
    from minesweeper.extractors.text import TextExtractor
    from minesweeper.ingest import OcrConfig
    from minesweeper.ingest.ocr import CACHE as OCR_CACHE
    from minesweeper.pipeline import ApplicantIdentity, InputFile, process_document

    bundle: list[tuple[ApplicantIdentity, DemoFile]] = [
        (ApplicantIdentity(name, name_en), file)
        for (name, name_en), files in demo_files().items()
        for file in files
    ]
    # No disk cache, and the memory cache is cleared per round: a cached page would measure
    # the cache, not the pipeline.
    ocr = OcrConfig(enabled=with_ocr, cache_dir=None)
    extractor = TextExtractor()
    documents = pages = persons = 0
    per_format: dict[str, float] = {}
    started = time.perf_counter()
    for _ in range(rounds):
        OCR_CACHE.clear()
        for index, (identity, file) in enumerate(bundle):
            item = InputFile(index, file.filename, file.category, file.data)
            outcome = process_document(item, identity, extractor, None, ocr)
            documents += 1
            pages += outcome.ingested.page_count if outcome.ingested else 0
            persons += len(outcome.persons)
            fmt = str(outcome.ingested.format) if outcome.ingested else "error"
            per_format[fmt] = per_format.get(fmt, 0.0) + outcome.seconds
    seconds = time.perf_counter() - started
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if sys.platform == "darwin":  # bytes there, KiB on Linux
        peak_kib //= 1024
    return {
        "mode": "text",
        "ocr": with_ocr,
        "documents": documents,
        "pages": pages,
        "persons": persons,
        "seconds": round(seconds, 3),
        "documents_per_s": round(documents / seconds, 2),
        "pages_per_s": round(pages / seconds, 2),
        "seconds_by_format": {k: round(v, 3) for k, v in sorted(per_format.items())},
        "peak_rss_mib": round(peak_kib / 1024, 1),
    }
