from __future__ import annotations

from pathlib import Path

from minesweeper.ingest import IngestLimits, OcrConfig
from minesweeper.settings import Settings, load_settings


def _default(name: str) -> object:
    return Settings.model_fields[name].default


def test_defaults_match_the_settings_defaults() -> None:
    limits, ocr = IngestLimits(), OcrConfig()
    assert limits.max_bytes == _default("max_upload_bytes")
    assert limits.max_pages == _default("max_pages")
    assert limits.timeout_s == _default("ingest_timeout_s")
    assert ocr.page_budget == _default("ocr_page_budget")
    assert ocr.dpi == _default("ocr_dpi")
    assert ocr.tesseract_cmd == _default("tesseract_cmd")
    assert ocr.workers == _default("ocr_workers")


def test_from_settings_carries_overrides(tmp_path: Path) -> None:
    settings = load_settings(
        max_pages=7, ocr_dpi=150, tesseract_cmd="/opt/tess", ocr_workers=3, data_dir=tmp_path
    )
    assert IngestLimits.from_settings(settings).max_pages == 7
    ocr = OcrConfig.from_settings(settings)
    assert (ocr.dpi, ocr.tesseract_cmd, ocr.workers) == (150, "/opt/tess", 3)
    assert ocr.cache_dir == tmp_path / "cache" / "ocr"
