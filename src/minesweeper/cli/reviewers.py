"""`minesweeper reviewers` and `minesweeper conflicts`: the panel and its conflict matrix."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import typer

from minesweeper.settings import load_settings

if TYPE_CHECKING:
    from minesweeper.db import Database
    from minesweeper.screening.conflicts.report import ReportData

T = TypeVar("T")
EXPORT_FORMATS = ("csv", "xlsx", "pdf")
EXPORT_LANGUAGES = ("en", "ko")


@contextmanager
def _database() -> Iterator[Database]:
    from minesweeper.db import Database

    db = Database(load_settings().database_url)
    try:
        yield db
    finally:
        db.dispose()


def _run(action: Callable[[], T]) -> T:
    """Run a domain call; a domain error becomes a one-line message and exit code 1."""
    from minesweeper.screening.errors import ScreeningError

    try:
        return action()
    except ScreeningError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from exc


def register(app: typer.Typer) -> None:
    reviewers = typer.Typer(help="The reviewer panel of a round.", no_args_is_help=True)
    conflicts = typer.Typer(help="The conflict matrix of a round.", no_args_is_help=True)
    app.add_typer(reviewers, name="reviewers")
    app.add_typer(conflicts, name="conflicts")

    @reviewers.command("import")
    def import_file(round_id: int, file: Path) -> None:
        """Create or update reviewers from a CSV or XLSX file, and queue a recomputation."""
        from minesweeper.screening.conflicts.reviewer_import import import_reviewers

        data = file.read_bytes()
        with _database() as db:

            def act() -> dict[str, int]:
                with db.session() as session:
                    return import_reviewers(session, round_id, data).to_dict()

            summary = _run(act)
        typer.echo(json.dumps(summary))

    @reviewers.command("template")
    def template(file: Path) -> None:
        """Write an empty reviewer file to fill in (.xlsx or .csv, by the file's extension)."""
        from minesweeper.screening.conflicts.reviewer_import import template_csv, template_xlsx

        data = template_csv() if file.suffix.lower() == ".csv" else template_xlsx()
        file.write_bytes(data)
        typer.echo(f"wrote {file}")

    @conflicts.command("recompute")
    def recompute(round_id: int) -> None:
        """Recompute the round's matrix now (the worker does this after every change)."""
        from minesweeper.screening.conflicts.store import recompute_round

        with _database() as db:
            summary = _run(lambda: recompute_round(db, round_id))
        typer.echo(json.dumps(summary.to_dict()))

    @conflicts.command("export")
    def export(
        round_id: int,
        out: Path,
        fmt: str = typer.Option("", "--format", help="csv, xlsx or pdf (default: by extension)."),
        lang: str = typer.Option("en", "--lang", help="ko or en: the words of the export."),
    ) -> None:
        """Write the matrix and decisions (a finalized round: from its snapshot)."""
        from minesweeper.screening.conflicts.jobs import report_for
        from minesweeper.screening.exports import render_csv, render_pdf, render_xlsx

        chosen = (fmt or out.suffix.lstrip(".")).lower()
        if chosen not in EXPORT_FORMATS:
            typer.echo(f"error: format must be one of {', '.join(EXPORT_FORMATS)}", err=True)
            raise typer.Exit(2)
        if lang not in EXPORT_LANGUAGES:
            typer.echo(f"error: --lang must be one of {', '.join(EXPORT_LANGUAGES)}", err=True)
            raise typer.Exit(2)
        with _database() as db:

            def load() -> ReportData:
                with db.session() as session:
                    return report_for(session, round_id)

            report = _run(load)
        zone = load_settings().timezone
        renderers: dict[str, Callable[[], bytes]] = {
            "csv": lambda: render_csv(report, lang),
            "xlsx": lambda: render_xlsx(report, lang),
            "pdf": lambda: render_pdf(report, lang=lang, zone=zone),
        }
        out.write_bytes(_run(renderers[chosen]))
        typer.echo(f"wrote {out}")

    @conflicts.command("finalize")
    def finalize(
        round_id: int,
        acknowledge_pending: bool = typer.Option(
            False, "--acknowledge-pending", help="Freeze undecided candidates undecided."
        ),
    ) -> None:
        """Close the round and write its immutable snapshot; prints the snapshot's sha256."""
        from minesweeper.screening.conflicts.snapshot import finalize_round

        with _database() as db:

            def act() -> str:
                with db.session() as session:
                    snapshot = finalize_round(session, round_id, None, acknowledge_pending)
                    return snapshot.content_sha256

            digest = _run(act)
        typer.echo(digest)
