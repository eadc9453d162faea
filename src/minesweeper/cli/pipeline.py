"""`minesweeper extract` (one file) and `minesweeper eval` (a labelled corpus)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from minesweeper.settings import Settings, load_settings

if TYPE_CHECKING:
    from minesweeper.screening.extractor_factory import ExtractorMode

_EXTRACTOR_HELP = "Extractor: text or vlm (default: EXTRACTOR_MODE)."


def register(app: typer.Typer) -> None:
    @app.command()
    def extract(
        file: Path = typer.Argument(..., exists=True, dir_okay=False, help="The document."),
        category: str = typer.Option("other", help="Upload folder category (a prior)."),
        applicant: str | None = typer.Option(None, help="The applicant's name (left out)."),
        extractor: str | None = typer.Option(None, help=_EXTRACTOR_HELP),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Ingest, type and extract one file; print the persons found and the flags."""
        from minesweeper.cli.extract_view import extract_one, format_extraction

        settings = load_settings()
        report = extract_one(file, category, applicant, _mode(extractor), settings)
        if as_json:
            typer.echo(json.dumps(report, ensure_ascii=False, indent=2))
        else:
            typer.echo(format_extraction(report))
        if report.get("error"):
            raise typer.Exit(2)

    @app.command(name="eval")
    def evaluate(
        corpus_dir: Path = typer.Argument(..., exists=True, file_okay=False),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
        extractor: str | None = typer.Option(None, help=_EXTRACTOR_HELP),
    ) -> None:
        """Run the pipeline over a corpus with a manifest.json and score it."""
        from minesweeper.evaluation.manifest import ManifestError
        from minesweeper.evaluation.runner import format_report, run_evaluation

        settings = load_settings()
        if (_mode(extractor) or settings.extractor_mode) == "vlm":
            _require_model_server(settings)
        try:
            report = run_evaluation(
                corpus_dir, settings, _mode(extractor), log=lambda m: typer.echo(m, err=True)
            )
        except ManifestError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from exc
        typer.echo(json.dumps(report, ensure_ascii=False) if as_json else format_report(report))


def _require_model_server(settings: Settings) -> None:
    """Fail in seconds, naming the server, rather than after retrying every document."""
    from minesweeper.gateway.errors import ModelUnavailable
    from minesweeper.gateway.factory import gateway_config
    from minesweeper.gateway.probe import probe_model_server

    try:
        probe_model_server(gateway_config(settings))
    except ModelUnavailable as exc:
        typer.echo(f"error: {exc} (check VLM_API and VLM_BASE_URL)", err=True)
        raise typer.Exit(2) from exc


def _mode(value: str | None) -> ExtractorMode | None:
    if value is None:
        return None
    if value == "text":
        return "text"
    if value == "vlm":
        return "vlm"
    raise typer.BadParameter("must be text or vlm", param_hint="--extractor")
