"""The real evaluation over a stress corpus of document physics (`tests.support.stress`):
two-column papers with raised superscripts and footnote affiliations, approval pages drawn
as ruled tables, with dotted leaders and signature lines, grayscale skewed scans and a
perspective phone photo with seals over names and a blue signature, office tables, and
Scholar pages in the Korean interface or with the co-author panel collapsed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper.evaluation.runner import run_evaluation
from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.settings import load_settings
from tests.support.stress import write_corpus
from tests.support.stress_check import mention_misses

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not tesseract_available(OcrConfig()):
        pytest.skip("Tesseract is not installed; the scans cannot be read")
    return write_corpus(tmp_path_factory.mktemp("stress") / "corpus")


@pytest.fixture(scope="module")
def report(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    data = tmp_path_factory.mktemp("stress-data")
    settings = load_settings(data_dir=data, extractor_mode="text")
    return run_evaluation(corpus, settings)


def test_persons_are_found_without_inventing_any(report: dict[str, Any]) -> None:
    persons = report["persons"]
    details = {a["applicant"]: (a["missed"], a["false_positives"]) for a in report["applicants"]}
    assert persons["precision"] >= 0.9, details
    assert persons["recall"] >= 0.9, details
    assert report["failed_jobs"] == []


def test_applicant_never_leaks_or_disappears(report: dict[str, Any]) -> None:
    assert report["is_self_errors"] == 0


def test_every_unreadable_document_is_flagged(report: dict[str, Any]) -> None:
    missed = [flag for flag in report["flags"]["missed"] if flag["type"] == "needs_vision"]
    assert missed == []


def test_roles_survive_tables_and_columns(report: dict[str, Any]) -> None:
    assert report["roles"]["precision"] >= 0.9, report["applicants"]
    assert report["roles"]["recall"] >= 0.9, report["applicants"]


def test_every_document_yields_its_own_mentions(report: dict[str, Any], corpus: Path) -> None:
    # After the evaluation, so the scans' OCR comes from the in-process cache.
    total, misses = mention_misses(corpus)
    assert total >= 60
    assert len(misses) <= 0.05 * total, misses
