"""The call log lands in `ai_calls` on SQLite and PostgreSQL and holds no names or text."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models_ai import AiCall
from minesweeper.extractors.model import ExtractionInput
from minesweeper.gateway import (
    DatabaseCallLog,
    GatewayConfig,
    ModelClient,
    ModelUnavailable,
    call_context,
)
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import TextSource
from minesweeper.screening.extractor_factory import build_vlm_extractor
from minesweeper.settings import load_settings
from tests.fakes.page_images import PageSpec, make_document, png_sha256
from tests.fakes.vlm_server import good, http_error, malformed, person, running

DPI = 72
APPROVAL = "이 논문을 박사학위논문으로 인준함\n심사위원장 김철수 (인)\n심사위원 이영희 (인)"
NAMES = ("김철수", "이영희", "최환각", "정다은")


def _rows(database: Database) -> list[AiCall]:
    with database.session() as session:
        return list(session.scalars(select(AiCall).order_by(AiCall.page)))


def test_every_call_is_logged_with_counts_only(database: Database) -> None:
    document = make_document(
        PageSpec(drawn=("인준서",), text=APPROVAL, text_source=TextSource.LAYER, seal="김철수"),
        PageSpec(drawn=("심사위원 정다은",), seal="정다은"),
        PageSpec(drawn=("심사위원",)),
    )
    with running("openai") as server:
        server.script(
            png_sha256(document, 1, DPI),
            good(person("김철수", "committee_chair", "seal"), person("최환각")),
        )
        server.script(png_sha256(document, 2, DPI), good(person("정다은", source_kind="seal")))
        server.script(png_sha256(document, 3, DPI), malformed("심사위원 이영희"))
        settings = load_settings(vlm_api="openai", vlm_base_url=server.url, vlm_dpi=DPI)
        extractor = build_vlm_extractor(settings, None, database)
        with call_context(job_id="0b7e6a52-0000-4000-8000-000000000001", document_id=42):
            extractor.extract(ExtractionInput(document, DocType.THESIS))

    rows = _rows(database)
    assert [(r.page, r.outcome) for r in rows] == [
        (1, "ok"),
        (2, "ok"),
        (3, "invalid_output"),
    ]
    first = rows[0]
    assert first.job_id == "0b7e6a52-0000-4000-8000-000000000001"
    assert first.document_id == 42
    assert (first.backend, first.model) == ("openai", settings.vlm_model)
    assert (first.names_returned, first.names_grounded, first.names_dropped) == (2, 1, 1)
    assert rows[1].names_unverified == 1
    assert (first.tokens_in, first.tokens_out, first.http_attempts) == (812, 64, 1)
    assert rows[2].http_attempts == 2
    assert all(r.duration_ms >= 0 for r in rows)

    # No column of any row holds a name, page text or image bytes.
    for row in rows:
        for column in AiCall.__table__.columns:
            value = getattr(row, column.key)
            if isinstance(value, str):
                assert not any(name in value for name in NAMES), column.key
                assert "심사" not in value, column.key
                assert "인준" not in value, column.key
            assert not isinstance(value, bytes), column.key


def test_unreachable_server_is_logged_before_the_error(database: Database) -> None:
    document = make_document(PageSpec(drawn=("scan",)))
    with running("ollama") as server:
        server.script(png_sha256(document, 1, DPI), http_error(503))
        config = GatewayConfig(api="ollama", base_url=server.url, model="m", backoff_s=0.01)
        settings = load_settings(vlm_api="ollama", vlm_base_url=server.url, vlm_dpi=DPI)
        extractor = build_vlm_extractor(
            settings, None, DatabaseCallLog(database), client=ModelClient(config)
        )
        with pytest.raises(ModelUnavailable, match=server.url):
            extractor.extract(ExtractionInput(document, DocType.OTHER))
    rows = _rows(database)
    assert [(r.outcome, r.http_attempts, r.tokens_in) for r in rows] == [("unavailable", 3, None)]


def test_a_failing_log_write_does_not_fail_the_document(tmp_path: Path) -> None:
    broken = Database(f"sqlite:///{tmp_path / 'not-migrated.db'}")  # no ai_calls table
    document = make_document(PageSpec(drawn=("scan",)))
    with running("ollama") as server:
        server.script(png_sha256(document, 1, DPI), good(person("김철수")))
        settings = load_settings(vlm_api="ollama", vlm_base_url=server.url, vlm_dpi=DPI)
        extractor = build_vlm_extractor(settings, None, DatabaseCallLog(broken))
        result = extractor.extract(ExtractionInput(document, DocType.OTHER))
    broken.dispose()
    assert [p.name_raw for p in result.persons] == ["김철수"]
