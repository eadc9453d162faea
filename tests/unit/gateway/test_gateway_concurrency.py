"""VLM_CONCURRENCY holds when several jobs read documents at once in one worker process."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from minesweeper.extractors.model import ExtractionInput
from minesweeper.ingest.categories import DocType
from minesweeper.screening.extractor_factory import build_vlm_extractor
from minesweeper.settings import load_settings
from tests.fakes.page_images import PageSpec, make_document, png_sha256
from tests.fakes.vlm_server import FakeVlmServer, good, person, slow

DPI = 72
JOBS = 4


@pytest.mark.parametrize("limit", [1, 2])
def test_requests_in_flight_never_exceed_the_limit(fake_server: FakeVlmServer, limit: int) -> None:
    documents = [make_document(PageSpec(drawn=(f"심사위원 {i}",))) for i in range(JOBS)]
    for document in documents:
        fake_server.script(png_sha256(document, 1, DPI), slow(0.25, good(person("김철수"))))
    settings = load_settings(
        vlm_api=fake_server.api,
        vlm_base_url=fake_server.url,
        vlm_dpi=DPI,
        vlm_concurrency=limit,
    )

    def job(index: int) -> int:
        # Each job builds its own extractor and client, as separate worker jobs do.
        extractor = build_vlm_extractor(settings, None)
        result = extractor.extract(ExtractionInput(documents[index], DocType.OTHER))
        return len(result.persons)

    with ThreadPoolExecutor(max_workers=JOBS) as pool:
        counts = list(pool.map(job, range(JOBS)))

    assert counts == [1] * JOBS
    assert len(fake_server.requests) == JOBS
    assert fake_server.max_in_flight == limit
