"""The real evaluation over scanned approval pages that vary the evidence kinds.

Seals of other shapes, colours and positions, signatures with and without a seal, a name
written by hand, a member who did not sign, a photographed page and a fax copy (see
`tests.support.evidence`). Unreadable pages must give no person and a needs_vision flag.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from minesweeper.extractors.model import ExtractionInput, ExtractionResult, SourceKind
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import ingest_bytes
from minesweeper.ingest.categories import DocType
from tests.support.corpus import assert_found_without_inventing, evaluation_fixtures
from tests.support.evidence import EVIDENCE

pytestmark = pytest.mark.slow
corpus, report = evaluation_fixtures(EVIDENCE)


def _extract(corpus: Path, applicant: str, category: str) -> ExtractionResult:
    """The text extractor's own reading of the applicant's one document in `category`."""
    (path,) = (corpus / applicant / category).iterdir()
    document = ingest_bytes(path.read_bytes(), path.name)
    return TextExtractor().extract(ExtractionInput(document, DocType.THESIS, None, None))


def test_persons_are_found_without_inventing_any(report: dict[str, Any]) -> None:
    assert_found_without_inventing(report)
    assert report["is_self_errors"] == 0


def test_seals_signatures_and_handwriting_are_told_apart(report: dict[str, Any]) -> None:
    assert report["source_kinds"]["recall"] >= 0.8, report["flags"]["missed"]


def test_unreadable_copy_is_flagged_and_yields_nobody(report: dict[str, Any], corpus: Path) -> None:
    missed = [flag for flag in report["flags"]["missed"] if flag["type"] == "needs_vision"]
    assert missed == []
    fax = _extract(corpus, "E03", "thesis")
    assert list(fax.persons) == []
    assert [flag.flag_type for flag in fax.flags] == ["needs_vision"]


def test_a_member_who_did_not_sign_is_printed_only(corpus: Path) -> None:
    photo = _extract(corpus, "E02", "thesis")
    kinds = {p.source_kind for p in photo.persons if p.name_raw == "빈서하"}
    assert kinds == {SourceKind.PRINTED}
