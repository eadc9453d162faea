"""A stress corpus: document physics the other generators do not produce, written by code
with its manifest (the corpus README's format).

Two-column papers whose text order may interleave, raised small-font superscripts,
footnote affiliations, a Korean journal with both author lines and an "외 N명" citation;
approval pages as ruled tables, with dotted leaders and with signature lines; a grayscale
150 dpi skewed scan and a perspective phone photo with seals over names, a blue signature
and an official university seal; DOCX, HWPX and HWP 5 tables; Scholar pages in the Korean
interface, with a collapsed co-author panel, three initials and non-Korean co-authors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.stress_approval import chungang
from tests.support.stress_more import ajou
from tests.support.stress_office import sogang
from tests.support.stress_papers import hanyang
from tests.support.stress_scans import hanyang_scans
from tests.support.stress_scholar import scholar_variants


def write_corpus(root: Path) -> Path:
    """Write the corpus under `root` and return the folder holding manifest.json."""
    root.mkdir(parents=True, exist_ok=True)
    bundles = [
        hanyang(root),
        chungang(root),
        hanyang_scans(root),
        sogang(root),
        scholar_variants(root),
        ajou(root),
    ]
    manifest: dict[str, Any] = {
        "round": "layout-stress",
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
