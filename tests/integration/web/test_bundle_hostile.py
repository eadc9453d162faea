"""Malformed and amplifying zip bundles: a 400 problem naming the member, never a 500."""

from __future__ import annotations

import io
import struct
import zipfile

import pytest

from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.uploads import read_bundle
from tests.integration.web.conftest import World

MEMBER = "Hana Kim/cv/cv.txt"
BODY = b"CV of Hana Kim, advisor Jisoo Park. " * 20


def _stored_zip() -> bytearray:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr(MEMBER, BODY)
    return bytearray(buffer.getvalue())


def _central(data: bytearray) -> int:
    return data.index(b"PK\x01\x02")


def _bad_crc() -> bytes:
    data = _stored_zip()
    start = 30 + len(MEMBER)  # the local header, then the stored bytes
    data[start] ^= 0xFF
    return bytes(data)


def _encrypted() -> bytes:
    data = _stored_zip()
    data[6] |= 1  # general purpose flag bit 0: encrypted, in both headers
    data[_central(data) + 8] |= 1
    return bytes(data)


def _method_9() -> bytes:
    data = _stored_zip()
    struct.pack_into("<H", data, 8, 9)  # deflate64, which zipfile cannot inflate
    struct.pack_into("<H", data, _central(data) + 10, 9)
    return bytes(data)


def _lying_size() -> bytes:
    data = _stored_zip()
    struct.pack_into("<I", data, 22, 10)  # declares 10 bytes where there are far more
    struct.pack_into("<I", data, _central(data) + 24, 10)
    return bytes(data)


HOSTILE = {"bad_crc": _bad_crc, "encrypted": _encrypted, "method_9": _method_9, "lies": _lying_size}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_malformed_member_is_refused_with_its_name(kind: str) -> None:
    with pytest.raises(UploadRejectedError) as caught:
        read_bundle(HOSTILE[kind](), max_bytes=10_000_000)
    assert MEMBER in str(caught.value)


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_api_answers_400_problem(world: World, kind: str) -> None:
    response = world.client("member_a").post(
        f"/api/v1/rounds/{world.ids['round_a']}/bundle",
        files={"file": ("bundle.zip", HOSTILE[kind](), "application/zip")},
    )
    assert response.status_code == 400, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert MEMBER in response.json()["detail"]


def test_the_total_budget_is_checked_while_inflating() -> None:
    """Declared sizes can lie low; what is counted is what comes out of the decompressor."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for n in range(3):
            archive.writestr(f"Hana Kim/cv/part{n}.txt", b"0" * 400_000)
    with pytest.raises(UploadRejectedError) as caught:
        read_bundle(buffer.getvalue(), max_bytes=1_000_000, max_total_bytes=1_000_000)
    assert "1000000" in str(caught.value)
