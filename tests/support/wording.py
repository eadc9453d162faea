"""A wording corpus: the same kinds of documents as the development round, written in other
words and text formats (see the `wording_*` modules), with its manifest in the corpus README's
format. Precision traps (editors, reviewers, acknowledgements, funding notes, signatories,
reference lists) are listed as distractors or optional persons, never as expected persons."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.wording_approval import approval_bundle
from tests.support.wording_cv import cv_bundle
from tests.support.wording_papers import papers_bundle
from tests.support.wording_scholar import scholar_bundle


def write_corpus(root: Path) -> Path:
    """Write the corpus under `root` and return the folder holding manifest.json."""
    root.mkdir(parents=True, exist_ok=True)
    bundles = [cv_bundle(root), papers_bundle(root), approval_bundle(root), scholar_bundle(root)]
    manifest: dict[str, Any] = {
        "round": "wording",
        "format_version": 1,
        "applicants": [bundle.manifest() for bundle in bundles],
        "reviewers": [],
        "expected_conflicts": [],
        "expected_non_conflicts": [],
    }
    (root / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8"
    )
    return root
