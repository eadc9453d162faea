"""`minesweeper reviewers` and `minesweeper conflicts` as a user runs them, in subprocesses."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from openpyxl import load_workbook

from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.db.models import Applicant, PersonAggregate, Round
from tests.acceptance.test_cli_core import run_cli


def _seed(url: str) -> int:
    db = Database(url)
    try:
        with db.session() as session:
            round_row = Round(name="공채")
            session.add(round_row)
            session.flush()
            applicant = Applicant(round_id=round_row.id, name="나지원", external_id="A01")
            session.add(applicant)
            session.flush()
            session.add(
                PersonAggregate(
                    applicant_id=applicant.id,
                    canonical_name="홍길동",
                    name_normalized="홍길동",
                    aliases=["Gildong Hong"],
                    roles=["advisor"],
                    sources=[],
                )
            )
            return round_row.id
    finally:
        db.dispose()


@pytest.mark.slow  # five CLI start-ups
def test_import_recompute_export_finalize(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    migrations.upgrade(url)
    round_id = str(_seed(url))
    env = {"DATABASE_URL": url, "DATA_DIR": str(tmp_path)}
    panel = tmp_path / "panel.csv"
    panel.write_text("이름,영문이름,소속\n홍길동,Gildong Hong,KAIST\n", encoding="utf-8")
    imported = run_cli("reviewers", "import", round_id, str(panel), env=env)
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout) == {"created": 1, "updated": 0, "unchanged": 0}
    recomputed = run_cli("conflicts", "recompute", round_id, env=env)
    assert json.loads(recomputed.stdout)["by_level"] == {"certain": 1}
    out = tmp_path / "matrix.xlsx"
    assert run_cli("conflicts", "export", round_id, str(out), env=env).returncode == 0
    assert load_workbook(io.BytesIO(out.read_bytes()))["Matrix"]["B2"].value == "certain (1)"
    pending = run_cli("conflicts", "finalize", round_id, env=env)
    assert pending.returncode == 1
    assert "undecided" in pending.stderr
    finalized = run_cli("conflicts", "finalize", round_id, "--acknowledge-pending", env=env)
    assert len(finalized.stdout.strip()) == 64
    again = run_cli("conflicts", "finalize", round_id, "--acknowledge-pending", env=env)
    assert again.returncode == 1
    assert "finalized" in again.stderr
