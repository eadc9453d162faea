"""The page-image cache under concurrent first requests: unique temporary names, atomic rename."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from minesweeper.db.models import Document
from minesweeper.screening.page_images import page_png
from tests.integration.web.conftest import World

PARALLEL = 8


def test_eight_parallel_first_requests_of_one_page_all_get_the_image(
    world: World, tmp_path: Path
) -> None:
    with world.db.session() as session:
        document = session.get(Document, world.ids["document_b"])
        assert document is not None
        session.expunge(document)
    start = threading.Barrier(PARALLEL)

    def render(_: int) -> bytes:
        start.wait()
        return page_png(world.db, tmp_path, document, 1, 72)

    with ThreadPoolExecutor(PARALLEL) as pool:
        images = list(pool.map(render, range(PARALLEL)))
    assert all(image.startswith(b"\x89PNG") for image in images)
    assert len(set(images)) == 1
    cached = list((tmp_path / "cache" / "pages").iterdir())
    assert [p.suffix for p in cached] == [".png"]  # no temporary file left behind


def test_eight_parallel_flag_images_over_http(world: World) -> None:
    client = world.client("member_b")
    url = f"/api/v1/flags/{world.ids['flag_b']}/image.png"
    with ThreadPoolExecutor(PARALLEL) as pool:
        answers = list(pool.map(lambda _: client.get(url), range(PARALLEL)))
    assert [a.status_code for a in answers] == [200] * PARALLEL
