"""`minesweeper bench round`: a generated round processed by one worker, as `serve` runs it.

Generates N fictitious applicants (a born-digital thesis, a paper and a CV each; with
`--scans`, the thesis's approval page is a scan that needs OCR), queues their processing the
way an upload does, and runs one in-process `Worker` with `WORKER_CONCURRENCY` slots (the
embedded worker of `minesweeper serve`). Prints how long the whole round took and how long
applicants waited in the queue (from the moment the whole round was submitted) before a slot
took them.
"""

from __future__ import annotations

import json
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from statistics import quantiles
from typing import Any

import typer
from sqlalchemy import select

SURNAMES = ("김", "이", "박", "최", "정", "강", "조", "윤", "장", "임")
GIVEN = ("하늘", "준호", "수민", "서연", "민재", "지우", "도윤", "예린", "시우", "하은")
ROMAN_SURNAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim")
ROMAN_GIVEN = (
    "Haneul", "Junho", "Sumin", "Seoyeon", "Minjae", "Jiwoo", "Doyoon", "Yerin", "Siwoo", "Haeun",
)  # fmt: skip
FINISHED = ("done", "error", "cancelled")


def _people(count: int) -> list[tuple[str, str]]:
    """Distinct (Korean, English) names, deterministic."""
    people = []
    for n in range(count):
        s, g = n % len(SURNAMES), (n // len(SURNAMES) + n) % len(GIVEN)
        suffix = "" if n < len(SURNAMES) * len(GIVEN) else str(n)
        people.append((SURNAMES[s] + GIVEN[g] + suffix, f"{ROMAN_GIVEN[g]} {ROMAN_SURNAMES[s]}"))
    return people


def _documents(n: int, name: str, name_en: str, scans: bool) -> list[tuple[str, str, bytes]]:
    from minesweeper import samples
    from minesweeper.ingest.categories import UploadCategory

    committee = ["최은영", "박지훈", "한상우"]
    if scans:
        page = samples.approval_page_image(name, committee[1], committee)
        thesis = (UploadCategory.THESIS, f"scan{n:04d}.pdf", samples.scanned_pdf([page]))
    else:
        thesis = (
            UploadCategory.THESIS,
            f"thesis_{n}.pdf",
            samples.thesis_pdf(name, committee[1], committee),
        )
    return [
        thesis,
        (
            UploadCategory.PAPER,
            f"paper_{n}.pdf",
            samples.paper_pdf([name_en, "Jihoon Park"], ["KAIST"]),
        ),
        (
            UploadCategory.CV,
            f"cv_{n}.docx",
            samples.docx_cv(name_en, "Jihoon Park", ["J. Park, 2024."]),
        ),
    ]


def _load_round(db: Any, applicants: int, scans: bool) -> list[str]:
    from minesweeper.db.models import Applicant, Round
    from minesweeper.screening.documents import add_document
    from minesweeper.screening.jobs import enqueue_process_applicant

    job_ids = []
    with db.session() as session:
        round_ = Round(name=f"bench round ({applicants} applicants)")
        session.add(round_)
        session.flush()
        for n, (name, name_en) in enumerate(_people(applicants)):
            applicant = Applicant(round_id=round_.id, name=name, name_en=name_en)
            session.add(applicant)
            session.flush()
            for category, filename, data in _documents(n, name, name_en, scans):
                add_document(session, applicant.id, filename, category, data)
            job_ids.append(enqueue_process_applicant(session, applicant.id).id)
    return job_ids


def _aware(value: datetime) -> datetime:
    # SQLite hands the private jobs table's times back without a zone; they are UTC.
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _p(values: list[float], pct: int) -> float:
    if len(values) < 2:
        return round(values[0], 2) if values else 0.0
    return round(quantiles(values, n=100, method="inclusive")[pct - 1], 2)


def run_round_bench(url: str | None, applicants: int, scans: bool) -> dict[str, Any]:
    from minesweeper.db import Database, migrate
    from minesweeper.jobs import Worker
    from minesweeper.jobs.model import utcnow
    from minesweeper.jobs.queries import JOBS
    from minesweeper.screening.handlers import build_handlers
    from minesweeper.settings import load_settings

    with tempfile.TemporaryDirectory(prefix="ms-bench-round-") as scratch:
        url = url or f"sqlite:///{Path(scratch) / 'round.db'}"
        settings = load_settings(database_url=url, data_dir=Path(scratch), extractor_mode="text")
        migrate.upgrade(url)
        db = Database(url)
        try:
            job_ids = _load_round(db, applicants, scans)
            worker = Worker(
                db.engine,
                build_handlers(db, settings),
                concurrency=settings.worker_concurrency,
                poll_interval_ms=settings.worker_poll_interval_ms,
                log_jobs=False,
            )
            started = time.perf_counter()
            submitted = utcnow()  # the round is committed: from here on applicants wait
            worker.start_in_thread()
            query = select(JOBS).where(JOBS.c.id.in_(job_ids))
            while True:
                with db.engine.connect() as conn:
                    rows = conn.execute(query).mappings().all()
                if all(r["status"] in FINISHED for r in rows):
                    break
                time.sleep(0.2)
            elapsed = time.perf_counter() - started
            worker.stop(timeout=30)
        finally:
            db.dispose()
    waits = [(_aware(r["started_at"]) - submitted).total_seconds() for r in rows]
    runs = [(r["finished_at"] - r["started_at"]).total_seconds() for r in rows]
    return {
        "db": url.split(":", 1)[0].split("+", 1)[0],
        "applicants": applicants,
        "documents": applicants * 3,
        "scans": scans,
        "worker_concurrency": settings.worker_concurrency,
        "total_s": round(elapsed, 2),
        "queue_wait_s": {"p50": _p(waits, 50), "p95": _p(waits, 95), "max": round(max(waits), 2)},
        "run_s": {"p50": _p(runs, 50), "p95": _p(runs, 95), "max": round(max(runs), 2)},
        "failed": sum(1 for r in rows if r["status"] != "done"),
    }


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("round")
    def round_(
        applicants: int = typer.Option(20, min=1, help="Generated applicants in the round."),
        scans: bool = typer.Option(False, "--scans", help="Theses are scans (OCR)."),
        db: str | None = typer.Option(
            None, "--db", help="Database URL (a scratch database); default: a temporary SQLite."
        ),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Process a generated round with one worker of WORKER_CONCURRENCY slots."""
        figures = run_round_bench(db, applicants, scans)
        if as_json:
            typer.echo(json.dumps(figures))
            return
        for name, value in figures.items():
            typer.echo(f"{name}: {value}")
