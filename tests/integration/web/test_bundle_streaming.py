"""Bundles are read from the spooled upload, never loaded whole, within MAX_BUNDLE_BYTES.

A 200 MB file that is no zip used to be read into memory before it was refused, and the
bundle's budget was the request's size limit rather than a setting of its own.
"""

from __future__ import annotations

import io
import os
import tempfile
import zipfile

import pytest

from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.uploads import read_bundle
from tests.integration.web.conftest import World

NOT_A_ZIP_BYTES = 20 * 1024 * 1024


class CountingFile(io.RawIOBase):
    """A seekable file that counts the bytes read from it."""

    def __init__(self, backing: io.BufferedRandom) -> None:
        self._backing = backing
        self.bytes_read = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        return self._backing.seek(offset, whence)

    def tell(self) -> int:
        return self._backing.tell()

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self._backing.read(len(buffer))
        buffer[: len(data)] = data
        self.bytes_read += len(data)
        return len(data)


def test_a_file_that_is_no_zip_is_refused_after_reading_its_end_only() -> None:
    with tempfile.TemporaryFile() as backing:
        chunk = b"not a zip " * 10_000
        while backing.tell() < NOT_A_ZIP_BYTES:
            backing.write(chunk)
        backing.seek(0)
        counting = CountingFile(backing)
        with pytest.raises(UploadRejectedError):
            read_bundle(counting, max_bytes=100 * 1024 * 1024)  # type: ignore[arg-type]
    assert counting.bytes_read < NOT_A_ZIP_BYTES // 100


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_the_bundle_budget_is_its_own_setting(world: World) -> None:
    world.settings.max_bundle_bytes = 1_000_000
    bundle = _zip({f"Hana Kim/cv/part{n}.txt": b"0" * 400_000 for n in range(3)})
    assert len(bundle) < world.settings.max_request_bytes
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("bundle.zip", bundle, "application/zip")},
    )
    assert response.status_code == 400, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert "1000000" in response.json()["detail"]


def test_a_bundle_within_the_budget_is_stored_from_the_spooled_file(world: World) -> None:
    world.settings.max_bundle_bytes = 1_000_000
    bundle = _zip({"Hana Kim/cv/cv.txt": b"Curriculum vitae\n" * 1_000})
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("bundle.zip", bundle, "application/zip")},
    )
    assert response.status_code == 202, response.text
    assert response.json()["documents"] == 1


def test_dropped_folders_count_against_the_same_budget(world: World) -> None:
    world.settings.max_bundle_bytes = 1_000
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/files",
        files=[
            ("files", ("a.txt", b"a" * 600, "text/plain")),
            ("files", ("b.txt", b"b" * 600, "text/plain")),
        ],
        data={"paths": ["Hana Kim/cv/a.txt", "Hana Kim/cv/b.txt"]},
    )
    assert response.status_code == 413, response.text
    assert "1000" in response.json()["detail"]
