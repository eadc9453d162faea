"""`minesweeper conflicts export --lang` run as a real process, and the report job's language."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook

from minesweeper.db import Database
from minesweeper.db.models import Blob
from minesweeper.jobs import get_job, run_worker_tick
from minesweeper.screening.conflicts.jobs import conflict_handlers, enqueue_export_report
from minesweeper.screening.conflicts.store import recompute_round
from tests.support.pdf_text import pdf_text

from .seed import seed_round


def _cli(db_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": db_url, "TIMEZONE": "Asia/Seoul"}
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "conflicts", "export", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.slow
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_cli_export_writes_each_format_in_the_language_asked(
    database: Database, tmp_path: Path
) -> None:
    seeded = seed_round(database)
    recompute_round(database, seeded.round_id)
    rid = str(seeded.round_id)
    for name, extra in (("en.csv", ()), ("ko.csv", ("--lang", "ko"))):
        done = _cli(database.url, rid, str(tmp_path / name), *extra)
        assert done.returncode == 0, done.stderr
    english = csv.DictReader(io.StringIO((tmp_path / "en.csv").read_text("utf-8-sig")))
    korean = csv.DictReader(io.StringIO((tmp_path / "ko.csv").read_text("utf-8-sig")))
    assert "certain" in {row["level"] for row in english}
    assert "확실" in {row["수준"] for row in korean}

    assert _cli(database.url, rid, str(tmp_path / "ko.xlsx"), "--lang", "ko").returncode == 0
    assert load_workbook(tmp_path / "ko.xlsx").sheetnames == ["매트릭스", "후보", "기준", "문서"]

    for lang in ("ko", "en"):
        done = _cli(database.url, rid, str(tmp_path / f"{lang}.pdf"), "--lang", lang)
        assert done.returncode == 0, done.stderr
    korean_text = pdf_text((tmp_path / "ko.pdf").read_bytes())
    assert "이해충돌 검토 보고서: 2026 공채" in korean_text
    assert "지도교수" in korean_text and "KST" in korean_text
    english_text = pdf_text((tmp_path / "en.pdf").read_bytes())
    assert "Conflict-of-interest report: 2026 공채" in english_text
    assert "이해충돌 검토 보고서" not in english_text

    refused = _cli(database.url, rid, str(tmp_path / "x.csv"), "--lang", "fr")
    assert refused.returncode == 2
    assert "--lang must be one of en, ko" in refused.stderr


def test_report_job_renders_in_the_language_it_was_asked_in(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        job = enqueue_export_report(session, seeded.round_id, "ko")
    run_worker_tick(database.engine, conflict_handlers(database, "Asia/Seoul"))
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None and done.result is not None, done
    with database.session() as session:
        blob = session.get(Blob, done.result["blob_sha256"])
        assert blob is not None
        text = pdf_text(blob.data)
    assert "이해충돌 검토 보고서: 2026 공채" in text
    assert "KST" in text
    assert "위원장" in text
