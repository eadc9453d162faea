"""Zip member names as their authors wrote them: UTF-8 first, then CP949, always NFC."""

from __future__ import annotations

import io
import unicodedata
import zipfile

import pytest

from minesweeper.screening.errors import InvalidNameError
from minesweeper.screening.uploads import bundle_from_paths, read_bundle


def _zip_without_utf8_flag(name: bytes) -> bytes:
    """A zip whose one member's name is `name`, raw, with the UTF-8 flag clear (as `zip` on
    Linux and macOS, and Korean Windows, write them). zipfile would set the flag itself for a
    non-ASCII name, so an ASCII placeholder of the same length is swapped in afterwards."""
    placeholder = b"x" * len(name)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(placeholder.decode("ascii"), b"%PDF-1.4 test")
    data = buffer.getvalue()
    assert data.count(placeholder) == 2  # the local header and the central directory
    return data.replace(placeholder, name)


KIM = "김민준"


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (f"{KIM}/thesis/t.pdf".encode(), "zip on Linux: UTF-8, no flag"),
        (unicodedata.normalize("NFD", f"{KIM}/thesis/t.pdf").encode(), "macOS: NFD UTF-8"),
        (f"{KIM}/thesis/t.pdf".encode("cp949"), "Korean Windows: CP949"),
    ],
)
def test_korean_folder_names_come_out_as_written(raw: bytes, why: str) -> None:
    bundle = read_bundle(_zip_without_utf8_flag(raw), max_bytes=1000)
    assert list(bundle) == [KIM], why


def test_a_flagged_utf8_name_in_nfd_is_normalised() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(unicodedata.normalize("NFD", f"{KIM}/cv/cv.txt"), b"CV")
    assert list(read_bundle(buffer.getvalue(), max_bytes=1000)) == [KIM]


@pytest.mark.parametrize("path", ["../paper/x.pdf", "   /paper/x.pdf", "top/../paper/x.pdf"])
def test_blank_names_and_path_components_are_refused(path: str) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path, b"%PDF-1.4")
    with pytest.raises(InvalidNameError):
        read_bundle(buffer.getvalue(), max_bytes=1000)
    with pytest.raises(InvalidNameError):
        bundle_from_paths([(path, b"%PDF-1.4")])
