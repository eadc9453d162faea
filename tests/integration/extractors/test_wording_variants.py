"""The real evaluation over a corpus of wordings and text formats (`tests.support.wording`):
CVs naming advisors and publications in many styles, publisher paper headers with editors,
reviewers, acknowledgements and funding notes around them, approval pages in other words, and
Scholar pages whose owner is spelled unlike the applicant's preferred romanization."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper.evaluation.runner import run_evaluation
from minesweeper.settings import load_settings
from tests.support.stress_check import mention_misses
from tests.support.wording import write_corpus

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_corpus(tmp_path_factory.mktemp("wording") / "corpus")


@pytest.fixture(scope="module")
def report(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    data = tmp_path_factory.mktemp("wording-data")
    settings = load_settings(data_dir=data, extractor_mode="text")
    return run_evaluation(corpus, settings)


def test_persons_are_found_without_inventing_any(report: dict[str, Any]) -> None:
    persons = report["persons"]
    details = {a["applicant"]: (a["missed"], a["false_positives"]) for a in report["applicants"]}
    assert persons["precision"] >= 0.9, details
    assert persons["recall"] >= 0.9, details
    assert report["failed_jobs"] == []


def test_editors_reviewers_and_thanked_people_are_not_related(report: dict[str, Any]) -> None:
    false_positives = [fp for a in report["applicants"] for fp in a["false_positives"]]
    assert false_positives == []


def test_applicant_in_any_spelling_is_self(report: dict[str, Any]) -> None:
    assert report["is_self_errors"] == 0


def test_roles_follow_the_wording(report: dict[str, Any]) -> None:
    assert report["roles"]["precision"] >= 0.9, report["applicants"]
    assert report["roles"]["recall"] >= 0.9, report["applicants"]


def test_every_document_yields_its_own_mentions(corpus: Path) -> None:
    total, misses = mention_misses(corpus)
    assert total >= 60
    assert len(misses) <= 0.05 * total, misses
