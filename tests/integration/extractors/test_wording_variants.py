"""The real evaluation over a corpus of wordings and text formats (`tests.support.wording`):
CVs naming advisors and publications in many styles, publisher paper headers with editors,
reviewers, acknowledgements and funding notes around them, approval pages in other words, and
Scholar pages whose owner is spelled unlike the applicant's preferred romanization."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.corpus import assert_found_without_inventing, evaluation_fixtures
from tests.support.stress_check import mention_misses
from tests.support.wording import WORDING

pytestmark = pytest.mark.slow
corpus, report = evaluation_fixtures(WORDING)


def test_persons_are_found_without_inventing_any(report: dict[str, Any]) -> None:
    assert_found_without_inventing(report)


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
