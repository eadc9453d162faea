"""Recall and precision of the text extractor on generated layouts neither corpus round has:
CV and thesis publication lists (tests.support.cv_publications) and approval tables
(tests.support.approval_styles), each typed as the pipeline types it.

    PYTHONPATH=. python benchmarks/generated_layouts.py

Prints JSON: per set, true positives, false positives, misses and the pages that miss.
Publication lists are scored on (name, year), approval tables on (name, role).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from tests.support.approval_styles import approval_pages
from tests.support.cv_publications import OWNER, cv_pages, thesis_pages

from minesweeper.doctype import classify
from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig, ingest_bytes
from minesweeper.names import normalize_name


def _extract(pdf: bytes, name: str, category: str) -> ExtractionResult:
    document = ingest_bytes(pdf, f"{name}.pdf", ocr=OcrConfig(enabled=False))
    doc_type, _reasons = classify(document, category)
    return TextExtractor().extract(ExtractionInput(document, doc_type, *OWNER))


Pairs = set[tuple[str, object]]


def _score(pages: Iterable[tuple[str, Pairs, Pairs]]) -> dict[str, object]:
    tp = fp = fn = 0
    missing: dict[str, list[str]] = {}
    for name, found, expected in pages:
        tp += len(found & expected)
        fp += len(found - expected)
        fn += len(expected - found)
        if found != expected:
            missing[name] = sorted(str(item) for item in found ^ expected)
    return {
        "recall": round(tp / max(1, tp + fn), 3),
        "precision": round(tp / max(1, tp + fp), 3),
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "differences": missing,
    }


def main() -> dict[str, object]:
    lists = []
    for page in [*cv_pages(), *thesis_pages()]:
        result = _extract(page.pdf, page.name, page.doc_type)
        found = {(normalize_name(p.name_raw), p.year) for p in result.persons if not p.is_self}
        expected = {(normalize_name(who), year) for who, year in page.expected}
        lists.append((page.name, Pairs(found), Pairs(expected)))
    tables = []
    for approval in approval_pages():
        result = _extract(approval.pdf, approval.name, "thesis")
        found_roles = {(p.name_raw, p.role.value) for p in result.persons if not p.is_self}
        tables.append(
            (
                approval.name,
                set[tuple[str, object]](found_roles),
                set[tuple[str, object]](approval.expected),
            )
        )
    return {"publication_lists": _score(lists), "approval_tables": _score(tables)}


if __name__ == "__main__":
    print(json.dumps(main(), ensure_ascii=False, indent=1))
