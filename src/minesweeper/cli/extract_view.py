"""What `minesweeper extract` computes and prints for one file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from minesweeper.aggregate import Mention, aggregate_persons
from minesweeper.pipeline import ApplicantIdentity, InputFile, PipelineResult, process_document
from minesweeper.screening.extractor_factory import ExtractorMode, build_extractor
from minesweeper.screening.flags import flags_for
from minesweeper.screening.options import pipeline_options
from minesweeper.settings import Settings


def extract_one(
    path: Path,
    category: str,
    applicant: str | None,
    mode: ExtractorMode | None,
    settings: Settings,
) -> dict[str, Any]:
    options = pipeline_options(settings)
    file = InputFile(1, path.name, category, path.read_bytes())
    identity = ApplicantIdentity(applicant or "")
    outcome = process_document(
        file, identity, build_extractor(settings, mode), options.limits, options.ocr
    )
    mentions = tuple(
        Mention(document_id=1, person=p, index=i) for i, p in enumerate(outcome.persons)
    )
    aggregation = aggregate_persons(mentions, identity.name, ())
    flags = flags_for(PipelineResult((outcome,), aggregation, mentions))
    doc = outcome.ingested
    return {
        "file": path.name,
        "format": str(doc.format) if doc else None,
        "pages": doc.page_count if doc else None,
        "doc_type": outcome.doc_type,
        "doc_type_reasons": list(outcome.doc_type_reasons),
        "note": doc.note if doc else None,
        "error": (
            {"code": outcome.error_code, "message": outcome.error_message}
            if outcome.error_code
            else None
        ),
        "persons": [
            {
                "name": p.name_raw,
                "role": str(p.role),
                "source_kind": str(p.source_kind),
                "confidence": round(p.confidence, 3),
                "page": p.page,
                "year": p.year,
                "quote": p.quote,
                "affiliation": p.affiliation,
                "is_self": p.is_self,
            }
            for p in outcome.persons
        ],
        "flags": [
            {"type": f.flag_type, "label": f.label, "surface": f.surface, "page": f.page}
            for f in flags
        ],
        "seconds": round(outcome.seconds, 3),
    }


def format_extraction(report: dict[str, Any]) -> str:
    if report["error"]:
        return f"{report['file']}: error {report['error']['code']}: {report['error']['message']}"
    lines = [
        f"{report['file']}: {report['format']}, {report['pages']} page(s), "
        f"type {report['doc_type']} ({'; '.join(report['doc_type_reasons'])})",
        f"note: {report['note']}",
        "",
    ]
    if not report["persons"]:
        lines.append("no persons found")
    for p in report["persons"]:
        self_mark = " [self]" if p["is_self"] else ""
        lines.append(
            f"- {p['name']}{self_mark}: {p['role']}, {p['source_kind']}, "
            f"confidence {p['confidence']:.2f}, page {p['page']}"
            + (f", year {p['year']}" if p["year"] else "")
        )
        lines.append(f"    “{p['quote']}”")
    for f in report["flags"]:
        lines.append(f"flag {f['type']}: {f['label']}")
    return "\n".join(lines)
