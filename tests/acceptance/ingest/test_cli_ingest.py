"""`minesweeper ingest` and `minesweeper bench ingest`, run as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from minesweeper import samples


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATA_DIR": str(tmp_path / "data")}
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_ingest_prints_json_with_doc_type(tmp_path: Path) -> None:
    path = tmp_path / "학위논문.pdf"
    path.write_bytes(samples.thesis_pdf("김민준", "박서연", ["이재원", "박서연"]))
    result = _run(tmp_path, "ingest", str(path), "--category", "thesis", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["format"] == "pdf"
    assert report["has_text_layer"] is True
    assert report["doc_type"] == "thesis"
    assert report["reasons"][0] == "upload folder: thesis"
    assert report["pages"] == len(report["page_texts"])
    assert "심사위원장 이재원 (인)" in report["page_texts"][1]["text"]
    assert {page["source"] for page in report["page_texts"]} == {"layer"}


def test_ingest_human_output_for_a_scholar_page(tmp_path: Path) -> None:
    path = tmp_path / "profile.html"
    path.write_bytes(samples.scholar_html("Yerin Song", "KAIST", [("Haeun Jeong", "SNU")], []))
    result = _run(tmp_path, "ingest", str(path), "-c", "scholar")
    assert result.returncode == 0, result.stderr
    assert "doc type:   scholar_profile" in result.stdout
    assert "co-authors: Haeun Jeong" in result.stdout


def test_ingest_error_exits_2_with_code_and_message(tmp_path: Path) -> None:
    path = tmp_path / "blob.hwp"
    path.write_bytes(bytes(range(256)) * 40)
    result = _run(tmp_path, "ingest", str(path), "--json")
    assert result.returncode == 2
    assert json.loads(result.stdout) == {
        "file": "blob.hwp",
        "error": "unsupported_format",
        "message": "the file is not a PDF, image, HWP, HWPX, DOCX, HTML or text document",
    }
    plain = _run(tmp_path, "ingest", str(path))
    assert plain.returncode == 2
    assert "error unsupported_format" in plain.stderr


def test_scan_without_ocr_says_so(tmp_path: Path) -> None:
    page = samples.approval_page_image("이도현", "임지은", ["이재원"], dpi=60)
    path = tmp_path / "scan0001.pdf"
    path.write_bytes(samples.scanned_pdf([page], dpi=60))
    result = _run(tmp_path, "ingest", str(path), "--no-ocr", "--json")
    report = json.loads(result.stdout)
    assert report["note"].endswith("OCR unavailable (disabled)")
    assert report["page_texts"][0]["source"] == "none"


def test_bench_ingest_prints_figures(tmp_path: Path) -> None:
    result = _run(tmp_path, "bench", "ingest", "--json", "--no-ocr")
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["text_pdf_pages_per_s"] > 0
    assert figures["hwpx_docs_per_s"] > 0
    assert figures["hwp_docs_per_s"] > 0
    assert figures["ocr_pages_per_s"] is None
    assert figures["peak_rss_mb"] > 0
