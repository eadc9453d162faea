"""Reading bundles: folder layout, categories, Korean file names, and refusing bad zips."""

from __future__ import annotations

import io
import zipfile

import pytest

from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.uploads import bundle_from_paths, normalize_category, read_bundle


def _zip(entries: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            info = zipfile.ZipInfo(name)
            archive.writestr(info, data)
    return buffer.getvalue()


class _Cp949Info(zipfile.ZipInfo):
    """zipfile writes non-ASCII names as UTF-8; this writes CP949 bytes with no UTF-8 flag."""

    __slots__ = ()

    def _encodeFilenameFlags(self) -> tuple[bytes, int]:  # noqa: N802  (zipfile's name)
        return self.filename.encode("cp949"), self.flag_bits & ~0x800


def test_layout_with_and_without_a_top_folder() -> None:
    flat = read_bundle(_zip({"A/thesis/t.pdf": b"1", "B/cv/c.txt": b"2"}), 100)
    assert sorted(flat) == ["A", "B"]
    assert flat["A"][0].category == "thesis"
    nested = read_bundle(_zip({"round/A/thesis/t.pdf": b"1", "round/A/cv/c.txt": b"2"}), 100)
    assert [f.filename for f in nested["A"]] == ["t.pdf", "c.txt"]


def test_system_files_are_ignored() -> None:
    bundle = read_bundle(
        _zip({"A/cv/c.txt": b"2", "__MACOSX/A/cv/._c.txt": b"x", "A/cv/.DS_Store": b"x"}), 100
    )
    assert [f.filename for f in bundle["A"]] == ["c.txt"]


def test_korean_names_from_windows_zips() -> None:
    # Korean Windows writes CP949 names without the UTF-8 flag; Python reads them as CP437.
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(_Cp949Info("김하나/cv/이력서.txt"), b"cv")
    bundle = read_bundle(buffer.getvalue(), 100)
    assert list(bundle) == ["김하나"]
    assert bundle["김하나"][0].filename == "이력서.txt"


def test_oversized_member_is_refused_before_reading() -> None:
    data = _zip({"A/cv/big.txt": b"0" * 10_000})  # compresses to a few bytes
    with pytest.raises(UploadRejectedError, match="larger than"):
        read_bundle(data, 1_000)


def test_bundle_total_is_bounded_before_reading() -> None:
    data = _zip({f"A/cv/{n}.txt": b"0" * 600 for n in range(3)})
    assert len(read_bundle(data, 1_000, 2_000)["A"]) == 3
    with pytest.raises(UploadRejectedError, match="unpacks to 1800 bytes"):
        read_bundle(data, 1_000, 1_500)


@pytest.mark.parametrize(
    "entries",
    [{"loose.pdf": b"1"}, {"A/B/C/D/E.pdf": b"1", "X/y.pdf": b"1"}, {"A/novel/x.pdf": b"1"}],
)
def test_bad_layouts_are_refused(entries: dict[str, bytes]) -> None:
    with pytest.raises(UploadRejectedError):
        read_bundle(_zip(entries), 100)


def test_not_a_zip() -> None:
    with pytest.raises(UploadRejectedError, match="not a readable zip"):
        read_bundle(b"PK but not really", 100)


def test_categories_accept_korean_folder_names() -> None:
    assert normalize_category("학위논문") == "thesis"
    assert normalize_category(" CV ") == "cv"
    assert normalize_category("scholar_profile") == "scholar"
    with pytest.raises(UploadRejectedError):
        normalize_category("poems")


def test_paths_from_a_dropped_folder() -> None:
    bundle = bundle_from_paths([("drop/A/cv/c.txt", b"1"), ("drop/B/paper/p.pdf", b"2")])
    assert sorted(bundle) == ["A", "B"]
    with pytest.raises(UploadRejectedError):
        bundle_from_paths([("c.txt", b"1")])
