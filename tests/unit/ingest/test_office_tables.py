"""Table rows in DOCX and HWPX read as one line each, cells separated by tabs, so a role label
and the name beside it stay together."""

from __future__ import annotations

from minesweeper.ingest import SourceFormat, ingest_bytes
from tests.support.stress_office import docx_with_tables, hwpx_with_table


def test_docx_table_row_is_one_line_of_cells() -> None:
    data = docx_with_tables(
        ["CURRICULUM VITAE"],
        [("EDUCATION", [("Period", "Advisor"), ("2019 – 2024", "Prof. Woojin Kam")])],
    )
    document = ingest_bytes(data, "cv.docx")
    assert document.format is SourceFormat.DOCX
    assert document.text.splitlines() == [
        "CURRICULUM VITAE",
        "EDUCATION",
        "Period\tAdvisor",
        "2019 – 2024\tProf. Woojin Kam",
    ]


def test_hwpx_table_inside_a_paragraph_reads_row_by_row() -> None:
    rows = [("구분", "성명", "소속"), ("위원장", "모세린", "서강대학교")]
    data = hwpx_with_table(["심사위원 명단"], rows, ["2024. 5. 10."])
    document = ingest_bytes(data, "list.hwpx")
    assert document.format is SourceFormat.HWPX
    assert document.text.splitlines() == [
        "심사위원 명단",
        "구분\t성명\t소속",
        "위원장\t모세린\t서강대학교",
        "2024. 5. 10.",
    ]
