"""`minesweeper ingest FILE`: what ingest and type make of one file (exit 2 on an error)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from minesweeper.settings import load_settings

if TYPE_CHECKING:
    from minesweeper.ingest import IngestedDocument

_PREVIEW_CHARS = 2000  # text shown per page in the human-readable output


def register(app: typer.Typer) -> None:
    @app.command("ingest")
    def ingest_command(
        file: Annotated[Path, typer.Argument(exists=True, dir_okay=False, readable=True)],
        category: str = typer.Option(
            "other", "--category", "-c", help="Upload folder: thesis, paper, cv, ..."
        ),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
        no_ocr: bool = typer.Option(False, "--no-ocr", help="Skip OCR even when installed."),
    ) -> None:
        """Show format, pages, text layer, per-page text, note and doc type of one file."""
        from minesweeper.doctype import classify
        from minesweeper.ingest import IngestError, IngestLimits, OcrConfig, ingest_bytes

        settings = load_settings()
        ocr = OcrConfig.from_settings(settings)
        if no_ocr:
            ocr = OcrConfig(enabled=False)
        try:
            document = ingest_bytes(
                file.read_bytes(), file.name, limits=IngestLimits.from_settings(settings), ocr=ocr
            )
        except IngestError as exc:
            if as_json:
                typer.echo(json.dumps({"file": file.name, "error": exc.code, "message": str(exc)}))
            else:
                typer.echo(f"{file.name}: error {exc.code}: {exc}", err=True)
            raise typer.Exit(2) from exc
        doc_type, reasons = classify(document, category)
        report = describe(document, file.name, doc_type, reasons)
        if as_json:
            typer.echo(json.dumps(report, ensure_ascii=False, indent=2))
        else:
            typer.echo(_text_report(report))


def describe(
    document: IngestedDocument, filename: str, doc_type: str, reasons: tuple[str, ...]
) -> dict[str, Any]:
    """A JSON-ready summary of one ingested document."""
    report: dict[str, Any] = {
        "file": filename,
        "format": str(document.format),
        "pages": document.page_count,
        "has_text_layer": document.has_text_layer,
        "note": document.note,
        "warnings": list(document.warnings),
        "doc_type": doc_type,
        "reasons": list(reasons),
        "page_texts": [
            {
                "page": page.number,
                "source": str(page.text_source),
                "text": page.text,
                "ocr_words": len(page.words),
                "red_ink_ratio": round(page.red_ink_ratio, 5),
            }
            for page in document.pages
        ],
    }
    if document.scholar is not None:
        report["scholar"] = {
            "name": document.scholar.name,
            "affiliation": document.scholar.affiliation,
            "coauthors": [c.name for c in document.scholar.coauthors],
            "publications": [
                {"title": p.title, "authors": p.authors, "year": p.year}
                for p in document.scholar.publications
            ],
        }
    return report


def _text_report(report: dict[str, Any]) -> str:
    lines = [
        f"file:       {report['file']}",
        f"format:     {report['format']}",
        f"pages:      {report['pages']}",
        f"text layer: {'yes' if report['has_text_layer'] else 'no'}",
        f"note:       {report['note']}",
        f"doc type:   {report['doc_type']} ({'; '.join(report['reasons'])})",
    ]
    lines += [f"warning:    {warning}" for warning in report["warnings"]]
    if "scholar" in report:
        scholar = report["scholar"]
        lines.append(f"scholar:    {scholar['name']}, {len(scholar['publications'])} publications")
        lines.append(f"co-authors: {', '.join(scholar['coauthors'])}")
    for page in report["page_texts"]:
        lines.append(f"--- page {page['page']} [{page['source']}] ---")
        text: str = page["text"]
        lines.append(text[:_PREVIEW_CHARS] + (" ..." if len(text) > _PREVIEW_CHARS else ""))
    return "\n".join(lines)
