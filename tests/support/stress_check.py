"""Mention recall per document: the evaluation scores people over a whole bundle, so a
document whose every name is lost hides behind the same people found elsewhere. This check
runs ingest, typing and the text extractor on each document and looks for every expected
mention (person, role, source kind) among what that document alone yields."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from minesweeper.doctype import classify
from minesweeper.evaluation.scoring import norm
from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import ingest_bytes


@dataclass(frozen=True, slots=True)
class Miss:
    document: str
    surface: str
    role: str
    kind: str


def _keys(person: dict[str, Any]) -> set[str]:
    return {norm(name) for name in [person["name"], *person["aliases"]]}


def mention_misses(corpus: Path) -> tuple[int, list[Miss]]:
    """(expected mentions, the ones no extracted person of their document accounts for)."""
    manifest = json.loads((corpus / "manifest.json").read_text(encoding="utf-8"))
    total = 0
    misses: list[Miss] = []
    for applicant in manifest["applicants"]:
        for document in applicant["documents"]:
            path = document["path"]
            ingested = ingest_bytes((corpus / path).read_bytes(), Path(path).name)
            doc_type, _ = classify(ingested, document["category"])
            found = TextExtractor().extract(
                ExtractionInput(ingested, doc_type, applicant["name"], applicant["name_en"])
            )
            got = {(norm(p.name_raw), p.role.value, p.source_kind.value) for p in found.persons}
            for person in applicant["expected_persons"]:
                keys = _keys(person)
                for mention in person["mentions"]:
                    if mention["document"] != path:
                        continue
                    total += 1
                    role, kind = mention["role"], mention["source_kind"]
                    if not any(k in keys and (r, s) == (role, kind) for k, r, s in got):
                        misses.append(Miss(path, mention["surface"], role, kind))
    return total, misses
