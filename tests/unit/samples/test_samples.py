from __future__ import annotations

import io
import zipfile

import numpy as np
import pypdfium2 as pdfium
import pytest
from PIL import Image

from minesweeper import samples


def _pdf_text(data: bytes) -> list[str]:
    document = pdfium.PdfDocument(data)
    try:
        texts = []
        for page in document:
            textpage = page.get_textpage()
            texts.append(textpage.get_text_bounded())
            textpage.close()
            page.close()
        return texts
    finally:
        document.close()


def test_thesis_prints_the_chosen_people() -> None:
    data = samples.thesis_pdf(
        "한지우", "오승현", ["송예린", "오승현"], committee_en=["Yerin Song", "Seunghyun Oh"]
    )
    pages = _pdf_text(data)
    approval = pages[1]
    assert "지도교수 오승현" in approval
    assert "심사위원장 송예린 (인)" in approval
    assert "Committee Chair: Yerin Song" in pages[2]
    assert "References" in pages[-1]


def test_paper_marks_authors_with_affiliation_numbers() -> None:
    text = _pdf_text(samples.paper_pdf(["Haeun Jeong", "Jaewon Rhee"], ["KAIST", "SNU"]))[0]
    assert "Haeun Jeong1, Jaewon Rhee2*" in text
    assert "Abstract" in text


def test_scans_have_no_text_layer_and_photos_are_jpeg() -> None:
    page = samples.approval_page_image("이도현", "임지은", ["이재원", "임지은"], dpi=72)
    assert page.size == (595, 842)
    pixels = np.asarray(page)
    red = int(((pixels[..., 0] > 150) & (pixels[..., 1] < 90)).sum())
    assert red > 0, "seals are drawn in red"
    assert _pdf_text(samples.scanned_pdf([page, page], dpi=72)) == ["", ""]
    photo = Image.open(io.BytesIO(samples.phone_photo_jpeg(page)))
    assert photo.format == "JPEG"
    assert photo.width > page.width
    with pytest.raises(ValueError, match="at least one page"):
        samples.scanned_pdf([])


def test_hwpx_package_layout() -> None:
    with zipfile.ZipFile(io.BytesIO(samples.hwpx_bytes(["가나다"]))) as package:
        first = package.infolist()[0]
        assert first.filename == "mimetype"
        assert first.compress_type == zipfile.ZIP_STORED
        assert package.read("mimetype") == b"application/hwp+zip"
        assert b"<hp:t>" in package.read("Contents/section0.xml")


def test_hwp_is_an_ole_file_and_text_is_cp949() -> None:
    assert samples.hwp_bytes(["본문"]).startswith(b"\xd0\xcf\x11\xe0")
    assert samples.cp949_text(["가", "나"]) == "가\r\n나".encode("cp949")


def test_blank_and_long_pdfs_have_the_page_counts() -> None:
    assert len(_pdf_text(samples.blank_pdf(3))) == 3
    texts = _pdf_text(samples.text_pdf(4))
    assert [text.splitlines()[0] for text in texts] == [f"Page {n}" for n in range(1, 5)]
