"""Real files: third-party documents (realworld/) and the dev corpus bundles, when present."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from minesweeper.doctype import classify
from minesweeper.ingest import IngestError, OcrConfig, TextSource, ingest_bytes
from minesweeper.ingest.ocr import tesseract_available
from tests.support.shared import shared_missing

NO_OCR = OcrConfig(enabled=False)
_CATEGORY_TYPES = {"scholar": "scholar_profile"}


def _realworld(shared_dir: Path) -> list[Path]:
    folder = shared_dir / "realworld"
    if not folder.is_dir():
        shared_missing("no realworld folder")
    return sorted(path for path in folder.rglob("*") if path.suffix in {".pdf", ".hwp", ".hwpx"})


def _manifest_documents(shared_dir: Path) -> list[dict[str, Any]]:
    manifest = shared_dir / "corpus" / "dev" / "manifest.json"
    if not manifest.is_file():
        shared_missing("no dev corpus")
    data = json.loads(manifest.read_text(encoding="utf-8"))
    return [document for applicant in data["applicants"] for document in applicant["documents"]]


def test_every_realworld_file_yields_text_or_a_clear_error(shared_dir: Path) -> None:
    files = _realworld(shared_dir)
    assert len(files) >= 20
    errors: dict[str, str] = {}
    for path in files:
        try:
            document = ingest_bytes(path.read_bytes(), path.name, ocr=NO_OCR)
        except IngestError as exc:
            errors[path.name] = exc.code
            continue
        assert document.text.strip(), path.name
        assert document.page_count == len(document.pages) >= 1
    assert errors == {"password-12345.hwp": "encrypted"}


def test_realworld_hwp_body_text_is_read_not_the_preview(shared_dir: Path) -> None:
    path = shared_dir / "realworld" / "hwp" / "sample-5017.hwp"
    if not path.is_file():
        pytest.skip("file not present")
    document = ingest_bytes(path.read_bytes(), path.name)
    assert "preview" not in document.note
    assert "본문 내용입니다" in document.text


def test_dev_corpus_matches_the_manifest_facts(shared_dir: Path) -> None:
    for entry in _manifest_documents(shared_dir):
        path = shared_dir / "corpus" / "dev" / entry["path"]
        document = ingest_bytes(path.read_bytes(), path.name, ocr=NO_OCR)
        label = entry["path"]
        assert document.format == entry["format"], label
        if "pages" in entry:
            assert document.page_count == entry["pages"], label
        image_only = set(entry.get("image_only_pages", []))
        if entry["format"] == "pdf" and entry["text_layer"]:
            missing = {p.number for p in document.pages if p.text_source is TextSource.NONE}
            assert missing == image_only, label
        assert document.has_text_layer == entry["text_layer"], label
        assert ("read by content" in document.note) == entry.get("extension_mismatch", False)


def _check_types(shared_dir: Path, ocr: OcrConfig) -> None:
    wrong = []
    for entry in _manifest_documents(shared_dir):
        path = shared_dir / "corpus" / "dev" / entry["path"]
        document = ingest_bytes(path.read_bytes(), path.name, ocr=ocr)
        expected = _CATEGORY_TYPES.get(entry["category"], entry["category"])
        doc_type, reasons = classify(document, entry["category"])
        assert reasons
        if doc_type != expected:
            wrong.append((entry["path"], doc_type, expected, reasons))
    assert wrong == []


def test_dev_corpus_doc_types_without_ocr(shared_dir: Path) -> None:
    _check_types(shared_dir, NO_OCR)


@pytest.mark.slow
def test_dev_corpus_doc_types_with_ocr(shared_dir: Path) -> None:
    if not tesseract_available(OcrConfig()):
        pytest.skip("Tesseract is not installed")
    _check_types(shared_dir, OcrConfig())
