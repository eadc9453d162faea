"""run_pipeline: one document's failure stays on that document; progress is reported."""

from __future__ import annotations

from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig
from minesweeper.pipeline import ApplicantIdentity, InputFile, run_pipeline
from minesweeper.samples import paper_pdf

APPLICANT = ApplicantIdentity("김민준", "Minjun Kim")


def test_a_broken_document_does_not_stop_the_others() -> None:
    paper = paper_pdf(["Minjun Kim", "Seoyeon Park", "Jae-Won Lee"], ["Seoul National University"])
    files = [
        InputFile(1, "broken.pdf", "paper", b"%PDF-1.7\n1 0 obj << /Type /Catalog"),
        InputFile(2, "paper.pdf", "paper", paper),
    ]
    seen: list[tuple[str, int, int]] = []
    result = run_pipeline(
        files,
        APPLICANT,
        TextExtractor(),
        ocr=OcrConfig(enabled=False),
        progress=lambda stage, done, total: seen.append((stage, done, total)),
    )
    broken, good = result.documents
    assert broken.error_code == "corrupt"
    assert broken.error_message
    assert good.error_code is None
    assert good.doc_type in ("paper", "representative")
    names = {g.canonical_name for g in result.aggregation.groups if not g.is_self}
    assert {"Seoyeon Park", "Jae-Won Lee"} <= names
    assert any(g.is_self for g in result.aggregation.groups)
    # Steps, not documents: the broken file is never extracted; the caller reports saving.
    assert seen == [("reading", 0, 6), ("reading", 2, 6), ("extracting", 3, 6), ("merging", 4, 6)]
    assert all(done < total for _, done, total in seen)  # 100 % only when the job is done


def test_every_mention_points_at_its_document() -> None:
    paper = paper_pdf(["Minjun Kim", "Seoyeon Park"], ["KAIST"])
    result = run_pipeline(
        [InputFile(7, "p.pdf", "paper", paper)], APPLICANT, TextExtractor(),
        ocr=OcrConfig(enabled=False),
    )  # fmt: skip
    assert result.mentions
    assert {m.document_id for m in result.mentions} == {7}
    for group in result.aggregation.groups:
        assert all(source["document_id"] == 7 for source in group.sources)
