from __future__ import annotations

import io
import zipfile

import pytest

from minesweeper import samples
from minesweeper.ingest import IngestError, IngestLimits, SourceFormat, ingest_bytes


def test_hwpx_joins_runs_of_one_paragraph_without_spaces() -> None:
    data = samples.hwpx_bytes(["심사위원장 이재원", "지도교수 임지은"], split_runs=True)
    document = ingest_bytes(data, "list.hwpx")
    assert document.format is SourceFormat.HWPX
    assert document.text == "심사위원장 이재원\n지도교수 임지은"
    assert document.note == "HWPX, 1 section(s)"


def test_hwpx_without_body_text_uses_the_preview() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr("mimetype", "application/hwp+zip")
        package.writestr("Contents/section0.xml", "<s><p/></s>")
        package.writestr("Preview/PrvText.txt", "연구실적 미리보기")
    document = ingest_bytes(buffer.getvalue())
    assert document.text == "연구실적 미리보기"
    assert "preview" in document.note


def test_docx_reads_paragraphs_and_tables() -> None:
    data = samples.docx_cv("Dohyun Lee", "Jieun Lim", ['D. Lee and J. Lim, "Graphs," 2022.'])
    document = ingest_bytes(data, "cv.docx")
    assert document.format is SourceFormat.DOCX
    text = document.text
    assert "Advisor: Prof. Jieun Lim" in text
    assert '[1] D. Lee and J. Lim, "Graphs," 2022.' in text
    assert "Best Paper Award" in text  # from the table


def test_zip_limits_are_configurable() -> None:
    data = samples.hwpx_bytes(["본문"] * 50)
    with pytest.raises(IngestError) as entries:
        ingest_bytes(data, limits=IngestLimits(max_zip_entries=2))
    assert entries.value.code == "too_large"
    with pytest.raises(IngestError) as total:
        ingest_bytes(data, limits=IngestLimits(max_zip_total_bytes=100))
    assert total.value.code == "too_large"
    assert "zip bomb" in total.value.message
