"""The real evaluation over a stress corpus of document physics (`tests.support.stress`):
two-column papers with raised superscripts and footnote affiliations, approval pages drawn
as ruled tables, with dotted leaders and signature lines, grayscale skewed scans and a
perspective phone photo with seals over names and a blue signature, office tables, and
Scholar pages in the Korean interface or with the co-author panel collapsed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.corpus import assert_found_without_inventing, evaluation_fixtures
from tests.support.stress import STRESS
from tests.support.stress_check import mention_misses

pytestmark = pytest.mark.slow
corpus, report = evaluation_fixtures(STRESS)


def test_persons_are_found_without_inventing_any(report: dict[str, Any]) -> None:
    assert_found_without_inventing(report)


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
