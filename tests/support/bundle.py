"""Recording one applicant's bundle: files written to the corpus folder plus its ground truth,
in the manifest format of the evaluation corpus (format_version 1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class Who:
    """A fictitious person: canonical name and every other form that identifies them."""

    name: str
    aliases: tuple[str, ...]


@dataclass
class Bundle:
    root: Path
    id: str
    own: Who
    name_en: str
    university: str
    department: str
    degree: str
    documents: list[dict[str, Any]] = field(default_factory=list)
    persons: dict[str, dict[str, Any]] = field(default_factory=dict)
    optional: dict[str, dict[str, Any]] = field(default_factory=dict)
    distractors: list[dict[str, Any]] = field(default_factory=list)
    flags: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def add(
        self,
        category: str,
        filename: str,
        data: bytes,
        fmt: str,
        *,
        text_layer: bool = True,
        description: str = "",
        pages: int | None = None,
    ) -> str:
        path = f"{self.id}/{category}/{filename}"
        target = self.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        entry: dict[str, Any] = {
            "path": path,
            "category": category,
            "format": fmt,
            "text_layer": text_layer,
            "description": description,
        }
        if pages is not None:
            entry["pages"] = pages
        self.documents.append(entry)
        return path

    def mention(
        self, who: Who, document: str, surface: str, role: str, kind: str = "printed"
    ) -> None:
        person = self.persons.setdefault(
            who.name,
            {
                "name": who.name,
                "aliases": sorted(set(who.aliases)),
                "roles": [],
                "source_kinds": [],
                "documents": [],
                "mentions": [],
            },
        )
        for key, value in (("roles", role), ("source_kinds", kind), ("documents", document)):
            if value not in person[key]:
                person[key].append(value)
        person["mentions"].append(
            {"document": document, "surface": surface, "role": role, "source_kind": kind}
        )
        if kind in ("seal", "handwritten", "signature"):
            flag = {"seal": "seal", "handwritten": "handwriting", "signature": "signature"}[kind]
            item = {"type": flag, "document": document, "person": who.name}
            if item not in self.flags:
                self.flags.append(item)

    def optional_person(self, who: Who, document: str) -> None:
        entry = self.optional.setdefault(
            who.name, {"name": who.name, "aliases": list(who.aliases), "documents": []}
        )
        entry["documents"].append(document)

    def distractor(self, name: str, reason: str, document: str, *surfaces: str) -> None:
        self.distractors.append(
            {
                "name": name,
                "surfaces": list(surfaces or (name,)),
                "reason": reason,
                "documents": [document],
            }
        )

    def needs_vision(self, document: str) -> None:
        self.flags.append({"type": "needs_vision", "document": document})

    def manifest(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.own.name,
            "name_en": self.name_en,
            "aliases": sorted(set(self.own.aliases)),
            "university": self.university,
            "department": self.department,
            "degree": self.degree,
            "documents": self.documents,
            "expected_persons": list(self.persons.values()),
            "optional_persons": list(self.optional.values()),
            "distractors": self.distractors,
            "expected_flags": self.flags,
            "traps": self.traps,
        }


def korean(name: str, given_en: str, family_en: str, *extra: str) -> Who:
    """A Korean person's usual forms: Hangul, letter-spaced Hangul, romanization in both orders
    (hyphenated forms normalize to the same key), and extra printed forms such as initials."""
    aliases = (" ".join(name), f"{given_en} {family_en}", f"{family_en} {given_en}", *extra)
    return Who(name, aliases)
