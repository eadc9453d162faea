"""The corpus manifest (`manifest.json`), read into typed, immutable records."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class ManifestDocument:
    path: str
    category: str
    format: str


@dataclass(frozen=True, slots=True)
class ExpectedPerson:
    name: str
    aliases: tuple[str, ...]
    roles: tuple[str, ...]
    source_kinds: tuple[str, ...]
    documents: tuple[str, ...] = ()  # the documents that show the person


@dataclass(frozen=True, slots=True)
class ExpectedFlag:
    type: str
    document: str | None
    person: str | None
    surface: str | None


@dataclass(frozen=True, slots=True)
class ManifestApplicant:
    id: str
    name: str
    name_en: str | None
    aliases: tuple[str, ...]
    documents: tuple[ManifestDocument, ...]
    expected_persons: tuple[ExpectedPerson, ...]
    optional_persons: tuple[ExpectedPerson, ...]
    distractors: tuple[tuple[str, tuple[str, ...], str], ...]  # (name, surfaces, reason)
    expected_flags: tuple[ExpectedFlag, ...]


@dataclass(frozen=True, slots=True)
class ManifestReviewer:
    id: str
    name: str
    name_en: str | None
    affiliation: str | None
    email: str | None


@dataclass(frozen=True, slots=True)
class Manifest:
    root: Path
    round: str
    applicants: tuple[ManifestApplicant, ...]
    reviewers: tuple[ManifestReviewer, ...]
    expected_conflicts: tuple[dict[str, Any], ...]
    expected_non_conflicts: tuple[dict[str, Any], ...]


class ManifestError(ValueError):
    """The corpus folder or its manifest cannot be used."""


def _person(raw: dict[str, Any]) -> ExpectedPerson:
    return ExpectedPerson(
        name=raw["name"],
        aliases=tuple(raw.get("aliases", [])),
        roles=tuple(raw.get("roles", [])),
        source_kinds=tuple(raw.get("source_kinds", [])),
        documents=tuple(
            dict.fromkeys(
                [*raw.get("documents", []), *(m["document"] for m in raw.get("mentions", []))]
            )
        ),
    )


def load_manifest(corpus_dir: Path) -> Manifest:
    path = corpus_dir / "manifest.json"
    if not path.is_file():
        raise ManifestError(f"no manifest.json in {corpus_dir}")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ManifestError(f"cannot read {path}: {exc}") from exc
    applicants = tuple(
        ManifestApplicant(
            id=a["id"],
            name=a["name"],
            name_en=a.get("name_en"),
            aliases=tuple(a.get("aliases", [])),
            documents=tuple(
                ManifestDocument(d["path"], d.get("category", "other"), d.get("format", ""))
                for d in a.get("documents", [])
            ),
            expected_persons=tuple(_person(p) for p in a.get("expected_persons", [])),
            optional_persons=tuple(_person(p) for p in a.get("optional_persons", [])),
            distractors=tuple(
                (d["name"], tuple(d.get("surfaces", [d["name"]])), d.get("reason", ""))
                for d in a.get("distractors", [])
            ),
            expected_flags=tuple(
                ExpectedFlag(f["type"], f.get("document"), f.get("person"), f.get("surface"))
                for f in a.get("expected_flags", [])
            ),
        )
        for a in raw.get("applicants", [])
    )
    reviewers = tuple(
        ManifestReviewer(r["id"], r["name"], r.get("name_en"), r.get("affiliation"), r.get("email"))
        for r in raw.get("reviewers", [])
    )
    return Manifest(
        root=corpus_dir,
        round=str(raw.get("round", corpus_dir.name)),
        applicants=applicants,
        reviewers=reviewers,
        expected_conflicts=tuple(raw.get("expected_conflicts", [])),
        expected_non_conflicts=tuple(raw.get("expected_non_conflicts", [])),
    )
