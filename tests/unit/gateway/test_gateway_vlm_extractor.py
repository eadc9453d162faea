"""The VLM extractor through the real gateway and the fake server: the whole model path."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import ExtractionInput, SourceKind
from minesweeper.extractors.vlm import VLM_INVALID_OUTPUT
from minesweeper.extractors.vlm.grounding import UNVERIFIED_CONFIDENCE_CAP
from minesweeper.gateway import (
    GatewayConfig,
    MemoryCallLog,
    ModelClient,
    ModelUnavailable,
    call_context,
)
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, TextSource
from minesweeper.screening.extractor_factory import build_vlm_extractor
from minesweeper.settings import Settings, load_settings
from tests.fakes.label_extractor import LabelLineExtractor
from tests.fakes.page_images import PageSpec, make_document, png_sha256
from tests.fakes.vlm_server import FakeVlmServer, good, http_error, malformed, person

DPI = 72


def _thesis() -> IngestedDocument:
    return make_document(
        PageSpec(
            drawn=("박사학위논문", "홍길동"),
            text="박사학위논문\n딥러닝 기반 문서 인식과 인장 판독에 관한 연구\n홍길동",
            text_source=TextSource.LAYER,
        ),
        PageSpec(
            drawn=("인준서", "심사위원장 김철수", "심사위원 이영희"),
            text="이 논문을 박사학위논문으로 인준함\n심사위원장 김철수 (인)\n심사위원 이영희 (인)",
            text_source=TextSource.LAYER,
            seal="김철수",
        ),
        PageSpec(drawn=("지도교수 박민준",), text="지도교수 박민준", text_source=TextSource.OCR),
        PageSpec(drawn=("심사위원 정다은 (서명)",), seal="정다은"),
    )


def _settings(server: FakeVlmServer, **overrides: object) -> Settings:
    options: dict[str, object] = {
        "vlm_api": server.api,
        "vlm_base_url": server.url,
        "vlm_model": "vision-7b",
        "vlm_dpi": DPI,
        "vlm_max_pages": 8,
    }
    options.update(overrides)
    return load_settings(**options)


def _client(server: FakeVlmServer) -> ModelClient:
    return ModelClient(
        GatewayConfig(api=server.api, base_url=server.url, model="vision-7b", backoff_s=0.01)
    )


def test_thesis_is_read_grounded_and_logged(fake_server: FakeVlmServer) -> None:
    document = _thesis()
    key = {n: png_sha256(document, n, DPI) for n in range(1, 5)}
    fake_server.script(key[1], good(person("홍길동", "coauthor"), person("가공인물", "advisor")))
    fake_server.script(
        key[2],
        good(
            person("김철수", "committee_chair", "seal"),
            person("이영희", "committee_member", "seal"),
            person("최환각", "committee_member", "seal"),  # not on the printed page
        ),
    )
    fake_server.script(key[3], good(person("박민준", "advisor", "printed", 0.97)))
    fake_server.script(key[4], good(person("정다은", "committee_member", "signature", 0.95)))
    log = MemoryCallLog()
    extractor = build_vlm_extractor(
        _settings(fake_server), LabelLineExtractor(), log, client=_client(fake_server)
    )
    with call_context(job_id="job-1", document_id=7):
        result = extractor.extract(
            ExtractionInput(document, DocType.THESIS, applicant_name="홍길동")
        )

    found = {(p.name_raw, p.source_kind, p.page): p for p in result.persons}
    assert ("가공인물", SourceKind.PRINTED, 1) not in found  # hallucinated on a text page: dropped
    assert ("최환각", SourceKind.SEAL, 2) not in found
    assert found[("홍길동", SourceKind.PRINTED, 1)].is_self
    assert found[("김철수", SourceKind.SEAL, 2)].quote == "심사위원장 김철수 (인)"
    assert found[("김철수", SourceKind.PRINTED, 2)].confidence == 0.9  # from the text rules
    assert found[("박민준", SourceKind.PRINTED, 3)].confidence == 0.97  # OCR text confirms it
    unverified = found[("정다은", SourceKind.SIGNATURE, 4)]  # no text to check against
    assert unverified.confidence == UNVERIFIED_CONFIDENCE_CAP
    assert result.flags == ()

    by_page = {record.page or 0: record for record in log.records}
    assert sorted(by_page) == [1, 2, 3, 4]
    assert {r.job_id for r in log.records} == {"job-1"}
    assert {r.document_id for r in log.records} == {7}
    assert {r.backend for r in log.records} == {fake_server.api}
    assert (by_page[2].names_returned, by_page[2].names_grounded, by_page[2].names_dropped) == (
        3,
        2,
        1,
    )
    assert by_page[4].names_unverified == 1
    assert all(r.outcome == "ok" and r.tokens_in == 812 for r in log.records)


def test_malformed_twice_becomes_a_flag_and_a_logged_outcome(fake_server: FakeVlmServer) -> None:
    document = _thesis()
    fake_server.script(png_sha256(document, 3, DPI), good(person("박민준", "advisor")))
    fake_server.script(png_sha256(document, 4, DPI), malformed())
    log = MemoryCallLog()
    extractor = build_vlm_extractor(_settings(fake_server), None, log, client=_client(fake_server))
    result = extractor.extract(ExtractionInput(document, DocType.THESIS))
    assert [(f.flag_type, f.page) for f in result.flags] == [(VLM_INVALID_OUTPUT, 4)]
    outcomes = {r.page: (r.outcome, r.http_attempts) for r in log.records}
    assert outcomes[4] == ("invalid_output", 2)


def test_model_server_down_fails_the_document_with_a_retryable_error(
    fake_server: FakeVlmServer,
) -> None:
    document = _thesis()
    fake_server.script(png_sha256(document, 2, DPI), http_error(500))
    log = MemoryCallLog()
    extractor = build_vlm_extractor(_settings(fake_server), None, log, client=_client(fake_server))
    with pytest.raises(ModelUnavailable) as caught:
        extractor.extract(ExtractionInput(document, DocType.THESIS))
    assert caught.value.retryable
    assert fake_server.url in str(caught.value)
    assert log.records[-1].outcome == "unavailable"
    assert log.records[-1].http_attempts == 3


def test_page_budget_limits_model_calls(fake_server: FakeVlmServer) -> None:
    extractor = build_vlm_extractor(
        _settings(fake_server, vlm_max_pages=2), None, client=_client(fake_server)
    )
    extractor.extract(ExtractionInput(_thesis(), DocType.THESIS))
    assert len(fake_server.requests) == 2
