"""One harness for the generated evaluation corpora: a round of bundles written with its
manifest (the corpus README's format), and the module fixtures their evaluation tests share.

A generator module names its round and its bundle writers once (`GeneratedCorpus`); a test
module takes its `corpus` and `report` fixtures from `evaluation_fixtures`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from minesweeper.evaluation.runner import run_evaluation
from minesweeper.ingest.config import OcrConfig
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.settings import load_settings
from tests.support.bundle import Bundle

BundleWriter = Callable[[Path], Bundle]


@dataclass(frozen=True, slots=True)
class GeneratedCorpus:
    round: str  # the manifest's round name
    bundles: tuple[BundleWriter, ...]  # one writer per applicant, in manifest order
    scans: bool  # holds scans: without Tesseract its evaluation is skipped, not failed

    def write(self, root: Path) -> Path:
        """Write the corpus under `root` and return the folder holding manifest.json."""
        root.mkdir(parents=True, exist_ok=True)
        written = [write(root) for write in self.bundles]
        manifest: dict[str, Any] = {
            "round": self.round,
            "format_version": 1,
            "applicants": [bundle.manifest() for bundle in written],
            "reviewers": [],
            "expected_conflicts": [],
            "expected_non_conflicts": [],
        }
        (root / "manifest.json").write_text(
            json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8"
        )
        return root


CorpusFixture = Callable[[pytest.TempPathFactory], Path]
ReportFixture = Callable[[Path, pytest.TempPathFactory], dict[str, Any]]


def evaluation_fixtures(generated: GeneratedCorpus) -> tuple[CorpusFixture, ReportFixture]:
    """Module-scoped `corpus` (the written folder) and `report` (the text-mode evaluation).

    Assign both in the test module: `corpus, report = evaluation_fixtures(CORPUS)`.
    """

    @pytest.fixture(scope="module", name="corpus")
    def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
        if generated.scans and not tesseract_available(OcrConfig()):
            pytest.skip("Tesseract is not installed; the scans cannot be read")
        return generated.write(tmp_path_factory.mktemp(generated.round) / "corpus")

    @pytest.fixture(scope="module", name="report")
    def report(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
        data = tmp_path_factory.mktemp(f"{generated.round}-data")
        return run_evaluation(corpus, load_settings(data_dir=data, extractor_mode="text"))

    return corpus, report


def assert_found_without_inventing(report: dict[str, Any], floor: float = 0.9) -> None:
    """The targets every generated corpus shares: persons found, none invented, no job failed."""
    persons = report["persons"]
    details = {a["applicant"]: (a["missed"], a["false_positives"]) for a in report["applicants"]}
    assert persons["precision"] >= floor, details
    assert persons["recall"] >= floor, details
    assert report["failed_jobs"] == []
