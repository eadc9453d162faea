"""A held-out-style corpus: layouts, wording, universities and names the development corpus
does not have, written by code with its manifest (the corpus README's format).

What varies on purpose: approval pages that say "인준함" with 위원장/부위원장/위원 labels, names
with 교수 titles, Hanja beside names, letter-spaced names, committee tables in columns, English
pages that print the name before the label ("Prof. X    Committee Chair") or above it
("Thesis Supervisor"), Referee lines, master's theses; papers with †‡ marks, "and", e-mail and
corresponding-author lines and editors; a mobile Scholar page without co-author list and with
truncated author strings; a Korean 이력서 with a 지도교수 line and publication lists in IEEE,
APA, Vancouver and Korean styles; scans with seals of other colours, sizes, shapes and
positions, signatures, and a fax copy nobody can read. Distractors: Korean and English
reference lists, an editor, a university president, a dean and a department head.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.heldout_gist import gist
from tests.support.heldout_scans import postech, pusan, unist
from tests.support.heldout_text import kaist_ms, korea_univ


def write_corpus(root: Path) -> Path:
    """Write the corpus under `root` and return the folder holding manifest.json."""
    root.mkdir(parents=True, exist_ok=True)
    bundles = [
        korea_univ(root),
        kaist_ms(root),
        postech(root),
        unist(root),
        pusan(root),
        gist(root),
    ]
    manifest: dict[str, Any] = {
        "round": "heldout-style",
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
