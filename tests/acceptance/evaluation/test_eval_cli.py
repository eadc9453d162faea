"""`minesweeper eval` on the dev corpus through the real CLI: schema and targets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_eval_dev_corpus_meets_targets(shared_dir: Path, tmp_path: Path) -> None:
    corpus = shared_dir / "corpus" / "dev"
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "eval", str(corpus), "--json"],
        capture_output=True,
        text=True,
        env={**os.environ, "DATA_DIR": str(tmp_path), "EXTRACTOR_MODE": "text"},
        timeout=900,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout)
    assert {
        "persons",
        "roles",
        "source_kinds",
        "is_self_errors",
        "flags",
        "conflicts",
        "timing",
    } <= set(report)
    assert report["persons"]["recall"] >= 0.95
    assert report["persons"]["precision"] >= 0.95
    assert report["roles"]["recall"] >= 0.9
    assert report["is_self_errors"] == 0
    missed = [f for f in report["flags"]["missed"] if f["type"] in ("needs_vision", "seal")]
    assert missed == []
    assert report["failed_jobs"] == []
    conflicts = report["conflicts"]
    assert conflicts["recall"] == 1.0
    assert conflicts["precision"] >= 0.95
    assert conflicts["certain_from_weak_match"] == 0


def test_eval_without_manifest_is_a_clear_error(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "eval", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 2
    assert "no manifest.json" in result.stderr


def test_eval_with_unreachable_model_server_fails_fast(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text('{"applicants": []}', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "eval", str(tmp_path), "--extractor", "vlm"],
        capture_output=True,
        text=True,
        env={**os.environ, "VLM_API": "ollama", "VLM_BASE_URL": "http://127.0.0.1:9"},
        timeout=120,
        check=False,
    )
    assert result.returncode == 2
    assert "model server http://127.0.0.1:9 unreachable" in result.stderr
