"""Runs the real pipeline over a corpus, through the job engine, and scores the result."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.db.models import (
    Applicant,
    PersonAggregate,
    ReviewFlag,
    Round,
)
from minesweeper.evaluation.manifest import Manifest, load_manifest
from minesweeper.evaluation.scoring import (
    PredictedFlag,
    PredictedPerson,
    score_applicant,
    summarize,
)
from minesweeper.jobs import get_job, run_worker_tick
from minesweeper.screening.conflicts import ReviewerInput
from minesweeper.screening.conflicts.evaluation import score_round
from minesweeper.screening.documents import add_document
from minesweeper.screening.extractor_factory import ExtractorMode
from minesweeper.screening.handlers import build_handlers
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.settings import Settings

Log = Callable[[str], None]


def run_evaluation(
    corpus_dir: Path,
    settings: Settings,
    mode: ExtractorMode | None = None,
    log: Log | None = None,
) -> dict[str, Any]:
    manifest = load_manifest(corpus_dir)
    with tempfile.TemporaryDirectory(prefix="minesweeper-eval-") as tmp:
        url = f"sqlite:///{Path(tmp) / 'eval.db'}"
        migrations.upgrade(url)
        db = Database(url)
        try:
            return _evaluate(db, manifest, settings, mode, log or (lambda _m: None))
        finally:
            db.dispose()


def _load(db: Database, manifest: Manifest) -> tuple[dict[str, int], dict[int, str], list[str]]:
    applicant_ids: dict[str, int] = {}
    document_paths: dict[int, str] = {}
    job_ids: list[str] = []
    with db.session() as session:
        round_ = Round(name=f"eval {manifest.round}")
        session.add(round_)
        session.flush()
        for item in manifest.applicants:
            applicant = Applicant(
                round_id=round_.id, name=item.name, name_en=item.name_en, external_id=item.id
            )
            session.add(applicant)
            session.flush()
            applicant_ids[item.id] = applicant.id
            for doc in item.documents:
                data = (manifest.root / doc.path).read_bytes()
                row = add_document(session, applicant.id, doc.path, doc.category, data)
                document_paths[row.id] = doc.path
            job_ids.append(enqueue_process_applicant(session, applicant.id).id)
    return applicant_ids, document_paths, job_ids


def _evaluate(
    db: Database,
    manifest: Manifest,
    settings: Settings,
    mode: ExtractorMode | None,
    log: Log,
) -> dict[str, Any]:
    applicant_ids, document_paths, job_ids = _load(db, manifest)
    handlers = build_handlers(db, settings, mode)
    started = time.perf_counter()
    while (job_id := run_worker_tick(db.engine, handlers)) is not None:
        log(f"processed job {job_id}")
    seconds = time.perf_counter() - started
    with db.engine.connect() as conn:
        failed = [j for j in (get_job(conn, i) for i in job_ids) if j and j.status != "done"]
    scores = []
    per_applicant: list[dict[str, Any]] = []
    with db.session() as session:
        for item in manifest.applicants:
            persons, flags = _predictions(session, applicant_ids[item.id], document_paths)
            score = score_applicant(item, persons, flags)
            scores.append(score)
            per_applicant.append(score.to_dict())
    report = summarize(scores)
    documents = len(document_paths)
    report["conflicts"] = _score_conflicts(db, manifest, applicant_ids)
    report["timing"] = {
        "documents": documents,
        "seconds": round(seconds, 2),
        "seconds_per_document": round(seconds / documents, 3) if documents else 0.0,
    }
    report["failed_jobs"] = [{"id": j.id, "error": j.error} for j in failed]
    report["applicants"] = per_applicant
    report["extractor"] = mode or settings.extractor_mode
    return report


def _score_conflicts(
    db: Database, manifest: Manifest, applicant_ids: dict[str, int]
) -> dict[str, Any] | None:
    """Match the manifest's reviewers against the stored rosters and score the pairs."""
    if not manifest.reviewers or not applicant_ids:
        return None
    reviewers = [
        ReviewerInput(r.id, r.name, r.name_en, r.affiliation, r.email) for r in manifest.reviewers
    ]
    with db.session() as session:
        applicant = session.get(Applicant, next(iter(applicant_ids.values())))
        assert applicant is not None
        return score_round(
            session,
            applicant.round_id,
            reviewers,
            manifest.expected_conflicts,
            manifest.expected_non_conflicts,
        )


def _predictions(
    session: Session, applicant_id: int, document_paths: dict[int, str]
) -> tuple[list[PredictedPerson], list[PredictedFlag]]:
    aggregates = session.scalars(
        select(PersonAggregate)
        .where(PersonAggregate.applicant_id == applicant_id)
        .order_by(PersonAggregate.id)
    ).all()
    names = {a.id: a.canonical_name for a in aggregates}
    persons = [
        PredictedPerson(
            name=a.canonical_name,
            aliases=tuple(a.aliases),
            roles=tuple(a.roles),
            source_kinds=tuple(sorted({str(s.get("source_kind")) for s in a.sources})),
            is_self=a.is_self,
            documents=tuple(sorted({document_paths[int(s["document_id"])] for s in a.sources})),
        )
        for a in aggregates
    ]
    flags = [
        PredictedFlag(
            type=f.flag_type,
            document=document_paths.get(f.document_id) if f.document_id else None,
            person=names.get(f.person_id) if f.person_id else None,
            surface=f.surface,
            open=f.status == "open",
        )
        for f in session.scalars(
            select(ReviewFlag).where(ReviewFlag.applicant_id == applicant_id)
        ).all()
    ]
    return persons, flags


def format_report(report: dict[str, Any]) -> str:
    lines = [f"extractor: {report['extractor']}", ""]
    lines.append(
        f"{'applicant':<10} {'tp':>3} {'fp':>3} {'fn':>3} {'dup':>4}  missed / false positives"
    )
    for a in report["applicants"]:
        extra = ", ".join(a["missed"]) or "-"
        fps = ", ".join(f"{f['name']} ({f['reason']})" for f in a["false_positives"]) or "-"
        lines.append(
            f"{a['applicant']:<10} {a['tp']:>3} {a['fp']:>3} {a['fn']:>3} {a['duplicates']:>4}"
            f"  missed: {extra}; fp: {fps}"
        )
        if a["self_leaks"] or a["wrong_self"]:
            lines.append(f"{'':<10} self leaks: {a['self_leaks']}, wrong self: {a['wrong_self']}")
    p = report["persons"]
    lines += [
        "",
        f"persons      precision {p['precision']:.3f}  recall {p['recall']:.3f}  f1 {p['f1']:.3f}"
        f"  (tp {p['tp']}, fp {p['fp']}, fn {p['fn']}, duplicates {p['duplicates']})",
        f"roles        precision {report['roles']['precision']:.3f}"
        f"  recall {report['roles']['recall']:.3f}",
        f"source kinds recall {report['source_kinds']['recall']:.3f}"
        f" ({report['source_kinds']['found']}/{report['source_kinds']['expected']})",
        f"is_self errors {report['is_self_errors']}",
        f"flags        recall {report['flags']['recall']:.3f} (found {report['flags']['found']},"
        f" unexpected {report['flags']['unexpected']})",
    ]
    for missed in report["flags"]["missed"]:
        lines.append(f"  missed flag: {missed}")
    if report.get("conflicts"):
        c = report["conflicts"]
        lines.append(
            f"conflicts    precision {c['precision']:.3f}  recall {c['recall']:.3f}"
            f"  f1 {c['f1']:.3f}"
        )
        for kind, r in c.get("relations", {}).items():
            lines.append(
                f"  relation {kind:<18} precision {r['precision']:.3f}  recall {r['recall']:.3f}"
                f"  f1 {r['f1']:.3f}  ({r['true_positives']}/{r['expected']})"
            )
    t = report["timing"]
    lines.append(
        f"timing       {t['documents']} documents in {t['seconds']} s"
        f" ({t['seconds_per_document']} s/document)"
    )
    if report["failed_jobs"]:
        lines.append(f"FAILED JOBS: {report['failed_jobs']}")
    return "\n".join(lines)
