"""The text extractor over the development corpus: ingest -> type -> extract, per document.

Checks what one document can show on its own (aggregation across documents is tested
elsewhere): the related persons its mentions name are found, the applicant never leaks as a
related person, no distractor (cited author, official, editor) is reported, seals are seen
and unreadable scans are flagged.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from minesweeper.doctype import classify
from minesweeper.extractors.model import ExtractionInput, ExtractionResult, SourceKind
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import ingest_bytes
from tests.support.shared import shared_missing

pytestmark = pytest.mark.slow


def norm(surface: str) -> str:
    """The corpus README's comparison key."""
    text = unicodedata.normalize("NFKC", surface)
    text = re.sub(r"\([^)]*\)", "", text).strip()
    text = re.sub(r"^(?:Prof\.|Professor|Dr\.|Mr\.|Ms\.|Mrs\.)\s*", "", text)
    text = re.sub(r"(?:교수님|교수|박사님|박사|선생님|님)$", "", text.strip())
    return re.sub(r"[\s.,\-‐‑–·_'’`*†‡°§¶#0-9]", "", text.lower())


@pytest.fixture(scope="module")
def corpus(shared_dir: Path) -> tuple[Path, dict[str, Any]]:
    root = shared_dir / "corpus" / "dev"
    if not (root / "manifest.json").is_file():
        shared_missing("development corpus not available")
    return root, json.loads((root / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def results(corpus: tuple[Path, dict[str, Any]]) -> dict[str, ExtractionResult]:
    root, manifest = corpus
    extractor = TextExtractor()
    found: dict[str, ExtractionResult] = {}
    for applicant in manifest["applicants"]:
        for document in applicant["documents"]:
            path = root / document["path"]
            ingested = ingest_bytes(path.read_bytes(), path.name)
            doc_type, _ = classify(ingested, document["category"])
            item = ExtractionInput(ingested, doc_type, applicant["name"], applicant["name_en"])
            found[document["path"]] = extractor.extract(item)
    return found


def _keys(person: dict[str, Any], path: str | None = None) -> set[str]:
    """The person's name and aliases, plus the surfaces printed in one document (an ambiguous
    initials form such as "J. Kim" is a mention's surface but deliberately not an alias)."""
    keys = {norm(person["name"])} | {norm(alias) for alias in person["aliases"]}
    if path is not None:
        keys |= {norm(m["surface"]) for m in person["mentions"] if m["document"] == path}
    return keys


def test_mentioned_persons_are_found_per_document(
    corpus: tuple[Path, dict[str, Any]], results: dict[str, ExtractionResult]
) -> None:
    _, manifest = corpus
    expected = found = 0
    misses: list[str] = []
    for applicant in manifest["applicants"]:
        for person in applicant["expected_persons"]:
            for path in {mention["document"] for mention in person["mentions"]}:
                got = {norm(p.name_raw) for p in results[path].persons if not p.is_self}
                expected += 1
                if _keys(person, path) & got:
                    found += 1
                else:
                    misses.append(f"{person['name']} in {path}")
    assert found / expected >= 0.95, misses


def test_text_layer_documents_miss_nobody(
    corpus: tuple[Path, dict[str, Any]], results: dict[str, ExtractionResult]
) -> None:
    _, manifest = corpus
    misses: list[str] = []
    for applicant in manifest["applicants"]:
        layered = {d["path"] for d in applicant["documents"] if d["text_layer"]}
        for person in applicant["expected_persons"]:
            for path in {m["document"] for m in person["mentions"]} & layered:
                got = {norm(p.name_raw) for p in results[path].persons if not p.is_self}
                if not _keys(person, path) & got:
                    misses.append(f"{person['name']} in {path}")
    assert misses == []


def test_no_self_leak_and_no_distractor(
    corpus: tuple[Path, dict[str, Any]], results: dict[str, ExtractionResult]
) -> None:
    _, manifest = corpus
    problems: list[str] = []
    for applicant in manifest["applicants"]:
        own = {norm(applicant["name"])} | {norm(alias) for alias in applicant["aliases"]}
        distractors = {
            (path, norm(surface))
            for distractor in applicant["distractors"]
            for surface in distractor["surfaces"]
            for path in distractor["documents"]
        }
        for document in applicant["documents"]:
            path = document["path"]
            for person in results[path].persons:
                key = norm(person.name_raw)
                if not person.is_self and key in own:
                    problems.append(f"self leak {person.name_raw} in {path}")
                if not person.is_self and (path, key) in distractors:
                    problems.append(f"distractor {person.name_raw} in {path}")
    assert problems == []


def test_expected_seal_and_vision_flags(
    corpus: tuple[Path, dict[str, Any]], results: dict[str, ExtractionResult]
) -> None:
    _, manifest = corpus
    seals = seen = 0
    for applicant in manifest["applicants"]:
        people = {person["name"]: _keys(person) for person in applicant["expected_persons"]}
        for flag in applicant["expected_flags"]:
            result = results[flag["document"]]
            if flag["type"] == "needs_vision":
                assert [f.flag_type for f in result.flags] == ["needs_vision"]
                assert [p for p in result.persons if not p.is_self] == []
            elif flag["type"] == "seal":
                seals += 1
                sealed = {
                    norm(p.name_raw) for p in result.persons if p.source_kind is SourceKind.SEAL
                }
                seen += bool(people[flag["person"]] & sealed)
    assert seen / seals >= 0.9
